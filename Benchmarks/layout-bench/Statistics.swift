import Foundation

/// Summary statistics of a benchmark's samples, in nanoseconds.
struct Statistics {
  let median: Double
  let p90: Double
  let min: Double
  let max: Double
  let standardDeviation: Double

  init(_ samples: [Double]) {
    let sorted = samples.sorted()
    func percentile(_ p: Double) -> Double {
      sorted[Swift.min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))]
    }
    median = percentile(0.5)
    p90 = percentile(0.9)
    min = sorted.first ?? 0
    max = sorted.last ?? 0
    let mean = samples.reduce(0, +) / Double(Swift.max(samples.count, 1))
    standardDeviation = (samples.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(Swift.max(samples.count, 1))).squareRoot()
  }
}

/// Keeps a value alive so the optimiser cannot remove the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
