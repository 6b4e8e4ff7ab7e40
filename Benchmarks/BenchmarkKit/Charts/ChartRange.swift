import Foundation

/// The range an axis shows for some values, its ticks, and where a value falls in it (0 at
/// the lower end, 1 at the upper): the rules of `ChartAxis.Scale`.
///
/// SwiftUI parity: none; a picture for benchmark results.
struct ChartRange: Equatable {
  let lower: Double
  let upper: Double
  let ticks: [Double]
  let logarithmic: Bool

  /// The range of `scale` for `values` (the ones the axis can show): `1...10` on a logarithmic
  /// axis and `0...1` on a linear one when there are none.
  init(scale: ChartAxis.Scale, values: [Double]) {
    switch scale {
    case .logarithmic:
      let shown = values.filter { $0.isFinite && $0 > 0 }
      // The 1e-9 keeps an exact power of ten from landing a decade off through rounding.
      var low = floor(log10(shown.min() ?? 1) + 1e-9)
      var high = ceil(log10(shown.max() ?? 10) - 1e-9)
      if high <= low { high = low + 1 }
      // Far too many decades for one label each: every few decades, starting at a power.
      let decades = high - low
      let every = max(1, (decades / 10).rounded(.up))
      low = (low / every).rounded(.down) * every
      high = low + (((high - low) / every).rounded(.up) * every)
      lower = pow(10, low)
      upper = pow(10, high)
      ticks = stride(from: low, through: high, by: every).map { pow(10, $0) }
      logarithmic = true
    case .linear:
      let shown = values.filter(\.isFinite)
      let low = min(0, shown.min() ?? 0)
      var high = shown.max() ?? 1
      if high <= low { high = low + 1 }
      let step = Self.niceStep((high - low) / 5)
      let first = (low / step).rounded(.down)
      let last = (high / step).rounded(.up)
      lower = first * step
      upper = last * step
      ticks = (0...Int(last - first)).map { (first + Double($0)) * step }
      logarithmic = false
    }
  }

  /// Where `value` falls: 0 at `lower`, 1 at `upper`; `nil` for a value the range cannot show.
  func fraction(_ value: Double) -> Double? {
    guard value.isFinite, !logarithmic || value > 0 else { return nil }
    if logarithmic { return (log10(value) - log10(lower)) / (log10(upper) - log10(lower)) }
    return (value - lower) / (upper - lower)
  }

  /// 1, 2 or 5 times a power of ten, the smallest at least `rough`.
  static func niceStep(_ rough: Double) -> Double {
    guard rough.isFinite, rough > 0 else { return 1 }
    let power = pow(10, floor(log10(rough)))
    let fraction = rough / power
    let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
    return nice * power
  }
}
