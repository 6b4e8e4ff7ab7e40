/// Everything one run produced: its metadata, every workload's result (annotated with the
/// cross-result figures) and the targets evaluated from them. The reporters write it out.
///
/// SwiftUI parity: none; a harness.
public struct BenchmarkReport: Codable, Equatable, Sendable {
  public var metadata: RunMetadata
  public var results: [WorkloadResult]
  public var targets: [TargetVerdict]

  /// The report of `results`, annotated and evaluated.
  public init(metadata: RunMetadata, results: [WorkloadResult]) {
    self.metadata = metadata
    self.results = ResultAnalysis(results).annotated()
    targets = TargetEvaluator(self.results).verdicts()
  }

  /// The results of `family`, in run order.
  public func results(in family: WorkloadFamily) -> [WorkloadResult] {
    results.filter { $0.family == family }
  }
}
