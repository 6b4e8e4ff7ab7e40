import Foundation
import LayoutLab

/// Renders a layout result as an indented tree, one line per view: its summary and its frame
/// as `[x y w h]` in root coordinates.
///
///     ViewHost  390×844
///     └── VStack()  [147 392 96 60.8]
///         ├── Text("Hello")  [152.75 392 42.5 20.4]
///         ...
public struct TextTreeRenderer: Sendable {
  /// Whether each line also shows the view's counters.
  public var showsCounters: Bool

  public init(showsCounters: Bool = false) {
    self.showsCounters = showsCounters
  }

  /// The tree as text, ending with a newline.
  public func render(_ result: LayoutResult) -> String {
    var output = "ViewHost  \(formatLength(result.hostSize.width))×\(formatLength(result.hostSize.height))\n"
    for (index, view) in result.views.enumerated() {
      write(view, prefix: "", isLast: index == result.views.count - 1, into: &output)
    }
    return output
  }

  private func write(_ view: PlacedView, prefix: String, isLast: Bool, into output: inout String) {
    let frame = view.frame
    let box = [frame.minX, frame.minY, frame.width, frame.height].map(formatLength).joined(separator: " ")
    var line = "\(prefix)\(isLast ? "└── " : "├── ")\(view.summary)  [\(box)]"
    if !view.ids.isEmpty { line += "  id: " + view.ids.map { "\($0.base)" }.joined(separator: ", ") }
    if showsCounters {
      let c = view.counters
      line += "  (sizeThatFits \(c.sizeThatFitsCalls), hits \(c.cacheHits), misses \(c.cacheMisses), placed \(c.placements))"
    }
    output += line + "\n"
    let childPrefix = prefix + (isLast ? "    " : "│   ")
    for (index, child) in view.children.enumerated() {
      write(child, prefix: childPrefix, isLast: index == view.children.count - 1, into: &output)
    }
  }
}
