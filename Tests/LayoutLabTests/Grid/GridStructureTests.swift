import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// How a grid forms its rows and columns (rules C-G1–C-G4 of the Grid article). Cells are
/// colours in fixed frames, so every size below is the frame's.
@Suite("Grid rows and columns come from GridRow and the views outside it")
struct GridStructureTests {
  /// Two rows of two fixed cells: 40 × 20 and 60 × 10 above 20 × 30 and 30 × 30.
  @ViewBuilder private var twoByTwo: some View {
    GridRow {
      Color.red.frame(width: 40, height: 20).id("a")
      Color.blue.frame(width: 60, height: 10).id("b")
    }
    GridRow {
      Color.green.frame(width: 20, height: 30).id("c")
      Color.gray.frame(width: 30, height: 30).id("d")
    }
  }

  /// The frames of the two-by-two grid, relative to the grid, worked by hand.
  private func expectTwoByTwo(_ result: LayoutResult, sourceLocation: SourceLocation = #_sourceLocation) {
    // Columns: max(40, 20) = 40 and max(60, 30) = 60; rows: max(20, 10) = 20 and max(30, 30) = 30.
    // The grid: 40 + 8 + 60 = 108 wide, 20 + 8 + 30 = 58 tall, centred in 390 × 844:
    // ((390 - 108) / 2, (844 - 58) / 2) = (141, 393).
    expectFrame(
      result.frame(id: "grid"), CGRect(x: 141, y: 393, width: 108, height: 58), sourceLocation: sourceLocation)
    // Cells are centred in their column and row: b is 10 tall in a 20 row (y 5), c 20 wide in
    // a 40 column (x 10), d 30 wide in a 60 column starting at 48 (x 48 + 15 = 63).
    expectFrame(
      result.frame(id: "a", relativeTo: "grid"), CGRect(x: 0, y: 0, width: 40, height: 20),
      sourceLocation: sourceLocation)
    expectFrame(
      result.frame(id: "b", relativeTo: "grid"), CGRect(x: 48, y: 5, width: 60, height: 10),
      sourceLocation: sourceLocation)
    expectFrame(
      result.frame(id: "c", relativeTo: "grid"), CGRect(x: 10, y: 28, width: 20, height: 30),
      sourceLocation: sourceLocation)
    expectFrame(
      result.frame(id: "d", relativeTo: "grid"), CGRect(x: 63, y: 28, width: 30, height: 30),
      sourceLocation: sourceLocation)
  }

  @Test("GridLayout, called directly or through AnyLayout, lays out as Grid does (C-G1)")
  func gridLayoutMatchesGrid() {
    expectTwoByTwo(ViewHost(rootView: GridLayout { twoByTwo }.id("grid")).layout(in: phoneSize))
    expectTwoByTwo(ViewHost(rootView: AnyLayout(GridLayout()) { twoByTwo }.id("grid")).layout(in: phoneSize))
  }

  @Test(
    "A view outside GridRow spans every column; short rows end in empty cells; EmptyView makes no cell (C-G2, C-G3)")
  func wholeRowsAndShortRows() {
    let result = ViewHost(
      rootView: Grid(horizontalSpacing: 10, verticalSpacing: 5) {
        GridRow {
          Color.red.frame(width: 30, height: 10).id("a")
          Color.blue.frame(width: 50, height: 10).id("b")
          Color.green.frame(width: 20, height: 10).id("c")
        }
        GridRow {
          EmptyView()
          Color.gray.frame(width: 40, height: 20).id("d")
        }
        Color.orange.frame(width: 70, height: 6).id("whole")
      }
      .id("grid")
    ).layout(in: phoneSize)
    // Three columns (the first row's); the second row has one cell, d, in column 0 (EmptyView
    // makes none). Columns: max(30, 40) = 40, 50, 20: 40 + 10 + 50 + 10 + 20 = 130 wide.
    // Rows: 10, 20 and the whole row's 6: 10 + 5 + 20 + 5 + 6 = 46 tall.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 130, height: 46))
    expectFrame(result.frame(id: "a", relativeTo: "grid"), CGRect(x: 5, y: 0, width: 30, height: 10))
    expectFrame(result.frame(id: "c", relativeTo: "grid"), CGRect(x: 110, y: 0, width: 20, height: 10))
    expectFrame(result.frame(id: "d", relativeTo: "grid"), CGRect(x: 0, y: 15, width: 40, height: 20))
    // The whole row spans 130 and is centred in it: x = (130 - 70) / 2 = 30, y = 10 + 5 + 20 + 5 = 40.
    expectFrame(result.frame(id: "whole", relativeTo: "grid"), CGRect(x: 30, y: 40, width: 70, height: 6))
    #expect(result.view(id: "whole")?.proposal == ProposedViewSize(width: 130, height: 6))
  }

  @Test("A modifier on a GridRow applies to each cell (C-G4)")
  func modifierOnRowAppliesPerCell() {
    let result = ViewHost(
      rootView: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 30, height: 10).id("a")
          Color.blue.frame(width: 50, height: 10).id("b")
        }
        .padding(5)
      }
      .id("grid")
    ).layout(in: phoneSize)
    // Each cell is padded on its own: columns 30 + 10 = 40 and 50 + 10 = 60, the row 20.
    // (One padding around the whole row would have made a single 90-wide cell.)
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 100, height: 20))
    expectFrame(result.frame(id: "a", relativeTo: "grid"), CGRect(x: 5, y: 5, width: 30, height: 10))
    expectFrame(result.frame(id: "b", relativeTo: "grid"), CGRect(x: 45, y: 5, width: 50, height: 10))
  }

  @Test("Rows from a ForEach of GridRows are separate rows (C-G2)")
  func forEachRows() {
    let result = ViewHost(
      rootView: Grid(horizontalSpacing: 2, verticalSpacing: 3) {
        ForEach(0..<3, id: \.self) { row in
          GridRow {
            Color.red.frame(width: CGFloat(10 * (row + 1)), height: 10).id("left\(row)")
            Color.blue.frame(width: 10, height: 10)
          }
        }
      }
      .id("grid")
    ).layout(in: phoneSize)
    // Column 0: max(10, 20, 30) = 30, column 1: 10: 30 + 2 + 10 = 42 wide; three rows of 10
    // with 3 between: 36 tall. Row 2's left cell starts at y = 2 × (10 + 3) = 26.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 42, height: 36))
    expectFrame(result.frame(id: "left2", relativeTo: "grid"), CGRect(x: 0, y: 26, width: 30, height: 10))
    // left0 is 10 wide, centred in 30: x 10.
    expectFrame(result.frame(id: "left0", relativeTo: "grid"), CGRect(x: 10, y: 0, width: 10, height: 10))
  }
}
