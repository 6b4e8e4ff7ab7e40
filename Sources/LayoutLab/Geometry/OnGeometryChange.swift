import Foundation

/// Something the frame loop checks after each layout with the node's geometry.
protocol GeometryObserver {
  /// Computes the value from the node's geometry; if it differs from the last one delivered
  /// (or none was), remembers it and returns the action to run.
  func check(_ node: ViewNode) -> (() -> Void)?
}

/// `.onGeometryChange(for:of:action:)`.
struct GeometryChangeObserver<Value: Equatable>: GeometryObserver {
  let transform: (GeometryProxy) -> Value
  let action: (Value, Value) -> Void

  func check(_ node: ViewNode) -> (() -> Void)? {
    let value = transform(GeometryProxy(node: node))
    let previous = node.observedValue as? Value
    if let previous, previous == value { return nil }
    node.observedValue = value
    return { action(previous ?? value, value) }
  }
}

extension View {
  /// Runs `action` with a value computed from this view's geometry after a frame in which it
  /// changed, and after the first frame with the first value.
  ///
  /// SwiftUI parity: `onGeometryChange(for:of:action:)` (iOS 18, back-deployed to iOS 16): the
  /// modern replacement for a `GeometryReader` background publishing a preference. It does not
  /// change layout.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
  ) -> some View {
    NodeRoleModifier(
      content: self, summary: ".onGeometryChange(for: \(T.self))",
      role: .geometryObserver(GeometryChangeObserver(transform: transform, action: { _, new in action(new) })))
  }

  /// Runs `action` with the old and the new value computed from this view's geometry.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
  ) -> some View {
    NodeRoleModifier(
      content: self, summary: ".onGeometryChange(for: \(T.self))",
      role: .geometryObserver(GeometryChangeObserver(transform: transform, action: action)))
  }
}
