import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Helpers for the geometry suites (GeometryReader, GeometryProxy, coordinate spaces,
// onGeometryChange). Local to this folder so that other suites do not depend on them.

/// Lays `view` out once in a fresh host of `size`.
func geometryLayout<V: View>(_ view: V, in size: CGSize = phoneSize) -> LayoutResult {
  ViewHost(rootView: view).layout(in: size)
}

/// Collects what a `GeometryReader` content closure, a transform or an action saw, in call
/// order, so that a test can read the proxy's values after layout.
///
/// Captured by the closures of one test only, on the test's thread.
final class GeometryLog<Value> {
  private(set) var values: [Value] = []

  /// Records `value` and returns it, so that it can be used inside an expression.
  @discardableResult
  func record(_ value: Value) -> Value {
    values.append(value)
    return value
  }

  /// The last value recorded, if any.
  var last: Value? { values.last }

  /// How many values were recorded.
  var count: Int { values.count }
}

/// What a proxy reports in every space one test asks about.
struct ProxyReading: Equatable {
  var size: CGSize
  var global: CGRect
  var local: CGRect
  var named: [String: CGRect]

  /// Reads `proxy` in `.global`, `.local` and each of `names`.
  init(_ proxy: GeometryProxy, names: [String] = []) {
    size = proxy.size
    global = proxy.frame(in: .global)
    local = proxy.frame(in: .local)
    named = Dictionary(uniqueKeysWithValues: names.map { ($0, proxy.frame(in: .named($0))) })
  }
}

/// The `GeometryReader` content builds a result counted, over all its frames.
func readerBuilds(_ result: LayoutResult) -> Int {
  result.tree.bodyEvaluationsByType["GeometryReader"] ?? 0
}
