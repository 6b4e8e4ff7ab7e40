import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// How a `LazyVGrid` sizes its columns from its `GridItem`s and the proposed width.
///
/// Cells are colours with a fixed height: a `Color` takes any proposed width, so a cell is
/// exactly as wide as its column and shows where the column is.
@Suite("LazyVGrid sizes its columns from the grid items and the width alone")
struct LazyGridColumnTests {
  @Test("adaptive(minimum: 80) at 390 wide makes 4 columns of 91.5 (C-LG4)")
  func adaptivePhotoGrid() {
    let result = ViewHost(
      rootView: LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
        ForEach(0..<12) { index in Color.blue.aspectRatio(1, contentMode: .fit).id(index) }
      }
      .id("grid")
    ).layout(in: phoneSize)
    // One item, no gaps between items: share = 390. k = ⌊(390 + 8) / (80 + 8)⌋ = ⌊4.52⌋ = 4
    // sub-columns of (390 − 3 × 8) / 4 = 91.5, at x = 0, 99.5, 199, 298.5.
    // Each square is proposed (91.5, nil) and is 91.5 × 91.5; 12 cells make 3 rows:
    // height = 3 × 91.5 + 2 × 8 = 290.5.
    expectFrame(result.frame(id: "grid"), CGRect(x: 0, y: (844 - 290.5) / 2, width: 390, height: 290.5))
    let xs: [CGFloat] = [0, 99.5, 199, 298.5]
    for index in 0..<12 {
      let expected = CGRect(x: xs[index % 4], y: CGFloat(index / 4) * 99.5, width: 91.5, height: 91.5)
      expectFrame(result.frame(id: index, relativeTo: "grid"), expected, "cell \(index)")
    }
    #expect(result.diagnostics.isEmpty)
  }

  @Test("A fixed(100) column and a flexible() one share 390: 100 and 282 (C-LG4)")
  func fixedAndFlexible() {
    let result = ViewHost(
      rootView: LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())]) {
        ForEach(0..<4) { index in Color.red.frame(height: 40).id(index) }
      }
      .id("grid")
    ).layout(in: phoneSize)
    // remaining = 390 − 100 (fixed) − 8 (the gap after the first item) = 282; the flexible
    // item takes 282 / 1 = 282, within 10…∞. Columns at x = 0 and 108. Two rows of 40, 8 apart.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 390, height: 88))
    expectFrame(result.frame(id: 0, relativeTo: "grid"), CGRect(x: 0, y: 0, width: 100, height: 40))
    expectFrame(result.frame(id: 1, relativeTo: "grid"), CGRect(x: 108, y: 0, width: 282, height: 40))
    expectFrame(result.frame(id: 2, relativeTo: "grid"), CGRect(x: 0, y: 48, width: 100, height: 40))
    expectFrame(result.frame(id: 3, relativeTo: "grid"), CGRect(x: 108, y: 48, width: 282, height: 40))
  }

  @Test("Flexible items share what is left in order, each clamped to its bounds (C-LG4)")
  func flexibleSharesInOrder() {
    let result = ViewHost(
      rootView: LazyVGrid(columns: [
        GridItem(.flexible(maximum: 50)), GridItem(.flexible()), GridItem(.flexible(minimum: 150)),
      ]) {
        ForEach(0..<3) { index in Color.red.frame(height: 10).id(index) }
      }
      .id("grid")
      .frame(width: 300)
    ).layout(in: phoneSize)
    // remaining = 300 − 2 × 8 = 284. First: 284 / 3 = 94.667 → at most 50; remaining 234.
    // Second: 234 / 2 = 117; remaining 117. Third: 117 / 1 = 117 → at least 150.
    // Block: 50 + 8 + 117 + 8 + 150 = 333 > 300, so the grid is 333 wide (C-LG6) and placing
    // recomputes from 333: remaining 317; 105.667 → 50; 267 / 2 = 133.5; 133.5 → 150.
    // Block at placement: 50 + 8 + 133.5 + 8 + 150 = 349.5, longer than the grid: it starts at 0.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 333, height: 10))
    expectFrame(result.frame(id: 0, relativeTo: "grid"), CGRect(x: 0, y: 0, width: 50, height: 10))
    expectFrame(result.frame(id: 1, relativeTo: "grid"), CGRect(x: 58, y: 0, width: 133.5, height: 10))
    expectFrame(result.frame(id: 2, relativeTo: "grid"), CGRect(x: 199.5, y: 0, width: 150, height: 10))
  }

  @Test("Two flexible(minimum: 200) columns in a 300-wide grid overflow to 408 (C-LG6)")
  func minimumsOverflow() {
    let result = ViewHost(
      rootView: LazyVGrid(columns: [GridItem(.flexible(minimum: 200)), GridItem(.flexible(minimum: 200))]) {
        Color.red.frame(height: 30).id("a")
        Color.blue.frame(height: 30).id("b")
      }
      .id("grid")
      .frame(width: 300)
      .id("frame")
    ).layout(in: phoneSize)
    // remaining = 300 − 8 = 292. First: 292 / 2 = 146 → at least 200; remaining 92.
    // Second: 92 / 1 = 92 → 200. Block = 200 + 8 + 200 = 408, so the grid reports
    // max(300, 408) = 408 and the 300-wide frame centres it at (300 − 408) / 2 = −54.
    // Placing from 408: remaining 400, 200 each: the same columns, at −54 and −54 + 208 = 154.
    expectFrame(result.frame(id: "grid", relativeTo: "frame"), CGRect(x: -54, y: 0, width: 408, height: 30))
    expectFrame(result.frame(id: "a", relativeTo: "frame"), CGRect(x: -54, y: 0, width: 200, height: 30))
    expectFrame(result.frame(id: "b", relativeTo: "frame"), CGRect(x: 154, y: 0, width: 200, height: 30))
  }

  @Test("Placing recomputes the columns from the reported width, so the block grows again (C-LG6)")
  func placementGrowsAgain() {
    let result = ViewHost(
      rootView: LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible(minimum: 200))]) {
        Color.red.frame(height: 10).id("a")
        Color.blue.frame(height: 10).id("b")
      }
      .id("grid")
      .frame(width: 300)
    ).layout(in: phoneSize)
    // Measuring at 300: remaining 292; first 146; second 146 → 200. Block 146 + 8 + 200 = 354:
    // the grid is 354 wide. Placing at 354: remaining 346; first 173; second 173 → 200.
    // Block 173 + 8 + 200 = 381, wider than the grid: it starts at the grid's leading edge.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 354, height: 10))
    expectFrame(result.frame(id: "a", relativeTo: "grid"), CGRect(x: 0, y: 0, width: 173, height: 10))
    expectFrame(result.frame(id: "b", relativeTo: "grid"), CGRect(x: 181, y: 0, width: 200, height: 10))
  }

  @Test("Fixed columns are exactly their length and the gap after each is its spacing (C-LG5)")
  func fixedColumnsAndTheirSpacing() {
    let result = ViewHost(
      rootView: LazyVGrid(columns: [
        GridItem(.fixed(50), spacing: 4), GridItem(.fixed(60), spacing: 20), GridItem(.fixed(70), spacing: 100),
      ]) {
        ForEach(0..<3) { index in Color.red.frame(height: 10).id(index) }
      }
      .id("grid")
    ).layout(in: phoneSize)
    // Block = 50 + 4 + 60 + 20 + 70 = 204 (the last item's spacing counts for nothing),
    // centred in the 390-wide grid: (390 − 204) / 2 = 93. Columns at 93, 147, 227.
    expectFrame(result.frame(id: 0, relativeTo: "grid"), CGRect(x: 93, y: 0, width: 50, height: 10))
    expectFrame(result.frame(id: 1, relativeTo: "grid"), CGRect(x: 147, y: 0, width: 60, height: 10))
    expectFrame(result.frame(id: 2, relativeTo: "grid"), CGRect(x: 227, y: 0, width: 70, height: 10))
  }

  @Test("An adaptive item's sub-columns are its own spacing apart (C-LG5)")
  func adaptiveSubColumnSpacing() {
    let result = ViewHost(
      rootView: LazyVGrid(columns: [GridItem(.adaptive(minimum: 50), spacing: 2)]) {
        ForEach(0..<3) { index in Color.red.frame(height: 10).id(index) }
      }
      .id("grid")
      .frame(width: 200)
    ).layout(in: phoneSize)
    // k = ⌊(200 + 2) / (50 + 2)⌋ = ⌊3.88⌋ = 3 sub-columns of (200 − 2 × 2) / 3 = 65.333,
    // at 0, 67.333, 134.667.
    expectFrame(result.frame(id: 0, relativeTo: "grid"), CGRect(x: 0, y: 0, width: 65.3333, height: 10))
    expectFrame(result.frame(id: 1, relativeTo: "grid"), CGRect(x: 67.3333, y: 0, width: 65.3333, height: 10))
    expectFrame(result.frame(id: 2, relativeTo: "grid"), CGRect(x: 134.6667, y: 0, width: 65.3333, height: 10))
  }

  @Test("Column widths do not depend on the cells: a wide cell overflows its column (C-LG3)")
  func columnsIgnoreCells() {
    let result = ViewHost(
      rootView: LazyVGrid(columns: [GridItem(), GridItem()]) {
        Color.red.frame(width: 150, height: 10).id("wide")
        Color.blue.frame(width: 20, height: 10).id("narrow")
      }
      .id("grid")
      .frame(width: 200)
    ).layout(in: phoneSize)
    // Columns: (200 − 8) / 2 = 96 each, at 0 and 104, whatever the cells. The 150-wide cell
    // is centred in its 96-wide column: (96 − 150) / 2 = −27; the 20-wide one at 104 + 38.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 200, height: 10))
    expectFrame(result.frame(id: "wide", relativeTo: "grid"), CGRect(x: -27, y: 0, width: 150, height: 10))
    expectFrame(result.frame(id: "narrow", relativeTo: "grid"), CGRect(x: 142, y: 0, width: 20, height: 10))
  }

  @Test("Without a proposed width the grid is as wide as its columns at their minimums (unverified)")
  func unspecifiedWidth() {
    let result = ViewHost(
      rootView: ScrollView(.horizontal) {
        LazyVGrid(columns: [GridItem(), GridItem(.adaptive(minimum: 30))]) {
          Color.red.frame(height: 10).id("a")
          Color.blue.frame(height: 10).id("b")
        }
        .id("grid")
      }
    ).layout(in: phoneSize)
    // The scroll view proposes no width; the grid lays its columns out across 0
    // (LazyGridDefaults.lengthForUnspecifiedProposal, an assumption): remaining = 0 − 8 = −8;
    // flexible: −8 / 2 = −4 → its minimum 10; remaining −18; adaptive: share −18,
    // k = max(1, ⌊(−18 + 8) / (30 + 8)⌋) = 1, one sub-column of its minimum 30.
    // Block = 10 + 8 + 30 = 48 wide. Placing recomputes from 48 (C-LG6): remaining 40;
    // flexible 40 / 2 = 20; remaining 20; adaptive share 20, k = max(1, ⌊28 / 38⌋) = 1 of its
    // minimum 30. That block (58) overflows the grid and starts at its leading edge.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 48, height: 10))
    expectFrame(result.frame(id: "a", relativeTo: "grid"), CGRect(x: 0, y: 0, width: 20, height: 10))
    expectFrame(result.frame(id: "b", relativeTo: "grid"), CGRect(x: 28, y: 0, width: 30, height: 10))
  }
}
