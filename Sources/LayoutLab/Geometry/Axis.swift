import Foundation

/// The horizontal or vertical dimension.
///
/// SwiftUI parity: `Axis` with its `Set` option set.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  case horizontal
  case vertical

  /// A set of axes, as taken by `ScrollView` and `fixedSize`.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1 << 0)
    public static let vertical = Set(rawValue: 1 << 1)
  }

  /// The other axis.
  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
  /// The length along `axis`.
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// Builds a size from a major (stacking-axis) and a minor length.
  init(major: CGFloat, minor: CGFloat, axis: Axis) {
    self =
      axis == .horizontal
      ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
  }
}

extension CGPoint {
  /// The coordinate along `axis`.
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }
}
