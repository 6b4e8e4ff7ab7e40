/// One of two views, chosen by an `if`/`else` or a `switch` in a `@ViewBuilder`.
///
/// SwiftUI parity: `_ConditionalContent`. Switching branches replaces the subtree: each branch
/// has its own identity and state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.assign(.dynamicContent, in: builder.census)
    switch storage {
    case .trueContent(let content): builder.reconciler.reconcile(node, .branch(0), content)
    case .falseContent(let content): builder.reconciler.reconcile(node, .branch(1), content)
    }
  }
}

/// An optional view, from an `if` without `else`: no view when `nil`.
extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.assign(.dynamicContent, in: builder.census)
    if let content = self {
      builder.reconciler.reconcile(node, .branch(0), content)
    } else {
      builder.reconciler.reconcile(node)
    }
  }
}
