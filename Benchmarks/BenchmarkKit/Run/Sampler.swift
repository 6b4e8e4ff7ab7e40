/// The timed part of a workload, ready to run: made by `Workload.makeSampler` (untimed set-up:
/// data, hosts laid out once for updates) and run once per sample.
///
/// SwiftUI parity: none; a harness.
public protocol Sampler: AnyObject {
  /// Runs the workload `repetitions` times and returns its times per run. `renders` asks a
  /// layout workload to also time rendering its result (the first, memory-measuring run does
  /// not render, so rendering's strings do not count as the layout's memory).
  func run(repetitions: Int, renders: Bool) -> SampleTiming
  /// The deterministic counters of the first run of the last sample, `nil` for work that is
  /// not a layout.
  var counters: LayoutCounters? { get }
  /// The kinds of diagnostics that run reported (`unsettledLayout`, ...), sorted.
  var diagnostics: [String] { get }
}
