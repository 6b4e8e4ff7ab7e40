import LayoutLab

/// Comparisons for the custom-layout fixtures' expected numbers, which are often fractions.
enum FixtureGeometry {
  /// The tolerance for hand-computed lengths.
  static let tolerance: CGFloat = 0.001

  /// Whether `frame` exists and matches `expected` in every component, within the tolerance.
  static func matches(_ frame: CGRect?, _ expected: CGRect) -> Bool {
    guard let frame else { return false }
    return abs(frame.origin.x - expected.origin.x) < tolerance
      && abs(frame.origin.y - expected.origin.y) < tolerance
      && abs(frame.size.width - expected.size.width) < tolerance
      && abs(frame.size.height - expected.size.height) < tolerance
  }

  /// Whether `size` matches `expected` within the tolerance.
  static func matches(_ size: CGSize, _ expected: CGSize) -> Bool {
    abs(size.width - expected.width) < tolerance && abs(size.height - expected.height) < tolerance
  }
}
