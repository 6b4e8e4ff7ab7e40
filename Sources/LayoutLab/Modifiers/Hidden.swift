extension View {
  /// Hides the view; it keeps its place in the layout.
  ///
  /// SwiftUI parity: `hidden()`; the view still takes its space.
  public func hidden() -> some View {
    HiddenModifier(content: self)
  }
}

/// `.hidden()`: lays out its content unchanged and marks it hidden for renderers.
@usableFromInline
struct HiddenModifier<Content: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let content: Content

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.isHidden = true
    ModifiedLayout.update(
      node, in: builder, content: content, layout: PassthroughLayout(), summary: .text(".hidden()"))
  }
}
