import Foundation
import LayoutLab
import LayoutRendering
import Testing

/// Node.js, when installed: the page's inline script runs in it against a minimal document.
private let nodePath: String? = {
  let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
  return directories.map { "\($0)/node" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// Runs the page's script with a stand-in `document`, "clicks" the view `node` and prints the
/// inspector's content, one element per line, indented by nesting: `tag.class text`.
private let inspectorHarness = #"""
  const fs = require("fs");
  const html = fs.readFileSync(process.argv[2], "utf8");
  const data = html.match(/<script type="application\/json" id="layoutlab-data">([\s\S]*?)<\/script>/)[1];
  const script = html.match(/<script>\n([\s\S]*?)<\/script>/)[1];
  function element(name) {
    return { name, children: [], text: "", className: "", classList: { add() {}, remove() {} },
      set textContent(value) { this.text = value; this.children = []; }, get textContent() { return this.text; },
      appendChild(child) { this.children.push(child); return child; },
      insertRow() { const row = element("tr"); this.children.push(row); return row; } };
  }
  const panel = element("div");
  let onClick;
  global.document = {
    getElementById(id) { return id === "layoutlab-data" ? { textContent: data } : panel; },
    querySelectorAll() { return []; },
    createElement: element,
    addEventListener(type, handler) { onClick = handler; },
  };
  eval(script);
  onClick({ target: { closest() { return { getAttribute() { return process.argv[3]; } }; } } });
  (function dump(node, indent) {
    if (node !== panel) console.log(indent + node.name + (node.className ? "." + node.className : "") + (node.text ? " " + node.text : ""));
    node.children.forEach(function (child) { dump(child, node === panel ? "" : indent + "  "); });
  })(panel, "");
  """#

@Suite("The page's script shows a chosen view's proposals frame by frame")
struct HTMLInspectorScriptTests {
  @Test(
    "Choosing objc.io's red frame lists the stack's four proposals with their reasons and answers",
    .enabled(if: nodePath != nil, "needs Node.js to run the page's script"))
  func redFrame() throws {
    let result = RenderingScenes.objcIO(tracing: true)
    let red = try #require(result.view(id: "red"))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-inspector-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("page.html")
    let harness = directory.appendingPathComponent("harness.js")
    try HTMLRenderer().render(result).write(to: page, atomically: true, encoding: .utf8)
    try inspectorHarness.write(to: harness, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(nodePath))
    process.arguments = [harness.path, page.path, "\(red.nodeID)"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let lines = output.split(separator: "\n").map(String.init)
    // S4/S5: the stack probes red at width 0 (it answers 0) and infinity (100, its maxWidth),
    // offers it 75 (half of 150), then places it with 75, answered from the cache.
    let cells = lines.filter { $0.hasPrefix("    t") }.map { String($0.dropFirst(4)) }
    #expect(cells == [
      "th from", "th proposal", "th reason", "th answer",
      "td HStack(spacing: 0) #2", "td (0, 50)", "td stackMinimumProbe", "td 0×50",
      "td HStack(spacing: 0) #2", "td (inf, 50)", "td stackMaximumProbe", "td 100×50",
      "td HStack(spacing: 0) #2", "td (75, 50)", "td stackDistribution", "td 75×50",
      "td HStack(spacing: 0) #2", "td (75, 50)", "td placement", "td.cached 75×50 (cached)",
    ])
    #expect(lines.first == "h2 .frame(maxWidth: 100) #\(red.nodeID)")
    #expect(lines.contains("p.mono placed at [12.5 25 75 50] with (75, 50)"))
    #expect(lines.contains("h3 Frame 1"))
  }
}
