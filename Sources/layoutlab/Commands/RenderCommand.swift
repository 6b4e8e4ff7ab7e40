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
  /// `--widths`: the host widths of a width sweep page (HTML only).
  var widths: [CGFloat]?
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
  /// Whether to render again each time the scene file changes (`render` only).
  var watches = false

  static let help = """
    USAGE: layoutlab render <scenario|scene.json|-> [options]

    Lays out a built-in scenario (see `layoutlab list`), a JSON scene file, or a scene read
    from standard input (-), and prints it.

    OPTIONS:
    \(optionsHelp)
      --watch                  Render the scene file again each time it changes (looked at every
                               200 ms); an invalid edit prints its error and the watch goes on.
                               Ctrl-C stops it (status 0).
    """

  /// The options `render` and the default command share.
  static let optionsHelp = """
      --width <points>         Host width (default: the scenario's).
      --height <points>        Host height (default: the scenario's).
      --widths <widths>        With --format html: one page with the layouts at these host widths and a
                               width slider; <from>...<to>[:<step>] (step default \(formatLength(WidthList.defaultStep))) or a
                               list w1,w2,...; at most \(WidthList.maximumCount) widths; not with --width.
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
      case "--widths": widths = try WidthList.parse(try parser.value(for: argument), flag: argument, command: command)
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
      case "--watch" where command == "render": watches = true
      default:
        if argument.hasPrefix("-"), argument != "-" { throw parser.fail("unknown option \"\(argument)\"") }
        positional.append(argument)
      }
    }
    guard positional.count <= 1 else {
      throw parser.fail("expected one scenario or scene file, found \(positional.joined(separator: " "))")
    }
    if let target = positional.first { self.target = target }
    if widths != nil {
      guard format == .html else {
        throw parser.fail(
          "--widths makes a page with a width slider: it needs --format html, found --format \(format.rawValue)")
      }
      guard width == nil else {
        throw parser.fail("--width and --widths cannot be combined; give the widths in --widths")
      }
    }
    if watches {
      guard case .file = try SceneSource(target, command: command) else {
        throw parser.fail("--watch needs a scene file to watch, found \"\(target)\"")
      }
    }
  }

  /// Lays the target out and returns the rendering.
  func run() throws(CommandLineError) -> String {
    render(try SceneSource(target, command: "render").load(command: "render"))
  }

  /// `loaded` with the command's host options applied.
  func configured(_ loaded: Scenario) -> Scenario {
    var scenario = loaded
    if let device {
      scenario.hostSize = device.size
      scenario.safeAreaInsets = device.safeAreaInsets
    }
    if let width { scenario.hostSize.width = width }
    if let height { scenario.hostSize.height = height }
    if let dynamicTypeSize { scenario.dynamicTypeSize = dynamicTypeSize }
    if let layoutDirection { scenario.layoutDirection = layoutDirection }
    if let policy { scenario.measurementCachePolicy = policy }
    return scenario
  }

  /// The target (a scenario, a scene file or `-`) with the host options applied, laid out
  /// (`command` names the command in errors).
  func layOut(tracing: Bool, command: String = "render") throws(CommandLineError) -> (Scenario, LayoutResult) {
    let scenario = configured(try SceneSource(target, command: command).load(command: command))
    let host = scenario.makeHost()
    host.tracing = tracing
    return (scenario, host.layout(in: scenario.hostSize))
  }

  /// Lays `loaded` out with the command's host options and returns the rendering.
  func render(_ loaded: Scenario) -> String {
    let scenario = configured(loaded)
    if let widths { return sweep(scenario, widths: widths) }
    let host = scenario.makeHost()
    host.tracing = format.needsTrace
    let result = host.layout(in: scenario.hostSize)
    switch format {
    case .text: return TextTreeRenderer(showsCounters: showsCounters).render(result) + Summary(result).text
    case .trace: return TraceRenderer(filter: filter.map(TraceFilter.init)).render(result)
    case .ascii: return ASCIIRenderer(width: columns).render(result) + Summary(result).text
    case .svg: return SVGRenderer().render(result)
    case .html: return HTMLRenderer(title: "LayoutLab: \(scenario.name)").render(result)
    case .json: return JSONRenderer().render(result)
    }
  }

  /// The width sweep page: the scenario laid out at each width (its height unchanged), each in a
  /// fresh traced host so that every view carries its explanation, opened at the width nearest
  /// to the scenario's own.
  private func sweep(_ scenario: Scenario, widths: [CGFloat]) -> String {
    let layouts = widths.map { width -> (width: CGFloat, result: LayoutResult) in
      var scenario = scenario
      scenario.hostSize.width = width
      let host = scenario.makeHost()
      host.tracing = true
      return (width, host.layout(in: scenario.hostSize))
    }
    let title =
      "LayoutLab: \(scenario.name), widths \(formatLength(widths[0]))–\(formatLength(widths[widths.count - 1]))"
    return HTMLRenderer(title: title).render(layouts, initialWidth: scenario.hostSize.width)
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
