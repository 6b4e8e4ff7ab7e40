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

  /// The tree as text, ending with a newline. Lines deeper than 64 levels keep the 64th
  /// level's indentation and start with `(depth n) ` (see `DeepTrees`).
  public func render(_ result: LayoutResult) -> String {
    var output = "ViewHost  \(formatLength(result.hostSize.width))×\(formatLength(result.hostSize.height))"
    if result.safeAreaInsets != EdgeInsets() { output += "  safe area: \(UnsafeArea.summary(of: result))" }
    output += "\n"
    // Walked with a stack, not recursion: a tree may be 100,000 views deep.
    var stack: [(view: PlacedView, prefix: String, isLast: Bool, depth: Int)] = []
    for (index, view) in result.views.enumerated().reversed() {
      stack.append((view, "", index == result.views.count - 1, 0))
    }
    while let (view, prefix, isLast, depth) = stack.popLast() {
      write(view, prefix: prefix, isLast: isLast, depth: depth, into: &output)
      var childPrefix = prefix
      if (depth + 1) * 4 <= DeepTrees.maximumIndentation { childPrefix += isLast ? "    " : "│   " }
      for (index, child) in view.children.enumerated().reversed() {
        stack.append((child, childPrefix, index == view.children.count - 1, depth + 1))
      }
    }
    return output
  }

  private func write(_ view: PlacedView, prefix: String, isLast: Bool, depth: Int, into output: inout String) {
    let frame = view.frame
    let box = [frame.minX, frame.minY, frame.width, frame.height].map(formatLength).joined(separator: " ")
    let marker = depth * 4 > DeepTrees.maximumIndentation ? DeepTrees.depthMarker(depth) : ""
    var line = "\(prefix)\(isLast ? "└── " : "├── ")\(marker)\(view.summary)  [\(box)]"
    if !view.ids.isEmpty { line += "  id: " + view.ids.map { "\($0.base)" }.joined(separator: ", ") }
    if showsCounters {
      let c = view.counters
      line +=
        "  (sizeThatFits \(c.sizeThatFitsCalls), hits \(c.cacheHits), misses \(c.cacheMisses), placed \(c.placements))"
    }
    output += line + "\n"
  }
}
