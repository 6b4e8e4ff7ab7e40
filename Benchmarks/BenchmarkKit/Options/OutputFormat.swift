/// How `layout-bench` writes its results.
///
/// SwiftUI parity: none; a harness.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// Aligned columns for a terminal, one block per workload family.
  case text
  /// One JSON document: the run's metadata, every result with its statistics and counters, and
  /// the targets.
  case json
  /// A results document (`Benchmarks/Results/<date>.md`): metadata, tables, targets, charts.
  case markdown
}
