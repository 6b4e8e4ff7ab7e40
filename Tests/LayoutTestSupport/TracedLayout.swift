import Foundation
import LayoutLab

/// Lays `view` out once, traced, in a host of `size` (390 × 844 by default) with `insets` of
/// safe area: what the explanation tests read `LayoutResult.explain` from.
public func tracedLayout<V: View>(
  _ view: V, size: CGSize = phoneSize, insets: EdgeInsets = EdgeInsets()
) -> LayoutResult {
  let host = ViewHost(rootView: view, safeAreaInsets: insets)
  host.tracing = true
  return host.layout(in: size)
}

/// The rule of the first answer the view carrying `.id(id)` gave.
public func firstRule(_ result: LayoutResult, _ id: AnyHashable) -> AppliedRule? {
  result.explain(id: id)?.answers.first?.rule
}
