import Foundation

/// A `ProposedViewSize` kept in 16 bytes, where its two optional dimensions take 25 (32 with
/// alignment): each dimension a `PackedLength`. Every node's record keeps one (the proposal it was placed with), and
/// so does each entry of its measurement cache.
struct PackedProposal {
  private var width: PackedLength
  private var height: PackedLength

  init(_ proposal: ProposedViewSize) {
    width = PackedLength(proposal.width)
    height = PackedLength(proposal.height)
  }

  /// The proposal as it was given.
  var proposal: ProposedViewSize { ProposedViewSize(width: width.value, height: height.value) }

  /// Whether `other` is the same proposal, as `==` on `ProposedViewSize` says: an unspecified
  /// dimension matches an unspecified one, a NaN dimension matches nothing.
  func matches(_ other: PackedProposal) -> Bool {
    width.matches(other.width) && height.matches(other.height)
  }
}
