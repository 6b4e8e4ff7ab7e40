import Foundation

/// What a horizontal or vertical stack remembers between calls: the distances between its
/// children, their minimum and maximum lengths for the current minor proposal, and its last
/// distribution.
///
/// SwiftUI parity: the role of SwiftUI's `_StackLayoutCache` (layout rules S2, S8).
/// A repeated proposal reuses the last distribution. The ranges are measured again when the
/// minor proposal changes, or when the last proposal distributed had no major length (an
/// ideal-size distribution), as SwiftUI's stack re-prioritises its children then.
public struct _StackLayoutCache {
  /// The distance after each child but the last.
  var distances: [CGFloat]? = nil
  /// The minor proposal the ranges were measured with; `.none` when there are no ranges.
  var rangesMinor: CGFloat?? = nil
  /// Each child's major length when proposed 0 along the major axis, once measured.
  var minLengths: [CGFloat?] = []
  /// Each child's major length when proposed infinity along the major axis, once measured.
  var maxLengths: [CGFloat?] = []
  /// The last proposal distributed, and the proposals and sizes it gave each child.
  var lastProposal: ProposedViewSize? = nil
  var lastDistribution: StackDistribution? = nil

  /// Makes the ranges valid for `count` children at the minor proposal `minor`: keeps them
  /// when they were measured for that minor proposal and the last distribution had a major
  /// length, and forgets them otherwise (S8).
  mutating func prepareRanges(count: Int, minor: CGFloat?, axis: Axis) {
    let lastWasIdeal = lastProposal.map { $0[axis] == nil } ?? false
    guard rangesMinor != .some(minor) || lastWasIdeal || minLengths.count != count else { return }
    rangesMinor = .some(minor)
    minLengths = Array(repeating: nil, count: count)
    maxLengths = Array(repeating: nil, count: count)
  }

  /// The last distribution, if it was made for `proposal` and `count` children.
  func distribution(for proposal: ProposedViewSize, count: Int) -> StackDistribution? {
    guard lastProposal == proposal, let lastDistribution, lastDistribution.sizes.count == count else { return nil }
    return lastDistribution
  }
}

/// The proposal and size each child of a stack got, in source order.
struct StackDistribution {
  /// What each child was proposed.
  var proposals: [ProposedViewSize]
  /// What each child chose for its proposal.
  var sizes: [CGSize]
}
