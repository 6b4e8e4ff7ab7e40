/// What the measurement caches of one store's nodes keep outside their records: for each node
/// asked more than one question, its older answers: under the `.swiftUI` policy its second in
/// a slot, and its second and third in a block once it needs a third; under `.unbounded` all
/// of them, in a block's dictionary; and for each node asked its spacing, the spacing.
///
/// A node's `MeasurementCache` takes a slot, a block or a spacing place the first time it
/// needs one and keeps it (a view asked two questions once is usually asked them again),
/// trading its slot for a block the first time it needs a third answer; the store gives them
/// back when the node is freed, and a later node reuses them. Most views asked more than one
/// question are asked two (a measuring and a placing proposal), so most need a slot, not a
/// block. All are addressed by index, so taking one allocates nothing but a page now and
/// then, and nothing here is reference counted but the `.unbounded` dictionaries. One per
/// `NodeStore`, which the engine measuring its nodes also holds; not thread-safe, like the
/// rest of a host.
final class MeasurementOverflow {
  /// One node's overflow when a slot is not enough.
  private struct Block {
    var second = MeasurementCache.Entry(.unspecified, .zero)
    var third = MeasurementCache.Entry(.unspecified, .zero)
    var all: [ProposedViewSize: CGSize] = [:]
  }

  /// Values in pages that never move (`NodePages`), handed out by index and reused, last
  /// given back first. Not arrays: an array grown by doubling kept up to twice the room it
  /// needed, and both its old and new storage at its peak.
  private struct Pool<Element> {
    private var pages = NodePages<Element>()
    /// How many were ever made: the pages' first `count` are initialized.
    private(set) var count = 0
    private var given: [Int32] = []

    /// How many are held.
    var inUse: Int { count - given.count }

    /// One to hold: one given back, or a new one made `fresh`.
    mutating func take(_ fresh: @autoclosure () -> Element) -> Int32 {
      if let index = given.popLast() { return index }
      if count == pages.capacity { pages.addPage() }
      pages[count].initialize(to: fresh())
      count += 1
      return Int32(count - 1)
    }

    mutating func giveBack(_ index: Int32) { given.append(index) }

    subscript(index: Int32) -> UnsafeMutablePointer<Element> { pages[Int(index)] }

    func deallocate() { pages.deallocate(initialized: count) }
  }

  // Read and written at every measurement, one node's at a time: no dynamic exclusivity checks.
  @exclusivity(unchecked) private var slots = Pool<MeasurementCache.Entry>()
  @exclusivity(unchecked) private var blocks = Pool<Block>()
  @exclusivity(unchecked) private var spacings = Pool<ViewSpacing>()

  deinit {
    slots.deallocate()
    blocks.deallocate()
    spacings.deallocate()
  }

  /// How many blocks there are, held or given back.
  var blockCount: Int { blocks.count }
  /// How many blocks nodes hold.
  var blocksInUse: Int { blocks.inUse }

  /// How many slots nodes hold.
  var slotsInUse: Int { slots.inUse }

  /// Gives back what `cache` took, when its node is freed.
  func giveBack(_ cache: MeasurementCache) {
    giveBack(cache.overflowPlace)
    if let slot = cache.spacingSlot { spacings.giveBack(slot) }
  }

  /// Gives back the slot or the block at `place`.
  private func giveBack(_ place: OverflowPlace) {
    if let slot = place.slot { slots.giveBack(slot) }
    if let block = place.block {
      blocks[block].pointee = Block()
      blocks.giveBack(block)
    }
  }

  /// The block at `place`, taking one if it is not a block: a slot's answer moves to the
  /// block's second place, and the slot is given back.
  private func block(at place: inout OverflowPlace) -> UnsafeMutablePointer<Block> {
    if let block = place.block { return blocks[block] }
    let block = blocks.take(Block())
    if let slot = place.slot {
      blocks[block].pointee.second = slots[slot].pointee
      slots.giveBack(slot)
    }
    place = .block(block)
    return blocks[block]
  }

  // MARK: The `.swiftUI` policy's second and third answers

  /// The answer for `proposal` among the `searching` (1 or 2) entries after `front` at
  /// `place`; a hit moves to the front, and the entries before it move back one.
  func recentSize(
    for proposal: PackedProposal, at place: OverflowPlace, searching: Int, front: inout MeasurementCache.Entry
  ) -> CGSize? {
    if let slot = place.slot {
      let second = slots[slot]
      guard second.pointee.proposal.matches(proposal) else { return nil }
      swap(&front, &second.pointee)
      return front.size
    }
    guard let block = place.block else { return nil }
    let entries = blocks[block]
    if entries.pointee.second.proposal.matches(proposal) {
      swap(&front, &entries.pointee.second)
      return front.size
    }
    guard searching > 1, entries.pointee.third.proposal.matches(proposal) else { return nil }
    let found = entries.pointee.third
    entries.pointee.third = entries.pointee.second
    entries.pointee.second = front
    front = found
    return found.size
  }

  /// Pushes `entry`, the front entry being replaced, to the second place at `place`, which
  /// is to keep `kept` (1 or 2) answers: with 2, the second moves to the third, and the third
  /// is forgotten. Takes a slot, or a block for 2 answers, if `place` has no room for them.
  func pushRecent(_ entry: MeasurementCache.Entry, keeping kept: Int, at place: inout OverflowPlace) {
    if kept == 1, place.block == nil {
      let slot = place.slot ?? slots.take(entry)
      // Written whatever `take` did: a slot given back and taken again keeps its last answer.
      slots[slot].pointee = entry
      place = .slot(slot)
      return
    }
    let entries = block(at: &place)
    entries.pointee.third = entries.pointee.second
    entries.pointee.second = entry
  }

  // MARK: The `.unbounded` policy's answers

  /// The remembered answer for `proposal` in the block at `place`.
  func unboundedSize(for proposal: ProposedViewSize, at place: OverflowPlace) -> CGSize? {
    guard let block = place.block else { return nil }
    return blocks[block].pointee.all[proposal]
  }

  /// Remembers `size` for `proposal` in the block at `place` (taking one if it is not a
  /// block), after forgetting the block's other answers when `replacingAll` (the cache forgot
  /// its sizes, or kept them under the other policy, since it last remembered one).
  func rememberUnbounded(
    _ size: CGSize, for proposal: ProposedViewSize, at place: inout OverflowPlace, replacingAll: Bool
  ) {
    let entries = block(at: &place)
    if replacingAll { entries.pointee.all.removeAll(keepingCapacity: true) }
    entries.pointee.all[proposal] = size
  }

  // MARK: Spacing

  /// How many spacing slots nodes hold.
  var spacingSlotsInUse: Int { spacings.inUse }

  /// A place for one node's spacing.
  func takeSpacingSlot() -> Int32 { spacings.take(ViewSpacing()) }

  /// The spacing in `slot`.
  func spacing(in slot: Int32) -> ViewSpacing { spacings[slot].pointee }

  /// Puts `spacing` in `slot`.
  func setSpacing(_ spacing: ViewSpacing, in slot: Int32) { spacings[slot].pointee = spacing }
}
