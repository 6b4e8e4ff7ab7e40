/// The view a modifier is applied to, as the modifier's `body(content:)` sees it.
///
/// A placeholder: its node builds the content of the nearest enclosing `ModifiedContent` of
/// the same modifier type as its only child, so the content keeps its identity (and state)
/// across new modifier values and new evaluations of the modifier's body. Using it more than
/// once gives each use its own copy of the content.
///
/// SwiftUI parity: `_ViewModifier_Content`, the type behind `ViewModifier.Content`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  func update(_ node: ViewNode, in builder: TreeBuilder) {
    let host = ObjectIdentifier(ModifierBody<Modifier>.self)
    var current = node.parent
    while let ancestor = current, ancestor.typeInfo?.id != host { current = ancestor.parent }
    guard let source = current?.parent?.view as? any ModifierContentSource else {
      builder.report(
        .invalidArgument, node,
        "\(typeName(Modifier.self)).Content is used outside its modifier's body; it shows nothing")
      builder.reconciler.reconcile(node)
      return
    }
    source.reconcileContent(into: node, builder: builder)
  }
}
