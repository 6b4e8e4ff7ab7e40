import Foundation
import LayoutExamples
import LayoutLab
import LayoutPropertyTesting
import LayoutTestSupport
import Testing

/// Every view's summary and frame, in tree order.
private func outline(_ result: LayoutResult) -> [String] {
  var lines: [String] = []
  result.forEachView { view in lines.append("\(view.summary) \(view.frame)") }
  return lines
}

/// A small deterministic generator (a linear congruential one), so the cases are the same on
/// every run.
private struct Cases {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func int(_ range: ClosedRange<Int>) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return range.lowerBound + Int((state >> 33) % UInt64(range.count))
  }

  /// A grid item of every size, with a default or a chosen spacing and alignment.
  mutating func item() -> GridItem {
    let size: GridItem.Size
    switch int(0...3) {
    case 0: size = .fixed(CGFloat(int(0...120)))
    case 1: size = .flexible()
    case 2:
      size = .flexible(
        minimum: CGFloat(int(0...150)), maximum: int(0...1) == 0 ? .infinity : CGFloat(150 + int(0...100)))
    default: size = .adaptive(minimum: CGFloat(int(1...90)))
    }
    return GridItem(
      size, spacing: int(0...1) == 0 ? nil : CGFloat(int(0...12)),
      alignment: [nil, .top, .bottomTrailing, .leading][int(0...3)])
  }
}

/// A grid of `count` cells of assorted sizes, some in a section with a header.
private func grid(_ items: [GridItem], cells count: Int, vertical: Bool) -> AnyView {
  let cells = ForEach(0..<count) { index in
    Color.red.frame(width: CGFloat(10 + index * 7 % 40), height: CGFloat(10 + index * 11 % 30)).id(index)
  }
  let section = Section {
    Color.blue.frame(width: 20, height: 20).id("sectioned")
  } header: {
    Text("Header").id("header")
  }
  return vertical
    ? AnyView(
      LazyVGrid(columns: items) {
        cells
        section
      })
    : AnyView(
      LazyHGrid(rows: items) {
        cells
        section
      })
}

@Suite("Lazy grids and ViewThatFits lay out the same cold and warm")
struct LazyGridColdWarmTests {
  @Test(
    "A grid laid out at one size and then another places every view as a new host does (C-LG6, C-LG4)",
    arguments: MeasurementCachePolicy.allCases)
  func gridsColdEqualsWarm(policy: MeasurementCachePolicy) {
    var cases = Cases(seed: 7)
    for index in 0..<40 {
      let items = (0..<cases.int(1...4)).map { _ in cases.item() }
      let view = grid(items, cells: cases.int(0...9), vertical: index % 2 == 0)
      let first = CGSize(width: cases.int(0...500), height: cases.int(0...500))
      let second = CGSize(width: cases.int(0...500), height: cases.int(0...500))
      let host = ViewHost(rootView: view, measurementCachePolicy: policy)
      _ = host.layout(in: first)
      let warm = host.layout(in: second)
      let cold = ViewHost(rootView: view, measurementCachePolicy: policy).layout(in: second)
      #expect(outline(warm) == outline(cold), "case \(index): \(items) at \(first) then \(second)")
      warm.forEachView { view in
        #expect(view.frame.minX.isFinite && view.frame.width.isFinite && view.frame.height.isFinite, "case \(index)")
      }
    }
  }

  @Test(
    "A ViewThatFits laid out at one width and then another shows what a new host shows (C-VTF4)",
    arguments: MeasurementCachePolicy.allCases)
  func viewThatFitsColdEqualsWarm(policy: MeasurementCachePolicy) {
    let view = ViewThatFits {
      Color.red.frame(width: 300, height: 40).id("300")
      Text("A fairly long label").id("label")
      Color.blue.frame(width: 50, height: 10).id("50")
    }
    // The widths cross every choice: 300 fits from 300 up; the label (19 × 8.5 = 161.5 wide,
    // 20.4 tall) from 161.5; below that the last child is shown.
    let widths: [CGFloat] = [400, 120, 200, 300, 161.5, 161, 50]
    for first in widths {
      for second in widths where second != first {
        let host = ViewHost(rootView: view, measurementCachePolicy: policy)
        _ = host.layout(in: CGSize(width: first, height: 100))
        let warm = host.layout(in: CGSize(width: second, height: 100))
        let cold = ViewHost(rootView: view, measurementCachePolicy: policy).layout(
          in: CGSize(width: second, height: 100))
        #expect(outline(warm) == outline(cold), "\(first) then \(second)")
        let shown = ["300", "label", "50"].filter { cold.frame(id: $0) != nil }
        #expect(shown == [second >= 300 ? "300" : second >= 161.5 ? "label" : "50"], "\(second)")
      }
    }
  }

  // The trees the random-tree run shrank four seeds to. A new lazy grid over a `ForEach` holds
  // only its first cell until it is measured, and a parent stack asks for its priority and
  // spacing before measuring it. A first cell that makes no view left an empty layout,
  // priority −∞ (L11); and the spacing came from the first cell alone.

  /// Two elements, the first an `EmptyView`, or an empty `Group` when `emptyGroup`,, the second a
  /// blue colour carrying `.id("cell")`.
  private func cells(emptyGroup: Bool = false) -> some View {
    ForEach(0..<2, id: \.self) { index in
      index == 1 ? AnyView(Color.blue.id("cell")) : emptyGroup ? AnyView(Group {}) : AnyView(EmptyView())
    }
  }

  @Test("A LazyHGrid whose first cell makes no view shares a VStack's height, cold and warm (L11, C-LG4, C-LG10)")
  func emptyFirstCellInAVStack() {
    // `VStack { LazyHGrid([.flexible()]) { EmptyView; greedy }; greedy }` (seed 14500). An
    // unspecified or infinite height counts as 0 for the grid's rows, so its one flexible row
    // is its minimum 10 there and the grid measures 10 tall at 0 and at infinity: it is less
    // flexible than the colour and comes first, offered half of 390 − 8: 191, which its row
    // takes. Its column is as wide as its widest cell at (nil, 191), a colour's ideal 10
    // (C-LG10), centred: x = (500 − 10) / 2 = 245. The colour below gets the other 191, from
    // y = 191 + 8 = 199. With priority −∞ the grid was left its minimum, 10 tall.
    let view = VStack {
      LazyHGrid(rows: [GridItem(.flexible())]) { cells() }.id("grid")
      Color.blue.id("blue")
    }
    for (label, frames) in coldAndWarm(
      view, ids: ["grid", "cell", "blue"], in: CGSize(width: 500, height: 390),
      after: CGSize(width: 37.25, height: 33.1))
    {
      expectFrame(frames[0], rect(245, 0, 10, 191), "\(label)")
      expectFrame(frames[1], rect(245, 0, 10, 191), "\(label)")
      expectFrame(frames[2], rect(0, 199, 500, 191), "\(label)")
    }
  }

  @Test("A LazyHGrid whose first cell is an empty Group lines up under a ViewThatFits, cold and warm (L11, C-LG6)")
  func emptyGroupFirstBelowViewThatFits() {
    // `Group { ViewThatFits { box(0, 1); box(0, 2) }; LazyHGrid([.flexible(), .fixed(75)]) {
    // Group {}; greedy } }` (seed 11097), as the root: its two views are stacked as in a
    // VStack in the 51.25 × 60 window. The first box fits: 0 × 1. The grid's rows are a
    // flexible one of at least 10 and a fixed 75, 8 apart: at least 93 tall (C-LG6), its one
    // cell in the flexible row, its column a colour's ideal 10 wide. Both are as long at 0 as
    // at infinity; in source order the ViewThatFits is offered (60 − 8) / 2 = 26 and takes 1,
    // the grid 51 and takes 93. The stack, 1 + 8 + 93 = 102 tall, is centred:
    // y = (60 − 102) / 2 = −21; the grid at −21 + 1 + 8 = −12, x = (51.25 − 10) / 2 = 20.625,
    // its cell 10 × 10 in the first row.
    let view = Group {
      ViewThatFits {
        Color.red.frame(width: 0, height: 1).id("one")
        Color.red.frame(width: 0, height: 2).id("two")
      }
      LazyHGrid(rows: [GridItem(.flexible()), GridItem(.fixed(75))]) { cells(emptyGroup: true) }.id("grid")
    }
    for (label, frames) in coldAndWarm(
      view, ids: ["one", "two", "grid", "cell"], in: CGSize(width: 51.25, height: 60),
      after: CGSize(width: 1011.75, height: 100.1))
    {
      expectFrame(frames[0], rect(25.625, -21, 0, 1), "\(label)")
      #expect(frames[1] == nil, "\(label): the second box is not chosen")
      expectFrame(frames[2], rect(20.625, -12, 10, 93), "\(label)")
      expectFrame(frames[3], rect(20.625, -12, 10, 10), "\(label)")
    }
  }

  @Test(
    "A LazyVGrid whose first cell makes no view shares an HStack's width in source order, cold and warm (L11, C-LG6)")
  func emptyFirstCellInAnHStack() {
    // `HStack { LazyVGrid([.fixed(40)]) { EmptyView; greedy }; box(0, 0) }.frame()` (seed
    // 74696) under no measurement cache, in a 571 × 255 window with 59 / 34 of safe area: the
    // HStack is offered 571 × 162 from y = 59. The grid measures max(0, 40) = 40 wide at 0 and
    // at infinity (which counts as 0 across), the box 0: both have flexibility 0, so source
    // order: the grid is offered half of 571 − 8 = 563, 281.5, and takes it (C-LG6), the box
    // 0. The HStack, 281.5 + 8 = 289.5 wide and 10 tall (the colour proposed (40, nil)), is
    // centred: x = (571 − 289.5) / 2 = 140.75, y = 59 + (162 − 10) / 2 = 135. The 40-wide
    // column is centred in the grid: 140.75 + (281.5 − 40) / 2 = 261.5; the box at
    // 140.75 + 281.5 + 8 = 430.25, y = 135 + 5 = 140. With priority −∞ the box came first and
    // left the grid all 563.
    let view = HStack {
      LazyVGrid(columns: [GridItem(.fixed(40))]) { cells() }.id("grid")
      Color.red.frame(width: 0, height: 0).id("box")
    }
    .frame()
    for (label, frames) in coldAndWarm(
      view, ids: ["grid", "cell", "box"], in: CGSize(width: 571, height: 255), after: CGSize(width: 741.25, height: 4),
      insets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), policy: .none)
    {
      expectFrame(frames[0], rect(140.75, 135, 281.5, 10), "\(label)")
      expectFrame(frames[1], rect(261.5, 135, 40, 10), "\(label)")
      expectFrame(frames[2], rect(430.25, 140, 0, 0), "\(label)")
    }
  }

  @Test("A LazyVGrid is spaced by every cell's preference, not only its first's, cold and warm (C-LG8)")
  func spacingFromEveryCell() {
    // `VStack { LazyVGrid([.flexible()]) { ScrollView {}; VStack {} }; greedy }` (seed 77867).
    // Two lines of one 731-wide column, each 0 tall (an empty scroll view and an empty stack),
    // 8 apart: the grid is 731 × 8. Its bottom preference is its cells' combined: the empty
    // VStack prefers 0 on every edge and the scroll view has none, so 0, and the colour follows
    // the grid directly: y = 8, 622 − 8 = 614 tall. The cells are centred in the column,
    // x = 365.5. Spaced by the first cell alone (no preference: 8) the colour was at 16.
    let view = VStack {
      LazyVGrid(columns: [GridItem(.flexible())]) {
        ForEach(0..<2, id: \.self) { index in
          index == 0 ? AnyView(ScrollView {}.id("scroll")) : AnyView(VStack {}.id("stack"))
        }
      }
      .id("grid")
      Color.blue.id("blue")
    }
    for (label, frames) in coldAndWarm(
      view, ids: ["grid", "scroll", "stack", "blue"], in: CGSize(width: 731, height: 622),
      after: CGSize(width: 456, height: 37.25))
    {
      expectFrame(frames[0], rect(0, 0, 731, 8), "\(label)")
      expectFrame(frames[1], rect(365.5, 0, 0, 0), "\(label)")
      expectFrame(frames[2], rect(365.5, 8, 0, 0), "\(label)")
      expectFrame(frames[3], rect(0, 8, 731, 614), "\(label)")
    }
  }

  @Test("A stack around a lazy grid passes up the baseline of a cell built while measuring, cold and warm (C-LG7)")
  func baselineOfACellBuiltLater() {
    // The grid's first cell is a square; the text comes second, in the next line, so the VStack
    // around the grid gathered its subviews before the text existed. One flexible column takes
    // the 300 − 15 − 8 = 277 left beside the 30-point A, from x = 23; the lines are 10 and
    // 20.4 tall, 8 apart, so the text's first baseline is 10 + 8 + 17 = 35 below the grid's
    // top, and the HStack lines A's (30) up with it: A's top is 5 below the VStack's, the HStack
    // max(5 + 36, 38.4) = 41 tall, centred: top 129.5, A at 134.5, the text at 129.5 + 18 =
    // 147.5, centred in its column (C-LG7): 23 + (277 − 8.5) / 2 = 157.25.
    let view = HStack(alignment: .firstTextBaseline) {
      Text("A").font(.system(size: 30)).id("a")
      VStack {
        LazyVGrid(columns: [GridItem(.flexible())]) {
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

  @Test("A LazyVGrid of an empty element and an empty layout shares an HStack's width, cold and warm (C-LG6, C-LG8)")
  func emptyElementAndEmptyLayoutInAnHStack() {
    // `HStack { LazyVGrid([.flexible()]) { EmptyView; Cards {} }; greedy }` (seed 105869), in
    // 500 × 793. The grid's one cell is a CardLayout without subviews: 0 × 0, and, as any
    // layout without subviews, it prefers 0 spacing on every edge, so the grid does too and
    // the colour follows it directly. Both are flexible across: 500 / 2 = 250 each. The grid
    // is one line of one 250-wide column, 0 tall, centred: y = 793 / 2 = 396.5; the cell
    // centred in its column, x = 125. The colour takes 250 × 793 from x = 250.
    let view = HStack {
      LazyVGrid(columns: [GridItem(.flexible())]) {
        ForEach(0..<2, id: \.self) { index in
          index == 0 ? AnyView(EmptyView()) : AnyView(CardLayout {}.id("cards"))
        }
      }
      .id("grid")
      Color.blue.id("blue")
    }
    for (label, frames) in coldAndWarm(
      view, ids: ["grid", "cards", "blue"], in: CGSize(width: 500, height: 793),
      after: CGSize(width: 500, height: 998.25))
    {
      expectFrame(frames[0], rect(0, 396.5, 250, 0), "\(label)")
      expectFrame(frames[1], rect(125, 396.5, 0, 0), "\(label)")
      expectFrame(frames[2], rect(250, 0, 250, 793), "\(label)")
    }
  }

  @Test(
    "A fixed-column LazyVGrid wider than its HStack leaves the colour beside it nothing, cold and warm (C-LG6, C-LG8)")
  func fixedColumnWiderThanItsStack() {
    // `HStack { greedy; LazyVGrid([.fixed(73)]) { greedy; HStack { Cards {}; ScrollView {} } } }`
    // (seed 110028), in 60 × 1123, after 0 × 218. The grid is 73 wide whatever it is offered
    // (its one fixed column), so it is the less flexible and is offered first; the colour gets
    // what is left, 60 − 73 < 0, so 0. The grid's cells: the colour, proposed (73, nil), 73 × 10
    // (its ideal height 10); the inner HStack of an empty CardLayout and an empty scroll view,
    // each 0 × 0 and preferring 0 spacing, so 0 × 0 and 0 apart. Lines 10 and 0 tall, 8 apart:
    // the grid is 73 × 18. Its spacing is its cells' combined: the colour states none and the
    // inner stack 0, so 0 from the outer colour. The HStack is 0 + 0 + 73 = 73 wide, centred:
    // x = (60 − 73) / 2 = −6.5; the grid centred down: y = (1123 − 18) / 2 = 552.5; the inner
    // stack centred in the column, x = −6.5 + 73 / 2 = 30, y = 552.5 + 10 + 8 = 570.5.
    let view = HStack {
      Color.blue.id("blue")
      LazyVGrid(columns: [GridItem(.fixed(73))]) {
        ForEach(0..<2, id: \.self) { index in
          index == 0
            ? AnyView(Color.blue.id("cell"))
            : AnyView(
              HStack {
                CardLayout {}.id("cards")
                ScrollView {}.id("scroll")
              }.id("row"))
        }
      }
      .id("grid")
    }
    for (label, frames) in coldAndWarm(
      view, ids: ["blue", "grid", "cell", "row", "scroll"], in: CGSize(width: 60, height: 1123),
      after: CGSize(width: 0, height: 218))
    {
      expectFrame(frames[0], rect(-6.5, 0, 0, 1123), "\(label)")
      expectFrame(frames[1], rect(-6.5, 552.5, 73, 18), "\(label)")
      expectFrame(frames[2], rect(-6.5, 552.5, 73, 10), "\(label)")
      expectFrame(frames[3], rect(30, 570.5, 0, 0), "\(label)")
      expectFrame(frames[4], rect(30, 570.5, 0, 0), "\(label)")
    }
  }

  @Test(
    "The random trees of seeds 11097, 14500, 74696, 77867, 105869 and 110028 pass every property",
    arguments: [11097, 14500, 74696, 77867, 105_869, 110_028] as [UInt64])
  func generatedTrees(seed: UInt64) {
    let testCase = PropertyTreeGenerator().testCase(seed: seed)
    for check in PropertyCheck.all { #expect(check.failure(testCase) == nil, "\(check.name)") }
  }
}
