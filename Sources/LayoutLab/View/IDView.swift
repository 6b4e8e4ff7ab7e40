/// A view with an explicit identity: when the id changes, the view is a new view and its
/// subtree is built again from scratch.
///
/// SwiftUI parity: `.id(_:)`. A `ViewHost` result finds the view's frame with `frame(id:)`.
package struct IDView<Content: View, ID: Hashable>: View, PrimitiveView {
  let content: Content
  let id: ID

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.carriesExplicitID = true
    builder.reconciler.reconcile(node, .explicit(id), content)
  }
}

extension View {
  /// Gives this view an explicit identity.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    IDView(content: self, id: id)
  }
}
