import LayoutLab

/// The views of a result in the order they paint, back to front, without hidden views.
///
/// Parents paint before their children, and children in order, except:
/// - below a `.background` modifier its first child is the modified view and paints after
///   (above) the background views;
/// - siblings with a `zIndex` paint in increasing `zIndex` order (0 for those without), equal
///   values in their order;
/// - a `mask`'s mask view paints nothing: it only limits its content.
/// Views under `.hidden()` paint nothing, with their subtrees.
///
/// SwiftUI parity: a background draws behind the view it modifies, an overlay in front;
/// `zIndex` orders siblings' drawing (a container's children, an overlay's or background's
/// views); hidden views keep their frames but are not drawn.
enum PaintOrder {
  /// One step of painting: a view, or the end of the group a view with a drawing effect opened
  /// (its effect applies to the views painted in between).
  enum Step {
    case view(PlacedView)
    case endGroup
  }

  /// The views in paint order. Walked with a stack, not recursion: a tree may be 100,000 views
  /// deep.
  static func views(of result: LayoutResult) -> [PlacedView] {
    steps(of: result).compactMap { step in
      if case .view(let view) = step { return view }
      return nil
    }
  }

  /// The views in paint order, each view with a drawing effect followed by its subtree and an
  /// `endGroup`.
  static func steps(of result: LayoutResult) -> [Step] {
    var ordered: [Step] = []
    var stack = result.views.reversed().map(Step.view)
    while let step = stack.popLast() {
      guard case .view(let view) = step else {
        ordered.append(step)
        continue
      }
      guard !view.appearance.isHidden else { continue }
      ordered.append(step)
      if view.appearance.effect != nil { stack.append(.endGroup) }
      stack.append(contentsOf: paintedChildren(of: view).reversed().map(Step.view))
    }
    return ordered
  }

  /// The children of `view`, back to front.
  static func paintedChildren(of view: PlacedView) -> [PlacedView] {
    var children = view.children
    if view.appearance.effect == .mask {
      children = Array(children.prefix(1))
    } else if view.summary.hasPrefix(".background"), let primary = children.first {
      children = Array(children.dropFirst()) + [primary]
    }
    guard children.contains(where: { zIndex(of: $0) != 0 }) else { return children }
    // A stable sort: `enumerated` keeps equal values in their order.
    return children.enumerated().sorted { (zIndex(of: $0.element), $0.offset) < (zIndex(of: $1.element), $1.offset) }
      .map(\.element)
  }

  /// The view's `zIndex`, 0 when it has none.
  static func zIndex(of view: PlacedView) -> Double {
    if case .zIndex(let value)? = view.appearance.effect { return value }
    return 0
  }
}
