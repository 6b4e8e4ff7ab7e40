/// The package's seeded random number generator, for the engine's property tests, the
/// benchmarks' workloads and randomised tests: SplitMix64 (Steele, Lea and Flood, 2014), a
/// value whose whole state is one 64-bit word, so a seed always gives the same sequence on
/// every machine and nothing is shared between tests.
public struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A whole number in `range`, every value equally likely (up to a negligible bias).
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  /// `true` with probability `percent` / 100.
  public mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

  /// One of `choices`, which must not be empty.
  public mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }

  /// A length in `range`: usually a whole number, often a multiple of 0.25, sometimes an odd
  /// fraction (a whole number plus 0.1, 1/3 or 0.7).
  public mutating func length(_ range: ClosedRange<Int>) -> Double {
    switch int(0...19) {
    case 0...10: return Double(int(range))
    case 11...16: return Double(int((range.lowerBound * 4)...(range.upperBound * 4))) / 4
    default: return min(Double(range.upperBound), Double(int(range)) + pick([0.1, 1.0 / 3, 0.7]))
    }
  }

  /// `length(range)` half of the time, `nil` the other half.
  public mutating func optionalLength(_ range: ClosedRange<Int>) -> Double? { chance(50) ? length(range) : nil }
}
