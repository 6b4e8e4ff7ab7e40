import LayoutLab

/// A box a test owns, into which a view's body puts a `Binding` to its state, so that the test
/// can change that state between two layouts:
///
///     let remote = Remote<Int>()
///     ... body: let _ = remote.capture($count) ...
///     remote.binding?.wrappedValue = 3
///     host.layout(in: size)
///
/// Two remotes are equal only when they are the same box, so a view holding one compares equal
/// to a new value of itself holding the same box (see `ViewEquality`).
final class Remote<Value>: Equatable {
  /// The binding captured by the last body that called `capture(_:)` without a key.
  var binding: Binding<Value>?
  /// Bindings captured by several views, by a key each chooses (a `ForEach` element's id).
  var bindings: [AnyHashable: Binding<Value>] = [:]

  /// Keeps `binding`; returns nothing so that a body can call it as `let _ = remote.capture($x)`.
  func capture(_ binding: Binding<Value>) { self.binding = binding }

  /// Keeps `binding` under `key`.
  func capture(_ binding: Binding<Value>, as key: AnyHashable) { bindings[key] = binding }

  static func == (lhs: Remote, rhs: Remote) -> Bool { lhs === rhs }
}
