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
