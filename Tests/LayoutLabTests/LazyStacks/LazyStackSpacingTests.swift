import Foundation
import LayoutExamples
import LayoutLab
import LayoutPropertyTesting
import LayoutTestSupport
import Testing

// A lazy stack over a `ForEach` holds only its first element until it is measured, and a
// parent stack asks for its children's spacing and priority before it measures them. The stack's spacing
// (its last subview's trailing preference, here a Spacer's 0) must be the same then as after
// it is measured, cold or warm. A vertical ScrollView proposed nil across its axis reads the
// root container's width (`containerRelativeFrame`), so a new host size makes it and its
// ancestors forget what they measured: that used to ask for the spacing again, now with every
// element built, and give another answer than the cold layout did.

@Suite("A lazy stack's spacing, priority and text baselines do not depend on whether it was measured")
struct LazyStackSpacingTests {
  @Test("A parent spaces a lazy stack by its last element's preference before measuring it")
  func spacingBeforeMeasuring() {
    let view = HStack {
      LazyHStack {
        ForEach(0..<2, id: \.self) { index in
          index == 0 ? AnyView(Color.red.frame(width: 10, height: 10)) : AnyView(Spacer())
        }
      }
      .id("lazy")
      Color.blue.frame(width: 10, height: 10).id("blue")
    }
    let result = ViewHost(rootView: view).layout(in: CGSize(width: 100, height: 100))
    // The lazy stack is 10 + 0 (a Spacer prefers 0 on its growing edges) + 8 (the spacer's
    // ideal length) = 18 wide; its trailing preference is the spacer's 0, so the blue square
    // follows it directly: the HStack is 18 + 10 = 28 wide, centred at x = (100 − 28) / 2 = 36,
    // the square at 36 + 18 = 54. Spaced by the default 8 it would be at 58.
    expectFrame(result.frame(id: "lazy"), rect(36, 0, 18, 100))
    expectFrame(result.frame(id: "blue"), rect(54, 45, 10, 10))
  }

  @Test("safeAreaInset with default spacing spaces lazy content by its last element, cold and warm (C-SA9)")
  func safeAreaInsetAroundLazyContent() {
    let view = LazyVStack {
      ForEach(0..<2, id: \.self) { index in
        index == 0 ? AnyView(Color.red.frame(width: 10, height: 10)) : AnyView(Spacer())
      }
    }
    .id("lazy")
    .safeAreaInset(edge: .bottom) { Color.blue.frame(width: 10, height: 10).id("inset") }
    // The spacing is the distance the content and the inset prefer: the lazy stack's bottom
    // preference is its last element's, the spacer's 0, so 0 (the blue square has none). The
    // content is 10 + 0 + 8 (the spacer's ideal) = 18 tall; the lazy stack fills the 100
    // offered across. The modifier is 10 + 0 + 18 = 28 tall, centred: y = (100 − 28) / 2 = 36;
    // the content at its top, the inset at its bottom, 36 + 18 = 54, centred across:
    // x = 50 − 5 = 45. Spaced by the default 8 the inset would be at 62.
    for (label, frames) in coldAndWarm(
      view, ids: ["lazy", "inset"], in: CGSize(width: 100, height: 100), after: CGSize(width: 150, height: 60))
    {
      expectFrame(frames[0], rect(0, 36, 100, 18), "\(label)")
      expectFrame(frames[1], rect(45, 54, 10, 10), "\(label)")
    }
  }

  @Test("A lazy stack holding a scroll view and a spacer is spaced the same cold and warm")
  func scrollViewAndSpacer() {
    let view = HStack {
      LazyHStack {
        ForEach(0..<2, id: \.self) { index in index == 0 ? AnyView(ScrollView {}) : AnyView(Spacer()) }
      }
      .id("lazy")
      Image(systemName: "star").id("star")
    }
    // The empty vertical scroll view is proposed nil wide and takes its content's 0; the
    // spacer its ideal 8, with no space before it: the lazy stack is 8 wide and fills the
    // 1011.5 height. The star (20.4 square at 17 points) follows it with no space (the
    // spacer's 0): the HStack is 28.4 wide, centred in 9: x = (9 − 28.4) / 2 = −9.7; the star
    // at −9.7 + 8 = −1.7, y = (1011.5 − 20.4) / 2 = 495.55.
    for (label, frames) in coldAndWarm(
      view, ids: ["lazy", "star"], in: CGSize(width: 9, height: 1011.5), after: CGSize(width: 144, height: 1154))
    {
      expectFrame(frames[0], rect(-9.7, 0, 8, 1011.5), "\(label)")
      expectFrame(frames[1], rect(-1.7, 495.55, 20.4, 20.4), "\(label)")
    }
  }

  @Test("A lazy stack holding a scroll view and an empty layout shares a VStack's height the same cold and warm")
  func scrollViewAndEmptyLayout() {
    let view = VStack {
      LazyHStack {
        ForEach(0..<2, id: \.self) { index in index == 0 ? AnyView(ScrollView {}) : AnyView(CardLayout {}) }
      }
      .id("lazy")
      Color.blue.id("blue")
    }
    // A 500 × 963 window with 59 and 34 of safe area: the VStack gets 500 × 870 from y = 59.
    // The empty card layout prefers 0 on every edge, so the lazy stack's bottom preference is
    // 0 and the colour follows it directly; both fill what they are offered and share the
    // 870 equally: 435 each. The lazy stack (0 wide: the scroll view's and the layout's
    // widths) is centred at x = 250; the colour starts at y = 59 + 435 = 494.
    for (label, frames) in coldAndWarm(
      view, ids: ["lazy", "blue"], in: CGSize(width: 500, height: 963), after: CGSize(width: 365, height: 375),
      insets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    {
      expectFrame(frames[0], rect(250, 59, 0, 435), "\(label)")
      expectFrame(frames[1], rect(0, 494, 500, 435), "\(label)")
    }
  }

  /// `HStack { greedy; LazyVStack { EmptyView(); greedy } }`, the tree the random-tree run
  /// shrank seeds 40631 and 45702 to. A new lazy stack held only its first element, which makes
  /// no view: an empty layout, priority −∞ (L11), so the HStack gave it nothing; measured, it
  /// holds the colour and has priority 0.
  private var stackAfterAnEmptyElement: some View {
    HStack {
      Color.blue.id("blue")
      LazyVStack {
        ForEach(0..<2, id: \.self) { index in index == 0 ? AnyView(EmptyView()) : AnyView(Color.blue.id("row")) }
      }
      .id("lazy")
    }
  }

  @Test("A lazy stack whose first element makes no view has priority 0, cold and warm (L11, C-LS2, C-LS4)")
  func firstElementEmpty() {
    // Both children have priority 0 and are infinitely flexible: the 291 − 8 = 283 left after
    // the default spacing is shared, 141.5 each. The lazy stack proposes its row (141.5, nil),
    // a colour's ideal 10 tall (C-LS2), and fills the 141.5 across (C-LS4); the HStack centres
    // it down the 423: y = (423 − 10) / 2 = 206.5, x = 141.5 + 8 = 149.5. With priority −∞ it
    // was 0 wide and the blue colour 283.
    for (label, frames) in coldAndWarm(
      stackAfterAnEmptyElement, ids: ["blue", "lazy", "row"], in: CGSize(width: 291, height: 423),
      after: CGSize(width: 80, height: 37.25))
    {
      expectFrame(frames[0], rect(0, 0, 141.5, 423), "\(label)")
      expectFrame(frames[1], rect(149.5, 206.5, 141.5, 10), "\(label)")
      expectFrame(frames[2], rect(149.5, 206.5, 141.5, 10), "\(label)")
    }
  }

  @Test("Inside a safe area, a lazy stack whose first element makes no view shares its row, cold and warm (L11)")
  func firstElementEmptyInSafeArea() {
    // A 1000 × 1020 window with 11.333 / 5 / 12.75 / 9 of safe area: the HStack gets
    // 986 × 995.917 from (5, 11.333). (986 − 8) / 2 = 489 each; the lazy stack at
    // x = 5 + 489 + 8 = 502, y = 11.333 + (995.917 − 10) / 2 = 504.2915.
    for (label, frames) in coldAndWarm(
      stackAfterAnEmptyElement, ids: ["blue", "lazy"], in: CGSize(width: 1000, height: 1020),
      after: CGSize(width: 444.333, height: 346),
      insets: EdgeInsets(top: 11.333, leading: 5, bottom: 12.75, trailing: 9))
    {
      expectFrame(frames[0], rect(5, 11.333, 489, 995.917), "\(label)")
      expectFrame(frames[1], rect(502, 504.2915, 489, 10), "\(label)")
    }
  }

  /// Seeds 3425 and 93029: a lazy stack outside a scroll view whose second row sets a text
  /// baseline (a text; an `alignmentGuide` on it) that a container above asks for. Cold, the
  /// containers above gathered their guides while the stack held only its first row, so none
  /// asked it; warm, they knew the row's. A lazy stack now says it may set every guide, and
  /// builds all its rows before answering one.
  @Test(
    "The random trees of seeds 40631, 45702, 3425 and 93029 pass every property",
    arguments: [40631, 45702, 3425, 93029] as [UInt64])
  func generatedTrees(seed: UInt64) {
    let testCase = PropertyTreeGenerator().testCase(seed: seed)
    for check in PropertyCheck.all { #expect(check.failure(testCase) == nil, "\(check.name)") }
  }

  @Test("A stack around a lazy stack passes up the baseline of a row built while measuring, cold and warm (C-LS4)")
  func baselineOfARowBuiltLater() {
    // The lazy stack's first row is a square; the text comes second, so the VStack around it
    // gathered its subviews before the text existed. The HStack lines the 30-point A's first
    // baseline (30 below its top) up with the VStack's, which is the text's: 10 (the square)
    // + 8 + 17 = 35 below the VStack's top. So A's top is 5 below the VStack's; the HStack is
    // max(5 + 36, 10 + 8 + 20.4) = 41 tall, centred: top (300 − 41) / 2 = 129.5, A at 134.5,
    // the text at 129.5 + 18 = 147.5. Across, the lazy stack fills the 300 − 15 − 8 = 277 left
    // (C-LS4) from x = 23 and centres the 8.5-wide text: 23 + (277 − 8.5) / 2 = 157.25. Without
    // the text's baseline the VStack lined up by its bottom (38.4) and A was at 136.2.
    let view = HStack(alignment: .firstTextBaseline) {
      Text("A").font(.system(size: 30)).id("a")
      VStack {
        LazyVStack {
          ForEach(0..<2, id: \.self) { index in
            index == 0 ? AnyView(Color.red.frame(width: 10, height: 10)) : AnyView(Text("B").id("b"))
          }
        }
      }
    }
    for (label, frames) in coldAndWarm(
      view, ids: ["a", "b"], in: CGSize(width: 300, height: 300), after: CGSize(width: 200, height: 100))
    {
      expectFrame(frames[0], rect(0, 134.5, 15, 36), "\(label)")
      expectFrame(frames[1], rect(157.25, 147.5, 8.5, 20.4), "\(label)")
    }
  }
}
