import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutLab

/// What a layout was asked to place, in order: `place all` (SwiftUI's `placeSubviews`) or
/// `place [indices]` (`IncrementalLayout`'s, for a committed placement).
private final class PlacementLog: @unchecked Sendable {
  // Unchecked: a test's layouts run on the test's own thread only.
  var entries: [String] = []
}

/// A row of slots 20 wide and 40 tall, one per subview, whatever the subviews' sizes: each
/// subview at its slot's top-leading corner with its ideal size. The row's size never depends
/// on its subviews', so a change inside one leaves the row where it was.
///
/// For a committed placement it places only the subviews it is given (`placesChanged`), or
/// none of them (`placesNothing`, a broken layout).
private struct SlotRow: IncrementalLayout, Equatable {
  let log: PlacementLog
  var placesNothing = false

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 20 * CGFloat(subviews.count), height: 40)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    log.entries.append("place all")
    for index in subviews.indices { place(subviews[index], at: index, in: bounds) }
  }

  func updateCache(_ cache: inout (), subviews: Subviews, changedSubviews: IndexSet) {}

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout (), changedSubviews: IndexSet
  ) {
    log.entries.append("place \(Array(changedSubviews))")
    guard !placesNothing else { return }
    for index in changedSubviews { place(subviews[index], at: index, in: bounds) }
  }

  private func place(_ subview: LayoutSubview, at index: Int, in bounds: CGRect) {
    subview.place(at: CGPoint(x: bounds.minX + 20 * CGFloat(index), y: bounds.minY), proposal: .unspecified)
  }

  static func == (lhs: SlotRow, rhs: SlotRow) -> Bool { lhs.log === rhs.log && lhs.placesNothing == rhs.placesNothing }
}

/// `SlotRow`'s slots, for a layout that remembers its last committed placement
/// (`remembersCommittedPlacement`): its cache holds the bounds it last committed, and it places
/// the subviews it is given, or all of them when its bounds moved since.
private struct RememberingSlotRow: IncrementalLayout, Equatable {
  let log: PlacementLog

  static var remembersCommittedPlacement: Bool { true }

  func makeCache(subviews: Subviews) -> CGRect? { nil }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CGRect?) -> CGSize {
    CGSize(width: 20 * CGFloat(subviews.count), height: 40)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CGRect?) {
    log.entries.append("place all")
    for index in subviews.indices { place(subviews[index], at: index, in: bounds) }
  }

  func updateCache(_ cache: inout CGRect?, subviews: Subviews, changedSubviews: IndexSet) {}

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CGRect?,
    changedSubviews: IndexSet
  ) {
    log.entries.append("place \(Array(changedSubviews))")
    let indices = cache == bounds ? changedSubviews : IndexSet(subviews.indices)
    cache = bounds
    for index in indices { place(subviews[index], at: index, in: bounds) }
  }

  private func place(_ subview: LayoutSubview, at index: Int, in bounds: CGRect) {
    subview.place(at: CGPoint(x: bounds.minX + 20 * CGFloat(index), y: bounds.minY), proposal: .unspecified)
  }

  static func == (lhs: RememberingSlotRow, rhs: RememberingSlotRow) -> Bool { lhs.log === rhs.log }
}

/// Three 10 × 10 squares in a `RememberingSlotRow` at the top-leading corner of the host,
/// under `direction`: the row's bounds are the same at every host width, its proposal is not.
private struct RememberingSlots: View {
  let log: PlacementLog
  var direction = LayoutDirection.leftToRight

  var body: some View {
    RememberingSlotRow(log: log) {
      Color.clear.frame(width: 10, height: 10)
      Color.clear.frame(width: 10, height: 10)
      Color.clear.frame(width: 10, height: 10)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .environment(\.layoutDirection, direction)
  }
}

/// A cell 10 wide whose height its own `@State` holds (`initialHeight` at first).
private struct Cell: View {
  let index: Int
  let remote: Remote<CGFloat>
  @State private var height: CGFloat

  init(index: Int, remote: Remote<CGFloat>, initialHeight: CGFloat) {
    self.index = index
    self.remote = remote
    _height = State(initialValue: initialHeight)
  }

  var body: some View {
    let _ = remote.capture($height, as: index)
    Color.clear.frame(width: 10, height: height)
  }
}

/// Three cells of the given first heights in a `SlotRow`, the middle one `GeometryReader`
/// content when `readsGeometry`.
private struct Slots: View {
  let row: SlotRow
  let remote: Remote<CGFloat>
  var heights: [CGFloat] = [10, 10, 10]
  var readsGeometry = false

  var body: some View {
    row {
      Cell(index: 0, remote: remote, initialHeight: heights[0])
      if readsGeometry {
        GeometryReader { _ in Color.clear }.frame(width: 10, height: 10)
      } else {
        Cell(index: 1, remote: remote, initialHeight: heights[1])
      }
      Cell(index: 2, remote: remote, initialHeight: heights[2])
    }
  }
}

@Suite("An IncrementalLayout placed where it was places only the subviews that changed (LayoutLab's own)")
struct IncrementalPlacementTests {
  private static let size = CGSize(width: 390, height: 844)

  @Test("A state change in one subview asks the layout to place that subview alone; the others keep their frames")
  func changedSubviewIsPlacedAlone() throws {
    let log = PlacementLog()
    let remote = Remote<CGFloat>()
    let host = ViewHost(rootView: Slots(row: SlotRow(log: log), remote: remote))
    let before = host.layout(in: Self.size)
    // A committed placement of a new container names every subview.
    #expect(log.entries == ["place [0, 1, 2]"])
    try #require(remote.bindings[1]).wrappedValue = 30
    let after = host.layout(in: Self.size)
    #expect(log.entries == ["place [0, 1, 2]", "place [1]"])
    // The row is 60 × 40 whatever its cells, centred in 390 × 844: at (165, 402). Cell 1 is
    // at its slot, x 165 + 20, now 30 tall; cells 0 and 2 keep their frames and are neither
    // asked for a size nor placed.
    let cells = after.views[0].children
    #expect(cells[1].frame == CGRect(x: 185, y: 402, width: 10, height: 30))
    #expect(cells[0].frame == before.views[0].children[0].frame)
    #expect(cells[2].frame == CGRect(x: 205, y: 402, width: 10, height: 10))
    #expect(cells.map(\.counters.placements) == [0, 1, 0])
    #expect(cells.map(\.counters.sizeThatFitsCalls) == [0, 1, 0])
    // A host that starts with cell 1 30 tall places every cell where the update left them.
    let cold = ViewHost(rootView: Slots(row: SlotRow(log: PlacementLog()), remote: Remote(), heights: [10, 30, 10]))
    #expect(cold.layout(in: Self.size).views[0].children.map(\.frame) == cells.map(\.frame))
  }

  @Test("Placed in other bounds, the layout is asked to place every subview")
  func otherBoundsPlaceEverySubview() throws {
    let log = PlacementLog()
    let remote = Remote<CGFloat>()
    let host = ViewHost(rootView: Slots(row: SlotRow(log: log), remote: remote))
    _ = host.layout(in: Self.size)
    try #require(remote.bindings[1]).wrappedValue = 30
    // A narrower host centres the row elsewhere: (380 − 60) / 2 = 160.
    let result = host.layout(in: CGSize(width: 380, height: 844))
    #expect(log.entries == ["place [0, 1, 2]", "place [0, 1, 2]"])
    #expect(result.views[0].children.map(\.frame.minX) == [160, 180, 200])
  }

  @Test("A layout that remembers its committed placement, proposed another size, is given no subview to place")
  func rememberingLayoutIsGivenOnlyChanges() throws {
    let log = PlacementLog()
    let host = ViewHost(rootView: RememberingSlots(log: log))
    let before = host.layout(in: Self.size)
    // A narrower host proposes the row 380 × 844 instead of 390 × 844: the row is placed
    // again, in the same bounds (it is 60 × 40 at the top-leading corner whatever it is
    // proposed), and nothing in it changed, so it is given none of its subviews and places
    // none: the squares keep their frames, unvisited.
    let result = host.layout(in: CGSize(width: 380, height: 844))
    #expect(log.entries == ["place [0, 1, 2]", "place []"])
    let squares = try #require(result.views.first?.children.first?.children)
    #expect(squares.map(\.frame.minX) == [0, 20, 40])
    #expect(squares.map(\.counters.placements) == [0, 0, 0])
    #expect(squares.map(\.frame) == before.views.first?.children.first?.children.map(\.frame))
  }

  @Test("Right to left, a layout that remembers its committed placement is given every subview in other bounds")
  func rememberingLayoutRightToLeftPlacesAll() throws {
    let log = PlacementLog()
    let host = ViewHost(rootView: RememberingSlots(log: log, direction: .rightToLeft))
    _ = host.layout(in: Self.size)
    // The engine mirrors every position within the row's bounds, so it does not leave the
    // layout to find what moved: every index, as for any incremental layout.
    let result = host.layout(in: CGSize(width: 380, height: 844))
    #expect(log.entries == ["place [0, 1, 2]", "place [0, 1, 2]"])
    // Right to left the row sits at the top-trailing corner, 380 − 60 = 320, its squares
    // mirrored within it: 320 + 60 − 20i − 10.
    let squares = try #require(result.views.first?.children.first?.children)
    #expect(squares.map(\.frame.minX) == [370, 350, 330])
  }

  @Test("A subview that builds content where it is placed is always given to place")
  func geometryReaderIsAlwaysPlaced() throws {
    let log = PlacementLog()
    let remote = Remote<CGFloat>()
    let host = ViewHost(rootView: Slots(row: SlotRow(log: log), remote: remote, readsGeometry: true))
    _ = host.layout(in: Self.size)
    try #require(remote.bindings[0]).wrappedValue = 30
    _ = host.layout(in: Self.size)
    // Cell 0 changed; the GeometryReader (subview 1) builds its content where it is placed,
    // so it is placed at every pass that places its container.
    #expect(log.entries == ["place [0, 1, 2]", "place [0, 1]"])
  }

  @Test("A subview marked to be placed again from deep inside is given to place, with the one that changed")
  func markedSubviewIsPlaced() throws {
    let log = PlacementLog()
    let remote = Remote<CGFloat>()
    let host = ViewHost(rootView: Slots(row: SlotRow(log: log), remote: remote))
    _ = host.layout(in: Self.size)
    let row = try #require(Self.firstNode(in: host.graph.root) { $0.laysOut && $0.subviews.count == 3 })
    // Cell 2's colour is marked, as a lazy stack's new window or a container's new size marks
    // a view: the walk up passes the cell's frame and the cell (a user view) to the row, which
    // hears that its subview 2 must be placed again. Cell 1 changes in the same update.
    let color = try #require(row.subviews[2].subviews.first)
    color.markNeedsPlacement()
    try #require(remote.bindings[1]).wrappedValue = 30
    let result = host.layout(in: Self.size)
    #expect(log.entries == ["place [0, 1, 2]", "place [1, 2]"])
    #expect(result.views[0].children.map(\.counters.placements) == [0, 1, 1])
  }

  /// The first node below `root`, in tree order, that `matches`.
  private static func firstNode(in root: ViewNode, where matches: (ViewNode) -> Bool) -> ViewNode? {
    var pending = [root]
    while let node = pending.popLast() {
      if matches(node) { return node }
      pending.append(contentsOf: node.children.reversed())
    }
    return nil
  }

  @Test("After a new measurement policy every subview is given to place, with the one that changed")
  func newPolicyPlacesEverySubview() throws {
    let log = PlacementLog()
    let remote = Remote<CGFloat>()
    let host = ViewHost(rootView: Slots(row: SlotRow(log: log), remote: remote))
    _ = host.layout(in: Self.size)
    // A new policy forgets every remembered size and marks every view to be placed again; a
    // change in cell 1 alone would have the row place cell 1 alone.
    host.measurementCachePolicy = .unbounded
    try #require(remote.bindings[1]).wrappedValue = 30
    let result = host.layout(in: Self.size)
    #expect(log.entries == ["place [0, 1, 2]", "place [0, 1, 2]"])
    #expect(result.views[0].children.map(\.counters.placements) == [1, 1, 1])
    #expect(result.views[0].children.map(\.frame.height) == [10, 30, 10])
  }

  @Test("A changed subview the layout leaves unplaced is centred with a diagnostic, as any unplaced subview")
  func unplacedChangedSubviewIsReported() throws {
    let log = PlacementLog()
    let remote = Remote<CGFloat>()
    let host = ViewHost(rootView: Slots(row: SlotRow(log: log, placesNothing: true), remote: remote))
    // The first placement names every subview, and the layout places none: all three are
    // centred in the row's bounds with its proposal.
    let first = host.layout(in: Self.size)
    #expect(first.diagnostics.map(\.kind) == [.unplacedSubview, .unplacedSubview, .unplacedSubview])
    try #require(remote.bindings[1]).wrappedValue = 30
    let result = host.layout(in: Self.size)
    #expect(log.entries == ["place [0, 1, 2]", "place [1]"])
    // Only cell 1 is reported: the others keep the placements they had. Centred in the row's
    // 60 × 40 at (165, 402): x 165 + (60 − 10) / 2 = 190, y 402 + (40 − 30) / 2 = 407.
    #expect(result.diagnostics.map(\.kind) == [.unplacedSubview])
    #expect(result.views[0].children[1].frame == CGRect(x: 190, y: 407, width: 10, height: 30))
    #expect(result.views[0].children.map(\.counters.placements) == [0, 1, 0])
  }
}
