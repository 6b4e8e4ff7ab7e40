import Foundation

/// A node's remembered measurements: its `sizeThatFits` answers keyed by proposal, under the
/// engine's `MeasurementCachePolicy`, and its preferred spacing.
///
/// `LayoutEngine.measure` asks it before calling a layout and tells it the answer after;
/// `LayoutEngine.spacing(of:)` does the same for spacing. Both are a function of the node's
/// subtree only, so they are kept until something in the subtree changes: the update then
/// forgets them here and in every ancestor (`ViewNode.invalidateMeasurements()`).
///
/// Under a bounded policy the sizes are a most-recently-used list of at most three entries (a
/// hit moves the entry to the front, a new entry pushes out the oldest). The front entry is
/// kept here, in the node's record; most views are only ever asked one question (a flow's
/// items, a padding's content), so the second and third entries, and the `.unbounded`
/// policy's dictionary, live in the store's `MeasurementOverflow`, in a slot (the second
/// entry) or a block (both, or the dictionary) this cache takes the first time it needs one
/// and keeps until its node is freed. So does the spacing, which
/// only the subviews of layouts that read spacing are asked for (a stack's, not a flow's with
/// a given gap).
struct MeasurementCache {
  /// One remembered answer.
  struct Entry {
    var proposal: PackedProposal
    var size: CGSize

    init(_ proposal: ProposedViewSize, _ size: CGSize) {
      self.proposal = PackedProposal(proposal)
      self.size = size
    }
  }

  /// The most recent answer, when `count` is above zero.
  private var first = Entry(.unspecified, .zero)
  /// Where this node's older answers are in the store's `MeasurementOverflow`.
  private(set) var overflowPlace = OverflowPlace.none
  /// This node's place for its spacing in the store's `MeasurementOverflow`: -1 before its
  /// spacing is first remembered; the place's index while the spacing there is remembered;
  /// `-2 - index` once it is forgotten, the place still held for the next one (a flag beside
  /// the index would take a byte of the node's record).
  private var spacingPlace: Int32 = -1
  /// How many answers are remembered under the `.swiftUI` policy, up to three (the first here,
  /// the others in the overflow), or `unbounded` when the answers are the `.unbounded`
  /// policy's (in the overflow block's dictionary): answers remembered under one policy are
  /// never looked for under the other.
  private var count: UInt8 = 0
  private static let unbounded: UInt8 = .max
  // MARK: Sizes

  /// The remembered answer for `proposal` under `policy`, if any.
  ///
  /// Inlined into the engine's `measure`: most asks find nothing remembered (a node's first)
  /// or the most recent answer, which this checks before calling the rest.
  @inline(__always)
  mutating func size(
    for proposal: ProposedViewSize, policy: MeasurementCachePolicy, overflow: MeasurementOverflow
  ) -> CGSize? {
    // Nothing remembered, under any policy.
    if count == 0 { return nil }
    if policy == .swiftUI, count != Self.unbounded, first.proposal.matches(PackedProposal(proposal)) {
      return first.size
    }
    return anySize(for: proposal, policy: policy, overflow: overflow)
  }

  /// `size(for:policy:overflow:)` past its first check: every policy, every entry.
  @inline(never)
  private mutating func anySize(
    for proposal: ProposedViewSize, policy: MeasurementCachePolicy, overflow: MeasurementOverflow
  ) -> CGSize? {
    switch policy {
    case .none:
      return nil
    case .unbounded:
      guard count == Self.unbounded else { return nil }
      return overflow.unboundedSize(for: proposal, at: overflowPlace)
    case .swiftUI:
      guard count > 0, count != Self.unbounded else { return nil }
      let packed = PackedProposal(proposal)
      if first.proposal.matches(packed) { return first.size }
      guard count > 1 else { return nil }
      return overflow.recentSize(for: packed, at: overflowPlace, searching: Int(count) - 1, front: &first)
    }
  }

  /// Remembers `size` as the answer for `proposal`, as far as `policy` keeps answers.
  mutating func remember(
    _ size: CGSize, for proposal: ProposedViewSize, policy: MeasurementCachePolicy,
    overflow: MeasurementOverflow
  ) {
    switch policy {
    case .none:
      return
    case .unbounded:
      overflow.rememberUnbounded(size, for: proposal, at: &overflowPlace, replacingAll: count != Self.unbounded)
      count = Self.unbounded
    case .swiftUI:
      if count == Self.unbounded { count = 0 }
      let capacity = UInt8(MeasurementCachePolicy.swiftUI.capacity)
      if count > 0 { overflow.pushRecent(first, keeping: Int(min(count, capacity - 1)), at: &overflowPlace) }
      first = Entry(proposal, size)
      count = min(count + 1, capacity)
    }
  }

  /// Forgets the remembered sizes, keeping the spacing (which no policy affects). An
  /// `.unbounded` dictionary is emptied when the next size is remembered.
  mutating func removeSizes() {
    count = 0
  }

  /// Forgets everything: the sizes and the spacing.
  mutating func removeAll() {
    removeSizes()
    if spacingPlace >= 0 { spacingPlace = -2 - spacingPlace }
  }

  // MARK: Spacing

  /// The remembered preferred spacing; `nil` when none is remembered.
  func spacing(in overflow: MeasurementOverflow) -> ViewSpacing? {
    spacingPlace >= 0 ? overflow.spacing(in: spacingPlace) : nil
  }

  /// The place this node holds for its spacing in the store's `MeasurementOverflow`, whether
  /// or not a spacing is remembered there; `nil` if it holds none.
  var spacingSlot: Int32? {
    spacingPlace == -1 ? nil : spacingPlace >= 0 ? spacingPlace : -2 - spacingPlace
  }

  /// Remembers `spacing` as the preferred spacing.
  mutating func remember(_ spacing: ViewSpacing, overflow: MeasurementOverflow) {
    let slot = spacingSlot ?? overflow.takeSpacingSlot()
    spacingPlace = slot
    overflow.setSpacing(spacing, in: slot)
  }
}
