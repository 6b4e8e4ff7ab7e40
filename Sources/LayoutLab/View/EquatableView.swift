/// A view whose content's own `==` decides whether the content changed: when `==` says the
/// new content equals the last, its body is not evaluated again.
///
///     CardView(card: card).equatable()
///
/// How views compare otherwise, when a parent's body runs again (SwiftUI's rules): a view of
/// plain data (only numbers, say) compares field by field, bit for bit, and its `==` is never
/// called; any other `Equatable` view compares with its `==`; any other view compares field by
/// field, `Equatable` fields with `==`, references by identity, a closure always counting as
/// changed.
///
/// SwiftUI parity: `EquatableView` and `equatable()`. Like SwiftUI's, the wrapper is not a view
/// with a body: it counts no body evaluation of its own.
public struct EquatableView<Content: View & Equatable>: View, PrimitiveView {
  public var content: Content

  public init(content: Content) {
    self.content = content
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    builder.reconciler.reconcile(node, .branch(0), content, equality: ==)
  }
}

extension View where Self: Equatable {
  /// Makes this view's `==` decide whether it changed, wrapping it in an `EquatableView`.
  public func equatable() -> EquatableView<Self> {
    EquatableView(content: self)
  }
}
