import Foundation
import LayoutLab
import Testing

/// `view` laid out cold (a new host) in `size` and warm (a host laid out in `other` first),
/// each result labelled "cold" or "warm" for an expectation's message: a warm layout must give
/// the frames of a cold one, since what the engine remembers may depend only on the views.
/// The one place the tests make the two hosts; the helpers below read their frames.
public func coldAndWarmLayouts<V: View>(
  _ view: V, in size: CGSize, after other: CGSize, insets: EdgeInsets = EdgeInsets(),
  policy: MeasurementCachePolicy = .swiftUI
) -> [(label: String, result: LayoutResult)] {
  let cold = ViewHost(rootView: view, safeAreaInsets: insets, measurementCachePolicy: policy).layout(in: size)
  let host = ViewHost(rootView: view, safeAreaInsets: insets, measurementCachePolicy: policy)
  _ = host.layout(in: other)
  let warm = host.layout(in: size)
  return [("cold", cold), ("warm", warm)]
}

/// The frames of the views carrying `ids`, cold and warm (see `coldAndWarmLayouts`), each list
/// labelled: what a test checks its hand-worked frames against, twice.
public func coldAndWarm<V: View>(
  _ view: V, ids: [AnyHashable], in size: CGSize, after other: CGSize, insets: EdgeInsets = EdgeInsets(),
  policy: MeasurementCachePolicy = .swiftUI
) -> [(label: String, frames: [CGRect?])] {
  coldAndWarmLayouts(view, in: size, after: other, insets: insets, policy: policy).map { layout in
    (layout.label, ids.map { layout.result.frame(id: $0) })
  }
}

/// Expects every view `expected` names (an `.id` or a summary, as `LayoutResult.views(named:)`
/// reads it; the first such view) at its frame, cold and warm under `policy` in hosts with
/// `insets` (see `coldAndWarmLayouts`).
public func expectColdAndWarm<V: View>(
  _ view: V, in size: CGSize, after other: CGSize, insets: EdgeInsets = EdgeInsets(),
  policy: MeasurementCachePolicy, _ expected: KeyValuePairs<String, CGRect>,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for (label, result) in coldAndWarmLayouts(view, in: size, after: other, insets: insets, policy: policy) {
    for (name, frame) in expected {
      expectFrame(
        result.views(named: name).first?.frame, frame, "\(name), \(label), .\(policy)", sourceLocation: sourceLocation)
    }
  }
}
