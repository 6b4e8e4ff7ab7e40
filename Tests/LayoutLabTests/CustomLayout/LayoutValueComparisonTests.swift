import Foundation
import LayoutLab
import Testing

/// Subviews side by side, `spacing` apart, each at its ideal size, tops aligned. Plain data and
/// not `Equatable`, as many layouts written for SwiftUI are.
private struct Row: Layout {
  var spacing: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let width = sizes.map(\.width).reduce(0, +) + spacing * CGFloat(max(0, sizes.count - 1))
    return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    var x = bounds.minX
    for subview in subviews {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += subview.sizeThatFits(.unspecified).width + spacing
    }
  }
}

/// The same row holding its spacings in an array: not plain data, not `Equatable`.
private struct ListedRow: Layout {
  var spacings: [CGFloat]

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    Row(spacing: spacings.first ?? 0).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    Row(spacing: spacings.first ?? 0).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

/// Three squares 20, 30 and 40 wide.
private struct Squares: View {
  var body: some View {
    ForEach([20, 30, 40] as [CGFloat], id: \.self) { Color.clear.frame(width: $0, height: $0) }
  }
}

@Suite("A container's new layout value is compared as SwiftUI compares a view's fields")
struct LayoutValueComparisonTests {
  let size = CGSize(width: 390, height: 844)

  @Test("A layout of plain data that is not Equatable, given again unchanged, measures nothing again")
  func unchangedPlainLayoutKeepsItsSizes() {
    let host = ViewHost(rootView: Row(spacing: 8) { Squares() })
    let cold = host.layout(in: size)
    // The row 20 + 8 + 30 + 8 + 40 = 106 wide, 40 tall, centred in 390 × 844: x = 142, y = 402.
    #expect(cold.views[0].frame == CGRect(x: 142, y: 402, width: 106, height: 40))
    host.rootView = Row(spacing: 8) { Squares() }
    let result = host.layout(in: size)
    // The same bits as before: the row keeps its remembered size and nothing is measured again.
    #expect(result.counters.cacheMisses == 0)
    #expect(result.views[0].frame == cold.views[0].frame)
  }

  @Test("A layout of plain data whose values changed is measured again")
  func changedPlainLayoutIsMeasuredAgain() {
    let host = ViewHost(rootView: Row(spacing: 8) { Squares() })
    _ = host.layout(in: size)
    host.rootView = Row(spacing: 10) { Squares() }
    let result = host.layout(in: size)
    // 20 + 10 + 30 + 10 + 40 = 110 wide, centred: x = 140. The row misses once; its squares
    // answer from their caches (their proposal did not change).
    #expect(result.views[0].frame == CGRect(x: 140, y: 402, width: 110, height: 40))
    #expect(result.views[0].counters.cacheMisses == 1)
    #expect(result.views[0].children.map(\.counters.cacheMisses) == [0, 0, 0])
  }

  @Test("A layout that is neither plain data nor Equatable counts as changed each time it is given")
  func layoutThatCannotBeComparedIsMeasuredAgain() {
    let host = ViewHost(rootView: ListedRow(spacings: [8]) { Squares() })
    _ = host.layout(in: size)
    host.rootView = ListedRow(spacings: [8]) { Squares() }
    let result = host.layout(in: size)
    // LayoutLab does not compare such a layout field by field: the row is measured again (1
    // miss), its squares still answer from their caches. Same frame: 106 wide at x = 142.
    #expect(result.views[0].counters.cacheMisses == 1)
    #expect(result.views[0].frame == CGRect(x: 142, y: 402, width: 106, height: 40))
  }
}
