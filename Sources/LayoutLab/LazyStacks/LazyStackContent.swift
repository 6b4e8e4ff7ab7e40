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
      LazyElements.update(node, axis: axis, builtInFull: content, in: builder)
      return
    }
    node.install(LazyWindowLayout(stack: layout))
    LazyElements.update(node, axis: axis, source: source, in: builder)
  }
}
