/// A description of part of a user interface.
///
/// Write views as in SwiftUI: a value type with a `body` built from other views. The engine
/// keeps one node per view in a retained tree (`ViewNode`) and evaluates `body` when it builds
/// or updates that node.
///
/// SwiftUI parity: `View`. Unlike SwiftUI's, this `View` is not bound to the main actor, so
/// several hosts can lay out on different threads.
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View
  /// The content of this view.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// A view the engine builds itself rather than through `body`: leaves, modifiers, containers
/// and the structural views (`TupleView`, `ForEach`, ...).
protocol PrimitiveView {
  /// Creates or updates `node` so that it describes this view, then reconciles its children.
  func update(_ node: ViewNode, in builder: TreeBuilder)
}

extension PrimitiveView {
  /// Primitive views have no body; the engine never asks for it.
  public var body: Never { primitiveViewBody(Self.self) }
}

/// What reading a primitive view's `body` does: stops, since the engine never asks for it.
/// The `@usableFromInline` primitive views (`ModifierViews.swift`) declare their own `body`
/// with this, as their `View` conformance needs a `body` as visible as they are.
func primitiveViewBody<V>(_ type: V.Type) -> Never {
  fatalError("\(type) is a primitive view and has no body")
}
