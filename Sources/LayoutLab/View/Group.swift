/// Several views collected into one without affecting their layout: a container lays out the
/// group's members as its own children, and a modifier on the group applies to each member.
///
/// SwiftUI parity: `Group`.
public struct Group<Content: View>: View, PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    builder.reconciler.reconcile(node, .branch(0), content)
  }
}

/// A view that contributes nothing.
///
/// SwiftUI parity: `EmptyView`.
public struct EmptyView: View, PrimitiveView {
  public init() {}

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    builder.reconciler.reconcile(node)
  }
}
