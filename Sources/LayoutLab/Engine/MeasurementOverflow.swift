import Foundation

/// What the measurement caches of one store's nodes keep outside their records: for each node
/// asked more than one question, its second and third most recent answers (under the
/// `.swiftUI` policy) or all its answers (under `.unbounded`), in one block per node; and for
/// each node asked its spacing, the spacing.
///
/// A node's `MeasurementCache` takes a block or a spacing slot the first time it needs one and
/// keeps it (a view asked two questions once is usually asked them again); the store gives
/// them back when the node is freed, and a later node reuses them. Both are addressed by
/// index, so taking one allocates nothing but a page now and then, and nothing here is
/// reference counted but the `.unbounded` dictionaries. One per `NodeStore`, which the engine
/// measuring its nodes also holds; not thread-safe, like the rest of a host.
final class MeasurementOverflow {
  /// One node's overflow.
  private struct Block {
    var second = MeasurementCache.Entry(.unspecified, .zero)
    var third = MeasurementCache.Entry(.unspecified, .zero)
    var all: [ProposedViewSize: CGSize] = [:]
  }

  // Blocks and spacings live in pages that never move (`NodePages`), not in arrays: an
  // array grown by doubling kept up to twice the room it needed, and both its old and new
  // storage at its peak. Read and written at every measurement, one node's at a time, so
  // they opt out of dynamic exclusivity checks.
  @exclusivity(unchecked) private var blocks = NodePages<Block>()
  /// How many blocks were ever made: the pages' first `blockCount` are initialized.
  @exclusivity(unchecked) private(set) var blockCount = 0
  /// Blocks given back, reused last given back first.
  @exclusivity(unchecked) private var freeBlocks: [Int32] = []
  @exclusivity(unchecked) private var spacings = NodePages<ViewSpacing>()
  @exclusivity(unchecked) private var spacingCount = 0
  /// Spacing slots given back, reused last given back first.
  @exclusivity(unchecked) private var freeSpacingSlots: [Int32] = []

  deinit {
    blocks.deallocate(initialized: blockCount)
    spacings.deallocate(initialized: spacingCount)
  }

  /// How many blocks nodes hold.
  var blocksInUse: Int { blockCount - freeBlocks.count }

  /// A block for one node's cache, empty.
  func takeBlock() -> Int32 {
    if let block = freeBlocks.popLast() { return block }
    if blockCount == blocks.capacity { blocks.addPage() }
    blocks[blockCount].initialize(to: Block())
    blockCount += 1
    return Int32(blockCount - 1)
  }

  /// Gives back what `cache` took, when its node is freed.
  func giveBack(_ cache: MeasurementCache) {
    if cache.overflowBlock >= 0 {
      blocks[Int(cache.overflowBlock)].pointee = Block()
      freeBlocks.append(cache.overflowBlock)
    }
    if cache.spacingSlot >= 0 { freeSpacingSlots.append(cache.spacingSlot) }
  }

  // MARK: The `.swiftUI` policy's second and third answers

  /// The answer for `proposal` among the `searching` (1 or 2) entries after `front` in
  /// `block`; a hit moves to the front, and the entries before it move back one.
  func recentSize(
    for proposal: PackedProposal, in block: Int32, searching: Int, front: inout MeasurementCache.Entry
  ) -> CGSize? {
    let entries = blocks[Int(block)]
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

  /// Pushes `entry`, the front entry being replaced, to the second place in `block`; the
  /// second moves to the third, and the third is forgotten.
  func pushRecent(_ entry: MeasurementCache.Entry, in block: Int32) {
    let entries = blocks[Int(block)]
    entries.pointee.third = entries.pointee.second
    entries.pointee.second = entry
  }

  // MARK: The `.unbounded` policy's answers

  /// The remembered answer for `proposal` in `block`.
  func unboundedSize(for proposal: ProposedViewSize, in block: Int32) -> CGSize? {
    blocks[Int(block)].pointee.all[proposal]
  }

  /// Remembers `size` for `proposal` in `block`, after forgetting the block's other answers
  /// when `replacingAll` (the cache forgot its sizes since it last remembered one).
  func rememberUnbounded(_ size: CGSize, for proposal: ProposedViewSize, in block: Int32, replacingAll: Bool) {
    let entries = blocks[Int(block)]
    if replacingAll { entries.pointee.all.removeAll(keepingCapacity: true) }
    entries.pointee.all[proposal] = size
  }

  // MARK: Spacing

  /// How many spacing slots nodes hold.
  var spacingSlotsInUse: Int { spacingCount - freeSpacingSlots.count }

  /// A place for one node's spacing.
  func takeSpacingSlot() -> Int32 {
    if let slot = freeSpacingSlots.popLast() { return slot }
    if spacingCount == spacings.capacity { spacings.addPage() }
    spacings[spacingCount].initialize(to: ViewSpacing())
    spacingCount += 1
    return Int32(spacingCount - 1)
  }

  /// The spacing in `slot`.
  func spacing(in slot: Int32) -> ViewSpacing { spacings[Int(slot)].pointee }

  /// Puts `spacing` in `slot`.
  func setSpacing(_ spacing: ViewSpacing, in slot: Int32) { spacings[Int(slot)].pointee = spacing }
}
