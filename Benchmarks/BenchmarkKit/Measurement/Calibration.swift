/// How many samples a workload gets, and how many runs each sample repeats, from the times of a
/// warm-up run.
///
/// - A sample's timed work lasts at least `minimumSampleNanoseconds` (2 ms): a workload shorter
///   than that is repeated within one sample, and its times are divided by the repetitions, so
///   the clock's resolution and overhead do not show.
/// - Without `iterations`, the samples (their wall time, bookkeeping included) fill
///   `budgetNanoseconds`, at least `minimumSamples` (3)
///   and at most `maximumSamples` (30); a workload so slow that 3 samples exceed the budget
///   gets 3 and a note saying so.
/// - With `iterations`, exactly that many samples.
///
/// SwiftUI parity: none; a harness.
public struct Calibration: Equatable, Sendable {
  /// Runs of the workload per sample.
  public let repetitions: Int
  /// Samples taken.
  public let samples: Int
  /// Why the plan differs from the usual one (a slow workload), if it does.
  public let note: String?

  public static let minimumSampleNanoseconds = 2e6
  public static let minimumSamples = 3
  public static let maximumSamples = 30

  /// The plan for a workload whose warm-up run's timed work took `runNanoseconds` and whose
  /// whole sample (timed work and untimed bookkeeping: counting, releasing) took
  /// `wallNanoseconds`.
  public static func plan(
    runNanoseconds: Double, wallNanoseconds: Double, budgetNanoseconds: Double, iterations: Int?
  ) -> Calibration {
    let once = max(runNanoseconds, 1)
    let repetitions =
      once >= minimumSampleNanoseconds ? 1 : min(1_000_000, Int((minimumSampleNanoseconds / once).rounded(.up)))
    // The bookkeeping of the warm-up happens once per sample, the timed work once per run.
    let sample = max(wallNanoseconds - once, 0) + once * Double(repetitions)
    if let iterations { return Calibration(repetitions: repetitions, samples: max(1, iterations), note: nil) }
    let fitting = Int((budgetNanoseconds / sample).rounded(.down))
    guard fitting >= minimumSamples else {
      let note =
        "slow: \(minimumSamples) samples of \(DurationFormat.string(sample)), over the \(DurationFormat.string(budgetNanoseconds)) budget"
      return Calibration(repetitions: repetitions, samples: minimumSamples, note: note)
    }
    return Calibration(repetitions: repetitions, samples: min(maximumSamples, fitting), note: nil)
  }
}
