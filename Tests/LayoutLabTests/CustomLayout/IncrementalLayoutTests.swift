import Foundation
import LayoutLab
import Testing

/// A cell 10 wide whose height its own `@State` holds (10 at first), inside a `VStack` so that
/// the change is below the column's subview, not the subview itself. A height of 0 adds a
/// second cell after it: the column then has another subview.
private struct Cell: View {
  let index: Int
  let remote: Remote<CGFloat>
  @State private var height: CGFloat = 10

  var body: some View {
    let _ = remote.capture($height, as: index)
    VStack(spacing: 0) { Color.clear.frame(width: 10, height: height) }
    if height == 0 { Color.clear.frame(width: 10, height: 5) }
  }
}

/// Three cells in `layout`.
private struct Cells<L: Layout>: View {
  let layout: L
  let remote: Remote<CGFloat>

  var body: some View {
    layout {
      ForEach(0..<3, id: \.self) { Cell(index: $0, remote: remote) }
    }
  }
}

@Suite("A Layout may learn which subviews changed (IncrementalLayout, LayoutLab's own)")
struct IncrementalLayoutTests {
  private static let size = CGSize(width: 390, height: 844)

  /// The column's subviews' frames, relative to the column.
  private static func subviewFrames(_ result: LayoutResult) -> [CGRect] {
    let column = result.views[0]
    return column.children.map { $0.frame.offsetBy(dx: -column.frame.minX, dy: -column.frame.minY) }
  }

  @Test("A state change below one subview tells an IncrementalLayout that subview's index, and the frames follow")
  func changedSubviewIsNamed() throws {
    let log = CacheLog()
    let remote = Remote<CGFloat>()
    let host = ViewHost(
      rootView: Cells(
        layout: IncrementalCacheLoggingColumn(column: CacheLoggingColumn(log: log, width: 10)), remote: remote))
    _ = host.layout(in: Self.size)
    #expect(log.entries == ["make"])
    try #require(remote.bindings[1]).wrappedValue = 30
    let result = host.layout(in: Self.size)
    #expect(log.entries == ["make", "update [1]"])
    // Heights 10, 30, 10: the cells at y 0, 10 and 40; the column 50 tall.
    #expect(
      Self.subviewFrames(result) == [
        CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 10, width: 10, height: 30),
        CGRect(x: 0, y: 40, width: 10, height: 10),
      ])
    // The cache kept the other heights: only cell 1 was asked again (once by the column, a
    // miss; once more to be placed, a hit); cells 0 and 2 once each, to be placed.
    #expect(result.views[0].children.map(\.counters.sizeThatFitsCalls) == [1, 2, 1])
  }

  @Test("Changes to several subviews before one layout are told together")
  func severalChangesAreNamedTogether() throws {
    let log = CacheLog()
    let remote = Remote<CGFloat>()
    let host = ViewHost(
      rootView: Cells(
        layout: IncrementalCacheLoggingColumn(column: CacheLoggingColumn(log: log, width: 10)), remote: remote))
    _ = host.layout(in: Self.size)
    try #require(remote.bindings[2]).wrappedValue = 20
    try #require(remote.bindings[0]).wrappedValue = 5
    let result = host.layout(in: Self.size)
    #expect(log.entries == ["make", "update [0, 2]"])
    // Heights 5, 10, 20: y 0, 5, 15.
    #expect(Self.subviewFrames(result).map(\.minY) == [0, 5, 15])
  }

  @Test("A layout written for SwiftUI gets updateCache(_:subviews:) as before (L9)")
  func plainLayoutIsUpdatedAsInSwiftUI() throws {
    let log = CacheLog()
    let remote = Remote<CGFloat>()
    let host = ViewHost(rootView: Cells(layout: CacheLoggingColumn(log: log, width: 10), remote: remote))
    _ = host.layout(in: Self.size)
    try #require(remote.bindings[1]).wrappedValue = 30
    let result = host.layout(in: Self.size)
    #expect(log.entries == ["make", "update"])
    #expect(Self.subviewFrames(result).map(\.minY) == [0, 10, 40])
    // Its cache starts again: every cell is asked by the column and again to be placed.
    #expect(result.views[0].children.map(\.counters.sizeThatFitsCalls) == [2, 2, 2])
  }

  @Test("When the subviews themselves change, an IncrementalLayout gets updateCache(_:subviews:) too (L9)")
  func newSubviewUpdatesWholeCache() throws {
    let log = CacheLog()
    let remote = Remote<CGFloat>()
    let host = ViewHost(
      rootView: Cells(
        layout: IncrementalCacheLoggingColumn(column: CacheLoggingColumn(log: log, width: 10)), remote: remote))
    _ = host.layout(in: Self.size)
    // Cell 1 at height 0 adds a 5-tall view after it: four subviews, 10, 0, 5 and 10 tall.
    try #require(remote.bindings[1]).wrappedValue = 0
    let result = host.layout(in: Self.size)
    #expect(log.entries == ["make", "update"])
    #expect(Self.subviewFrames(result).map(\.minY) == [0, 10, 10, 15])
  }
}
