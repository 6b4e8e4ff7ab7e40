import Foundation
import LayoutLab
import LayoutScenes

/// `layoutlab compare <comparison|scenario>`: the same items through every measurement technique
/// (a `Layout` with and without its cache, preferences over two frames, alignment guides,
/// `onGeometryChange`), side by side: frames to settle, body evaluations, `sizeThatFits` calls,
/// cache hits and misses, preference reductions, actions and wall time, and whether their final
/// frames agree.
struct CompareCommand {
  let comparison: TechniqueComparison

  static let help = """
    USAGE: layoutlab compare <comparison|scenario>

    Runs the same items through every measurement technique and prints their costs side by side.

    COMPARISONS:
    \(TechniqueComparison.all.map { "  \($0.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))

    A technique scenario's name (e.g. tags-collection-view) selects its comparison too.

    OPTIONS:
      -h, --help   Show this help.
    """

  init(_ arguments: [String]) throws(CommandLineError) {
    var parser = OptionParser(arguments, command: "compare")
    var name: String?
    while let argument = parser.next() {
      if argument.hasPrefix("-") { throw parser.fail("unknown option \"\(argument)\"") }
      guard name == nil else { throw parser.fail("expected one comparison, found another: \"\(argument)\"") }
      name = argument
    }
    let chosen = name ?? "tags"
    guard
      let comparison = TechniqueComparison.named(chosen)
        ?? Scenario.named(chosen)?.comparison.flatMap(TechniqueComparison.named)
    else {
      throw parser.fail(
        "unknown comparison \"\(chosen)\"; expected one of \(TechniqueComparison.all.map(\.name).joined(separator: ", "))"
      )
    }
    self.comparison = comparison
  }

  /// One technique's run.
  private struct Row {
    let technique: FlowTechnique
    let result: LayoutResult
    let milliseconds: Double
  }

  func run() -> String {
    let rows = FlowTechnique.allCases.map { technique -> Row in
      let scenario = comparison.scenario(technique)
      let host = scenario.makeHost()
      let start = DispatchTime.now().uptimeNanoseconds
      let result = host.layout(in: scenario.hostSize)
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
      return Row(technique: technique, result: result, milliseconds: elapsed)
    }
    var output = "compare \(comparison.name): \(comparison.summary)\n\n"
    output += table(rows)
    let disagreeing = rows.dropFirst().filter { !comparison.agree(rows[0].result, $0.result) }
    output += "\nfinal frames agree: "
    output +=
      disagreeing.isEmpty
      ? "yes (\(comparison.words.count) items)\n"
      : "no: \(disagreeing.map(\.technique.name).joined(separator: ", ")) differ from \(rows[0].technique.name)\n"
    output += "times are one debug-or-release run each; use layout-bench for statistics\n"
    return output
  }

  private func table(_ rows: [Row]) -> String {
    let header = ["technique", "frames", "bodies", "sizeThatFits", "hits", "misses", "reductions", "actions", "ms"]
    let lines = rows.map { row -> [String] in
      let counters = row.result.counters
      return [
        row.technique.name, "\(row.result.frames.count)", "\(row.result.tree.bodyEvaluations)",
        "\(counters.sizeThatFitsCalls)", "\(counters.cacheHits)", "\(counters.cacheMisses)",
        "\(row.result.preferenceReductions)", "\(row.result.actionsCalled)", String(format: "%.2f", row.milliseconds),
      ]
    }
    let widths = header.indices.map { column in ([header] + lines).map { $0[column].count }.max() ?? 0 }
    func format(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        column == 0
          ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
          : String(repeating: " ", count: widths[column] - cell.count) + cell
      }.joined(separator: "  ") + "\n"
    }
    return ([header] + lines).map(format).joined()
  }
}
