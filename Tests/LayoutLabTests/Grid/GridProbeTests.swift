import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// What a grid asks its cells (rule C-G6 of the Grid article), recorded by a layout that
/// wraps each cell and notes every proposal that reaches it.
@Suite("Grid asks each cell its smallest and largest size, then proposes its track size")
struct GridProbeTests {
  /// The proposals a wrapped cell received, in order.
  private final class ProposalLog: @unchecked Sendable {
    var proposals: [ProposedViewSize] = []
  }

  /// Passes its one subview's size through, noting each proposal.
  private struct Recording: Layout {
    let log: ProposalLog

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      log.proposals.append(proposal)
      return subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
  }

  @Test("Cells are probed at (0, 0) and (∞, ∞), then proposed their column's width and row's height (C-G6)")
  func probes() {
    let left = ProposalLog()
    let right = ProposalLog()
    _ = ViewHost(
      rootView: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Recording(log: left) { Color.red.frame(width: 30, height: 20) }
          Recording(log: right) { Color.blue }
        }
      }
      .frame(width: 100, height: 50)
    ).layout(in: phoneSize)
    // The right cell is 0…∞ both ways; column 1 gets 100 − 30 = 70 and the row 50.
    #expect(left.proposals == [.zero, .infinity, ProposedViewSize(width: 30, height: 50)])
    #expect(right.proposals == [.zero, .infinity, ProposedViewSize(width: 70, height: 50)])
  }
}
