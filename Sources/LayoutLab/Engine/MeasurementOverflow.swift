import Foundation

/// What the measurement caches of one store's nodes keep outside their records: for each node
/// asked more than one question, its second and third most recent answers (under the
/// `.swiftUI` policy) or all its answers (under `.unbounded`), in one block per node; and for
/// each node asked its spacing, the spacing.
///
/// A node's `MeasurementCache` takes a block or a spacing slot the first time it needs one and
/// keeps it (a view asked two questions once is usually asked them again); the store gives
/// them back when the node is freed, and a later node reuses them. Both are addressed by
/// index, so taking one allocates nothing once the arrays have grown, and nothing here is
/// reference counted but the `.unbounded` dictionaries.
struct MeasurementOverflow {
  /// One node's overflow.
  private struct Block {
    var second = MeasurementCache.Entry(.unspecified, .zero)
    var third = MeasurementCache.Entry(.unspecified, .zero)
    var all: [ProposedViewSize: CGSize] = [:]
  }

  private var blocks: [Block] = []
  /// Blocks given back, reused last given back first.
  private var freeBlocks: [Int32] = []
  private var spacings: [ViewSpacing] = []
  /// Spacing slots given back, reused last given back first.
  private var freeSpacingSlots: [Int32] = []

  /// How many blocks there are, held or given back.
  var blockCount: Int { blocks.count }
  /// How many blocks nodes hold.
  var blocksInUse: Int { blocks.count - freeBlocks.count }

  /// A block for one node's cache, empty.
  mutating func takeBlock() -> Int32 {
    if let block = freeBlocks.popLast() { return block }
    blocks.append(Block())
    return Int32(blocks.count - 1)
  }

  /// Gives back what `cache` took, when its node is freed.
  mutating func giveBack(_ cache: MeasurementCache) {
    if cache.overflowBlock >= 0 {
      blocks[Int(cache.overflowBlock)] = Block()
      freeBlocks.append(cache.overflowBlock)
    }
    if cache.spacingSlot >= 0 { freeSpacingSlots.append(cache.spacingSlot) }
  }

  // MARK: The `.swiftUI` policy's second and third answers

  /// The answer for `proposal` among the `searching` (1 or 2) entries after `front` in
  /// `block`; a hit moves to the front, and the entries before it move back one.
  mutating func recentSize(
    for proposal: PackedProposal, in block: Int32, searching: Int, front: inout MeasurementCache.Entry
  ) -> CGSize? {
    let index = Int(block)
    if blocks[index].second.proposal.matches(proposal) {
      swap(&front, &blocks[index].second)
      return front.size
    }
    guard searching > 1, blocks[index].third.proposal.matches(proposal) else { return nil }
    let found = blocks[index].third
    blocks[index].third = blocks[index].second
    blocks[index].second = front
    front = found
    return found.size
  }

  /// Pushes `entry`, the front entry being replaced, to the second place in `block`; the
  /// second moves to the third, and the third is forgotten.
  mutating func pushRecent(_ entry: MeasurementCache.Entry, in block: Int32) {
    let index = Int(block)
    blocks[index].third = blocks[index].second
    blocks[index].second = entry
  }

  // MARK: The `.unbounded` policy's answers

  /// The remembered answer for `proposal` in `block`.
  func unboundedSize(for proposal: ProposedViewSize, in block: Int32) -> CGSize? {
    blocks[Int(block)].all[proposal]
  }

  /// Remembers `size` for `proposal` in `block`, after forgetting the block's other answers
  /// when `replacingAll` (the cache forgot its sizes since it last remembered one).
  mutating func rememberUnbounded(_ size: CGSize, for proposal: ProposedViewSize, in block: Int32, replacingAll: Bool) {
    let index = Int(block)
    if replacingAll { blocks[index].all.removeAll(keepingCapacity: true) }
    blocks[index].all[proposal] = size
  }

  // MARK: Spacing

  /// How many spacing slots nodes hold.
  var spacingSlotsInUse: Int { spacings.count - freeSpacingSlots.count }

  /// A place for one node's spacing.
  mutating func takeSpacingSlot() -> Int32 {
    if let slot = freeSpacingSlots.popLast() { return slot }
    spacings.append(ViewSpacing())
    return Int32(spacings.count - 1)
  }

  /// The spacing in `slot`.
  func spacing(in slot: Int32) -> ViewSpacing { spacings[Int(slot)] }

  /// Puts `spacing` in `slot`.
  mutating func setSpacing(_ spacing: ViewSpacing, in slot: Int32) { spacings[Int(slot)] = spacing }
}
