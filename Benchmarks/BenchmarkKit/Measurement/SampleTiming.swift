/// The times of one sample, in nanoseconds per run of the workload (a sample that repeats a
/// short workload divides by the repetitions).
///
/// SwiftUI parity: none; a harness.
public struct SampleTiming: Equatable, Sendable {
  /// Time by phase; a phase not measured is absent.
  public var times: [Phase: Double] = [:]
  /// Wall time of the whole sample, timed work and untimed bookkeeping, for calibration.
  public var wall: Double = 0

  public init(times: [Phase: Double] = [:], wall: Double = 0) {
    self.times = times
    self.wall = wall
  }

  /// Adds `nanoseconds` to `phase`.
  mutating func add(_ phase: Phase, _ nanoseconds: Double) {
    times[phase, default: 0] += nanoseconds
  }

  /// Every time divided by `repetitions` (the wall time is kept whole).
  func perRun(_ repetitions: Int) -> SampleTiming {
    let divisor = Double(max(1, repetitions))
    return SampleTiming(times: times.mapValues { $0 / divisor }, wall: wall)
  }
}
