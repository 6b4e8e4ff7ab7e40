import Foundation

/// The layout call a `LayoutSubviews` or `LayoutSubview` proxy belongs to, as the proxy holds
/// it: a user layout's call retained, a built-in's not at all.
///
/// A built-in keeps no proxy past its call, so its calls need no scope of their own: they
/// share the engine's `builtinCallScope`, never closed, and their proxies, which a layout makes
/// and drops by the thousand, hold it unretained. The two cases have payloads of their own, so
/// copying or dropping a built-in's proxy tests the case and makes no runtime call (a case
/// without payload would share the reference's null, and every copy would call the runtime to
/// retain it). What a built-in's proxy hands out that may be kept (a `ViewDimensions`) retains
/// `builtinCallScope` itself.
enum ProxyScope {
  /// A built-in layout's call: always open. The engine's `builtinCallScope`, which the engine
  /// keeps while the call runs.
  case builtin(Unmanaged<LayoutCallScope>)
  /// A user layout's call, retained (see `LayoutCallScope`).
  case call(LayoutCallScope)

  /// The scope of a built-in's call run by `engine`.
  @inline(__always)
  static func builtin(of engine: LayoutEngine) -> ProxyScope {
    .builtin(.passUnretained(engine.builtinCallScope))
  }

  /// Whether the call is still open; if not, reports `use` (made only then).
  @inline(__always)
  func isOpen(reporting use: @autoclosure () -> String) -> Bool {
    guard case .call(let scope) = self, !scope.isOpen else { return true }
    scope.reportUseAfterCall(use())
    return false
  }

  /// The scope to hand to what may outlive the call (a `ViewDimensions`), retained: the call's,
  /// or the engine's `builtinCallScope` for a built-in's call. Only while the call runs.
  var retained: LayoutCallScope {
    switch self {
    case .builtin(let scope): scope.takeUnretainedValue()
    case .call(let scope): scope
    }
  }
}
