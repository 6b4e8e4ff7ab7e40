import Foundation

/// The report as a results document (`Benchmarks/Results/<date>.md`): the run (machine,
/// toolchain, commit, command, date), how to read it, the benchmark targets with their
/// verdicts, the charts, per family a table of times and one of counters and memory, and the
/// workloads skipped as too slow.
///
/// SwiftUI parity: none; a harness.
public struct MarkdownReporter {
  /// A chart to show: its title and its path relative to the document.
  public struct ChartLink: Equatable, Sendable {
    public let title: String
    public let path: String

    public init(title: String, path: String) {
      self.title = title
      self.path = path
    }
  }

  public var charts: [ChartLink]

  public init(charts: [ChartLink] = []) {
    self.charts = charts
  }

  public func render(_ report: BenchmarkReport) -> String {
    var text = "# LayoutLab benchmark results, \(report.metadata.date.prefix(10))\n\n"
    text +=
      "Made by `layout-bench` (Benchmarks/). Times are per run of a workload, in a release build, on the machine below; "
      + "counters are deterministic and explain the times. The targets and their verdicts follow.\n\n"
    text += run(report.metadata, rawLoopNote: ResultAnalysis(report.results).rawLoopNote)
    text += guide
    text += targets(report.targets)
    if !charts.isEmpty {
      text += "## Charts\n\n"
      for chart in charts { text += "![\(cell(chart.title))](\(chart.path))\n\n" }
    }
    for family in WorkloadFamily.allCases {
      let results = report.results(in: family)
      guard !results.isEmpty else { continue }
      text += section(family, results)
    }
    if !report.skipped.isEmpty {
      text +=
        "## Skipped workloads\n\nNot measured: one run would take longer than the \(DurationFormat.significant(report.metadata.runLimitSeconds)) s limit (`--run-limit`).\n\n"
      for workload in report.skipped { text += "- `\(workload.name)`: \(workload.reason)\n" }
      text += "\n"
    }
    return text
  }

  private func run(_ meta: RunMetadata, rawLoopNote: String?) -> String {
    var rows: [(String, String)] = [
      ("Date", meta.date),
      (
        "Machine",
        "\(meta.cpu ?? "unknown CPU"), \(meta.cores) cores, \(ByteFormat.string(Int(clamping: meta.memoryBytes))) memory; \(meta.operatingSystem)"
      ),
      ("Toolchain", meta.toolchain ?? "`swift --version` not available"),
      ("Compiler", "\(meta.compiler), \(meta.build) build"),
      (
        "Commit",
        meta.commit.map { "`\($0)`" + (meta.uncommittedChanges == true ? " with uncommitted changes" : "") }
          ?? "unknown"
      ),
      ("Command", "`\(meta.command)`"),
    ]
    rows.append(
      (
        "Sampling",
        meta.smoke
          ? "smoke: every workload once at its smallest size"
          : "one warm-up run (two when cheap), then samples filling \(DurationFormat.significant(meta.budgetSeconds)) s per workload"
            + (meta.iterations.map { " (fixed: \($0) samples)" } ?? " (3 to 30 samples)")
            + "; a sample repeats a workload shorter than 2 ms until it lasts 2 ms; a size projected to take over "
            + "\(DurationFormat.significant(meta.runLimitSeconds)) s per run is skipped"
      ))
    rows.append(
      (
        "Phase times",
        meta.phaseTimes
          ? "reported by the engine (`ViewHost.recordsPhaseTimes`)" : "not reported by this engine: total times only"
      ))
    rows.append(
      (
        "Peak memory",
        meta.peakMemoryReset
          ? "`VmHWM` reset before each workload (`/proc/self/clear_refs`)"
          : "`VmHWM` could not be reset: peaks are cumulative"
      ))
    if let randomized = meta.addressRandomization {
      rows.append(
        (
          "Addresses",
          randomized
            ? "randomised (the system refused to turn it off): the raw loop, and every × raw ratio, may differ between runs"
            : "not randomised (`ADDR_NO_RANDOMIZE`, as `setarch -R`): runs of one build lay out alike"
        ))
    }
    if let rawLoopNote { rows.append(("Raw loop", rawLoopNote)) }
    var text = "## Run\n\n| | |\n|---|---|\n"
    for (name, value) in rows { text += "| \(name) | \(cell(value)) |\n" }
    return text + "\n"
  }

  private var guide: String {
    """
    ## How to read the tables

    - **total**: making the host and running `layout(in:)` until the layout settles (every frame, building the tree included; rendering excluded) for cold layouts; the `layout(in:)` after the change for incremental updates; the loop for the raw baselines. Statistics are over the samples: median, p90 (interpolated), min, max and the sample standard deviation.
    - **per item**: the median total divided by the tags (cards, tiles, levels).
    - **× raw**: the time per item divided by the raw greedy wrap over an array of sizes at the nearest N: how many times the physical limit a layout costs.
    - **% cold**: an update's median as a share of the cold layout of the same technique and N.
    - **update / measure+place / observe / result**: the engine's phases (`ViewHost.recordsPhaseTimes`), summed over frames; observe includes the actions it runs. **svg / json**: rendering the result with LayoutRendering's `SVGRenderer` and `JSONRenderer` (compact), timed in the first three samples.
    - **Counters** are those of one layout and are the same on every run: frames, bodies evaluated, node updates (nodes made or brought up to date, summed over the frames: the tree work), `sizeThatFits` asks (cache hits + misses), placements, preference reductions, actions, views.
    - **Peak memory**: the resident high-water mark during the workload's first run (set-up and one layout; no rendering, and the result's `PlacedView` tree is not built: `viewCount` counts the live tree) less the resident size when it started (the allocator's free memory is returned to the system first, `malloc_trim`); per view, divided by the views of the layout. Small workloads' figures are dominated by one-off allocations (caches the first layout of a kind fills); read the large ones.


    """
  }

  private func targets(_ verdicts: [TargetVerdict]) -> String {
    guard !verdicts.isEmpty else { return "" }
    var text =
      "## Targets\n\nEach benchmark target, evaluated from the numbers below.\n\n| target | measured | verdict |\n|---|---|---|\n"
    for verdict in verdicts {
      let mark =
        verdict.status == .met ? "**met**" : verdict.status == .missed ? "**\(verdict.summary)**" : verdict.summary
      text += "| \(cell(verdict.target)) | \(cell(verdict.measured)) | \(mark) |\n"
    }
    let explained = verdicts.filter { $0.explanation != nil }
    if !explained.isEmpty {
      text += "\nWhere the numbers come from:\n\n"
      for verdict in explained { text += "- *\(verdict.target)*: \(verdict.explanation ?? "")\n" }
    }
    return text + "\n"
  }

  private func section(_ family: WorkloadFamily, _ results: [WorkloadResult]) -> String {
    var text = "## \(family.title)\n\n\(family.summary)\n\n"
    let phases = Phase.allCases.dropFirst().filter { phase in results.contains { $0.time(phase) != nil } }
    var header = ["workload", "samples", "median", "p90", "min", "max", "stddev", "per item", "× raw"]
    if family == .incremental { header.append("% cold") }
    header += phases.map(\.heading)
    text += row(header) + row(header.enumerated().map { $0.offset == 0 ? "---" : "---:" })
    for result in results {
      let columns = ResultColumns(result: result)
      var cells = [
        "`\(result.name)`", columns.samples, columns.time(.total), columns.time(.total, \.p90),
        columns.time(.total, \.min),
        columns.time(.total, \.max), columns.time(.total, \.standardDeviation), columns.perItem, columns.ratio,
      ]
      if family == .incremental { cells.append(columns.percentOfCold) }
      cells += phases.map { columns.time($0) }
      text += row(cells)
    }
    if results.contains(where: { $0.counters != nil || $0.memory != nil }) {
      text += "\nCounters and memory:\n\n"
      let counterHeader = [
        "workload", "frames", "bodies", "node updates", "sizeThatFits", "hits", "misses", "placements", "reductions",
        "actions", "views",
        "peak growth", "per view",
      ]
      text += row(counterHeader) + row(counterHeader.enumerated().map { $0.offset == 0 ? "---" : "---:" })
      for result in results {
        let columns = ResultColumns(result: result)
        let c = result.counters
        let counts =
          c.map {
            [
              $0.frames, $0.bodies, $0.nodeUpdates, $0.sizeThatFits, $0.cacheHits, $0.cacheMisses, $0.placements,
              $0.preferenceReductions, $0.actionsCalled, $0.views,
            ].map(String.init)
          }
          ?? Array(repeating: "–", count: 10)
        text += row(["`\(result.name)`"] + counts + [columns.memory, columns.perView])
      }
    }
    let notes = results.flatMap { result in
      (result.note.map { ["`\(result.name)`: \($0)"] } ?? [])
        + (result.diagnostics.isEmpty
          ? [] : ["`\(result.name)`: diagnostics \(result.diagnostics.joined(separator: ", "))"])
    }
    if !notes.isEmpty { text += "\nNotes:\n\n" + notes.map { "- \($0)\n" }.joined() }
    return text + "\n"
  }

  private func row(_ cells: [String]) -> String {
    "| " + cells.joined(separator: " | ") + " |\n"
  }

  /// `text` safe in a table cell: pipes escaped, line breaks as spaces.
  private func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }
}
