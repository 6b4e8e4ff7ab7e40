import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// How a grid places cells in their row and column (rules C-G9–C-G11 of the Grid article).
/// The last two tests are Apple's `gridCellAnchor(_:)` examples, worked by hand.
@Suite("Grid cells line up on their row's and column's guides, or on an anchor")
struct GridAlignmentTests {
  @Test("gridColumnAlignment on one cell aligns its whole column (C-G9)")
  func columnAlignment() {
    let result = ViewHost(
      rootView: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 20, height: 10).id("a").gridColumnAlignment(.trailing)
          Color.blue.frame(width: 30, height: 10).id("b")
        }
        GridRow {
          Color.green.frame(width: 50, height: 10).id("c")
          Color.gray.frame(width: 10, height: 10).id("d")
        }
      }
      .id("grid")
    ).layout(in: phoneSize)
    // Columns 50 and 30. Column 0 is trailing-aligned: a's trailing edge at 50, so x = 30.
    // Column 1 keeps the grid's centre: d (10 wide) at 50 + 10 = 60.
    expectFrame(result.frame(id: "a", relativeTo: "grid"), CGRect(x: 30, y: 0, width: 20, height: 10))
    expectFrame(result.frame(id: "c", relativeTo: "grid"), CGRect(x: 0, y: 10, width: 50, height: 10))
    expectFrame(result.frame(id: "d", relativeTo: "grid"), CGRect(x: 60, y: 10, width: 10, height: 10))
  }

  @Test("The grid's alignment applies to every cell; GridRow(alignment:) overrides a row (C-G9)")
  func gridAndRowAlignment() {
    let result = ViewHost(
      rootView: Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 40, height: 30)
          Color.blue.frame(width: 10, height: 10).id("topLeading")
        }
        GridRow(alignment: .bottom) {
          Color.green.frame(width: 20, height: 30).id("narrow")
          Color.gray.frame(width: 10, height: 10).id("bottom")
        }
      }
      .id("grid")
    ).layout(in: phoneSize)
    // Columns 40 and 10, rows 30 and 30. Top-leading: the small cell of row 0 sits at the top
    // of its row; row 1 aligns bottoms, so its small cell is at 30 + 20 = 50; the narrow cell
    // is leading in its 40-wide column.
    expectFrame(result.frame(id: "topLeading", relativeTo: "grid"), CGRect(x: 40, y: 0, width: 10, height: 10))
    expectFrame(result.frame(id: "narrow", relativeTo: "grid"), CGRect(x: 0, y: 30, width: 20, height: 30))
    expectFrame(result.frame(id: "bottom", relativeTo: "grid"), CGRect(x: 40, y: 50, width: 10, height: 10))
  }

  @Test("GridRow(alignment: .firstTextBaseline) lines up the cells' first baselines (C-G9)")
  func baselineRow() {
    let result = ViewHost(
      rootView: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow(alignment: .firstTextBaseline) {
          Text("Big").font(.system(size: 40)).id("big")
          Text("small").font(.system(size: 10)).id("small")
          Color.red.frame(width: 10, height: 10).id("colour")
        }
      }
      .id("grid")
    ).layout(in: phoneSize)
    // Text model: width = characters × size / 2, height = 1.2 × size, first baseline = size.
    // "Big" 60 × 48 (baseline 40), "small" 25 × 12 (baseline 10), the colour 10 × 10 (a view
    // without text has its baselines at its bottom: 10). The row is 48 tall; the baselines meet
    // at 40: small at y 40 − 10 = 30, the colour at 40 − 10 = 30.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 95, height: 48))
    expectFrame(result.frame(id: "big", relativeTo: "grid"), CGRect(x: 0, y: 0, width: 60, height: 48))
    expectFrame(result.frame(id: "small", relativeTo: "grid"), CGRect(x: 60, y: 30, width: 25, height: 12))
    expectFrame(result.frame(id: "colour", relativeTo: "grid"), CGRect(x: 85, y: 30, width: 10, height: 10))
  }

  @Test("Under right-to-left the first column is on the right and leading is the right edge (C-G9)")
  func rightToLeft() {
    let result = ViewHost(
      rootView: Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 40, height: 10).id("first")
          Color.blue.frame(width: 20, height: 10).id("second")
        }
        GridRow {
          Color.green.frame(width: 10, height: 10).id("narrow")
        }
      }
      .id("grid")
      .environment(\.layoutDirection, .rightToLeft)
    ).layout(in: phoneSize)
    // Columns 40 and 20, mirrored inside the 60-wide grid: the first column spans x 20…60.
    // The narrow cell is leading in it, so against its right edge: x = 60 − 10 = 50.
    expectFrame(result.frame(id: "first", relativeTo: "grid"), CGRect(x: 20, y: 0, width: 40, height: 10))
    expectFrame(result.frame(id: "second", relativeTo: "grid"), CGRect(x: 0, y: 0, width: 20, height: 10))
    expectFrame(result.frame(id: "narrow", relativeTo: "grid"), CGRect(x: 50, y: 10, width: 10, height: 10))
  }

  @Test("gridCellAnchor puts the anchor's point of the view on the same point of the cell (C-G10)")
  func cellAnchor() {
    let result = ViewHost(
      rootView: Grid(horizontalSpacing: 1, verticalSpacing: 1) {
        GridRow {
          Color.red.frame(width: 60, height: 60)
          Color.red.frame(width: 60, height: 60)
        }
        GridRow {
          Color.red.frame(width: 60, height: 60)
          Color.blue.frame(width: 10, height: 10).id("marker").gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
        }
      }
      .id("grid")
    ).layout(in: phoneSize)
    // The marker's cell is (61, 61, 60, 60). x = 61 + 0.25 × 60 − 0.25 × 10 = 73.5;
    // y = 61 + 0.75 × 60 − 0.75 × 10 = 98.5.
    expectFrame(result.frame(id: "marker", relativeTo: "grid"), CGRect(x: 73.5, y: 98.5, width: 10, height: 10))
  }

  @Test("A cell spanning columns is placed by the grid alignment's unit point in its merged cell (C-G11)")
  func mergedCellAnchor() {
    let result = ViewHost(
      rootView: Grid(alignment: .center, horizontalSpacing: 1, verticalSpacing: 1) {
        GridRow {
          Color.red.frame(width: 60, height: 60)
          Color.red.frame(width: 60, height: 60)
          Color.red.frame(width: 60, height: 60)
        }
        GridRow {
          Color.red.frame(width: 60, height: 60)
          Color.blue.frame(width: 10, height: 10).id("marker").gridCellColumns(2)
        }
      }
      .id("grid")
    ).layout(in: phoneSize)
    // The merged cell: x 61, 60 + 1 + 60 = 121 wide; y 61, 60 tall. Centred:
    // x = 61 + 60.5 − 5 = 116.5, y = 61 + 30 − 5 = 86.
    expectFrame(result.frame(id: "marker", relativeTo: "grid"), CGRect(x: 116.5, y: 86, width: 10, height: 10))
  }

  @Test("A row outside GridRow is placed by the grid alignment's unit point, not the column guides (C-G11)")
  func wholeRowUsesGridUnitPoint() {
    let result = ViewHost(
      rootView: Grid(alignment: .bottomTrailing, horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 40, height: 20).gridColumnAlignment(.leading)
          Color.blue.frame(width: 40, height: 20)
        }
        Color.green.frame(width: 30, height: 10).id("whole")
      }
      .id("grid")
    ).layout(in: phoneSize)
    // The whole row is 80 × 10 from y 20; bottom-trailing puts the view at x 80 − 30 = 50,
    // whatever column 0's leading alignment says.
    expectFrame(result.frame(id: "whole", relativeTo: "grid"), CGRect(x: 50, y: 20, width: 30, height: 10))
  }
}
