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
}
