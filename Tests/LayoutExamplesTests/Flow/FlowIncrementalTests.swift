import Foundation
import LayoutExamples
import LayoutLab
import Testing

/// A box whose view-side state the test can reach: a binding per tag index.
private final class FlowIncrementalRemote {
  var texts: [Int: Binding<String>] = [:]
}

/// One tag whose text lives in its own `@State`.
private struct FlowIncrementalTag: View {
  let index: Int
  let remote: FlowIncrementalRemote
  @State private var text = "ab"

  var body: some View {
    // A side effect in a view builder: `let _ =` is how SwiftUI code writes one.
    // swift-format-ignore: NoAssignmentInExpressions
    let _ = remote.texts[index] = $text
    Text(text).padding(4).id(index)
  }
}

/// `count` tags in a flow, the flow at the root of the host.
private struct FlowIncrementalTags: View {
  let count: Int
  let remote: FlowIncrementalRemote

  var body: some View {
    FlowLayout(spacing: 8) {
      ForEach(0..<count, id: \.self) { FlowIncrementalTag(index: $0, remote: remote) }
    }
  }
}

/// A tag per word, `Text(word).padding(4)` with the word's index as its id, in a flow at the
/// top-leading corner of the host: the flow's origin is the same at every host width.
private struct FlowWidthTags: View {
  let words: [String]

  var body: some View {
    FlowLayout(spacing: 8) {
      ForEach(words.indices, id: \.self) { Text(words[$0]).padding(4).id($0) }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// One tag changing in a flow of many: the work is the tag, its ancestors and the flow's
/// own arrangement, whatever the number of tags.
@Suite("FlowLayout updates one tag without redoing the others")
struct FlowIncrementalTests {
  @Test(
    "One tag's text change re-measures only that tag and its ancestors",
    arguments: [MeasurementCachePolicy.unbounded, .swiftUI], [10, 1000])
  func oneTagRemeasures(policy: MeasurementCachePolicy, count: Int) throws {
    let remote = FlowIncrementalRemote()
    let host = ViewHost(rootView: FlowIncrementalTags(count: count, remote: remote), measurementCachePolicy: policy)
    let screen = CGSize(width: 390, height: 844)
    _ = host.layout(in: screen)
    let binding = try #require(remote.texts[3])
    binding.wrappedValue = "abcdef"
    let result = host.layout(in: screen)
    #expect(result.frames.count == 1)
    #expect(result.tree.bodyEvaluationsByType == ["FlowIncrementalTag": 1])
    // The text (new string: its leaf changed), its padding and the flow are re-measured, once
    // each: the flow's size for the host's proposal, the padding's and the text's ideal size
    // for the flow. Every other tag answers the flow from its cache. 3 = the text + its 2
    // laid-out ancestors, under both policies and whatever the number of tags.
    #expect(result.counters.cacheMisses == 3)
    var missed: [String] = []
    result.forEachView { if $0.counters.cacheMisses > 0 { missed.append($0.summary) } }
    #expect(missed == ["FlowLayout(spacing: 8)", ".padding(4)", "Text(\"abcdef\")"])
    // The same tags laid out from scratch put every tag where the update did.
    let coldRemote = FlowIncrementalRemote()
    let coldHost = ViewHost(
      rootView: FlowIncrementalTags(count: count, remote: coldRemote), measurementCachePolicy: policy)
    _ = coldHost.layout(in: screen)
    coldRemote.texts[3]?.wrappedValue = "abcdef"
    let cold = coldHost.layout(in: screen)
    for index in [0, 3, count - 1] { #expect(result.frame(id: index) == cold.frame(id: index)) }
  }

  @Test("Tags on lines the change cannot reach are not visited; tags it moves are placed again")
  func unmovedTagsAreNotPlaced() throws {
    let remote = FlowIncrementalRemote()
    let host = ViewHost(rootView: FlowIncrementalTags(count: 40, remote: remote))
    let screen = CGSize(width: 390, height: 844)
    let before = host.layout(in: screen)
    // Every tag is Text("ab") (2 × 8.5 = 17 wide, 20.4 tall) padded by 4: 25 × 28.4, 8
    // apart: n tags take 25n + 8(n − 1) ≤ 390, so 12 per line (388).
    // Tag 13 (line 2, second) grows from "ab" to "abc": 8.5 wider. Tags 14–23 follow it on
    // its line and move right by 8.5; line 2 then holds 25 × 11 + 33.5 + 8 × 11 = 396.5 > 390,
    // so tag 23 wraps to line 3, and every later tag moves.
    try #require(remote.texts[13]).wrappedValue = "abc"
    let after = host.layout(in: screen)
    // Tags 0–11 (line 1) and 12 (before the change on line 2) keep their frames.
    for index in 0...12 { #expect(after.frame(id: index) == before.frame(id: index)) }
    // The flow places again only the tags of the lines it broke again, from line 2 (the one
    // holding tag 12, the tag before the change) on: a tag of line 1 is not visited at all.
    let tag5 = try #require(after.view(id: 5))
    #expect(tag5.counters.placements == 0)
    #expect(tag5.children.map(\.counters.placements) == [0])
    // Tag 12 is placed again at the frame it had, unchanged: its text is not placed.
    let tag12 = try #require(after.view(id: 12))
    #expect(tag12.counters.placements == 1)
    #expect(tag12.children.map(\.counters.placements) == [0])
    // A moved tag is placed again (moving its frames by the offset would round differently
    // from placing them): its text keeps its place inside it.
    let tag20 = try #require(after.view(id: 20))
    let tag20Before = try #require(before.view(id: 20))
    #expect(tag20.children.map(\.counters.placements) == [1])
    #expect(tag20.frame.minX == tag20Before.frame.minX + 8.5)
    #expect(tag20.children[0].frame.minX - tag20.frame.minX == 4)
    // The changed tag itself is laid out again: padding places its text.
    let tag13 = try #require(after.view(id: 13))
    #expect(tag13.children.map(\.counters.placements) == [1])
  }

  /// 40 tags, every one "ab" but tag 30, "abcdef". A tag of k letters is 8.5k + 8 wide (each
  /// letter 8.5, padding 4 each side), 8 apart: "ab" tags are 25 wide, tag 30 is 59. At 390,
  /// lines 1 and 2 hold 12 tags (25 × 12 + 8 × 11 = 388), line 3 tags 24–34 (6 × 25 + 8 × 5 =
  /// 190, + 8 + 59 = 257, + 4 × 33 = 389), line 4 tags 35–39.
  private static let words = (0..<40).map { $0 == 30 ? "abcdef" : "ab" }

  @Test("A width one point narrower, whose lines break as before, places no tag")
  func narrowerWidthPlacesNoTag() throws {
    let host = ViewHost(rootView: FlowWidthTags(words: Self.words))
    let before = host.layout(in: CGSize(width: 390, height: 844))
    // At 389 every line still fits (line 3 is 389 wide), so every tag keeps its frame: the
    // flow is placed again (its proposal changed), finds that no tag moved, and places none.
    let after = host.layout(in: CGSize(width: 389, height: 844))
    for index in Self.words.indices {
      let tag = try #require(after.view(id: index))
      #expect(tag.frame == before.frame(id: index))
      #expect(tag.counters.placements == 0)
    }
    let cold = ViewHost(rootView: FlowWidthTags(words: Self.words)).layout(in: CGSize(width: 389, height: 844))
    for index in Self.words.indices { #expect(after.frame(id: index) == cold.frame(id: index)) }
  }

  @Test("A width that breaks a line differently places the tags from that break on, and only those")
  func narrowerWidthPlacesMovedTags() throws {
    let host = ViewHost(rootView: FlowWidthTags(words: Self.words))
    let before = host.layout(in: CGSize(width: 390, height: 844))
    // At 388.5 lines 1 and 2 (388) break as before, and line 3 (389) no longer holds tag 34:
    // tags 0–33 keep their frames and are not placed; tag 34 starts line 4, and tags 35–39
    // follow it: those six are placed again.
    let after = host.layout(in: CGSize(width: 388.5, height: 844))
    let placed = Self.words.indices.filter { (after.view(id: $0)?.counters.placements ?? 0) > 0 }
    #expect(placed == Array(34..<40))
    for index in 0..<34 { #expect(after.frame(id: index) == before.frame(id: index)) }
    #expect(after.frame(id: 34)?.minX == 0)
    let cold = ViewHost(rootView: FlowWidthTags(words: Self.words)).layout(in: CGSize(width: 388.5, height: 844))
    for index in Self.words.indices { #expect(after.frame(id: index) == cold.frame(id: index)) }
    // Back at 390 the flow compares with what it placed at 388.5: tags 34–39 move back.
    let again = host.layout(in: CGSize(width: 390, height: 844))
    #expect(Self.words.indices.filter { (again.view(id: $0)?.counters.placements ?? 0) > 0 } == Array(34..<40))
    for index in Self.words.indices { #expect(again.frame(id: index) == before.frame(id: index)) }
  }
}
