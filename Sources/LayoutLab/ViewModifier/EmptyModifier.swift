/// A modifier that leaves its content as it is: a stand-in where a modifier is required.
///
/// SwiftUI parity: `EmptyModifier`, with `identity`. It evaluates no body of its own.
public struct EmptyModifier: ViewModifier, PrimitiveViewModifier, Sendable {
  public typealias Body = Never

  /// The modifier that changes nothing.
  public static let identity = EmptyModifier()

  public init() {}

  func apply<Content: View>(to content: Content, in node: ViewNode, builder: TreeBuilder) {
    builder.reconciler.reconcile(node, .branch(0), content)
  }
}
