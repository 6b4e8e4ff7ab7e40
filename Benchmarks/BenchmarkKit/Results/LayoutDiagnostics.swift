import LayoutLab

/// The diagnostics of a benchmarked layout, reduced to their kinds: a workload that reports
/// one (a layout that did not settle, an invalid size) is not measuring what it says.
///
/// SwiftUI parity: none; a harness.
enum LayoutDiagnostics {
  /// The distinct kinds of `result`'s diagnostics, sorted.
  static func kinds(of result: LayoutResult) -> [String] {
    Set(result.diagnostics.map { "\($0.kind)" }).sorted()
  }
}
