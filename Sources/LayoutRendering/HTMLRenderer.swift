import Foundation
import LayoutLab

/// Renders a layout result as one self-contained HTML page (inline CSS and script, nothing
/// loaded from the network) to explore it in a browser:
///
/// - the drawing (`SVGRenderer`; every view's rectangle carries `data-node="<nodeID>"`) next to
///   the view tree (`TextTreeRenderer`'s lines, each clickable);
/// - an inspector: choosing a view in the drawing or the tree shows its frame, the proposal it
///   was placed with, its counters and, frame by frame, the proposals it received (sender,
///   proposal, reason) with the sizes it answered (and whether from the cache), and its
///   placements, and the explanation of its size in sentences (`LayoutResult.explain`, carried
///   by each view of the embedded document as `explanation`). The page can be opened at a view: `page.html#view=<nodeID>` (a click writes the
///   same fragment into the address);
/// - the counters of every frame, the diagnostics, and the trace as text (`TraceRenderer`);
/// - the whole result as `JSONRenderer`'s document (schema version 1, with the trace and the
///   views' explanations) in
///   `<script type="application/json" id="layoutlab-data">`, which the inline script reads.
///   `<`, `>` and `&` in it are written `\u003c`, `\u003e` and `\u0026` so no text can close the
///   script element.
///
/// The layouts of one scene at several host widths make one page with a width slider instead
/// (`render(_:initialWidth:)`).
///
/// Without a trace (`ViewHost.tracing` off) the page still shows frames and counters, and says
/// how to record proposals.
///
/// For headless checks, the script marks `<html>` with `data-ready="true"` once it has run (or
/// `data-error="<message>"` if it threw), and the inspector with `data-view="<nodeID>"`
/// (`HTMLPageAssets.script`).
///
/// SwiftUI parity: none; it plays the part of a layout inspector for LayoutLab's results.
public struct HTMLRenderer: Sendable {
  /// The page's title and heading.
  public var title: String
  /// How the drawing is made.
  public var svg: SVGRenderer

  public init(title: String = "LayoutLab", svg: SVGRenderer = SVGRenderer()) {
    self.title = title
    self.svg = svg
  }

  /// The page, ending with a newline.
  public func render(_ result: LayoutResult) -> String {
    let escape = MarkupEscaping.escaped
    var html =
      head(style: HTMLPageAssets.style) + """
        <p class="summary">\(Self.summaryLine(result))</p>
        <div class="layout">
        <figure class="drawing" id="drawing">
        \(svg.render(result))</figure>
        <aside>
        <div id="inspector"><p class="hint">Choose a view in the drawing or in the tree to see the proposals \
        it received and the sizes it answered.</p></div>
        <h2>Views</h2>
        <nav id="tree" class="mono">
        \(treeList(result.views))</nav>
        </aside>
        </div>

        """
    html += frameTable(result.frames)
    html += diagnosticList(result.diagnostics)
    if result.trace != nil {
      html += "<h2>Trace</h2>\n<details id=\"trace\"><summary>\(result.trace?.events.count ?? 0) events</summary>\n"
      html += "<pre>\(escape(TraceRenderer().render(result)))</pre>\n</details>\n"
    }
    html +=
      "<script type=\"application/json\" id=\"layoutlab-data\">"
      + Self.scriptSafe(JSONRenderer(prettyPrinted: false, includesExplanations: true).render(result)) + "</script>\n"
    html += "<script>\n\(HTMLPageAssets.script)\n</script>\n</body>\n</html>\n"
    return html
  }

  /// The page up to and including its heading: document head with `style`, `<body>`, `<h1>`.
  func head(style: String) -> String {
    let title = MarkupEscaping.escaped(self.title)
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title)</title>
      <style>
      \(style)
      </style>
      </head>
      <body>
      <h1>\(title)</h1>

      """
  }

  /// The line under the heading: host and root sizes, views, frames, counters, diagnostics.
  static func summaryLine(_ result: LayoutResult) -> String {
    let counters = result.counters
    let diagnostics = result.diagnostics.count
    return "host \(formatLength(result.hostSize.width))×\(formatLength(result.hostSize.height)), "
      + "root \(formatLength(result.rootSize.width))×\(formatLength(result.rootSize.height)); "
      + "\(result.viewCount) views; \(result.frames.count) \(result.frames.count == 1 ? "frame" : "frames"); "
      + "sizeThatFits \(counters.sizeThatFitsCalls) (hits \(counters.cacheHits), misses \(counters.cacheMisses)), "
      + "placements \(counters.placements); \(diagnostics) \(diagnostics == 1 ? "diagnostic" : "diagnostics")"
  }

  /// The view tree as nested lists, each view a clickable `summary  [x y w h]`. Written into
  /// one string with a stack, not by recursion returning each subtree's text: a tree may be
  /// 100,000 views deep.
  private func treeList(_ views: [PlacedView]) -> String {
    guard !views.isEmpty else { return "" }
    /// What is left to write: a view's item, or the end of an item or a list.
    enum Step {
      case item(PlacedView)
      case close(String)
    }
    var html = "<ul>\n"
    var steps: [Step] = [.close("</ul>\n")] + views.reversed().map(Step.item)
    while let step = steps.popLast() {
      switch step {
      case .close(let tag): html += tag
      case .item(let view):
        let frame = view.frame
        let box = [frame.minX, frame.minY, frame.width, frame.height].map(formatLength).joined(separator: " ")
        html += "<li><span data-node=\"\(view.nodeID)\">\(MarkupEscaping.escaped(view.summary))  [\(box)]</span>\n"
        steps.append(.close("</li>\n"))
        if !view.children.isEmpty {
          html += "<ul>\n"
          steps.append(.close("</ul>\n"))
          steps.append(contentsOf: view.children.reversed().map(Step.item))
        }
      }
    }
    return html
  }

  private func frameTable(_ frames: [FrameReport]) -> String {
    var html =
      "<h2>Frames</h2>\n<table id=\"frames\">\n<tr><th>frame</th><th>bodies</th><th>nodes created</th>"
      + "<th>kept</th><th>removed</th><th>sizeThatFits</th><th>cache hits</th><th>misses</th>"
      + "<th>placements</th><th>state writes</th><th>preference reductions</th><th>actions</th></tr>\n"
    for frame in frames {
      let cells = [
        frame.index, frame.tree.bodyEvaluations, frame.tree.nodesCreated, frame.tree.nodesKept,
        frame.tree.nodesRemoved, frame.measurement.sizeThatFitsCalls, frame.measurement.cacheHits,
        frame.measurement.cacheMisses, frame.measurement.placements, frame.stateWrites,
        frame.preferenceReductions, frame.actionsCalled,
      ]
      html += "<tr>" + cells.map { "<td class=\"number\">\($0)</td>" }.joined() + "</tr>\n"
    }
    return html + "</table>\n"
  }

  func diagnosticList(_ diagnostics: [LayoutDiagnostic]) -> String {
    guard !diagnostics.isEmpty else { return "<h2>Diagnostics</h2>\n<p class=\"hint\">None.</p>\n" }
    var html = "<h2>Diagnostics</h2>\n<ul id=\"diagnostics\">\n"
    for diagnostic in diagnostics {
      html +=
        "<li><code>\(diagnostic.kind.rawValue)</code>: \(MarkupEscaping.escaped(diagnostic.message))"
        + " <span class=\"hint\">at \(MarkupEscaping.escaped(diagnostic.path))</span></li>\n"
    }
    return html + "</ul>\n"
  }

  /// JSON text that cannot end a `<script>` element: `<`, `>` and `&` (which JSON only has inside
  /// strings) as `\u` escapes.
  static func scriptSafe(_ json: String) -> String {
    json.replacingOccurrences(of: "&", with: "\\u0026")
      .replacingOccurrences(of: "<", with: "\\u003c")
      .replacingOccurrences(of: ">", with: "\\u003e")
  }
}
