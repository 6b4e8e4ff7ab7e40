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
/// hit moves the entry to the front, a new entry pushes out the oldest), kept inline so that a
/// node allocates nothing for them; under `.unbounded` a dictionary. The spacing is kept as a
/// `ViewSpacing` and a flag next to the count rather than a `ViewSpacing?`, whose tag would
/// take a word of its own, because every node carries one.
struct MeasurementCache {
  /// One remembered answer.
  private struct Entry {
    var proposal: PackedProposal
    var size: CGSize

    init(_ proposal: ProposedViewSize, _ size: CGSize) {
      self.proposal = PackedProposal(proposal)
      self.size = size
    }
  }

  private var first = Entry(.unspecified, .zero)
  private var second = Entry(.unspecified, .zero)
  private var third = Entry(.unspecified, .zero)
  private var all: [ProposedViewSize: CGSize] = [:]

  /// The remembered spacing, when `hasSpacing`.
  private var storedSpacing = ViewSpacing()
  /// How many of `first`, `second` and `third` hold an answer. Kept next to `hasSpacing`, so
  /// that the two one-byte fields share padding.
  private var count: UInt8 = 0
  private var hasSpacing = false

  // MARK: Sizes

  /// The remembered answer for `proposal` under `policy`, if any.
  mutating func size(for proposal: ProposedViewSize, policy: MeasurementCachePolicy) -> CGSize? {
    switch policy {
    case .none:
      return nil
    case .unbounded:
      return all.isEmpty ? nil : all[proposal]
    case .swiftUI:
      let packed = PackedProposal(proposal)
      if count > 0, first.proposal.matches(packed) { return first.size }
      if count > 1, second.proposal.matches(packed) {
        swap(&first, &second)
        return first.size
      }
      if count > 2, third.proposal.matches(packed) {
        let found = third
        third = second
        second = first
        first = found
        return found.size
      }
      return nil
    }
  }

  /// Remembers `size` as the answer for `proposal`, as far as `policy` keeps answers.
  mutating func remember(_ size: CGSize, for proposal: ProposedViewSize, policy: MeasurementCachePolicy) {
    switch policy {
    case .none:
      return
    case .unbounded:
      all[proposal] = size
    case .swiftUI:
      third = second
      second = first
      first = Entry(proposal, size)
      count = min(count + 1, UInt8(MeasurementCachePolicy.swiftUI.capacity))
    }
  }

  /// Forgets the remembered sizes, keeping the spacing (which no policy affects).
  mutating func removeSizes() {
    count = 0
    if !all.isEmpty { all.removeAll() }
  }

  /// Forgets everything: the sizes and the spacing.
  mutating func removeAll() {
    removeSizes()
    hasSpacing = false
  }

  // MARK: Spacing

  /// The remembered preferred spacing; `nil` when none is remembered.
  var spacing: ViewSpacing? {
    get { hasSpacing ? storedSpacing : nil }
    set {
      guard let newValue else {
        hasSpacing = false
        return
      }
      storedSpacing = newValue
      hasSpacing = true
    }
  }
}
