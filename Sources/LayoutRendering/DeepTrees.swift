import LayoutJSON
import LayoutLab

/// How renderers write trees of any depth: without recursion (a tree 100,000 views deep would
/// overflow the stack), and with indentation that stops growing at `maximumIndentation`
/// characters (indenting every line by its depth would make such a tree's text grow with the
/// square of the depth: billions of spaces).
enum DeepTrees {
  /// The widest indentation a renderer writes, in characters: 64 levels of the text tree, 128
  /// of the trace and of pretty-printed JSON (whose writer caps it at the same width). A line
  /// deeper than that is written at this indentation, after a `(depth n) ` marker where the
  /// format allows one.
  static let maximumIndentation = JSONValue.maximumIndentation

  /// The marker before a line deeper than the indentation shows.
  static func depthMarker(_ depth: Int) -> String { "(depth \(depth)) " }

  /// Calls `visit` for every view below `views`, parents before children, with its depth
  /// (0 for the roots), without recursion.
  static func forEachView(in views: [PlacedView], _ visit: (PlacedView, Int) -> Void) {
    var stack: [(view: PlacedView, depth: Int)] = views.reversed().map { ($0, 0) }
    while let (view, depth) = stack.popLast() {
      visit(view, depth)
      for child in view.children.reversed() { stack.append((child, depth + 1)) }
    }
  }
}
