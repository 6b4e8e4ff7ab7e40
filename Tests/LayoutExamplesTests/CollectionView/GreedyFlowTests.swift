import Foundation
import LayoutExamples
import Testing

/// The pure flow function shared by `CollectionView` and `AlignmentGuideFlow`. Every expected
/// number is computed by hand from the rule in `GreedyFlow`'s documentation: x advances by an
/// item's width plus `spacing`; an item starts a new line when `x + width > containerWidth +
/// 1e-9` and the line is not empty; a new line starts `lineSpacing` below the tallest item of
/// the line above.
@Suite("GreedyFlow: the pure flow rule of the pre-Layout techniques")
struct GreedyFlowTests {
  private func sizes(_ pairs: [(CGFloat, CGFloat)]) -> [CGSize] {
    pairs.map { CGSize(width: $0.0, height: $0.1) }
  }

  @Test("1. Width 100, four 30×20 items, spacing 5, line spacing 10: rows of 3 (exact fit) and 1")
  func issueScenarioExactFit() {
    // x: 0, 0 + 30 + 5 = 35, 35 + 35 = 70 (70 + 30 = 100: exact fit), then 105 + 30 > 100:
    // new line at y = 20 + 10 = 30. Widest line 100; height 30 + 20 = 50.
    let flow = GreedyFlow.arrange(sizes(Array(repeating: (30, 20), count: 4)), width: 100, spacing: 5, lineSpacing: 10)
    #expect(flow.origins == [CGPoint(x: 0, y: 0), CGPoint(x: 35, y: 0), CGPoint(x: 70, y: 0), CGPoint(x: 0, y: 30)])
    #expect(flow.size == CGSize(width: 100, height: 50))
  }

  @Test("2. Width 50 with 80×20, 20×20, 20×20: the oversized item sits alone with no empty line above")
  func issueScenarioOversized() {
    // 80 > 50 but the line is empty: (0, 0). Next x = 85; 85 + 20 > 50 and the line holds an
    // item: new line at y = 20 + 10 = 30, (0, 30); x = 25; 25 + 20 = 45 ≤ 50: (25, 30).
    // Widest line 80 (the oversized item); height 30 + 20 = 50.
    let flow = GreedyFlow.arrange(sizes([(80, 20), (20, 20), (20, 20)]), width: 50, spacing: 5, lineSpacing: 10)
    #expect(flow.origins == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: 25, y: 30)])
    #expect(flow.size == CGSize(width: 80, height: 50))
  }

  @Test("3. Spacing and line spacing default to 10 and 10, as Swift Talk's")
  func defaults() {
    // x: 0, 40, then 80 + 30 = 110 > 100: new line at y = 20 + 10 = 30; then 40.
    let flow = GreedyFlow.arrange(sizes(Array(repeating: (30, 20), count: 4)), width: 100)
    #expect(flow.origins == [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: 40, y: 30)])
    #expect(flow.size == CGSize(width: 70, height: 50))
  }

  @Test("4. A line is as tall as its tallest item; items sit at its top")
  func lineHeightIsTallestItem() {
    // Width 100, spacing 5, line spacing 10: 40×20 at 0 and 40×40 at 45 share a line
    // (85 + 40 > 100 breaks); the next line starts at 40 + 10 = 50: 40×30 at 0, 40×10 at 45.
    // Height: 50 + 30 = 80; widest line 45 + 40 = 85.
    let flow = GreedyFlow.arrange(
      sizes([(40, 20), (40, 40), (40, 30), (40, 10)]), width: 100, spacing: 5, lineSpacing: 10)
    #expect(flow.origins == [CGPoint(x: 0, y: 0), CGPoint(x: 45, y: 0), CGPoint(x: 0, y: 50), CGPoint(x: 45, y: 50)])
    #expect(flow.size == CGSize(width: 85, height: 80))
  }

  @Test("5. A sum of fractions a rounding error past the width still fits; a millionth past does not")
  func exactFitTolerance() {
    // 0.1 + 0.2 is 0.30000000000000004 in binary floating point: past 0.3 by 5.6e-17, within
    // the 1e-9 tolerance, so the second item fits on the first line.
    let fits = GreedyFlow.arrange(sizes([(0.1, 1), (0.2, 1)]), width: 0.3, spacing: 0, lineSpacing: 0)
    #expect(0.1 + 0.2 > 0.3 as CGFloat)
    #expect(fits.origins == [CGPoint(x: 0, y: 0), CGPoint(x: 0.1, y: 0)])
    // At width 0.299999 the second item ends 1e-6 past it: a new line at y = 1 + 0.
    let wraps = GreedyFlow.arrange(sizes([(0.1, 1), (0.2, 1)]), width: 0.299999, spacing: 0, lineSpacing: 0)
    #expect(wraps.origins == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 1)])
  }

  @Test("6. Zero items take no room")
  func zeroItems() {
    let flow = GreedyFlow.arrange([], width: 100, spacing: 5, lineSpacing: 10)
    #expect(flow.origins.isEmpty)
    #expect(flow.size == .zero)
    #expect(GreedyFlow.offsets(ids: [Int](), sizes: [:], width: 100).isEmpty)
  }

  @Test("7. In a container narrower than every item, each item has a line of its own")
  func narrowerThanEveryItem() {
    // Width 10: 50×20 at (0, 0); 60×30 on a new line at 20 + 10 = 30; 40×10 at 30 + 30 + 10
    // = 70. Height 70 + 10 = 80; widest 60.
    let flow = GreedyFlow.arrange(sizes([(50, 20), (60, 30), (40, 10)]), width: 10, spacing: 5, lineSpacing: 10)
    #expect(flow.origins == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 70)])
    #expect(flow.size == CGSize(width: 60, height: 80))
  }

  @Test("8. Offsets by id: ids without a size get no offset and take no room")
  func offsetsByID() {
    // "b" has no size yet: "a" at 0 and "c" at 0 + 30 + 5 = 35 on the same line.
    let offsets = GreedyFlow.offsets(
      ids: ["a", "b", "c"], sizes: ["a": CGSize(width: 30, height: 20), "c": CGSize(width: 30, height: 20)],
      width: 100, spacing: 5, lineSpacing: 10)
    #expect(offsets == ["a": CGPoint(x: 0, y: 0), "c": CGPoint(x: 35, y: 0)])
  }

  @Test("9. A repeated id keeps its last occurrence's offset")
  func repeatedID() {
    // Three 30×20 places: 0, 35, 70; "a" is placed first at 0 and again at 70, which wins.
    let offsets = GreedyFlow.offsets(
      ids: ["a", "b", "a"], sizes: ["a": CGSize(width: 30, height: 20), "b": CGSize(width: 30, height: 20)],
      width: 100, spacing: 5, lineSpacing: 10)
    #expect(offsets == ["a": CGPoint(x: 70, y: 0), "b": CGPoint(x: 35, y: 0)])
  }

  @Test("10. Bad input is made harmless: NaN width counts as 0, non-finite spacings and sizes as 0")
  func badInput() {
    // NaN width is 0: every item on its own line, 20 + 10 apart.
    let nanWidth = GreedyFlow.arrange(sizes([(30, 20), (30, 20)]), width: .nan, spacing: 5, lineSpacing: 10)
    #expect(nanWidth.origins == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 30)])
    // NaN and infinite spacings are 0: 30×20 items at x 0, 30, 60; the fourth (90 + 30 > 100)
    // on a new line right below the first, at y = 20 + 0.
    let badSpacing = GreedyFlow.arrange(
      sizes(Array(repeating: (30, 20), count: 4)), width: 100, spacing: .nan, lineSpacing: .infinity)
    #expect(
      badSpacing.origins == [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 60, y: 0), CGPoint(x: 0, y: 20)])
    // A negative width, an infinite height and a NaN width of items count as 0: x 0, then
    // 0 + 0 + 5 = 5, then 5 + 30 + 5 = 40. Widest 40 + 0; height 20 (the infinite one is 0).
    let badSizes = GreedyFlow.arrange(
      sizes([(-30, 20), (30, .infinity), (.nan, 10)]), width: 100, spacing: 5, lineSpacing: 10)
    #expect(badSizes.origins == [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 40, y: 0)])
    #expect(badSizes.size == CGSize(width: 40, height: 20))
  }

  @Test("11. An infinite width puts every item on one line")
  func infiniteWidth() {
    // x: 0, 200 + 5 = 205, 205 + 300 + 5 = 510. Widest line 510 + 100 = 610; height 40.
    let flow = GreedyFlow.arrange(
      sizes([(200, 10), (300, 40), (100, 20)]), width: .infinity, spacing: 5, lineSpacing: 10)
    #expect(flow.origins == [CGPoint(x: 0, y: 0), CGPoint(x: 205, y: 0), CGPoint(x: 510, y: 0)])
    #expect(flow.size == CGSize(width: 610, height: 40))
  }
}
