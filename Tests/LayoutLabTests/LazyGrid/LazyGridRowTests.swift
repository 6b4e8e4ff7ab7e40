import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// How a `LazyVGrid` fills, sizes and spaces its rows, and where it puts its cells.
@Suite("LazyVGrid fills rows in order, as tall as their tallest cell")
struct LazyGridRowTests {
  @Test(
    "Cells fill the columns row by row; a row is as tall as its tallest cell; cells sit on their item's alignment, centred by default (C-LG1, C-LG7, C-LG13)"
  )
  func rowHeightsAndCellAlignment() {
    let result = ViewHost(
      rootView: LazyVGrid(columns: [GridItem(.flexible(), alignment: .top), GridItem(.flexible())]) {
        Color.red.frame(width: 20, height: 30).id(0)
        Color.blue.frame(width: 40, height: 50).id(1)
        Color.green.frame(width: 10, height: 40).id(2)
        Color.yellow.frame(width: 10, height: 10).id(3)
      }
      .id("grid")
      .frame(width: 200)
    ).layout(in: phoneSize)
    // Columns: (200 − 8) / 2 = 96, at 0 and 104. Row 1: max(30, 50) = 50 tall; row 2 starts
    // at 50 + 8 = 58 and is max(40, 10) = 40 tall. Grid: 50 + 8 + 40 = 98.
    // Column 1 aligns .top (centred across): cell 0 at x = (96 − 20) / 2 = 38, y = 0;
    // cell 2 at x = 43, y = 58. Column 2 centres: cell 1 at 104 + (96 − 40) / 2 = 132, y = 0
    // (it fills its row); cell 3 at 104 + 43 = 147, y = 58 + (40 − 10) / 2 = 73.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 200, height: 98))
    expectFrame(result.frame(id: 0, relativeTo: "grid"), CGRect(x: 38, y: 0, width: 20, height: 30))
    expectFrame(result.frame(id: 1, relativeTo: "grid"), CGRect(x: 132, y: 0, width: 40, height: 50))
    expectFrame(result.frame(id: 2, relativeTo: "grid"), CGRect(x: 43, y: 58, width: 10, height: 40))
    expectFrame(result.frame(id: 3, relativeTo: "grid"), CGRect(x: 147, y: 73, width: 10, height: 10))
  }

  @Test("A cell is measured with (column width, nil), then placed with (column width, row height) (C-LG7)")
  func cellProposals() {
    let host = ViewHost(
      rootView: LazyVGrid(columns: [GridItem(), GridItem()]) {
        Color.red.frame(height: 30).id("short")
        Color.blue.frame(minHeight: 10).id("stretchy")
      }
      .frame(width: 200)
    )
    host.tracing = true
    let result = host.layout(in: phoneSize)
    // Columns 96 wide. The flexible-height cell, measured with (96, nil), is its minimum 10:
    // the row is max(30, 10) = 30 tall. Placed with (96, 30), it fills the row.
    #expect(result.view(id: "stretchy")?.proposal == ProposedViewSize(width: 96, height: 30))
    expectFrame(result.frame(id: "stretchy", relativeTo: "short"), CGRect(x: 104, y: 0, width: 96, height: 30))
    let probes = result.trace?.events.compactMap { event -> ProposedViewSize? in
      guard case .proposal(_, let to, let proposal, .lazyGridTrack) = event.kind,
        to.id == result.view(id: "stretchy")?.nodeID
      else { return nil }
      return proposal
    }
    #expect(probes?.contains(ProposedViewSize(width: 96, height: nil)) == true)
  }

  @Test("Rows are 8 apart by default and `spacing` apart when given (C-LG8)")
  func rowSpacing() {
    func rows(spacing: CGFloat?) -> [CGFloat?] {
      let result = ViewHost(
        rootView: LazyVGrid(columns: [GridItem()], spacing: spacing) {
          ForEach(0..<3) { index in Color.red.frame(height: 10).id(index) }
        }
        .id("grid")
      ).layout(in: phoneSize)
      return (0..<3).map { result.frame(id: $0, relativeTo: "grid")?.minY }
    }
    // Rows of 10: default spacing 8 gives y = 0, 18, 36; spacing 20 gives 0, 30, 60.
    #expect(rows(spacing: nil) == [0, 18, 36])
    #expect(rows(spacing: 20) == [0, 30, 60])
  }

  @Test("The grid's alignment moves a block of columns narrower than the grid (C-LG9, unverified)")
  func blockAlignment() {
    func cellX(_ alignment: HorizontalAlignment) -> CGFloat? {
      let result = ViewHost(
        rootView: LazyVGrid(columns: [GridItem(.fixed(100))], alignment: alignment) {
          Color.red.frame(height: 10).id("cell")
        }
        .id("grid")
      ).layout(in: phoneSize)
      #expect(result.frame(id: "grid")?.width == 390)
      return result.frame(id: "cell", relativeTo: "grid")?.minX
    }
    // The grid is 390 wide (max(390, 100)); the 100-wide block starts at 0 (leading),
    // (390 − 100) / 2 = 145 (centre) or 390 − 100 = 290 (trailing). An assumption taken from
    // reimplementations (C-LG9 is not observed in SwiftUI).
    #expect(cellX(.leading) == 0)
    #expect(cellX(.center) == 145)
    #expect(cellX(.trailing) == 290)
  }

  @Test("The grid hugs its rows: its height does not follow the proposed height (C-LG7)")
  func heightHugsRows() {
    let result = ViewHost(
      rootView: LazyVGrid(columns: [GridItem(), GridItem()]) {
        ForEach(0..<3) { index in Color.red.frame(height: 25).id(index) }
      }
      .id("grid")
    ).layout(in: phoneSize)
    // Three cells in two columns: two rows of 25, 8 apart: 58 tall, centred in 844.
    expectFrame(result.frame(id: "grid"), CGRect(x: 0, y: (844 - 58) / 2, width: 390, height: 58))
  }
}
