/// A modifier written like a view: its `body(content:)` makes a new view out of `content`, the
/// view it is applied to.
///
///     struct BorderedCaption: ViewModifier {
///       func body(content: Content) -> some View {
///         content.font(.caption2).padding(10)
///       }
///     }
///     Text("Caption").modifier(BorderedCaption())
///
/// The engine treats a modifier like a view with a body: `body(content:)` is evaluated when the
/// modifier is first applied, when its value changes (compared by the same rules as a view's,
/// `ViewEquality`), when its environment changes and when its own `@State` changes; each
/// evaluation counts as a body in `TreeCounters`, under the modifier's type name. `content`
/// keeps the identity of the view it stands for: a new modifier value does not rebuild it, and
/// a new content value alone does not evaluate the modifier's body again.
///
/// SwiftUI parity: `ViewModifier`, with `Content` as `_ViewModifier_Content<Self>`.
public protocol ViewModifier {
  /// The type of view this modifier makes.
  associatedtype Body: View
  /// The view this modifier is applied to, as its body sees it.
  typealias Content = _ViewModifier_Content<Self>
  /// The view this modifier makes out of `content`.
  @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier {
  /// This modifier followed by `modifier`: `content.modifier(self).modifier(modifier)`.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier the engine applies itself rather than through `body(content:)`.
protocol PrimitiveViewModifier: ViewModifier where Body == Never {
  /// Makes `node` the result of applying this modifier to `content`.
  func apply<Content: View>(to content: Content, in node: ViewNode, builder: TreeBuilder)
}

extension PrimitiveViewModifier {
  /// Primitive modifiers have no body; the engine never asks for it.
  public func body(content: Content) -> Never { primitiveViewBody(Self.self) }
}
