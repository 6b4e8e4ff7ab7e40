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
    var count = 0
    for _ in repeat each value { count += 1 }
    builder.reconciler.reconcile(node, capacity: count) { children in
      var index = 0
      for child in repeat each value {
        children.add(.index(index), child)
        index += 1
      }
    }
  }
}
