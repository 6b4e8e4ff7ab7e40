import Foundation
import LayoutExamples
import LayoutLab
import LayoutPropertyTesting
import LayoutTestSupport
import Testing

// A container asked for an explicit alignment guide (a baseline, an `alignmentGuide`) finds it
// by rehearsing its `placeSubviews` without committing anything. A `safeAreaInset` or
// `safeAreaPadding` rehearsed that way still gives its content a safe-area layer; kept past the
// rehearsal, that layer landed on whichever view was placed next in the same slot (a
// sibling's `ignoresSafeArea` content, a `ShapeStyle` background), which then reached into a
// safe area it does not have, in some passes and not others. Each test is a tree the random
// property run found; every window here has no insets, so nothing may reach beyond its frame.
//
// Numbers: `Text("w")` at 12 points is 6 × 14.4 with its first baseline 12 below its top, at
// 9 points 4.5 × 10.8 with its baseline at 9 (the text model: a glyph is half the point size
// wide, a line 1.2 × the point size tall, its baseline one point size below the line's top); a
// colour proposed nothing is 10 × 10; `Image(systemName:)` at the body size is 20.4 × 20.4.
// Between two views without preferences the spacing is 8; a `Spacer` or an empty custom
// layout prefers 0 (layout rule N1).

/// `Text` of `words` as the random trees write it (`w`, `w ww`, ...), at `size` points.
private func words(_ count: Int, size: CGFloat) -> some View {
  Text((0..<count).map { String(repeating: "w", count: 1 + $0 % 4) }.joined(separator: " ")).font(.system(size: size))
}

@Suite("Safe-area layers after an alignment rehearsal")
struct SafeAreaRehearsalTests {
  @Test(
    "A baseline rehearsal of a top inset gives nothing to the background's ignoresSafeArea (C-SA4, C-SA9)",
    arguments: MeasurementCachePolicy.allCases)
  func baselineRehearsalOfTopInset(policy: MeasurementCachePolicy) {
    let view = HStack(alignment: .firstTextBaseline) {
      Color.blue.id("content").safeAreaInset(edge: .top) { words(1, size: 12).id("text") }
        .background(Color.blue.id("background").ignoresSafeArea())
      Color.blue.id("other")
    }
    // In 0 × 51.5 the stack proposes each view 0 wide. The inset text is proposed
    // 51.5 − 8 − 0 = 43.5 tall and takes 6 × 14.4 (one word does not wrap); the content is
    // proposed 0 × (51.5 − 14.4 − 8) = 29.1; the modifier is 6 × 51.5. Its first baseline is
    // the text's, 12 from its top; the plain colour's is its bottom, 51.5: the modifier sits
    // 51.5 − 12 = 39.5 lower, and the stack is 39.5 + 51.5 = 91 tall, 6 + 8 + 0 = 14 wide,
    // centred at (−7, (51.5 − 91) / 2 = −19.75). The modifier is at (−7, 19.75); its content
    // against the bottom, centred across at x = −7 + 3 = −4, y = 19.75 + 51.5 − 29.1 = 42.15.
    // The background's colour has the modifier's frame: the window has no insets to reach
    // into, and the inset's layer belongs to the content, not to the background.
    expectColdAndWarm(
      view, in: CGSize(width: 0, height: 51.5), after: CGSize(width: 1, height: 100.1), policy: policy,
      [
        "text": rect(-7, 19.75, 6, 14.4), "content": rect(-4, 42.15, 0, 29.1),
        "background": rect(-7, 19.75, 6, 51.5), "other": rect(7, -19.75, 0, 51.5),
      ])
  }

  @Test(
    "A lazy stack's rehearsal of a leading inset does not widen another row's background (C-SA8, C-SA9)",
    arguments: MeasurementCachePolicy.allCases)
  func lazyStackRehearsalOfLeadingInset(policy: MeasurementCachePolicy) {
    let view = LazyVStack {
      PropertyProposingLayout(childProposal: .unspecified) { Color.blue.background(Color.green) }
      ZStack {
        PropertyProposingLayout(childProposal: .unspecified) {}.safeAreaInset(edge: .leading) {
          Color.blue.id("inset")
        }
      }
    }
    // The stack proposes its rows 390 wide and no height. Row 1 asks its colour for its ideal
    // size, 10 × 10. Row 2: the empty layout prefers 0 spacing, so the inset is 0 from it; the
    // inset is proposed 390 − 0 − 0 = 390 wide and is 390 × 10, the empty content 0 × 0: the
    // row is 390 × 10, and the rows are 0 apart (row 2 prefers 0). The stack, 390 × 20, is
    // centred at y = (956 − 20) / 2 = 468; row 1 centred across at x = (390 − 10) / 2 = 190.
    // The green background touches no safe boundary (there is none): it keeps its view's
    // 10 × 10 frame.
    expectColdAndWarm(
      view, in: CGSize(width: 390, height: 956), after: CGSize(width: 0, height: 37.25), policy: policy,
      ["Color.green": rect(190, 468, 10, 10), "inset": rect(0, 478, 390, 10)])
  }

  @Test(
    "A last-baseline rehearsal of a leading inset does not move another row's ignoresSafeArea (C-SA4, C-SA9)",
    arguments: MeasurementCachePolicy.allCases)
  func lastBaselineRehearsalOfLeadingInset(policy: MeasurementCachePolicy) {
    let view = LazyVStack {
      words(1, size: 9).id("reaching").ignoresSafeArea()
      HStack(alignment: .lastTextBaseline) {
        words(1, size: 9).id("content").safeAreaInset(edge: .leading) { Circle().id("circle") }
      }
    }
    // Rows proposed 500 wide, no height. Row 1 is the text, 4.5 × 10.8, centred at
    // x = (500 − 4.5) / 2 = 247.75. Row 2: the circle is proposed 500 − 8 − 4.5 = 487.5 wide
    // (4.5 is the text's width when proposed 0); the text 500 − (487.5 + 8) = 4.5; the
    // modifier is 500 × 10.8, the circle across its height. The rows are 8 apart: the stack is
    // 10.8 + 8 + 10.8 = 29.6 tall at y = (670 − 29.6) / 2 = 320.2, row 2 at 320.2 + 18.8 = 339;
    // the text against the trailing edge, at x = 500 − 4.5 = 495.5.
    expectColdAndWarm(
      view, in: CGSize(width: 500, height: 670), after: CGSize(width: 37.25, height: 314.25), policy: policy,
      [
        "reaching": rect(247.75, 320.2, 4.5, 10.8), "content": rect(495.5, 339, 4.5, 10.8),
        "circle": rect(0, 339, 487.5, 10.8),
      ])
  }

  @Test(
    "A baseline rehearsal of safeAreaPadding does not grow a sibling that ignores the safe area (C-SA4, C-SA10)",
    arguments: MeasurementCachePolicy.allCases)
  func baselineRehearsalOfSafeAreaPadding(policy: MeasurementCachePolicy) {
    let view = ZStack(alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline)) {
      Color.blue.id("reaching").ignoresSafeArea()
      words(1, size: 9).id("text").safeAreaPadding().id("padded")
    }
    .padding()
    // The stack is proposed 625 − 32 = 593 × 500 − 32 = 468: the colour takes it all; the
    // padded text is 4.5 + 32 = 36.5 × 10.8 + 32 = 42.8, its first baseline 16 + 9 = 25 from
    // its top. The colour's baseline is its bottom, 468: the text's top at 468 − 25 = 443, its
    // bottom at 485.8, so the stack is 593 × 485.8, and with the padding 625 × 517.8 centred
    // at y = (500 − 517.8) / 2 = −8.9: the stack at (16, 7.1). Placing, the stack proposes its
    // own size: the colour is 593 × 485.8 (baseline 485.8), the padded text at
    // y = 7.1 + 485.8 − 25 = 467.9, the text 16 inside it.
    expectColdAndWarm(
      view, in: CGSize(width: 625, height: 500), after: CGSize(width: 333.333, height: 113), policy: policy,
      [
        "reaching": rect(16, 7.1, 593, 485.8), "padded": rect(16, 467.9, 36.5, 42.8),
        "text": rect(32, 483.9, 4.5, 10.8),
      ])
  }

  @Test(
    "A flow's rehearsal of a leading inset does not widen a sibling's background (C-SA8, C-SA9)",
    arguments: MeasurementCachePolicy.allCases)
  func flowRehearsalOfLeadingInset(policy: MeasurementCachePolicy) {
    let view = FlowLayout {
      ZStack {
        Color.blue.id("content").safeAreaInset(edge: .leading) {
          PropertyProposingLayout(childProposal: .unspecified) { Color.blue }.frame(width: 110).id("inset")
        }
        Spacer().background(Color.green)
      }
      words(4, size: 12).id("text")
    }
    // The flow asks for ideal sizes. The inset is 110 × 10 (its colour's ideal height), the
    // content 10 × 10, 8 apart: 128 × 10; the spacer has the lowest priority and does not grow
    // the ZStack. The text is 13 glyphs × 6 = 78 × 14.4; the spacer makes the ZStack prefer 0
    // spacing, so the line is 128 + 78 = 206 wide, 14.4 tall, centred at
    // ((431 − 206) / 2 = 112.5, (390 − 14.4) / 2 = 187.8), the ZStack centred in the line at
    // y = 187.8 + 2.2 = 190. Placing, the ZStack proposes 128 × 10: the inset is proposed
    // 128 − 8 − 0 = 120 and stays 110; the content 10, at x = 112.5 + 118 = 230.5; the spacer
    // fills 128 × 10, and so does its green background, which touches no safe boundary.
    expectColdAndWarm(
      view, in: CGSize(width: 431, height: 390), after: CGSize(width: 60, height: 1098.5), policy: policy,
      [
        "Color.green": rect(112.5, 190, 128, 10), "content": rect(230.5, 190, 10, 10),
        "inset": rect(112.5, 190, 110, 10), "text": rect(240.5, 187.8, 78, 14.4),
      ])
  }

  @Test(
    "Content under a top inset reaches the inset's outer edge and no further (C-SA4, C-SA5, C-SA9)",
    arguments: MeasurementCachePolicy.allCases)
  func contentUnderTopInsetAfterRehearsal(policy: MeasurementCachePolicy) {
    let view = HStack {
      Color.red.frame(width: 0, height: 0).id("box").ignoresSafeArea().safeAreaInset(edge: .top) {
        FlowLayout {
          VStack {
            Image(systemName: "star")
            Image(systemName: "star")
            Color.red.frame(width: 0, height: 75)
          }
        }
        .id("flow")
      }
    }
    // The inset is proposed 407 − 8 − 0 = 399 tall; the flow asks its stack's ideal size,
    // 20.4 × (20.4 + 8 + 20.4 + 8 + 75 = 131.8). The content is proposed 407 − 139.8 = 267.2
    // and is 0 × 0: the modifier is 20.4 × 139.8, centred at
    // ((185.25 − 20.4) / 2 = 82.425, (407 − 139.8) / 2 = 133.6). The content sits at its
    // bottom, x = 82.425 + 10.2 = 92.625, y = 273.4: on the content's safe boundary, so it
    // reaches the inset's outer edge, 139.8 up, and is proposed 0 × 139.8 from y = 133.6; the
    // window adds nothing. The 0 × 0 box stays at that origin.
    expectColdAndWarm(
      view, in: CGSize(width: 185.25, height: 407), after: CGSize(width: 908, height: 794.1), policy: policy,
      ["box": rect(92.625, 133.6, 0, 0), "flow": rect(82.425, 133.6, 20.4, 131.8)])
  }

  @Test(
    "A collection view's item with an inset leaves an earlier background in its frame (C-SA8, C-SA9)",
    arguments: MeasurementCachePolicy.allCases)
  func collectionItemWithInset(policy: MeasurementCachePolicy) {
    let view = Group {
      Color.red.frame(width: 0, height: 0).id("box")
      Color.blue.background(Color.green).padding()
      CollectionView(Array(0..<2), id: \.self, spacing: 0) { index in
        if index == 0 {
          AnyView(
            FlowLayout {}.safeAreaInset(edge: .leading) {
              Color.blue.id("inset").alignmentGuide(HorizontalAlignment.center) { $0[HorizontalAlignment.center] }
            })
        } else {
          AnyView(Color.red.frame(width: 1, height: 0))
        }
      }
    }
    // The window stacks the three views. The collection view proposes each item 100.1 wide
    // and no height: the empty flow prefers 0 spacing, so the inset colour is proposed
    // 100.1 − 0 − 0 wide and is 100.1 × 10, the flow 0 × 0. The second item (1 wide) does
    // not fit beside it and starts a line 10 + 10 (the line spacing) down: the content is
    // 20 tall. The padded colour gets what is left of the window's 1 point, nothing: it is
    // 0 tall, 32 with the padding. The box and the padding are 8 apart, the padding and the
    // collection view 0 (the empty flow's preference reaches its edge): 0 + 8 + 32 + 0 + 20 =
    // 60 tall from y = (1 − 60) / 2 = −29.5. The padded colour, and its green background,
    // are at (16, −29.5 + 8 + 16 = −5.5), 100.1 − 32 = 68.1 wide; the item at y = 10.5.
    expectColdAndWarm(
      view, in: CGSize(width: 100.1, height: 1), after: CGSize(width: 0, height: 37.25), policy: policy,
      [
        "Color.green": rect(16, -5.5, 68.1, 0), "box": rect(50.05, -29.5, 0, 0),
        "inset": rect(0, 10.5, 100.1, 10),
      ])
  }

  @Test(
    "A baseline rehearsal of two insets leaves a flow item's background in its frame, whatever the cache (C-SA8, C-SA9)",
    arguments: MeasurementCachePolicy.allCases)
  func geometryChangeFlowItemAfterRehearsal(policy: MeasurementCachePolicy) {
    let view = LazyVStack {
      ZStack(alignment: Alignment(horizontal: .trailing, vertical: .lastTextBaseline)) {
        GeometryChangeFlow(Array(0..<4), id: \.self, spacing: 0) { index in
          switch index {
          case 0:
            AnyView(HorizontalTileGrid(blocks: [], spacing: 0) {}.safeAreaInset(edge: .leading) { Color.blue })
          case 3:
            AnyView(
              HStack {
                Color.blue.id("first")
                Color.blue.background(Color.green)
              })
          default: AnyView(Color.blue)
          }
        }
        Color.blue.safeAreaInset(edge: .top) { words(1, size: 9).id("text") }
      }
      Color.blue.id("last")
    }
    // Proposed 1000 wide and no height, every flow item is 1000 × 10 (the first is its inset
    // colour, the empty grid prefers 0 spacing and is 0 × 0): one item a line, lines 10
    // apart, at 0, 20, 40, 60; the flow is 70 tall, its last baseline its bottom. The inset
    // modifier is 10.8 + 8 + 10 = 28.8 tall, its last baseline the text's, 9 down: lined up,
    // its top is 70 − 9 = 61 down and the ZStack is 61 + 28.8 = 89.8 tall. The grid's 0
    // preference reaches the ZStack's edge: the rows are 0 apart, 89.8 + 10 = 99.8 tall from
    // y = (1141 − 99.8) / 2 = 520.6. The fourth item is at y = 520.6 + 60 = 580.6; its two
    // colours share 1000 − 8 and are 496 wide, the second, and its green background, at
    // x = 504. Placing, the ZStack proposes its own 1000 × 89.8: the inset modifier grows to
    // 89.8 from y = 520.6 + 61 = 581.6, its text centred across at x = (1000 − 4.5) / 2.
    expectColdAndWarm(
      view, in: CGSize(width: 1000, height: 1141), after: CGSize(width: 323, height: 692), policy: policy,
      [
        "Color.green": rect(504, 580.6, 496, 10), "first": rect(0, 580.6, 496, 10),
        "text": rect(497.75, 581.6, 4.5, 10.8), "last": rect(0, 610.4, 1000, 10),
      ])
  }
}
