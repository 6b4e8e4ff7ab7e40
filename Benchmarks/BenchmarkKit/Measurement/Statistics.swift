/// Summary statistics of one measure over a workload's samples (nanoseconds for times).
///
/// Percentiles interpolate linearly between the two nearest ranks (the "R-7" definition used
/// by NumPy and spreadsheets): the median of an even count is the mean of the middle two, and
/// p90 of `[1, 2, ..., 10]` is 9.1. The standard deviation is the sample one (divided by
/// `count − 1`), 0 for a single sample.
///
/// SwiftUI parity: none; a harness.
public struct Statistics: Codable, Equatable, Sendable {
  /// How many samples.
  public let count: Int
  public let median: Double
  /// The 90th percentile.
  public let p90: Double
  public let min: Double
  public let max: Double
  public let mean: Double
  public let standardDeviation: Double

  /// The statistics of `samples`; `nil` when there are none or one is not a finite number.
  public init?(_ samples: [Double]) {
    guard !samples.isEmpty, samples.allSatisfy(\.isFinite) else { return nil }
    let sorted = samples.sorted()
    count = sorted.count
    median = Self.percentile(0.5, ofSorted: sorted)
    p90 = Self.percentile(0.9, ofSorted: sorted)
    min = sorted[0]
    max = sorted[sorted.count - 1]
    let mean = sorted.reduce(0, +) / Double(sorted.count)
    self.mean = mean
    let squares = sorted.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
    standardDeviation = sorted.count > 1 ? (squares / Double(sorted.count - 1)).squareRoot() : 0
  }

  /// The `fraction` percentile (0...1) of non-empty sorted values, interpolated between ranks.
  static func percentile(_ fraction: Double, ofSorted sorted: [Double]) -> Double {
    let position = Swift.min(Swift.max(fraction, 0), 1) * Double(sorted.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = Swift.min(lower + 1, sorted.count - 1)
    let weight = position - Double(lower)
    return sorted[lower] + (sorted[upper] - sorted[lower]) * weight
  }
}
