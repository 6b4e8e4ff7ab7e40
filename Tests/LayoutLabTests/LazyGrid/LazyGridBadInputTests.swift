import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// Grid items a lazy grid cannot lay out as given: each is reported and replaced, never NaN,
/// never a crash, never a layout without end.
@Suite("Lazy grids report unusable grid items and lay out anyway")
struct LazyGridBadInputTests {
  @Test("A negative fixed length is reported and laid out as 0")
  func negativeFixedLength() {
    let result = ViewHost(
      rootView: LazyVGrid(columns: [GridItem(.fixed(-10)), GridItem(.fixed(50))]) {
        Color.red.frame(height: 10).id("a")
        Color.blue.frame(height: 10).id("b")
      }
      .id("grid")
    ).layout(in: phoneSize)
    // Column 1 is 0 wide: block = 0 + 8 + 50 = 58, centred: (390 − 58) / 2 = 166.
    expectFrame(result.frame(id: "a", relativeTo: "grid"), CGRect(x: 166, y: 0, width: 0, height: 10))
    expectFrame(result.frame(id: "b", relativeTo: "grid"), CGRect(x: 174, y: 0, width: 50, height: 10))
    let diagnostic = result.diagnostics.first { $0.kind == .invalidArgument }
    #expect(diagnostic?.path.hasSuffix("LazyVGrid(columns: [GridItem(.fixed(-10)), GridItem(.fixed(50))])") == true)
    #expect(diagnostic?.message.contains("column 1") == true)
    #expect(diagnostic?.message.contains("using 0") == true)
  }

  @Test("An adaptive minimum of 0 is raised to 1 instead of fitting infinitely many columns")
  func adaptiveMinimumZero() {
    let result = ViewHost(
      rootView: LazyVGrid(columns: [GridItem(.adaptive(minimum: 0))]) {
        ForEach(0..<3) { index in Color.red.frame(height: 10).id(index) }
      }
      .id("grid")
    ).layout(in: phoneSize)
    // Minimum 1: k = ⌊(390 + 8) / (1 + 8)⌋ = 44 sub-columns of (390 − 43 × 8) / 44 = 1.04545,
    // 9.04545 apart; the three cells take the first three.
    expectFrame(
      result.frame(id: 2, relativeTo: "grid"), CGRect(x: 18.0909, y: 0, width: 1.04545, height: 10), tolerance: 0.0001)
    #expect(result.frame(id: "grid")?.width == 390)
    #expect(
      result.diagnostics.contains {
        $0.message.contains("infinitely many sub-columns") && $0.message.contains("using 1")
      })
  }

  @Test("A negative adaptive minimum in a huge width finishes, with finite frames")
  func negativeAdaptiveMinimumInHugeWidth() {
    let result = ViewHost(
      rootView: LazyVGrid(columns: [GridItem(.adaptive(minimum: -5), spacing: 0)]) {
        Color.red.frame(height: 10).id("a")
        Color.blue.frame(height: 10).id("b")
      }
      .id("grid")
      .frame(width: 1e12)
    ).layout(in: phoneSize)
    // Minimum 1, no spacing: k = 10¹² sub-columns of 1; only the two cells' are made.
    expectFrame(result.frame(id: "b", relativeTo: "grid"), CGRect(x: 1, y: 0, width: 1, height: 10))
    #expect(result.diagnostics.contains { $0.message.contains("a minimum of -5 is negative") })
  }

  @Test("A flexible minimum above its maximum takes the maximum")
  func flexibleMinimumAboveMaximum() {
    let result = ViewHost(
      rootView: LazyVGrid(columns: [GridItem(.flexible(minimum: 300, maximum: 100))]) {
        Color.red.frame(height: 10).id("a")
      }
      .id("grid")
    ).layout(in: phoneSize)
    // Share 390, clamped to 100…100: a 100-wide column, centred: x = 145.
    expectFrame(result.frame(id: "a", relativeTo: "grid"), CGRect(x: 145, y: 0, width: 100, height: 10))
    #expect(result.diagnostics.contains { $0.message.contains("the minimum 300 is above the maximum 100") })
  }

  @Test("A grid without columns is reported, zero-sized, and shows none of its cells")
  func noColumns() {
    let result = ViewHost(
      rootView: VStack(spacing: 0) {
        LazyVGrid(columns: []) { Color.red.id("cell") }.id("grid")
        Color.blue.frame(height: 10).id("below")
      }
    ).layout(in: phoneSize)
    #expect(result.frame(id: "grid")?.size == .zero)
    #expect(result.frame(id: "cell") == nil)
    // The grid takes no height: the colour below is the stack's only height, centred in 844.
    expectFrame(result.frame(id: "below"), CGRect(x: 0, y: 417, width: 390, height: 10))
    #expect(
      result.diagnostics.contains { $0.kind == .invalidArgument && $0.message.contains("LazyVGrid has no columns") })
    #expect(!result.diagnostics.contains { $0.kind == .unplacedSubview })
  }

  @Test("A LazyHGrid names its rows in diagnostics; a NaN spacing falls back to 8")
  func hGridNamesRows() {
    let result = ViewHost(
      rootView: LazyHGrid(rows: [GridItem(.fixed(20), spacing: .nan), GridItem(.fixed(20))]) {
        Color.red.frame(width: 10).id("a")
        Color.blue.frame(width: 10).id("b")
      }
      .id("grid")
      .frame(height: 48)
    ).layout(in: phoneSize)
    // Spacing 8: rows at 0 and 28 (block 48 fills the grid).
    expectFrame(result.frame(id: "b", relativeTo: "grid"), CGRect(x: 0, y: 28, width: 10, height: 20))
    #expect(result.diagnostics.contains { $0.message.contains("row 1") && $0.message.contains("spacing nan") })
  }
}
