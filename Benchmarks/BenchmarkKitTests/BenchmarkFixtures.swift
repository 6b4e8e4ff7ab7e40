@testable import BenchmarkKit

/// Results made up for the analysis, target and reporter tests: one sample each, so every
/// statistic is the given time.
enum BenchmarkFixtures {
  static func result(
    _ name: String, median: Double, parameters: [String: String] = [:], counters: LayoutCounters? = nil,
    memory: MemoryUsage? = nil, phases: [Phase: Double] = [:]
  ) -> WorkloadResult {
    let parts = name.split(separator: "/")
    let size = Int(parts.last ?? "") ?? 0
    var times: [Phase: Statistics] = [:]
    for (phase, value) in phases.merging([.total: median], uniquingKeysWith: { $1 }) {
      times[phase] = Statistics([value])
    }
    return WorkloadResult(
      name: name, family: WorkloadFamily(rawValue: String(parts[0])) ?? .tags,
      series: parts.dropLast().joined(separator: "/"),
      size: size, items: size, itemNoun: "tag", parameters: parameters, samples: 1, repetitions: 1, note: nil,
      times: times, counters: counters, memory: memory, diagnostics: [])
  }

  static let metadata = RunMetadata(
    date: "2026-01-02T03:04:05Z", command: "layout-bench --format markdown", cpu: "Test CPU", cores: 2,
    memoryBytes: 1 << 30, operatingSystem: "Linux", toolchain: "Swift version 6.3.1", compiler: "Swift compiler 6.3",
    commit: "0123456789abcdef", uncommittedChanges: false, budgetSeconds: 1, iterations: nil, runLimitSeconds: 60,
    smoke: false,
    phaseTimes: true, peakMemoryReset: true)
}
