import Foundation

/// One call of a layout method that received subviews (`sizeThatFits`, `placeSubviews`,
/// `spacing`, `explicitAlignment`, `makeCache`, `updateCache`): what its `LayoutSubviews` and
/// `LayoutSubview` proxies reach the engine through, open for the length of the call.
///
/// A user layout's proxies retain the scope (one reference, as they used to retain their
/// subview's node; a built-in's hold none, `ProxyScope`) and reach the engine, the container and the subview unretained. That is safe while the call
/// runs: the host keeps the engine and the tree keeps the container and its subviews. A proxy
/// kept past its call (in a layout's cache, a global box) may outlive them all, so every use
/// first reads `isOpen` (one load and a branch); a closed scope answers a neutral value
/// instead and reports the use: in the host's next layout result while the host lives, on
/// standard error once it is gone (then there is no result to carry it).
///
/// SwiftUI parity: Apple documents the proxies as inputs to the `Layout` methods that receive
/// them (https://developer.apple.com/documentation/swiftui/layoutsubviews); a proxy kept
/// after the call is not something SwiftUI supports.
final class LayoutCallScope {
  /// Not retained: alive while `isOpen`, since the host runs the call; `nil` for the scope of
  /// built-in calls, which is never closed and so never reports.
  private unowned(unsafe) let engine: LayoutEngine?
  /// Retained: tells, after the call, whether the engine still exists.
  private let engineLifetime: EngineLifetime
  /// The layout type whose call this is, to name it in a report.
  private let layoutType: Any.Type
  /// Whether the call is still running.
  private(set) var isOpen = true

  /// The scope of one call of a layout of type `layoutType` run by `engine`.
  init(engine: LayoutEngine, layoutType: Any.Type) {
    self.engine = engine
    engineLifetime = engine.lifetime
    self.layoutType = layoutType
  }

  /// The scope every call of a built-in layout shares (`LayoutEngine.builtinCallScope`): never
  /// closed, since a built-in keeps no proxy past its call. Its proxies do not hold it
  /// (`ProxyScope.builtin`); what they hand out that may be kept (a `ViewDimensions`) does.
  init(builtinCallsOf lifetime: EngineLifetime) {
    engine = nil
    engineLifetime = lifetime
    layoutType = Never.self
  }

  /// Whether the engine that ran the call still exists. A built-in's scope never closes, so
  /// what its proxies hand out (a `ViewDimensions` kept by a guide's computation) checks this
  /// before reading the engine.
  var engineIsAlive: Bool { engineLifetime.isAlive }

  /// Ends the call: from now on every use of a proxy from it is reported and ignored.
  func close() { isOpen = false }

  /// Reports `use` (`"place(at:anchor:proposal:)"`, `"sizeThatFits"`...) of a proxy from this
  /// closed call, made while `isOpen` is false.
  @inline(never)
  func reportUseAfterCall(_ use: String) {
    let message =
      "\(layoutType) used \(use) on a subview after the layout call that received it returned; "
      + "ignored (keep sizes, not subviews, in the cache)"
    let diagnostic = LayoutDiagnostic(kind: .subviewUsedAfterCall, path: "\(layoutType)", message: message)
    if engineLifetime.isAlive, let engine {
      engine.reportLate(diagnostic)
    } else {
      FileHandle.standardError.write(Data("LayoutLab: \(diagnostic) (its host is gone)\n".utf8))
    }
  }
}

/// Whether an engine still exists: an engine's proxies may outlive it (see `LayoutCallScope`).
final class EngineLifetime {
  /// Set to false when the engine is deinitialized.
  var isAlive = true
}
