import Foundation
import LayoutLab
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
}
