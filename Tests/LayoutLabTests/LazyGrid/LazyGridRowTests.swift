import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// How a `LazyVGrid` fills, sizes and spaces its rows, and where it puts its cells.
@Suite("LazyVGrid fills rows in order, as tall as their tallest cell")
struct LazyGridRowTests {
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
}
