/// A view (or a modifier) with a modifier applied: what `modifier(_:)` and `concat(_:)` return.
///
/// As a view, its node has one child, the modifier's body (`ModifierBody`), in which
/// `content` (`_ViewModifier_Content`) finds this value's `content` through the node. When
/// the modifier is the same as last time and its body is therefore not evaluated, the new
/// content is handed straight to the placeholders the last body made.
///
/// SwiftUI parity: `ModifiedContent`, a `View` when `Content` is a view and `Modifier` a
/// `ViewModifier`, and a `ViewModifier` when both are modifiers.
public struct ModifiedContent<Content, Modifier> {
  /// The view or modifier the modifier is applied to.
  public var content: Content
  /// The modifier applied.
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func update(_ node: ViewNode, in builder: TreeBuilder) {
    if let primitive = modifier as? any PrimitiveViewModifier {
      primitive.apply(to: content, in: node, builder: builder)
      return
    }
    // The placeholders of the modifier's body read the content from here.
    node.view = self
    let bodiesBefore = builder.counters.bodyEvaluations
    builder.reconciler.reconcile(node, .branch(0), ModifierBody(modifier: modifier))
    // A body that was not evaluated counted nothing (an unchanged user view skips its whole
    // subtree): its placeholders still show the last content. New content there changes
    // this node's subtree, which its ancestors measured.
    if builder.counters.bodyEvaluations == bodiesBefore, let body = node.children.first,
      builder.updatePlaceholders(below: body, _ViewModifier_Content<Modifier>())
    {
      node.changedInUpdate = true
      node.contributionChanged = true
    }
  }
}

extension ModifiedContent: ModifierContentSource where Content: View, Modifier: ViewModifier {
  func reconcileContent(into placeholder: ViewNode, builder: TreeBuilder) {
    builder.reconciler.reconcile(placeholder, .branch(0), content)
  }
}

extension ModifiedContent: ViewModifier, PrimitiveViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public typealias Body = Never

  func apply<Wrapped: View>(to view: Wrapped, in node: ViewNode, builder: TreeBuilder) {
    builder.reconciler.reconcile(node, .branch(0), view.modifier(content).modifier(modifier))
  }
}
