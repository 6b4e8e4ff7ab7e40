/// A type-erased view. Changing the type of the wrapped view replaces its subtree.
///
/// SwiftUI parity: `AnyView`.
public struct AnyView: View, PrimitiveView {
  let view: any View

  public init<V: View>(_ view: V) {
    self.view = (view as? AnyView)?.view ?? view
  }

  public init<V: View>(erasing view: V) { self.init(view) }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    builder.reconciler.reconcile(node, .branch(0), view)
  }
}
