import Foundation

/// How the sizes of a workload series grow, and so how the time of its next size is projected
/// from the two before it (the runner skips a size projected to take too long).
///
/// SwiftUI parity: none; a harness.
public enum SizeProgression: Sendable {
  /// Sizes grow by factors (N = 100, 1k, 10k, 100k): time follows a power of the size, the
  /// exponent measured between the two previous sizes.
  case geometric
  /// Sizes grow by steps (depth 1, 2, 5, 10, ...): time may grow exponentially with the size
  /// (a stack probing its child twice per level, with no cache), at the rate measured between
  /// the two previous sizes.
  case arithmetic

  /// The projected time at `size` from the times at two smaller sizes; `nil` when they do
  /// not allow a projection (equal sizes, a time that is not positive).
  public func project(from first: (size: Int, time: Double), _ second: (size: Int, time: Double), to size: Int)
    -> Double?
  {
    guard first.size > 0, second.size > first.size, size > second.size, first.time > 0, second.time > 0 else {
      return nil
    }
    let growth = second.time / first.time
    switch self {
    case .geometric:
      let exponent = log(growth) / log(Double(second.size) / Double(first.size))
      return second.time * pow(Double(size) / Double(second.size), exponent)
    case .arithmetic:
      return second.time * pow(growth, Double(size - second.size) / Double(second.size - first.size))
    }
  }
}
