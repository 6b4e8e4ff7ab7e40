import Foundation

/// A `ProposedViewSize` kept in 16 bytes, where its two optional dimensions take 25 (32 with
/// alignment): each dimension a `Double`, an unspecified one as a NaN bit pattern that no
/// arithmetic produces. Every node's record keeps one (the proposal it was placed with), and
/// so does each entry of its measurement cache.
struct PackedProposal {
  private var width: Double
  private var height: Double

  init(_ proposal: ProposedViewSize) {
    width = Self.pack(proposal.width)
    height = Self.pack(proposal.height)
  }

  /// The proposal as it was given.
  var proposal: ProposedViewSize { ProposedViewSize(width: Self.unpack(width), height: Self.unpack(height)) }

  /// Whether `other` is the same proposal, as `==` on `ProposedViewSize` says: an unspecified
  /// dimension matches an unspecified one, a NaN dimension matches nothing.
  func matches(_ other: PackedProposal) -> Bool {
    Self.same(width, other.width) && Self.same(height, other.height)
  }

  private static let unspecified = Double(bitPattern: 0x7FF8_0000_DEAD_0002)

  private static func pack(_ value: CGFloat?) -> Double { value.map { Double($0) } ?? unspecified }

  private static func unpack(_ value: Double) -> CGFloat? {
    value.bitPattern == unspecified.bitPattern ? nil : CGFloat(value)
  }

  private static func same(_ lhs: Double, _ rhs: Double) -> Bool {
    lhs == rhs || (lhs.bitPattern == unspecified.bitPattern && rhs.bitPattern == unspecified.bitPattern)
  }
}
