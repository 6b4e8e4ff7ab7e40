import Foundation
import LayoutLab
import LayoutScenes

/// `layoutlab explain <scenario|scene.json|-> --view <view>`: lays the target out with tracing
/// on and says, in sentences, why one view has its size and place (`LayoutResult.explain`).
struct ExplainCommand {
  /// The host options, shared with `render`.
  private var render: RenderCommand
  var view: String?
  var frame: Int?

  static let help = """
    USAGE: layoutlab explain <scenario|scene.json|-> --view <view> [options]

    Lays out a built-in scenario (see `layoutlab list`), a JSON scene file or a scene read from
    standard input (-) and explains one
    view: each proposal it received, from whom and why, the rule it applied with its numbers,
    whether the measurement cache answered, where its parent placed it and by which rule, and
    what changed between frames.

    OPTIONS:
      --view <view>            The view: a summary (Text("You")), a summary and node number
                               as traces print it (Text("You")#17), a node number (17) or an id.
      --frame <n>              The frame to explain (default: the last).
      --width <points>         Host width (default: the scenario's).
      --height <points>        Host height (default: the scenario's).
      --device <name>          Host size and safe-area insets of a device: \(DevicePreset.all.map(\.name).joined(separator: ", ")).
      --dynamic-type <size>    \(DynamicTypeSize.allCases.map(\.description).joined(separator: ", ")).
      --direction <direction>  leftToRight or rightToLeft.
      --policy <policy>        Measurement cache: none, swiftUI, unbounded.
      -h, --help               Show this help.
    """

  init(_ arguments: [String]) throws(CommandLineError) {
    render = try RenderCommand([], command: "explain")
    var parser = OptionParser(arguments, command: "explain")
    var positional: [String] = []
    while let argument = parser.next() {
      switch argument {
      case "--view": view = try parser.value(for: argument)
      case "--frame": frame = try parser.count(for: argument)
      case "--width": render.width = try parser.length(for: argument)
      case "--height": render.height = try parser.length(for: argument)
      case "--device": render.device = try parser.choice(for: argument, DevicePreset.all.map { ($0.name, $0) })
      case "--dynamic-type":
        render.dynamicTypeSize = try parser.choice(for: argument, DynamicTypeSize.allCases.map { ($0.description, $0) })
      case "--direction":
        render.layoutDirection = try parser.choice(
          for: argument, [("leftToRight", LayoutDirection.leftToRight), ("rightToLeft", .rightToLeft)])
      case "--policy":
        render.policy = try parser.choice(for: argument, MeasurementCachePolicy.allCases.map { ($0.rawValue, $0) })
      default:
        if argument.hasPrefix("-") { throw parser.fail("unknown option \"\(argument)\"") }
        positional.append(argument)
      }
    }
    guard positional.count == 1, let target = positional.first else {
      throw parser.fail(
        positional.isEmpty
          ? "expected a scenario or scene file to explain a view of"
          : "expected one scenario or scene file, found \(positional.joined(separator: " "))")
    }
    guard view != nil else { throw parser.fail("--view is required: the view to explain") }
    render.target = target
  }

  /// Lays the target out and returns the explanation.
  func run() throws -> String {
    let (_, result) = try render.layOut(tracing: true, command: "explain")
    let reference = view ?? ""
    let matches = result.views(named: reference)
    guard let chosen = matches.first else {
      throw CommandLineError(description: Self.unknownView(reference, in: result), command: "explain")
    }
    guard let explanation = result.explain(nodeID: chosen.nodeID, frame: frame) else {
      throw CommandLineError(
        description:
          "--frame \(frame ?? 0): the layout ran \(result.frames.count) frame\(result.frames.count == 1 ? "" : "s")",
        command: "explain")
    }
    var text = "\(explanation)\n"
    if matches.count > 1 {
      let others = matches.dropFirst().prefix(3).map { "\($0.summary)#\($0.nodeID)" }
      text +=
        "\n\(matches.count) views match \(reference); this is the first. Pick another by its node number: "
        + others.map { "--view '\($0)'" }.joined(separator: ", ") + (matches.count > 4 ? ", …" : "") + ".\n"
    }
    return text
  }

  /// The error for a view no laid-out view matches, with the closest summaries.
  static func unknownView(_ reference: String, in result: LayoutResult) -> String {
    var summaries: [String] = []
    var seen = Set<String>()
    result.forEachView { if seen.insert($0.summary).inserted { summaries.append($0.summary) } }
    let lowered = reference.lowercased()
    var near = summaries.filter { $0.lowercased().contains(lowered) || lowered.contains($0.lowercased()) }
    if near.isEmpty {
      // Nearest first; among equally near ones, in tree order.
      near = summaries.enumerated().map { ($0.element, editDistance($0.element.lowercased(), lowered), $0.offset) }
        .sorted { ($0.1, $0.2) < ($1.1, $1.2) }.map(\.0)
    }
    let listed = near.prefix(5).joined(separator: ", ")
    return "no view matches \"\(reference)\"; the nearest: \(listed)"
  }

  /// The Levenshtein distance between two strings, with one row of memory.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var row = Array(0...b.count)
    for i in 1...max(1, a.count) where !a.isEmpty {
      var previous = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let saved = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = saved
      }
    }
    return a.isEmpty ? b.count : row[b.count]
  }
}
