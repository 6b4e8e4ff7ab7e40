import LayoutLab

/// The views of a result in the order they paint, back to front, without hidden views.
///
/// Parents paint before their children, and children in order, except below a `.background`
/// modifier: its first child is the modified view and paints after (above) the background views.
/// Views under `.hidden()` paint nothing, with their subtrees.
///
/// SwiftUI parity: a background draws behind the view it modifies, an overlay in front; hidden
/// views keep their frames but are not drawn.
enum PaintOrder {
  /// Walked with a stack, not recursion: a tree may be 100,000 views deep.
  static func views(of result: LayoutResult) -> [PlacedView] {
    var ordered: [PlacedView] = []
    var stack = Array(result.views.reversed())
    while let view = stack.popLast() {
      guard !view.appearance.isHidden else { continue }
      ordered.append(view)
      stack.append(contentsOf: paintedChildren(of: view).reversed())
    }
    return ordered
  }

  /// The children of `view`, back to front.
  static func paintedChildren(of view: PlacedView) -> [PlacedView] {
    guard view.summary.hasPrefix(".background"), let primary = view.children.first else {
      return view.children
    }
    return Array(view.children.dropFirst()) + [primary]
  }
}
