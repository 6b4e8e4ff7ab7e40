import LayoutLab
import LayoutRendering

/// Times rendering a layout result with LayoutRendering, as a user of the results would: the
/// SVG picture (labels and tooltips, the defaults) and the JSON document, compact, as tools
/// read it. (Pretty printing tries each array and object on one line first, at every level,
/// which multiplies its cost by the tree's depth: about 150 µs a view on 2 cores.)
///
/// SwiftUI parity: none; a harness.
struct RenderTimer {
  let blackHole: BlackHole

  /// Renders `result` both ways, adding the times to `timing`.
  func render(_ result: LayoutResult, into timing: inout SampleTiming) {
    var start = Stopwatch.now()
    let svg = SVGRenderer().render(result)
    timing.add(.renderSVG, Stopwatch.since(start))
    blackHole.consume(svg.utf8.count)
    start = Stopwatch.now()
    let json = JSONRenderer(prettyPrinted: false).render(result)
    timing.add(.renderJSON, Stopwatch.since(start))
    blackHole.consume(json.utf8.count)
  }
}
