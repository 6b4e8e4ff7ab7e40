import Foundation

/// Nanoseconds as people read them: three significant digits and a unit (`850 ns`,
/// `1.23 µs`, `45.6 ms`, `2.10 s`).
///
/// SwiftUI parity: none; a harness.
public enum DurationFormat {
  public static func string(_ nanoseconds: Double) -> String {
    guard nanoseconds.isFinite else { return "–" }
    let units: [(Double, String)] = [(1e9, "s"), (1e6, "ms"), (1e3, "µs")]
    // 999.7 ns rounds to 1000 at three digits: it is written 1.00 µs.
    for (scale, unit) in units where abs(nanoseconds) >= scale * 0.9995 {
      return significant(nanoseconds / scale) + " " + unit
    }
    return significant(nanoseconds) + " ns"
  }

  /// `value` with three significant digits (at least the integer part).
  static func significant(_ value: Double) -> String {
    let magnitude = abs(value)
    let decimals = magnitude >= 99.95 ? 0 : magnitude >= 9.995 ? 1 : 2
    return String(format: "%.\(decimals)f", value)
  }
}
