/// The placements the layouts being placed make: a slot for each subview of each container
/// whose `placeSubviews` is running or whose placements are being committed, as a stack of
/// ranges (the innermost container's last). One for the whole engine, reused by every pass.
///
/// A slot holds a placement only once its subview is placed. Each range gets a stamp when it
/// is opened, and a slot's placement counts only while the slot carries its range's stamp, so
/// opening a range writes nothing: a container of 10,000 subviews that places ten of them (an
/// incremental layout told which changed) touches ten slots and reads back one 4-byte stamp
/// per subview, where a buffer of optional placements was filled with 10,000 empty ones
/// (56 bytes each) and read back whole.
struct PlacementSlots {
  /// A slot's placement, meaningful only where `stamps` holds its range's stamp. Grown with
  /// zeroed placements, never shrunk.
  private var placements: [LayoutEngine.Placement] = []
  /// The stamp of the range each slot's placement was made in; 0 for none.
  private var stamps: [UInt32] = []
  /// How many slots the open ranges take.
  private(set) var count = 0
  /// The stamp the next range opened gets; never 0.
  private var nextStamp: UInt32 = 1

  /// Opens a range of `count` slots after the open ones, with room for `room` more beyond it
  /// (for the ranges nested below it) before storage grows; returns where the range starts
  /// and its stamp.
  mutating func open(_ count: Int, room: Int) -> (base: Int, stamp: UInt32) {
    let base = self.count
    let needed = base + count
    if stamps.count < needed {
      let added = max(needed + room, 2 * stamps.count) - stamps.count
      placements.append(contentsOf: repeatElement(LayoutEngine.Placement(frame: .zero, proposal: .zero), count: added))
      stamps.append(contentsOf: repeatElement(0, count: added))
    }
    self.count = needed
    let stamp = nextStamp
    if nextStamp == .max {
      // Every stamp was handed out: no free slot may keep one that a later range gets again.
      // (The open ranges' slots keep theirs, handed out long before the new ones.)
      for index in base..<stamps.count { stamps[index] = 0 }
      nextStamp = 1
    } else {
      nextStamp += 1
    }
    return (base, stamp)
  }

  /// Closes the ranges from `base` on (the innermost ones).
  mutating func close(from base: Int) { count = base }

  /// The placement in `slot` of the range stamped `stamp`, if its subview was placed.
  @inline(__always)
  func placement(at slot: Int, stamp: UInt32) -> LayoutEngine.Placement? {
    stamps[slot] == stamp ? placements[slot] : nil
  }

  /// Whether `slot` of the range stamped `stamp` holds a placement.
  @inline(__always)
  func holdsPlacement(at slot: Int, stamp: UInt32) -> Bool { stamps[slot] == stamp }

  /// Records `placement` in `slot` of the range stamped `stamp`.
  @inline(__always)
  mutating func set(_ placement: LayoutEngine.Placement, at slot: Int, stamp: UInt32) {
    placements[slot] = placement
    stamps[slot] = stamp
  }

  /// The placements of the range from `base` (stamped `stamp`) to the end, by subview.
  func placements(from base: Int, stamp: UInt32) -> [LayoutEngine.Placement?] {
    (base..<count).map { placement(at: $0, stamp: stamp) }
  }
}
