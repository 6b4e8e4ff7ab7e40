/// Several views side by side, as written in a `@ViewBuilder` block. Each child's identity is
/// its position in the block.
///
/// SwiftUI parity: `TupleView`. LayoutLab's is generic over a parameter pack rather than a tuple type.
public struct TupleView<each Content: View>: View, PrimitiveView {
  public var value: (repeat each Content)

  public init(_ value: repeat each Content) {
    self.value = (repeat each value)
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    var children: [any View] = []
    for child in repeat each value { children.append(child) }
    builder.reconcilePositional(node, children)
  }
}
