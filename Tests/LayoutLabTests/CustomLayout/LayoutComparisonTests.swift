import Foundation
import LayoutLab
import Testing

/// What a layout's cache was told, in order: `make` or `update`.
private final class CacheCalls: @unchecked Sendable {
  // Unchecked: a test's layouts run on the test's own thread only.
  var entries: [String] = []
}

/// A row with a gap, written as SwiftUI code usually writes a layout: not `Equatable`. Its
/// fields are a number and a reference, so it is compared field by field.
private struct GapRow: Layout {
  var gap: CGFloat
  let calls: CacheCalls

  func makeCache(subviews: Subviews) {
    calls.entries.append("make")
  }

  func updateCache(_ cache: inout (), subviews: Subviews) {
    calls.entries.append("update")
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.map(\.width).reduce(0, +) + gap * CGFloat(max(0, sizes.count - 1)),
      height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var x = bounds.minX
    for subview in subviews {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += subview.sizeThatFits(.unspecified).width + gap
    }
  }
}

/// The same row with a closure among its fields: two values never compare the same.
private struct ClosureRow: Layout {
  let row: GapRow
  let label: @Sendable () -> String

  func makeCache(subviews: Subviews) { row.makeCache(subviews: subviews) }
  func updateCache(_ cache: inout (), subviews: Subviews) { row.updateCache(&cache, subviews: subviews) }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    row.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    row.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

/// A screen whose body runs again when `count` changes, with a row of two squares whose gap
/// is `gap`; the row has a closure field when `withClosure`.
private struct Screen: View {
  let calls: CacheCalls
  let remote: Remote<Int>
  var withClosure = false
  @State private var count = 0

  var body: some View {
    let _ = remote.capture($count)
    let gap: CGFloat = count >= 10 ? 20 : 8
    let row = GapRow(gap: gap, calls: calls)
    VStack {
      if withClosure {
        ClosureRow(row: row, label: { "row" }) { squares }
      } else {
        row { squares }
      }
      Text("\(count)")
    }
  }

  private var squares: some View {
    ForEach(0..<2, id: \.self) { _ in Color.clear.frame(width: 10, height: 10) }
  }
}

@Suite("A user's layout that is not Equatable compares field by field, as SwiftUI compares it")
struct LayoutComparisonTests {
  private static let size = CGSize(width: 390, height: 844)

  @Test("A parent's body that makes the same layout again leaves its cache alone; a new gap updates it")
  func sameFieldsKeepTheCache() throws {
    let calls = CacheCalls()
    let remote = Remote<Int>()
    let host = ViewHost(rootView: Screen(calls: calls, remote: remote))
    _ = host.layout(in: Self.size)
    #expect(calls.entries == ["make"])
    // The body runs again (its text changes) and makes GapRow(gap: 8) again: same fields.
    try #require(remote.binding).wrappedValue = 1
    let same = host.layout(in: Self.size)
    #expect(same.tree.bodyEvaluationsByType == ["Screen": 1])
    #expect(calls.entries == ["make"])
    // A gap of 20: the layout differs, its cache is updated and the squares move apart:
    // 10 + 20 + 10 = 40 wide.
    try #require(remote.binding).wrappedValue = 10
    let wider = host.layout(in: Self.size)
    #expect(calls.entries == ["make", "update"])
    let squares = wider.views[0].children[0].children
    #expect(squares[1].frame.minX - squares[0].frame.minX == 30)
  }

  @Test("A layout holding a closure is never the same: each body evaluation updates its cache")
  func closureFieldAlwaysDiffers() throws {
    let calls = CacheCalls()
    let remote = Remote<Int>()
    let host = ViewHost(rootView: Screen(calls: calls, remote: remote, withClosure: true))
    _ = host.layout(in: Self.size)
    try #require(remote.binding).wrappedValue = 1
    _ = host.layout(in: Self.size)
    try #require(remote.binding).wrappedValue = 2
    _ = host.layout(in: Self.size)
    #expect(calls.entries == ["make", "update", "update"])
  }
}
