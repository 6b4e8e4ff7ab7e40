import Foundation
import LayoutLab
import LayoutRendering
import LayoutScenes

/// `layoutlab render <scenario|scene.json>`: lays out a built-in scenario or a scene file and
/// prints (or writes) it in one of the renderers' formats.
struct RenderCommand {
  /// The output formats, by their command-line names.
  enum Format: String, CaseIterable {
    case text, trace, ascii, svg, html, json

    /// Whether the format shows the trace, so the host must record it.
    var needsTrace: Bool { self == .trace || self == .html || self == .json }
  }

  var target = Scenario.defaultName
  var width: CGFloat?
  var height: CGFloat?
  var device: DevicePreset?
  var dynamicTypeSize: DynamicTypeSize?
  var layoutDirection: LayoutDirection?
  var policy: MeasurementCachePolicy?
  var format = Format.text
  var output: String?
  var columns = 80
  var filter: String?
  var showsCounters = false

  static let help = """
    USAGE: layoutlab render <scenario|scene.json> [options]

    Lays out a built-in scenario (see `layoutlab list`) or a JSON scene file and prints it.

    OPTIONS:
    \(optionsHelp)
    """

  /// The options `render` and the default command share.
  static let optionsHelp = """
      --width <points>         Host width (default: the scenario's).
      --height <points>        Host height (default: the scenario's).
      --device <name>          Host size and safe-area insets of a device: \(DevicePreset.all.map(\.name).joined(separator: ", ")).
      --dynamic-type <size>    \(DynamicTypeSize.allCases.map(\.description).joined(separator: ", ")).
      --direction <direction>  leftToRight or rightToLeft.
      --policy <policy>        Measurement cache: none, swiftUI, unbounded.
      --format <format>        text, trace, ascii, svg, html, json (default: text).
      --columns <n>            Width of the ascii drawing in characters (default: 80).
      --filter <view>          Trace only this view: a node number (#5), an id (id:title) or a summary substring.
      --counters               Add counters to the text tree.
      --output <file>          Write to a file (whole or not at all) instead of standard output.
      -h, --help               Show this help.
    """

  /// Parses the arguments after `render` (or of the default command, with `defaultFormat`).
  init(_ arguments: [String], command: String = "render", defaultFormat: Format = .text) throws(CommandLineError) {
    format = defaultFormat
    var parser = OptionParser(arguments, command: command)
    var positional: [String] = []
    while let argument = parser.next() {
      switch argument {
      case "--width": width = try parser.length(for: argument)
      case "--height": height = try parser.length(for: argument)
      case "--device": device = try parser.choice(for: argument, DevicePreset.all.map { ($0.name, $0) })
      case "--dynamic-type":
        dynamicTypeSize = try parser.choice(for: argument, DynamicTypeSize.allCases.map { ($0.description, $0) })
      case "--direction":
        layoutDirection = try parser.choice(
          for: argument, [("leftToRight", LayoutDirection.leftToRight), ("rightToLeft", .rightToLeft)])
      case "--policy":
        policy = try parser.choice(for: argument, MeasurementCachePolicy.allCases.map { ($0.rawValue, $0) })
      case "--format": format = try parser.choice(for: argument, Format.allCases.map { ($0.rawValue, $0) })
      case "--columns": columns = try parser.count(for: argument)
      case "--filter": filter = try parser.value(for: argument)
      case "--output": output = try parser.value(for: argument)
      case "--counters": showsCounters = true
      default:
        if argument.hasPrefix("-") { throw parser.fail("unknown option \"\(argument)\"") }
        positional.append(argument)
      }
    }
    guard positional.count <= 1 else {
      throw parser.fail("expected one scenario or scene file, found \(positional.joined(separator: " "))")
    }
    if let target = positional.first { self.target = target }
  }

  /// Lays the target out and returns the rendering.
  func run() throws -> String {
    let (scenario, result) = try layOut(tracing: format.needsTrace)
    switch format {
    case .text: return TextTreeRenderer(showsCounters: showsCounters).render(result) + Summary(result).text
    case .trace: return TraceRenderer(filter: filter.map(TraceFilter.init)).render(result)
    case .ascii: return ASCIIRenderer(width: columns).render(result) + Summary(result).text
    case .svg: return SVGRenderer().render(result)
    case .html: return HTMLRenderer(title: "LayoutLab: \(scenario.name)").render(result)
    case .json: return JSONRenderer().render(result)
    }
  }

  /// The target with the host options applied, laid out (`command` names the command in
  /// errors).
  func layOut(tracing: Bool, command: String = "render") throws -> (Scenario, LayoutResult) {
    var scenario = try Self.scenario(target, command: command)
    if let device {
      scenario.hostSize = device.size
      scenario.safeAreaInsets = device.safeAreaInsets
    }
    if let width { scenario.hostSize.width = width }
    if let height { scenario.hostSize.height = height }
    if let dynamicTypeSize { scenario.dynamicTypeSize = dynamicTypeSize }
    if let layoutDirection { scenario.layoutDirection = layoutDirection }
    if let policy { scenario.measurementCachePolicy = policy }
    let host = scenario.makeHost()
    host.tracing = tracing
    return (scenario, host.layout(in: scenario.hostSize))
  }

  /// A built-in scenario by name, or a scene file by path; the scene's diagnostics go to
  /// standard error as warnings naming the file and the JSON path.
  static func scenario(_ target: String, command: String = "render") throws -> Scenario {
    if let scenario = Scenario.named(target) { return scenario }
    guard target.hasSuffix(".json") || FileManager.default.fileExists(atPath: target) else {
      throw CommandLineError(
        description:
          "unknown scenario \"\(target)\"; expected a scene file (.json) or one of \(Scenario.names.joined(separator: ", "))",
        command: command)
    }
    let scene: LayoutScene
    do {
      scene = try LayoutScene(contentsOfFile: target)
    } catch {
      throw CommandLineError(description: "\(error)", command: command)
    }
    for diagnostic in scene.diagnostics {
      FileHandle.standardError.write(Data("layoutlab: warning: \(target): \(diagnostic)\n".utf8))
    }
    return Scenario(scene: scene, name: (target as NSString).lastPathComponent)
  }
}

/// The counters line (and diagnostics) under a drawing or a tree.
struct Summary {
  let text: String

  init(_ result: LayoutResult) {
    var text = "\nviews \(result.viewCount) · frames \(result.frames.count) · \(result.counters) · \(result.tree)\n"
    if result.frames.count > 1 { text += result.frames.map { "\($0)\n" }.joined() }
    text += result.diagnostics.map { "diagnostic: \($0)\n" }.joined()
    self.text = text
  }
}
