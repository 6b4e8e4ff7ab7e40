import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// Bad grid input is reported, named, and laid out without NaN.
@Suite("Grid reports bad spans, spacings and anchors and lays out anyway")
struct GridDiagnosticsTests {
  @Test("gridCellColumns(0) and a negative count span one column, with a diagnostic", arguments: [0, -3])
  func nonPositiveSpan(count: Int) {
    let result = ViewHost(
      rootView: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 20, height: 10).id("bad").gridCellColumns(count)
          Color.blue.frame(width: 30, height: 10).id("next")
        }
      }
      .id("grid")
    ).layout(in: phoneSize)
    // The bad cell spans column 0 only; the next cell is in column 1: 20 + 30 = 50 wide.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 50, height: 10))
    expectFrame(result.frame(id: "next", relativeTo: "grid"), CGRect(x: 20, y: 0, width: 30, height: 10))
    #expect(result.diagnostics.count == 1)
    let diagnostic = result.diagnostics.first
    #expect(diagnostic?.kind == .invalidArgument)
    #expect(diagnostic?.message == "gridCellColumns(\(count)): a cell spans at least one column; it spans 1")
    // The path ends at the grid: a trait writer is not a laid-out view of its own.
    #expect(
      diagnostic?.path.hasSuffix("Grid(horizontalSpacing: 0, verticalSpacing: 0)") == true,
      "\(String(describing: diagnostic))")
  }

  @Test("gridCellColumns on a view outside GridRow is reported: that view spans every column")
  func spanOutsideRow() {
    let result = ViewHost(
      rootView: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 20, height: 10)
          Color.blue.frame(width: 30, height: 10)
        }
        Color.green.frame(width: 10, height: 10).id("whole").gridCellColumns(5)
      }
      .id("grid")
    ).layout(in: phoneSize)
    // Two columns still (20 + 30 = 50); the view spans both and is centred: x = (50 − 10) / 2.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 50, height: 20))
    expectFrame(result.frame(id: "whole", relativeTo: "grid"), CGRect(x: 20, y: 10, width: 10, height: 10))
    #expect(
      result.diagnostics.map(\.message) == [
        "gridCellColumns(5) on a view outside a GridRow: such a view is a row of its own that spans every column of the grid, so the count is not used"
      ])
  }

  @Test("A negative spacing is reported and overlaps neighbouring columns")
  func negativeSpacing() {
    let result = ViewHost(
      rootView: Grid(horizontalSpacing: -4, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 20, height: 10).id("a")
          Color.blue.frame(width: 30, height: 10).id("b")
        }
      }
      .id("grid")
    ).layout(in: phoneSize)
    // 20 − 4 + 30 = 46 wide; b starts 4 before a ends: x 16.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 46, height: 10))
    expectFrame(result.frame(id: "b", relativeTo: "grid"), CGRect(x: 16, y: 0, width: 30, height: 10))
    #expect(
      result.diagnostics.map(\.message) == [
        "Grid horizontalSpacing -4 is negative: neighbouring tracks overlap by 4, as SwiftUI's stacks overlap children with a negative spacing; the grid is never smaller than 0"
      ])
    #expect(
      result.diagnostics.first?.path.hasSuffix("Grid(horizontalSpacing: -4, verticalSpacing: 0)") == true,
      "\(result.diagnostics)")
  }

  @Test("A spacing that is not finite is reported and replaced by the default 8")
  func nonFiniteSpacing() {
    let result = ViewHost(
      rootView: Grid(horizontalSpacing: 0, verticalSpacing: .nan) {
        Color.red.frame(width: 20, height: 10)
        Color.blue.frame(width: 20, height: 10).id("second")
      }
      .id("grid")
    ).layout(in: phoneSize)
    // Two rows of their own, 8 apart: 10 + 8 + 10 = 28 tall.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 20, height: 28))
    expectFrame(result.frame(id: "second", relativeTo: "grid"), CGRect(x: 0, y: 18, width: 20, height: 10))
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.message.hasPrefix("Grid verticalSpacing nan") == true)
  }

  @Test("GridLayout called directly with a spacing that is not finite uses the default 8, never NaN")
  func directLayoutNonFiniteSpacing() {
    let result = ViewHost(
      rootView: GridLayout(horizontalSpacing: .infinity, verticalSpacing: .nan) {
        GridRow {
          Color.red.frame(width: 20, height: 10)
          Color.blue.frame(width: 20, height: 10).id("right")
        }
      }
      .id("grid")
    ).layout(in: phoneSize)
    // 20 + 8 + 20 = 48 wide; the right cell starts at 28.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 48, height: 10))
    expectFrame(result.frame(id: "right", relativeTo: "grid"), CGRect(x: 28, y: 0, width: 20, height: 10))
  }

  @Test("An anchor that is not finite is dropped with a diagnostic; the cell aligns by its guides")
  func nonFiniteAnchor() {
    let result = ViewHost(
      rootView: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 40, height: 40)
          Color.blue.frame(width: 10, height: 10).id("marker").gridCellAnchor(UnitPoint(x: .infinity, y: 0))
        }
      }
      .id("grid")
    ).layout(in: phoneSize)
    // Centred in the 10-wide column and the 40-tall row: (40, 15).
    expectFrame(result.frame(id: "marker", relativeTo: "grid"), CGRect(x: 40, y: 15, width: 10, height: 10))
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.kind == .invalidArgument)
  }

  @Test("Under an infinite proposal flexible tracks are infinite and every origin stays finite")
  func infiniteProposal() {
    let result = ViewHost(
      rootView: Grid {
        GridRow {
          Color.red.id("flexible")
          Color.blue.frame(width: 10, height: 10).id("rigid")
        }
        Color.green.frame(width: 10, height: 10).id("whole")
      }
      .id("grid")
    ).layout(in: CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
    for id in ["grid", "flexible", "rigid", "whole"] {
      let frame = result.frame(id: id)
      #expect(frame.map { $0.minX.isFinite && $0.minY.isFinite } == true, "\(id): \(String(describing: frame))")
      #expect(frame.map { !$0.width.isNaN && !$0.height.isNaN } == true, "\(id)")
    }
  }
}
