import Foundation

extension LazyStackLayout {
  /// Makes `node` a lazy stack of `content`: over a `ForEach`, one that builds its elements
  /// while it is measured (`LazyWindowLayout`), keeping those it had built; over any other
  /// content, one whose subviews are all built, as a plain layout (through `LazyWindowLayout`
  /// when headers or footers are pinned, which needs the region shown).
  func update<Content: View>(_ node: ViewNode, content: Content, in builder: TreeBuilder) {
    let layout = checked { builder.report($0, node, $1) }
    guard let source = content as? any LazyElementSource else {
      guard !pinnedViews.isEmpty else {
        node.lazyElements = nil
        LayoutView(layout: layout, content: content).update(node, in: builder)
        return
      }
      // Built in full; the record carries the region shown, where headers and footers pin.
      node.install(LazyWindowLayout(stack: layout))
      node.summarySource = .layout
      if node.lazyElements?.source != nil || node.lazyElements == nil {
        node.lazyElements = LazyElements(axis: axis, source: nil)
      }
      builder.reconcile(node, .branch(0), content)
      return
    }
    node.install(LazyWindowLayout(stack: layout))
    node.summarySource = .layout
    let elements = node.lazyElements ?? LazyElements(axis: axis, source: source)
    elements.source = source
    node.lazyElements = elements
    // Keep the elements built last time, those that still exist; layout builds the rest.
    let count = source.elementCount
    if let last = elements.built.last, last >= count { elements.built.removeAll { $0 >= count } }
    // The first element is always built (the stack's cross length is its first subview's), so
    // a stack over a non-empty `ForEach` is never an empty layout to its container.
    if elements.built.first != 0, count > 0 { elements.built.insert(0, at: 0) }
    let indices = elements.built
    builder.reconcile(node, capacity: indices.count) { list in source.addElements(indices, to: &list) }
  }
}
