import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// Words stacked on top of each other, each `Text(word).padding(4)`, identified by position.
private struct Stacked: View {
  var words: [String]
  var body: some View {
    ZStack(alignment: .topLeading) {
      ForEach(words.indices, id: \.self) { index in
        Text(words[index]).padding(4)
      }
    }
  }
}

/// Words in a row, each identified by the word itself.
private struct Row: View {
  var words: [String]
  var body: some View {
    HStack(spacing: 0) {
      ForEach(words, id: \.self) { word in
        Text(word)
      }
    }
  }
}

/// Three bars up to 100 wide in a row with no spacing; the one at `favoured` has layout
/// priority 1, the others 0.
private struct Bars: View {
  var favoured: Int
  var body: some View {
    HStack(spacing: 0) {
      ForEach(0..<3, id: \.self) { index in
        Color.clear.frame(maxWidth: 100).layoutPriority(index == favoured ? 1 : 0)
      }
    }
  }
}

/// Pads its content by 2; it has no stored properties, so its body is never evaluated again.
private struct Boxed: ViewModifier {
  func body(content: Content) -> some View { content.padding(2) }
}

/// A boxed word above an "x", in a column.
private struct Captioned: View {
  var word: String
  var body: some View {
    VStack(spacing: 0) {
      Text(word).modifier(Boxed())
      Text("x")
    }
  }
}

/// A padding around a group of one or two texts, in a row.
private struct PaddedGroup: View {
  var two: Bool
  var body: some View {
    HStack(spacing: 0) {
      Group {
        Text("a")
        if two { Text("b") }
      }
      .padding(4)
    }
  }
}

@Suite("A container gathers its subviews again only when they changed")
struct SubviewRegatheringTests {
  let size = CGSize(width: 390, height: 844)

  @Test("Changing one of 100 elements through a new root view updates its path alone and gathers nothing again")
  func oneChangedElementGathersNothing() {
    let words = (0..<100).map { "word\($0)" }
    let host = ViewHost(rootView: Stacked(words: words))
    let cold = host.layout(in: size)
    // Every laying-out node gathers its subviews once when it is built: the host's root node,
    // the ZStack, and per word a padding and its Text: 2 + 100 × 2 = 202.
    #expect(cold.tree.subviewGatherings == 202)
    // Shorter than the widest word, so the ZStack keeps its size and places its other
    // subviews with the same proposals.
    var changed = words
    changed[50] = "word"
    host.rootView = Stacked(words: changed)
    let result = host.layout(in: size)
    // Stacked's value changed: its body runs (1). Kept and visited: Stacked, ZStack, ForEach
    // (3); the 99 unchanged elements, kept at their padding node without entering it (99);
    // the changed element's padding and Text (2): 104.
    #expect(result.tree.bodyEvaluations == 1)
    #expect(result.tree.nodesKept == 104)
    #expect(result.tree.nodesCreated == 0)
    #expect(result.tree.nodesRemoved == 0)
    // The Text, its padding, the ZStack and the root changed, but each keeps the same
    // subviews, gathered from the same children with the same traits: none is gathered again
    // (the ZStack's 100 subviews among them).
    #expect(result.tree.subviewGatherings == 0)
    // Measured again: the changed padding and its Text, twice each as in a cold layout (two
    // proposals), and the ZStack once; the 99 other paddings answer from their caches: 5.
    #expect(result.counters.cacheMisses == 5)
    // And the frames are those of a cold layout of the changed words.
    let fresh = ViewHost(rootView: Stacked(words: changed)).layout(in: size)
    #expect(result.views[0].children.map(\.frame) == fresh.views[0].children.map(\.frame))
  }

  @Test("A new root view with no element changed gathers nothing again")
  func unchangedElementsGatherNothing() {
    let words = (0..<100).map { "word\($0)" }
    let host = ViewHost(rootView: Stacked(words: words))
    _ = host.layout(in: size)
    host.rootView = Stacked(words: words)
    let result = host.layout(in: size)
    // Stacked's value is the same: its body is not evaluated and nothing below it visited.
    #expect(result.tree.bodyEvaluations == 0)
    #expect(result.tree.subviewGatherings == 0)
  }

  @Test("Elements that move gather their container again, once")
  func movedElementsGatherTheirContainer() {
    let words = ["alpha", "beta", "gamma"]
    let host = ViewHost(rootView: Row(words: words))
    let first = host.layout(in: size)
    host.rootView = Row(words: words.reversed())
    let result = host.layout(in: size)
    // Each word keeps its node (its id is the word), but the HStack's children are in another
    // order: the HStack, and only it, gathers its subviews again (1). The Texts are unchanged.
    #expect(result.tree.nodesCreated == 0)
    #expect(result.tree.subviewGatherings == 1)
    #expect(result.views[0].children.map(\.nodeID) == first.views[0].children.map(\.nodeID).reversed())
    let fresh = ViewHost(rootView: Row(words: words.reversed())).layout(in: size)
    #expect(result.views[0].children.map(\.frame) == fresh.views[0].children.map(\.frame))
  }

  @Test("An element whose layout priority changed gathers its container again and is laid out by it")
  func changedTraitGathersTheContainer() {
    let host = ViewHost(rootView: Bars(favoured: 0))
    let bounds = CGSize(width: 150, height: 40)
    let first = host.layout(in: bounds)
    // The favoured bar is offered all 150 points first (the others can be 0 wide) and takes
    // its 100; the other two share the 50 left: 25 each.
    #expect(first.views[0].children.map(\.frame.width) == [100, 25, 25])
    host.rootView = Bars(favoured: 2)
    let result = host.layout(in: bounds)
    // The first and last elements' priority trait changed (their frames did not): the HStack
    // reads priorities on its subviews, so it gathers them again (1), and the last bar now
    // takes 100: 25, 25, 100, at x = 0, 25, 50.
    #expect(result.tree.subviewGatherings == 1)
    expectFrames(
      result.views[0].children.map(\.frame),
      [rect(0, 0, 25, 40), rect(25, 0, 25, 40), rect(50, 0, 100, 40)])
  }

  @Test("A custom modifier's new content is laid out anew, though the modifier's body is not evaluated again")
  func customModifierContentChange() {
    let host = ViewHost(rootView: Captioned(word: "a"))
    _ = host.layout(in: size)
    host.rootView = Captioned(word: "abcdef")
    let result = host.layout(in: size)
    // Boxed is the same value, so its body is kept and only its content placeholder gets the
    // new Text: Captioned's body is the one body evaluated. The column is as wide as the
    // longer word now, as in a cold layout.
    #expect(result.tree.bodyEvaluations == 1)
    let fresh = ViewHost(rootView: Captioned(word: "abcdef")).layout(in: size)
    #expect(result.views[0].frame == fresh.views[0].frame)
    #expect(result.views[0].children.map(\.frame) == fresh.views[0].children.map(\.frame))
  }

  @Test("A modifier around a group that shrinks to one view becomes one subview of its container again")
  func modifierOnShrinkingGroup() {
    let host = ViewHost(rootView: PaddedGroup(two: true))
    let first = host.layout(in: size)
    // The padding applies to each of the group's two texts: the row lays out two copies.
    #expect(first.views[0].children.count == 2)
    host.rootView = PaddedGroup(two: false)
    let result = host.layout(in: size)
    // One text left: the padding itself is the row's one subview, which the row learns by
    // gathering its subviews again; the frames are a cold layout's.
    #expect(result.views[0].children.count == 1)
    let fresh = ViewHost(rootView: PaddedGroup(two: false)).layout(in: size)
    #expect(result.views[0].frame == fresh.views[0].frame)
    #expect(result.views[0].children.map(\.frame) == fresh.views[0].children.map(\.frame))
  }
}
