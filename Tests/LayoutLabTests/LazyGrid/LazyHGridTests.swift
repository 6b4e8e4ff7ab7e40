import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// `LazyHGrid`: `LazyVGrid` with the axes swapped.
@Suite("LazyHGrid fills columns in order, as wide as their widest cell")
struct LazyHGridTests {
  @Test("Rows come from the grid items; columns are as wide as their widest cell (C-LG10, C-LG1)")
  func columnsAsWideAsWidestCell() {
    let result = ViewHost(
      rootView: LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(60))]) {
        Color.red.frame(width: 30).id(0)
        Color.blue.frame(width: 50).id(1)
        Color.green.frame(width: 20).id(2)
      }
      .id("grid")
      .frame(height: 200)
    ).layout(in: phoneSize)
    // Rows: 40 and 60 with 8 between: a 108-tall block, centred in the 200-tall grid
    // (max(200, 108)): rows at y = 46 and 46 + 48 = 94. Cells fill column by column:
    // column 1 holds cells 0 and 1, max(30, 50) = 50 wide; column 2 holds cell 2, 20 wide,
    // 8 further: x = 58. The grid is 50 + 8 + 20 = 78 wide.
    // Cell 0, proposed (50, 40), is 30 × 40, centred in its 50 × 40 cell: x = 10.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 78, height: 200))
    expectFrame(result.frame(id: 0, relativeTo: "grid"), CGRect(x: 10, y: 46, width: 30, height: 40))
    expectFrame(result.frame(id: 1, relativeTo: "grid"), CGRect(x: 0, y: 94, width: 50, height: 60))
    expectFrame(result.frame(id: 2, relativeTo: "grid"), CGRect(x: 58, y: 46, width: 20, height: 40))
  }

  @Test("A flexible row takes the proposed height; columns are `spacing` apart (C-LG10, C-LG8)")
  func flexibleRowAndColumnSpacing() {
    let result = ViewHost(
      rootView: LazyHGrid(rows: [GridItem()], spacing: 4) {
        Color.red.frame(width: 10).id(0)
        Color.blue.frame(width: 10).id(1)
      }
      .id("grid")
      .frame(height: 100)
    ).layout(in: phoneSize)
    // One flexible row: 100 tall. Columns 10 wide, 4 apart: grid 24 × 100.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 24, height: 100))
    expectFrame(result.frame(id: 1, relativeTo: "grid"), CGRect(x: 14, y: 0, width: 10, height: 100))
  }
}
