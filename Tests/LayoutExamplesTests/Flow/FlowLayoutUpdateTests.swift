import Foundation
import LayoutExamples
import LayoutLab
import Testing

/// The bindings of the tags' `@State`, by tag index, for the test to write.
private final class TagBindings {
  var texts: [Int: Binding<String?>] = [:]
}

/// A tag whose text its own `@State` can replace: `Text(text ?? word).padding(4)`, starting a
/// new line when `breaks`. With `extra` text it shows a second tag after it.
private struct EditableTag: View {
  let index: Int
  let word: String
  let breaks: Bool
  let bindings: TagBindings
  @State private var text: String?

  var body: some View {
    // swift-format-ignore: NoAssignmentInExpressions
    let _ = bindings.texts[index] = $text
    // A layout value is written only where it breaks: a tag that writes one is compared with
    // its last contribution as a whole, and its change is not known to be its own alone.
    if breaks {
      Text(text ?? word).padding(4).flowLineBreak()
    } else {
      Text(text ?? word).padding(4)
    }
    if (text ?? word) == "extra" { Text("+").padding(4) }
  }
}

/// `words` as editable tags in `layout`, at the root of the host, laid out in `direction`.
private struct EditableTags: View {
  let layout: FlowLayout
  let words: [String]
  let breaks: Set<Int>
  let bindings: TagBindings
  var direction = LayoutDirection.leftToRight

  var body: some View {
    layout {
      ForEach(words.indices, id: \.self) { index in
        EditableTag(index: index, word: words[index], breaks: breaks.contains(index), bindings: bindings)
      }
    }
    .environment(\.layoutDirection, direction)
  }
}

/// A flow updated after one tag's `@State` changed, or after a resize, against the same flow
/// laid out cold: the frames must be the same, and only what changed is asked for its size.
@Suite("FlowLayout after a state change or a resize")
struct FlowLayoutUpdateTests {
  private static let screen = CGSize(width: 390, height: 844)

  /// `count` two-letter tags: each Text("ab") is 2 × 8.5 = 17 wide and 20.4 tall, padded by
  /// 4 to 25 × 28.4; 8 apart, n tags take 25n + 8(n − 1), so 12 fit in 390 (388).
  private static func words(_ count: Int) -> [String] { Array(repeating: "ab", count: count) }

  private static func host(
    _ layout: FlowLayout, _ words: [String], breaks: Set<Int> = [], _ bindings: TagBindings = TagBindings(),
    direction: LayoutDirection = .leftToRight
  ) -> ViewHost<EditableTags> {
    ViewHost(
      rootView: EditableTags(layout: layout, words: words, breaks: breaks, bindings: bindings, direction: direction))
  }

  /// The frames of the flow and of every view in it, parents first.
  private static func frames(_ result: LayoutResult) -> [CGRect] {
    var frames: [CGRect] = []
    result.forEachView { frames.append($0.frame) }
    return frames
  }

  @Test(
    "A state change at the start, the middle or the end, one that moves tags to the next line and back, or adds a subview, gives the cold frames",
    arguments: [
      FlowLayout(spacing: 8), FlowLayout(alignment: .center, spacing: 8, justified: true),
      FlowLayout(spacing: 8, maxLines: 4), FlowLayout(itemAlignment: .firstTextBaseline),
    ])
  func stateChangesMatchColdLayouts(layout: FlowLayout) throws {
    let count = 60
    let breaks: Set<Int> = [17, 40]
    // "a" narrows a tag (the lines stay), "abcdefgh" widens it by 51 (its line wraps one tag
    // more, and every later line breaks differently), "extra" adds a subview after it.
    let edits: [(index: Int, text: String)] = [
      (0, "abcdefgh"), (0, "a"), (30, "abcdefgh"), (30, "ab"), (count - 1, "abcdefgh"), (17, "a"),
      (40, "abcdefgh"), (29, "extra"), (29, "ab"),
    ]
    let bindings = TagBindings()
    let host = Self.host(layout, Self.words(count), breaks: breaks, bindings)
    _ = host.layout(in: Self.screen)
    var words = Self.words(count)
    for edit in edits {
      try #require(bindings.texts[edit.index]).wrappedValue = edit.text
      words[edit.index] = edit.text
      let updated = host.layout(in: Self.screen)
      // The cold host starts with the edited words as its tags' words.
      let cold = Self.host(layout, words, breaks: breaks).layout(in: Self.screen)
      let (frames, coldFrames) = (Self.frames(updated), Self.frames(cold))
      let firstDifference = zip(frames, coldFrames).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      #expect(
        frames.count == coldFrames.count && firstDifference == nil,
        "after tag \(edit.index) became \(edit.text): view \(firstDifference ?? -1) of \(frames.count)")
    }
  }

  @Test("Right to left, tags that keep their placements stay mirrored: every state change gives the cold frames")
  func rightToLeftStateChangesMatchColdLayouts() throws {
    let bindings = TagBindings()
    let host = Self.host(FlowLayout(spacing: 8), Self.words(60), bindings, direction: .rightToLeft)
    _ = host.layout(in: Self.screen)
    var words = Self.words(60)
    // "abcdefgh" wraps tag 30's line one tag more and moves every later line; "a" then narrows
    // it, and the lines break as they did at first. Then "a" narrows tag 5 by 8.5: line 1
    // (tags 0–11) is 379.5 wide and tag 12 still does not fit (379.5 + 8 + 25 > 390), so only
    // line 1's tags are placed again; the others keep their mirrored frames.
    for (index, text) in [(30, "abcdefgh"), (30, "a"), (5, "a")] {
      try #require(bindings.texts[index]).wrappedValue = text
      words[index] = text
      let updated = host.layout(in: Self.screen)
      let cold = Self.host(FlowLayout(spacing: 8), words, direction: .rightToLeft).layout(in: Self.screen)
      #expect(Self.frames(updated) == Self.frames(cold), "after tag \(index) became \(text)")
      if index == 5 {
        #expect(updated.views[0].children.map(\.counters.placements) == (0..<60).map { $0 < 12 ? 1 : 0 })
      }
    }
    // Mirrored: the first tag hugs the flow's right edge. The flow is as wide as its widest
    // line, 12 tags of 25 with 11 gaps of 8 = 388, centred in 390 from x 1: its right edge is
    // at 389.
    let first = try #require(host.layout(in: Self.screen).views[0].children.first)
    #expect(first.frame.maxX == 389)
  }

  @Test("A state change in one tag of 100 asks that tag alone for its size; only the tags of its line are placed again")
  func stateChangeAsksOneTag() throws {
    let bindings = TagBindings()
    let host = Self.host(FlowLayout(spacing: 8), Self.words(100), bindings)
    _ = host.layout(in: Self.screen)
    // Tag 50 is the third of line 5 (tags 48–59). "a" makes it 8.5 narrower: its line is then
    // 379.5 wide, tag 60 would end at 379.5 + 8 + 25 = 412.5 > 390, so the breaks stay.
    try #require(bindings.texts[50]).wrappedValue = "a"
    let result = host.layout(in: Self.screen)
    let tags = result.views[0].children
    // Only tag 50's body runs again. Its new body is visited down to the Text: the tuple of
    // its two parts, the `if breaks` choice, the padding and the Text, and the empty `if`
    // for the extra tag: 5 nodes kept, none made or dropped.
    #expect(result.tree.bodyEvaluationsByType == ["EditableTag": 1])
    #expect(result.tree.nodesKept == 5)
    #expect(result.tree.nodesCreated == 0 && result.tree.nodesRemoved == 0)
    // The flow misses its cache once (the walk up from the tag forgot its size). Its cache
    // knows which subview changed, so it asks tag 50 alone for its ideal size: a miss, which
    // asks the Text once (a miss). The flow breaks again from line 5, the one holding tag 49,
    // and takes line 6 on as it was, at the same top; so it places again only line 5's tags,
    // 48–59 (12 hits, tag 50's included), and tag 50's padding then places its Text (a hit):
    // misses 1 + 1 + 1 = 3. The other 88 tags keep their placements and are not asked.
    #expect(result.counters.cacheMisses == 3)
    #expect(tags.map(\.counters.cacheMisses) == (0..<100).map { $0 == 50 ? 1 : 0 })
    #expect(tags.map(\.counters.sizeThatFitsCalls) == (0..<100).map { $0 == 50 ? 2 : (48...59).contains($0) ? 1 : 0 })
    #expect(tags.map(\.counters.placements) == (0..<100).map { (48...59).contains($0) ? 1 : 0 })
    // Tags 51–59 moved left by 8.5 and are placed again (their Text asked once, a hit); the
    // others are where they were and their Text is not asked at all.
    let textCalls = tags.map { $0.children[0].counters.sizeThatFitsCalls }
    #expect(textCalls == (0..<100).map { (50...59).contains($0) ? ($0 == 50 ? 2 : 1) : 0 })
  }

  @Test("A tag that moves to the next line still asks no other tag for its size")
  func wrappingChangeAsksOneTag() throws {
    let bindings = TagBindings()
    let host = Self.host(FlowLayout(spacing: 8), Self.words(100), bindings)
    _ = host.layout(in: Self.screen)
    // "abc" makes tag 50 8.5 wider: line 5 would be 396.5 > 390, so tag 59 wraps, and every
    // line after starts one tag later. The lines are broken again from line 5 (tags 48 on)
    // with the sizes the flow holds; no later line starts where one did, so every tag from
    // 48 on is placed again (asked once, a hit), tag 50 measured again besides. Tags 0–47
    // keep their placements.
    try #require(bindings.texts[50]).wrappedValue = "abc"
    let result = host.layout(in: Self.screen)
    let tags = result.views[0].children
    #expect(tags.map(\.counters.cacheMisses) == (0..<100).map { $0 == 50 ? 1 : 0 })
    #expect(tags.map(\.counters.sizeThatFitsCalls) == (0..<100).map { $0 == 50 ? 2 : $0 >= 48 ? 1 : 0 })
    #expect(tags[59].frame.minY > tags[58].frame.minY)
  }

  @Test("A resize by one point asks no tag for its size again, only to place it")
  func resizeAsksNoTag() throws {
    let host = Self.host(FlowLayout(spacing: 8), Self.words(100))
    _ = host.layout(in: Self.screen)
    let wider = host.layout(in: CGSize(width: 391, height: 844))
    let tags = wider.views[0].children
    // The flow is proposed 391 wide, a width it has not seen: it breaks its lines again
    // from the ideal sizes it holds (12 a line still: 13 would take 421). Only placing asks
    // each tag, a hit; the flow's own miss is the only one.
    #expect(wider.counters.cacheMisses == 1)
    #expect(tags.allSatisfy { $0.counters.sizeThatFitsCalls == 1 && $0.counters.cacheMisses == 0 })
    // Back at 390 the flow answers from the engine's cache without being called: no miss.
    let back = host.layout(in: Self.screen)
    #expect(back.counters.cacheMisses == 0)
    #expect(
      Self.frames(back) == Self.frames(Self.host(FlowLayout(spacing: 8), Self.words(100)).layout(in: Self.screen)))
  }
}
