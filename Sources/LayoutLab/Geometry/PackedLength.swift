import Foundation

/// An optional length kept in one `Double`, where a `CGFloat?` takes 9 bytes (16 beside other
/// fields): `nil` is a NaN bit pattern that no arithmetic produces, so a length computed as NaN
/// stays a NaN length. What the values kept per node or per subview are made of
/// (`PackedProposal`, `ViewSpacing`).
struct PackedLength {
  private var bits: Double

  private static let absent = Double(bitPattern: 0x7FF8_0000_DEAD_0002)

  init(_ value: CGFloat?) {
    bits = value.map { Double($0) } ?? Self.absent
  }

  /// The length as it was given.
  var value: CGFloat? { bits.bitPattern == Self.absent.bitPattern ? nil : CGFloat(bits) }

  /// Whether `other` is the same length, as `==` on `CGFloat?` says: `nil` matches `nil`, NaN
  /// matches nothing.
  func matches(_ other: PackedLength) -> Bool {
    bits == other.bits || (bits.bitPattern == Self.absent.bitPattern && other.bits.bitPattern == Self.absent.bitPattern)
  }
}
