import Foundation

/// The layout call a `LayoutSubviews` or `LayoutSubview` proxy belongs to, as the proxy holds
/// it: a user layout's call retained, a built-in's not at all.
///
/// A built-in keeps no proxy past its call, so its calls need no scope of their own: they
/// share the engine's `builtinCallScope`, never closed, and their proxies, which a layout makes
/// and drops by the thousand, copy this case without a reference count. What a built-in's
/// proxy hands out that may be kept (a `ViewDimensions`) holds `builtinCallScope` itself.
enum ProxyScope {
  /// A built-in layout's call: always open.
  case builtin
  /// A user layout's call, retained (see `LayoutCallScope`).
  case call(LayoutCallScope)

  /// Whether the call is still open; if not, reports `use` (made only then).
  @inline(__always)
  func isOpen(reporting use: @autoclosure () -> String) -> Bool {
    guard case .call(let scope) = self, !scope.isOpen else { return true }
    scope.reportUseAfterCall(use())
    return false
  }

  /// The scope to hand to what may outlive the call (a `ViewDimensions`): the call's, or
  /// `engine`'s `builtinCallScope` for a built-in's call.
  func retained(in engine: LayoutEngine) -> LayoutCallScope {
    switch self {
    case .builtin: engine.builtinCallScope
    case .call(let scope): scope
    }
  }
}
