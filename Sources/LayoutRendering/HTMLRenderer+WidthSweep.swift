import Foundation
import LayoutJSON
import LayoutLab

extension HTMLRenderer {
  /// One page holding the layouts of the same scene at several host widths, with a width
  /// slider: dragging it (or stepping it with the arrow keys) shows each width's drawing, view
  /// tree, counters and diagnostics, so lines break, columns change and frames move under the
  /// reader's hand. `layouts` are shown in ascending width; the page opens at the layout whose
  /// width is nearest to `initialWidth` (the first one without it).
  ///
  /// The chosen view stays chosen across widths: views are matched by their path from the root,
  /// each step the view's explicit ids (or its summary when it has none) and its rank among its
  /// siblings with the same ids or summary, not by node numbers, which may differ between
  /// layouts. The inspector shows the chosen view's frame, the proposal it was placed with, its
  /// counters and its `explanation` when the view data has one, all at the width shown.
  ///
  /// What the layouts share is written once: the style sheet and script, and every distinct view
  /// summary (views refer to them by `summaryIndex`). Per layout the page carries the drawing
  /// (`SVGRenderer` without tooltips, in a `<template id="drawing-<index>">`; the script adds the
  /// tooltips to the drawing shown) and its views as `JSONRenderer` writes them, without their
  /// appearance (the drawing shows it) and in a shorter form (`sweepData`), in
  /// `<script type="application/json" id="layoutlab-sweep">`. The trace is not embedded (one
  /// per width would make the page dozens of times larger): the single-width page
  /// (`render(_:)`) shows a view's proposals frame by frame.
  ///
  /// For headless checks, `<html>` carries `data-ready="true"` once the script ran (or
  /// `data-error`) and `data-width` with the width shown; the inspector carries `data-view` (the
  /// chosen node number at that width) and `data-key` (its path). The page can be opened at a
  /// width and a view: `page.html#width=<points>&view=<nodeID>`.
  ///
  /// SwiftUI parity: none; Xcode previews show one device size at a time.
  public func render(_ layouts: [(width: CGFloat, result: LayoutResult)], initialWidth: CGFloat? = nil) -> String {
    let layouts = layouts.sorted { $0.width < $1.width }
    var html = head(style: HTMLPageAssets.style + "\n" + HTMLWidthSweepAssets.style)
    guard let first = layouts.first else {
      return html + "<p class=\"hint\">No widths to show.</p>\n</body>\n</html>\n"
    }
    let start =
      initialWidth.map { width in
        layouts.indices.min { abs(layouts[$0].width - width) < abs(layouts[$1].width - width) } ?? 0
      } ?? 0
    let shown = layouts[start]
    html += """
      <p class="summary" id="summary">\(Self.summaryLine(shown.result))</p>
      <div class="sweep">
      <label for="width-slider">Host width</label>
      <input type="range" id="width-slider" min="0" max="\(layouts.count - 1)" step="1" value="\(start)" \
      aria-valuetext="\(formatLength(shown.width)) points">
      <output id="width-value" for="width-slider">\(formatLength(shown.width))</output> points \
      <span class="hint">(\(layouts.count) widths from \(formatLength(first.width)) to \
      \(formatLength(layouts[layouts.count - 1].width)); drag, or ← → one width, Shift ×10, Home, End)</span>
      </div>
      <div class="layout">
      <figure class="drawing" id="drawing">
      \(svg.render(shown.result))</figure>
      <aside>
      <div id="inspector"><p class="hint">Choose a view in the drawing or in the tree, then move the width: \
      the view stays chosen.</p></div>
      <h2>Views</h2>
      <nav id="tree" class="mono"></nav>
      </aside>
      </div>
      <div id="diagnostics-list">\(diagnosticList(shown.result.diagnostics))</div>

      """
    html += widthTable(layouts)
    var drawing = svg
    drawing.showsTooltips = false
    for (index, layout) in layouts.enumerated() {
      html += "<template id=\"drawing-\(index)\">\(drawing.render(layout.result))</template>\n"
    }
    html +=
      "<script type=\"application/json\" id=\"layoutlab-sweep\">"
      + Self.scriptSafe(Self.sweepData(layouts)) + "</script>\n"
    html += "<script>\n\(HTMLWidthSweepAssets.script)\n</script>\n</body>\n</html>\n"
    return html
  }

  /// Each width's root size and counters, one row a width; a click on a row shows that width.
  private func widthTable(_ layouts: [(width: CGFloat, result: LayoutResult)]) -> String {
    var html =
      "<h2>Widths</h2>\n<table id=\"widths\">\n<tr><th>width</th><th>root</th><th>views</th>"
      + "<th>sizeThatFits</th><th>cache hits</th><th>misses</th><th>placements</th><th>diagnostics</th></tr>\n"
    for (index, layout) in layouts.enumerated() {
      let result = layout.result
      let counters = result.counters
      let root = "\(formatLength(result.rootSize.width))×\(formatLength(result.rootSize.height))"
      let cells = [
        "\(result.viewCount)", "\(counters.sizeThatFitsCalls)", "\(counters.cacheHits)", "\(counters.cacheMisses)",
        "\(counters.placements)", "\(result.diagnostics.count)",
      ]
      html +=
        "<tr data-index=\"\(index)\"><td class=\"number\">\(formatLength(layout.width))</td><td class=\"number\">\(root)</td>"
        + cells.map { "<td class=\"number\">\($0)</td>" }.joined() + "</tr>\n"
    }
    return html + "</table>\n"
  }

  /// The JSON of `#layoutlab-sweep`: `layouts` (per width: `width`, `summary` line, `views`,
  /// `diagnostics`) and `summaries`, the distinct view summaries the views index into. A view
  /// has `JSONRenderer`'s members but `appearance`, written shorter: `summaryIndex` for
  /// `summary`, `frame` as `[x, y, width, height]`, `proposal` as `[width, height]`, `counters`
  /// as `[sizeThatFits, hits, misses, placements]`, `ids` only when it has some.
  private static func sweepData(_ layouts: [(width: CGFloat, result: LayoutResult)]) -> String {
    let summaries = SummaryTable()
    func fields(_ view: PlacedView, _ explanations: [Int: ViewExplanation]?) -> [String: JSONValue] {
      var members = JSONRenderer.fields(view)
      if let explanation = explanations?[view.nodeID] { members["explanation"] = .string(explanation.description) }
      members["appearance"] = nil
      members["summary"] = nil
      members["summaryIndex"] = .int(summaries.index(of: view.summary))
      let frame = view.frame
      let counters = view.counters
      members["frame"] = .array([frame.minX, frame.minY, frame.width, frame.height].map { .number(Double($0)) })
      members["proposal"] = .array([.dimension(view.proposal.width), .dimension(view.proposal.height)])
      members["counters"] = .array(
        [counters.sizeThatFitsCalls, counters.cacheHits, counters.cacheMisses, counters.placements].map(JSONValue.int))
      if view.ids.isEmpty { members["ids"] = nil }
      return members
    }
    var text = "{\"layouts\":["
    for (index, layout) in layouts.enumerated() {
      if index > 0 { text += "," }
      let result = layout.result
      let explains = result.trace != nil && result.viewCount <= JSONRenderer.explainedViewLimit
      let explanations = explains ? result.explainEveryView() : nil
      JSONValue.object([
        "width": .number(Double(layout.width)),
        "summary": .string(summaryLine(layout.result)),
        "views": .stream(JSONViewTree(layout.result.views, fields: { fields($0, explanations) })),
        "diagnostics": .array(layout.result.diagnostics.map(JSONRenderer.diagnostic)),
      ]).write(spaced: false, into: &text)
    }
    text += "],\"summaries\":"
    JSONValue.array(summaries.strings.map(JSONValue.string)).write(spaced: false, into: &text)
    return text + "}"
  }
}

/// Distinct strings in order of first use, each with its index: summaries written once for
/// all the layouts of a width sweep.
private final class SummaryTable {
  private(set) var strings: [String] = []
  private var indices: [String: Int] = [:]

  func index(of string: String) -> Int {
    if let index = indices[string] { return index }
    indices[string] = strings.count
    strings.append(string)
    return strings.count - 1
  }
}
