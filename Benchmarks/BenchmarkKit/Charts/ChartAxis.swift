import Foundation

/// One axis of an `SVGLineChart`: its title, its scale and how its values read.
///
///     ChartAxis(title: "tags", scale: .logarithmic, unit: .count)    // 100, 1k, 10k, 100k
///     ChartAxis(title: "median time", scale: .logarithmic, unit: .nanoseconds)   // 1 µs, 10 µs
///
/// SwiftUI parity: none; a picture for benchmark results (Swift Charts' axes do the same job).
public struct ChartAxis: Sendable {
  /// How values map to distance along the axis.
  public enum Scale: Sendable {
    /// Equal differences take equal distances; the range starts at 0 for data that is not
    /// negative and ends on a tick (steps of 1, 2 or 5 × a power of ten).
    case linear
    /// Equal ratios take equal distances; the range runs from the power of ten at or below the
    /// smallest value to the one at or above the largest, with a tick at each power. Values that
    /// are not positive cannot be drawn and are left out.
    case logarithmic
  }

  /// What the values are, for their labels.
  public enum Unit: Sendable {
    /// Plain numbers, with three significant digits.
    case number
    /// Counts, thousands as `k`, millions as `M`, billions as `G`: `1k`, `12.5k`, `3M`.
    case count
    /// Nanoseconds, as `850 ns`, `1.5 µs`, `20 ms`, `2 s`.
    case nanoseconds
  }

  public var title: String
  public var scale: Scale
  public var unit: Unit

  public init(title: String, scale: Scale = .linear, unit: Unit = .number) {
    self.title = title
    self.scale = scale
    self.unit = unit
  }

  /// Whether `value` can be drawn on this axis: finite, and positive on a logarithmic one.
  public func canShow(_ value: Double) -> Bool {
    value.isFinite && (scale == .linear || value > 0)
  }

  /// `value` as the axis writes it: three significant digits, trailing zeros dropped, and the
  /// unit's suffix (`1k`, `12.3k`, `1.5 µs`, `0.25`).
  public func label(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let steps: [(Double, String)]
    switch unit {
    case .number: return Self.significant(value)
    case .count: steps = [(1e9, "G"), (1e6, "M"), (1e3, "k")]
    case .nanoseconds: steps = [(1e9, " s"), (1e6, " ms"), (1e3, " µs")]
    }
    for (size, suffix) in steps where abs(value) >= size * 0.9995 {
      return Self.significant(value / size) + suffix
    }
    return Self.significant(value) + (unit == .nanoseconds ? " ns" : "")
  }

  /// `value` with three significant digits (at least its integer part), without trailing
  /// zeros: `1`, `12.5`, `0.125`, `1234`.
  static func significant(_ value: Double) -> String {
    if value == 0 { return "0" }
    let magnitude = abs(value)
    let decimals = magnitude >= 99.95 ? 0 : magnitude >= 9.995 ? 1 : magnitude >= 0.9995 ? 2 : 3
    var text = String(format: "%.\(decimals)f", value)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }
}
