import Foundation

/// Something the frame loop checks after each layout with the node's geometry. An object, so
/// that a node's role holds a reference (see `NodeRole`).
protocol GeometryObserver: AnyObject {
  /// What the modifier says it is: `.onGeometryChange(for: CGSize)`.
  var summary: String { get }
  /// Computes the value from the node's geometry, inside `namedSpaces` (outermost first); if it
  /// differs from the last one delivered (or none was), remembers it and returns the action to
  /// run.
  func check(_ node: ViewNode, in namedSpaces: [NamedSpace]) -> (() -> Void)?
}

/// `.onGeometryChange(for:of:action:)`.
final class GeometryChangeObserver<Value: Equatable>: GeometryObserver {
  /// The modifier's action, as it was given: one that takes the new value, or the old and the
  /// new. Kept as given, not wrapped in a closure of the other shape, which would be another
  /// allocation per observer and a larger one per delivery.
  enum Action {
    case new((Value) -> Void)
    case oldAndNew((Value, Value) -> Void)
  }

  let transform: (GeometryProxy) -> Value
  let action: Action

  init(transform: @escaping (GeometryProxy) -> Value, action: Action) {
    self.transform = transform
    self.action = action
  }

  var summary: String { ".onGeometryChange(for: \(Value.self))" }

  func check(_ node: ViewNode, in namedSpaces: [NamedSpace]) -> (() -> Void)? {
    let value = transform(GeometryProxy(node: node, namedSpaces: namedSpaces))
    let previous = node.observedValue as? Value
    if let previous, previous == value { return nil }
    node.observedValue = value
    switch action {
    case .new(let action): return { action(value) }
    case .oldAndNew(let action): return { action(previous ?? value, value) }
    }
  }
}

extension View {
  /// Runs `action` with a value computed from this view's geometry after a frame in which it
  /// changed, and after the first frame with the first value.
  ///
  /// SwiftUI parity: `onGeometryChange(for:of:action:)` (iOS 18, back-deployed to iOS 16): the
  /// modern replacement for a `GeometryReader` background publishing a preference. It does not
  /// change layout. Apple's documentation says the action "is called whenever the data type
  /// changes" and does not mention the first value either way
  /// (developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)); its own
  /// example (autoplay while 75 % of a video is visible) only works if the first value is
  /// delivered, so the first value counts as a change from none. VERIFY on a device.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
  ) -> some View {
    NodeRoleModifier(
      content: self, summary: .role,
      role: .geometryObserver(GeometryChangeObserver(transform: transform, action: .new(action))))
  }

  /// Runs `action` with the old and the new value computed from this view's geometry. The first
  /// delivery has no old value and passes the first value as both, as `onChange(of:initial:_:)`
  /// passes "the initial value" as the old value when asked to run initially.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
  ) -> some View {
    NodeRoleModifier(
      content: self, summary: .role,
      role: .geometryObserver(GeometryChangeObserver(transform: transform, action: .oldAndNew(action))))
  }
}
