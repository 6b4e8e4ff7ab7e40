import Foundation

/// Something the frame loop checks after each layout: it may queue an action. An object, so
/// that a node's role holds a reference (see `NodeRole`).
protocol PreferenceObserver: AnyObject {
  /// The key observed, for diagnostics.
  var keyName: String { get }
  /// Reads the node's subtree value; if it differs from the last one delivered (or none was
  /// delivered yet), remembers it and returns the action to run.
  func check(_ node: ViewNode, _ reducer: PreferenceReducer) -> (() -> Void)?
}

/// `.onPreferenceChange(_:perform:)`.
final class PreferenceChangeObserver<Key: PreferenceKey>: PreferenceObserver where Key.Value: Equatable {
  let action: (Key.Value) -> Void

  init(action: @escaping (Key.Value) -> Void) { self.action = action }

  var keyName: String { String(describing: Key.self) }

  func check(_ node: ViewNode, _ reducer: PreferenceReducer) -> (() -> Void)? {
    guard let value = reducer.value(Key.self, of: node) else { return nil }
    if let delivered = node.observedValue as? Key.Value, delivered == value { return nil }
    node.observedValue = value
    return { [action] in action(value) }
  }
}

extension View {
  /// Runs `action` after a frame in which this view's subtree value for `key` changed, and
  /// after the first frame with the first value. A subtree that produces no value for `key`
  /// (no writer of it, no dynamic content) never runs it, not even with the default value.
  ///
  /// SwiftUI parity: `onPreferenceChange(_:perform:)` (semantics P8). The action runs after the
  /// frame's layout, never during it; state it writes is seen by the next frame. OpenSwiftUI's
  /// `_PreferenceActionModifier` makes its binder only when the content outputs the key
  /// (`if let keyValue = outputs[K.self]`), so content without a writer has no action to run.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    NodeRoleModifier(
      content: self, summary: .role,
      role: .preferenceObserver(PreferenceChangeObserver<K>(action: action)), laysOut: false)
  }
}
