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
  @exclusivity(unchecked) private var blocks = Pool<Block>()
  @exclusivity(unchecked) private var spacings = Pool<ViewSpacing>()

  deinit {
    blocks.deallocate()
    spacings.deallocate()
  }

  /// How many blocks there are, held or given back.
  var blockCount: Int { blocks.count }
  /// How many blocks nodes hold.
  var blocksInUse: Int { blocks.inUse }

  /// A block for one node's cache, empty.
  func takeBlock() -> Int32 { blocks.take(Block()) }

  /// Gives back what `cache` took, when its node is freed.
  func giveBack(_ cache: MeasurementCache) {
    if cache.overflowBlock >= 0 {
      blocks[cache.overflowBlock].pointee = Block()
      blocks.giveBack(cache.overflowBlock)
    }
    if cache.spacingSlot >= 0 { spacings.giveBack(cache.spacingSlot) }
  }

  // MARK: The `.swiftUI` policy's second and third answers

  /// The answer for `proposal` among the `searching` (1 or 2) entries after `front` in
  /// `block`; a hit moves to the front, and the entries before it move back one.
  func recentSize(
    for proposal: PackedProposal, in block: Int32, searching: Int, front: inout MeasurementCache.Entry
  ) -> CGSize? {
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

  /// Pushes `entry`, the front entry being replaced, to the second place in `block`; the
  /// second moves to the third, and the third is forgotten.
  func pushRecent(_ entry: MeasurementCache.Entry, in block: Int32) {
    let entries = blocks[block]
    entries.pointee.third = entries.pointee.second
    entries.pointee.second = entry
  }

  // MARK: The `.unbounded` policy's answers

  /// The remembered answer for `proposal` in `block`.
  func unboundedSize(for proposal: ProposedViewSize, in block: Int32) -> CGSize? {
    blocks[block].pointee.all[proposal]
  }

  /// Remembers `size` for `proposal` in `block`, after forgetting the block's other answers
  /// when `replacingAll` (the cache forgot its sizes since it last remembered one).
  func rememberUnbounded(_ size: CGSize, for proposal: ProposedViewSize, in block: Int32, replacingAll: Bool) {
    let entries = blocks[block]
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
