import Foundation
import LayoutLab
import LayoutRendering
import Testing

/// Node.js, when installed: the page's inline script runs in it against a minimal document.
private let nodePath: String? = {
  let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
  return directories.map { "\($0)/node" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// Runs the page's script with a stand-in `document` and `window` whose address ends with the
/// fragment `argv[4]` (may be empty), "clicks" the view `argv[3]` unless it is `-`, and prints the
/// inspector's content, one element per line, indented by nesting: `tag.class text`; then the
/// inspector's `data-view` as `inspector data-view=…`, the address's fragment as `hash …`, the
/// marks the script added to the drawing as `svg name=value …` and `<html>`'s attributes as
/// `html name=value …`.
private let inspectorHarness = #"""
  const fs = require("fs");
  const html = fs.readFileSync(process.argv[2], "utf8");
  const data = html.match(/<script type="application\/json" id="layoutlab-data">([\s\S]*?)<\/script>/)[1];
  const script = html.match(/<script>\n([\s\S]*?)<\/script>/)[1];
  function element(name) {
    return { name, children: [], text: "", className: "", attributes: {}, classList: { add() {}, remove() {} },
      set textContent(value) { this.text = value; this.children = []; }, get textContent() { return this.text; },
      setAttribute(key, value) { this.attributes[key] = String(value); },
      removeAttribute(key) { delete this.attributes[key]; },
      removeChild(child) { this.children = this.children.filter(function (other) { return other !== child; }); },
      appendChild(child) { this.children.push(child); return child; },
      insertRow() { const row = element("tr"); this.children.push(row); return row; } };
  }
  const panel = element("div");
  const root = element("html");
  // The drawing: its rectangles by node number, as the page's SVG has them.
  const drawn = {};
  for (const match of html.matchAll(/<rect data-node="(\d+)" x="([^"]*)" y="([^"]*)" width="([^"]*)" height="([^"]*)"/g)) {
    if (!(match[1] in drawn)) drawn[match[1]] = { x: match[2], y: match[3], width: match[4], height: match[5] };
  }
  const svg = element("svg");
  svg.querySelector = function (selector) {
    const id = selector.match(/^\.views \[data-node="(.*)"\]$/)[1];
    if (!(id in drawn)) return null;
    const rect = element("rect");
    Object.assign(rect.attributes, drawn[id], { "data-node": id });
    rect.cloneNode = function () { const copy = element("rect"); Object.assign(copy.attributes, this.attributes); return copy; };
    return rect;
  };
  svg.appendChild = function (child) { child.parentNode = svg; this.children.push(child); return child; };
  let onClick;
  global.document = {
    documentElement: root,
    getElementById(id) {
      if (id === "layoutlab-data") return { textContent: data };
      if (id === "inspector") return panel;
      return svg.children.find(function (child) { return child.attributes.id === id; }) || null;
    },
    querySelector(selector) { return selector === "#drawing svg" ? svg : null; },
    querySelectorAll() { return []; },
    createElement: element,
    addEventListener(type, handler) { onClick = handler; },
  };
  global.window = {
    location: { hash: process.argv[4] || "" },
    history: { replaceState(state, title, url) { global.window.location.hash = url; } },
    addEventListener() {},
  };
  try { eval(script); } catch (error) { console.log("threw " + error); }
  if (process.argv[3] !== "-") {
    onClick({ target: { closest() { return { getAttribute() { return process.argv[3]; } }; } } });
  }
  (function dump(node, indent) {
    if (node !== panel) console.log(indent + node.name + (node.className ? "." + node.className : "") + (node.text ? " " + node.text : ""));
    node.children.forEach(function (child) { dump(child, node === panel ? "" : indent + "  "); });
  })(panel, "");
  console.log("inspector data-view=" + (panel.attributes["data-view"] === undefined ? "(none)" : panel.attributes["data-view"]));
  console.log("hash " + global.window.location.hash);
  svg.children.forEach(function (mark) {
    console.log("svg " + Object.keys(mark.attributes).sort().map(function (key) { return key + "=" + mark.attributes[key]; }).join(" "));
  });
  console.log("html" + Object.keys(root.attributes).map(function (key) { return " " + key + "=" + root.attributes[key]; }).join(""));
  """#

/// The inspector harness's output lines for `page` after clicking `click` (node number, or `nil`
/// for no click) on an address ending with `fragment`.
private func runInspector(_ html: String, click: Int?, fragment: String = "") throws -> [String] {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-inspector-\(UUID())")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let page = directory.appendingPathComponent("page.html")
  let harness = directory.appendingPathComponent("harness.js")
  try html.write(to: page, atomically: true, encoding: .utf8)
  try inspectorHarness.write(to: harness, atomically: true, encoding: .utf8)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: try #require(nodePath))
  process.arguments = [harness.path, page.path, click.map { "\($0)" } ?? "-", fragment]
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  #expect(process.terminationStatus == 0)
  return output.split(separator: "\n").map(String.init)
}

/// The table cells of the inspector's output (4 spaces deep: table → tr → th/td).
private func cells(_ lines: [String]) -> [String] {
  lines.filter { $0.hasPrefix("    t") }.map { String($0.dropFirst(4)) }
}

/// objc.io's red frame as the inspector shows it. S4/S5: the stack probes red at width 0 (it
/// answers 0) and infinity (100, its maxWidth), offers it 75 (half of 150), then places it with
/// 75, answered from the cache.
private let redFrameCells = [
  "th from", "th proposal", "th reason", "th answer",
  "td HStack(spacing: 0) #2", "td (0, 50)", "td stackMinimumProbe", "td 0×50",
  "td HStack(spacing: 0) #2", "td (inf, 50)", "td stackMaximumProbe", "td 100×50",
  "td HStack(spacing: 0) #2", "td (75, 50)", "td stackDistribution", "td 75×50",
  "td HStack(spacing: 0) #2", "td (75, 50)", "td placement", "td.cached 75×50 (cached)",
]

@Suite("The page's script shows a chosen view's proposals frame by frame")
struct HTMLInspectorScriptTests {
  @Test(
    "Choosing objc.io's red frame lists the stack's four proposals with their reasons and answers",
    .enabled(if: nodePath != nil, "needs Node.js to run the page's script"))
  func redFrame() throws {
    let result = RenderingScenes.objcIO(tracing: true)
    let red = try #require(result.view(id: "red"))
    let lines = try runInspector(HTMLRenderer().render(result), click: red.nodeID)
    #expect(cells(lines) == redFrameCells)
    #expect(lines.first == "h2 .frame(maxWidth: 100) #\(red.nodeID)")
    #expect(lines.contains("p.mono placed at [12.5 25 75 50] with (75, 50)"))
    #expect(lines.contains("h3 Frame 1"))
    #expect(lines.contains("inspector data-view=\(red.nodeID)"))
    // The click writes the choice into the address, so the page can be shared at that view.
    #expect(lines.contains("hash #view=\(red.nodeID)"))
    // The drawing outlines red's frame with a copy of its rectangle drawn on top of everything.
    #expect(
      lines.filter { $0.hasPrefix("svg ") } == ["svg class=selection height=50 id=selection width=75 x=12.5 y=25"])
    #expect(lines.last == "html data-ready=true")
  }

  @Test(
    "Choosing another view moves the drawing's highlight: one mark, on the view chosen last",
    .enabled(if: nodePath != nil, "needs Node.js to run the page's script"))
  func highlightMoves() throws {
    let result = RenderingScenes.objcIO(tracing: true)
    let red = try #require(result.view(id: "red"))
    // tree-objcio.txt: green's .frame(minWidth: 100) is at [87.5 25 100 50].
    let green = try #require(result.views.first?.children.first?.children.last)
    #expect(green.summary == ".frame(minWidth: 100)")
    let lines = try runInspector(HTMLRenderer().render(result), click: red.nodeID, fragment: "#view=\(green.nodeID)")
    #expect(
      lines.filter { $0.hasPrefix("svg ") } == ["svg class=selection height=50 id=selection width=75 x=12.5 y=25"])
    #expect(lines.first == "h2 .frame(maxWidth: 100) #\(red.nodeID)")
  }

  @Test(
    "Opening the page at #view=<node> shows that view as if it had been clicked",
    .enabled(if: nodePath != nil, "needs Node.js to run the page's script"))
  func fragmentChoosesView() throws {
    let result = RenderingScenes.objcIO(tracing: true)
    let red = try #require(result.view(id: "red"))
    let html = HTMLRenderer().render(result)
    let opened = try runInspector(html, click: nil, fragment: "#view=\(red.nodeID)")
    #expect(opened == (try runInspector(html, click: red.nodeID)))
    #expect(cells(opened) == redFrameCells)
  }

  @Test(
    "A fragment naming no view says so; one that is not #view=<number> leaves the hint; the script still finishes",
    .enabled(if: nodePath != nil, "needs Node.js to run the page's script"))
  func badFragments() throws {
    // objc.io has 6 views (tree-objcio.txt), so 999 names none.
    let html = HTMLRenderer().render(RenderingScenes.objcIO(tracing: true))
    let missing = try runInspector(html, click: nil, fragment: "#view=999")
    #expect(
      missing == [
        "p.hint There is no view #999 in this layout.", "inspector data-view=", "hash #view=999",
        "html data-ready=true",
      ])
    // Other fragments leave the inspector as the page wrote it (the hint; the harness's stand-in
    // panel starts empty, so no lines) and no view chosen.
    #expect(html.contains("<div id=\"inspector\"><p class=\"hint\">Choose a view"))
    for fragment in ["", "#view=", "#view=abc", "#view=2x", "#red"] {
      let lines = try runInspector(html, click: nil, fragment: fragment)
      #expect(lines == ["inspector data-view=(none)", "hash \(fragment)", "html data-ready=true"], "\(fragment)")
    }
  }

  @Test(
    "Without a trace, a chosen view shows its frame and counters and says how to record proposals",
    .enabled(if: nodePath != nil, "needs Node.js to run the page's script"))
  func withoutTrace() throws {
    let result = RenderingScenes.objcIO()
    let red = try #require(result.view(id: "red"))
    let lines = try runInspector(HTMLRenderer().render(result), click: nil, fragment: "#view=\(red.nodeID)")
    #expect(lines.first == "h2 .frame(maxWidth: 100) #\(red.nodeID)")
    #expect(lines.contains("p.mono frame [12.5 25 75 50], placed with (75, 50)"))
    #expect(lines.contains { $0.hasPrefix("p.hint No trace was recorded") })
    #expect(cells(lines).isEmpty)
    #expect(lines.last == "html data-ready=true")
  }

  @Test(
    "A script error is recorded on <html> as data-error, and data-ready is not set",
    .enabled(if: nodePath != nil, "needs Node.js to run the page's script"))
  func scriptError() throws {
    // Data that is not JSON makes JSON.parse throw before anything else runs.
    let html = HTMLRenderer().render(RenderingScenes.objcIO(tracing: true))
    let open = "<script type=\"application/json\" id=\"layoutlab-data\">"
    let broken = html.replacingOccurrences(of: open, with: open + "not json ")
    let lines = try runInspector(broken, click: nil)
    #expect(lines.contains { $0.hasPrefix("threw SyntaxError") })
    let last = try #require(lines.last)
    #expect(last.hasPrefix("html data-error=SyntaxError"))
    #expect(!last.contains("data-ready"))
  }
}
