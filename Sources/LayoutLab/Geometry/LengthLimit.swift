import Foundation

/// The largest magnitude LayoutLab accepts for a length a view is given as an argument (a stack
/// spacing, a padding, an offset, a position, a spacer's minimum length): 10³⁰⁰ points.
///
/// SwiftUI parity: SwiftUI takes any finite length. LayoutLab reports a larger one and uses the
/// argument's default instead, so that sums of such lengths cannot overflow to infinity: the
/// largest `CGFloat` is about 1.8 × 10³⁰⁸, so a hundred million lengths of 10³⁰⁰ still add up
/// to a finite one, while two stack spacings of -1e308 add up to -∞ (and the stack's
/// arithmetic then makes ∞ − ∞ = NaN).
enum LengthLimit {
  /// 10³⁰⁰ points.
  static let maximum: CGFloat = 1e300

  /// Whether `value` is finite and at most `maximum` in magnitude (NaN is not).
  static func accepts(_ value: CGFloat) -> Bool { abs(value) <= maximum }

  /// Why `value` is refused, for a diagnostic: "is not finite" or "is beyond ±1e+300".
  static func problem(with value: CGFloat) -> String {
    value.isFinite ? "is beyond ±\(formatLength(maximum))" : "is not finite"
  }
}
