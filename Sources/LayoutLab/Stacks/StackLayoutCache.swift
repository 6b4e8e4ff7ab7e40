import Foundation

/// What a horizontal or vertical stack remembers between calls: the distances between its
/// children, their minimum and maximum lengths for the current minor proposal, and its last
/// distribution.
///
/// SwiftUI parity: the role of SwiftUI's `_StackLayoutCache` (`reference/semantics.md` S2, S8).
/// Ranges are measured again only when the minor proposal changes; a repeated proposal reuses
/// the last distribution.
public struct _StackLayoutCache {
  /// The distance after each child but the last.
  var distances: [CGFloat]? = nil
  /// The minor proposal the ranges were measured with.
  var rangesMinor: CGFloat?? = nil
  var minLengths: [CGFloat?] = []
  var maxLengths: [CGFloat?] = []
  /// The last proposal distributed, and the proposals and sizes it gave each child.
  var lastProposal: ProposedViewSize? = nil
  var lastDistribution: StackDistribution? = nil
}

/// The proposal and size each child of a stack got.
struct StackDistribution {
  var proposals: [ProposedViewSize]
  var sizes: [CGSize]
}
