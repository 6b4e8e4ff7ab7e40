import Foundation

/// Content a lazy stack can build one element at a time: a `ForEach`, whose elements are
/// found by position without walking the ones before them.
protocol LazyElementSource {
  /// How many elements there are (evaluating the data's count once).
  var elementCount: Int { get }
  /// Adds the views of the elements at `indices`, in that order, to `list`.
  func addElements(_ indices: [Int], to list: inout ChildList)
}

/// What a lazy stack or grid whose content is a `ForEach` knows about its elements between
/// layouts: where to get them, which are built, and the visible region its `ScrollView` gave it.
///
/// SwiftUI parity: a lazy stack or grid creates its subviews as they are needed to fill the
/// visible region of the scroll view around it (C-LS5, C-LG11); outside a scroll view it builds
/// them all (C-LS10).
final class LazyElements {
  /// The axis the container scrolls along: a stack's, or the one a grid's rows follow
  /// each other along.
  let axis: Axis
  /// The content, as of the last update, when it is a `ForEach`; `nil` for other content,
  /// which is built in full (the record then only carries the region shown, for pinning).
  var source: (any LazyElementSource)?
  /// The indices of the elements built, in order: the node's children are their views.
  var built: [Int] = []
  /// The region of the stack (along `axis`, in its own coordinates) its `ScrollView` shows,
  /// before the look-ahead; `nil` when no scroll view along `axis` holds it directly.
  var window: ClosedRange<CGFloat>?
  /// The part of `window` inside the safe area, where pinned headers and footers stay: a
  /// scroll view under the bars shows more (C-SA11), but its content is inset to stay visible.
  /// `nil` when it is all of `window`.
  var safeWindow: ClosedRange<CGFloat>?

  /// Where pinned headers and footers stay: the safe part of the region shown.
  var pinningWindow: ClosedRange<CGFloat>? { safeWindow ?? window }

  init(axis: Axis, source: (any LazyElementSource)?) {
    self.axis = axis
    self.source = source
  }

  /// Tells `node`, the container, the region its scroll view now shows and the safe part of it
  /// (`nil`: all of it); a different region makes the stack forget its remembered sizes (its
  /// length is estimated from the rows it builds) and its placements.
  func show(_ window: ClosedRange<CGFloat>?, safe: ClosedRange<CGFloat>?, in node: ViewNode) {
    let safe = safe == window ? nil : safe
    guard window != self.window || safe != safeWindow else { return }
    self.window = window
    safeWindow = safe
    node.measurements.removeAll()
    node.behavior?.subviewsChanged()
    node.markNeedsPlacement()
  }

  /// Builds every element of `node`, the container, unless all are built already: its content
  /// outside a scroll view (C-LS10, C-LG11), or when an element is not one view.
  func buildAll(of node: ViewNode, _ engine: LayoutEngine) {
    guard let source else { return }
    let count = source.elementCount
    // The built indices are sorted and distinct: all are built when the ends and count match.
    if built.count == count, count == 0 || (built.first == 0 && built.last == count - 1) { return }
    engine.builder.buildLazyElements(of: node, self, Array(0..<count))
  }
}

extension LazyElements {
  /// Gives `node`, a lazy container over `source` along `axis`, its record (kept from the last
  /// update) and builds the elements it built last time that still exist, with the first
  /// element: layout builds the rest. Its layout must be installed.
  static func update(
    _ node: ViewNode, axis: Axis, source: any LazyElementSource, in builder: TreeBuilder
  ) {
    node.summarySource = .layout
    let elements = node.lazyElements ?? LazyElements(axis: axis, source: source)
    elements.source = source
    node.lazyElements = elements
    let count = source.elementCount
    if let last = elements.built.last, last >= count { elements.built.removeAll { $0 >= count } }
    // The first element is always built (a stack's cross length is its first subview's).
    if elements.built.first != 0, count > 0 { elements.built.insert(0, at: 0) }
    let indices = elements.built
    builder.reconciler.reconcile(node, capacity: indices.count) { list in source.addElements(indices, to: &list) }
    // A parent asks a container's priority before measuring it, and a container without
    // subviews has priority −∞ (L11). When the elements built make no view (the first is an
    // `EmptyView` or an empty `Group`), whether the container is empty depends on the others:
    // every element is built now, so the answer is the one a measured container gives. Such a
    // container is not lazy anyway, as laziness needs each element to be one view.
    if indices.count < count, !node.children.contains(where: { builder.elementCount($0) > 0 }) {
      let all = Array(0..<count)
      builder.reconciler.reconcile(node, capacity: count) { list in source.addElements(all, to: &list) }
      elements.built = all
    }
  }

  /// Gives `node`, a lazy container along `axis` whose content is built in full, a record
  /// that carries only the region shown, where pinned headers and footers go, and builds its
  /// `content`. Its layout must be installed.
  static func update<Content: View>(_ node: ViewNode, axis: Axis, builtInFull content: Content, in builder: TreeBuilder)
  {
    node.summarySource = .layout
    if node.lazyElements?.source != nil || node.lazyElements == nil {
      node.lazyElements = LazyElements(axis: axis, source: nil)
    }
    builder.reconciler.reconcile(node, .branch(0), content)
  }
}

extension ForEach: LazyElementSource {
  var elementCount: Int { data.count }

  func addElements(_ indices: [Int], to list: inout ChildList) {
    let id = self.id
    let content = self.content
    for offset in indices {
      let element = data[data.index(data.startIndex, offsetBy: offset)]
      list.add(.explicit(id(element)), content(element))
    }
  }
}
