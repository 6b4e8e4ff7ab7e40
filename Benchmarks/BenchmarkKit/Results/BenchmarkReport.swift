/// Everything one run produced: its metadata, every workload's result (annotated with the
/// cross-result figures), the targets evaluated from them, and the workloads skipped as too
/// slow. The reporters write it out.
///
/// SwiftUI parity: none; a harness.
public struct BenchmarkReport: Codable, Equatable, Sendable {
  public var metadata: RunMetadata
  public var results: [WorkloadResult]
  public var targets: [TargetVerdict]
  /// Workloads selected but not run, as too slow (`--run-limit`).
  public var skipped: [SkippedWorkload]

  /// The report of `results`, annotated and (unless it is a smoke run) evaluated.
  public init(metadata: RunMetadata, results: [WorkloadResult], skipped: [SkippedWorkload] = []) {
    self.metadata = metadata
    self.skipped = skipped
    self.results = ResultAnalysis(results).annotated()
    // A smoke run's single runs at the smallest sizes say nothing about the targets.
    targets = metadata.smoke ? [] : TargetEvaluator(self.results).verdicts()
  }

  /// The results of `family`, in run order.
  public func results(in family: WorkloadFamily) -> [WorkloadResult] {
    results.filter { $0.family == family }
  }
}
