import Foundation
import Testing

@testable import LayoutLab

/// The engine's placement slots: a stack of ranges whose slots hold a placement only once one
/// is recorded in them under their range's stamp.
@Suite("Placement slots hold what was placed in their own range, and nothing of a closed one")
struct PlacementSlotsTests {
  private func placement(_ x: CGFloat) -> LayoutEngine.Placement {
    LayoutEngine.Placement(frame: CGRect(x: x, y: 0, width: 10, height: 10), proposal: .unspecified)
  }

  @Test("A new range's slots are empty until placed, even where a closed range had placements")
  func stampsKeepRangesApart() throws {
    var slots = PlacementSlots()
    let outer = slots.open(3, room: 0)
    #expect(outer.base == 0)
    #expect(slots.count == 3)
    slots.set(placement(1), at: outer.base + 1, stamp: outer.stamp)
    #expect(slots.placement(at: 0, stamp: outer.stamp) == nil)
    #expect(slots.placement(at: 1, stamp: outer.stamp)?.frame.minX == 1)

    // A nested range after the outer one, placed and closed.
    let inner = slots.open(2, room: 0)
    #expect(inner.base == 3)
    slots.set(placement(7), at: inner.base, stamp: inner.stamp)
    #expect(slots.placements(from: inner.base, stamp: inner.stamp).map { $0?.frame.minX } == [7, nil])
    slots.close(from: inner.base)
    #expect(slots.count == 3)

    // The next range over the same slots sees none of the closed range's placements.
    let next = slots.open(2, room: 0)
    #expect(next.base == 3)
    #expect(next.stamp != inner.stamp)
    #expect(slots.placements(from: next.base, stamp: next.stamp).allSatisfy { $0 == nil })
    // The outer range keeps its own.
    #expect(slots.placement(at: 1, stamp: outer.stamp)?.frame.minX == 1)
    slots.close(from: 0)
    #expect(slots.count == 0)
  }

  @Test("Slots grow past their first room and keep what open ranges placed")
  func growing() {
    var slots = PlacementSlots()
    let first = slots.open(1, room: 0)
    slots.set(placement(5), at: first.base, stamp: first.stamp)
    let large = slots.open(1_000, room: 64)
    slots.set(placement(9), at: large.base + 999, stamp: large.stamp)
    #expect(slots.placement(at: first.base, stamp: first.stamp)?.frame.minX == 5)
    #expect(slots.placement(at: large.base + 999, stamp: large.stamp)?.frame.minX == 9)
    #expect(slots.placements(from: large.base, stamp: large.stamp).compactMap { $0 }.count == 1)
  }
}
