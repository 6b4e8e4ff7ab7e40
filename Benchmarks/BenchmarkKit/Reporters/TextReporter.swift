import Foundation

/// The report for a terminal: a header with the machine and build, one table per family
/// (statistics of the total time, per-item time, ratio to the raw baseline; under each row its
/// phases, counters and memory), and the targets its workloads measured.
///
/// SwiftUI parity: none; a harness.
public struct TextReporter {
  public init() {}

  public func render(_ report: BenchmarkReport) -> String {
    let meta = report.metadata
    var text =
      "layout-bench · \(meta.date) · commit \(meta.commit.map { String($0.prefix(12)) } ?? "unknown")"
      + (meta.uncommittedChanges == true ? " (uncommitted changes)" : "") + "\n"
    text += "\(meta.cpu ?? "unknown CPU") · \(meta.cores) cores · \(meta.toolchain ?? meta.compiler) · \(meta.build)\n"
    text +=
      meta.smoke
      ? "smoke run: every workload once at its smallest size\n"
      : "budget \(DurationFormat.significant(meta.budgetSeconds)) s per workload"
        + (meta.iterations.map { " · \($0) samples each" } ?? "") + " · times are medians per run\n"
    if !meta.phaseTimes { text += "phase times: not reported by this engine (total only)\n" }
    if meta.addressRandomization == true {
      text += "address randomisation on: the raw loop, and every × raw ratio, may differ between runs\n"
    }
    if let note = ResultAnalysis(report.results).rawLoopNote { text += note + "\n" }
    for family in WorkloadFamily.allCases {
      let results = report.results(in: family)
      guard !results.isEmpty else { continue }
      text += "\n== \(family.title)\n"
      var header = ["workload", "samples", "median", "p90", "min", "max", "stddev", "per item", "× raw"]
      if family == .incremental { header.append("% cold") }
      var table = TextTable(header: header)
      for result in results {
        let columns = ResultColumns(result: result)
        var row = [
          result.name, columns.samples, columns.time(.total), columns.time(.total, \.p90), columns.time(.total, \.min),
          columns.time(.total, \.max), columns.time(.total, \.standardDeviation), columns.perItem, columns.ratio,
        ]
        if family == .incremental { row.append(columns.percentOfCold) }
        var details: [String] = []
        if let phases = columns.phasesLine { details.append(phases) }
        if let counters = columns.countersLine { details.append(counters) }
        if result.memory != nil { details.append("memory \(columns.memory) at peak, \(columns.perView) per view") }
        if let note = result.note { details.append(note) }
        if !result.diagnostics.isEmpty { details.append("diagnostics: " + result.diagnostics.joined(separator: ", ")) }
        table.add(row, details: details)
      }
      text += table.render()
    }
    if !report.skipped.isEmpty {
      text += "\n== Skipped (over the \(DurationFormat.significant(meta.runLimitSeconds)) s run limit)\n"
      for workload in report.skipped { text += "\(workload.name): \(workload.reason)\n" }
    }
    let judged = report.targets.filter { $0.status != .notMeasured }
    if !report.targets.isEmpty {
      text += "\n== Targets\n"
      for verdict in judged {
        text += "[\(verdict.summary)] \(verdict.target)\n    \(verdict.measured)\n"
      }
      let unjudged = report.targets.count - judged.count
      if unjudged > 0 { text += "(\(unjudged) more targets not measured: their workloads did not run)\n" }
    }
    return text
  }
}
