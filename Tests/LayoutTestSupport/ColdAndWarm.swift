import Foundation
import LayoutLab

/// The frames of the views carrying `ids`, laid out cold (a new host) in `size` and warm (a
/// host laid out in `other` first), each list labelled for the expectation's message: what a
/// test of "the same cold and warm" checks its hand-worked frames against, twice.
public func coldAndWarm<V: View>(
  _ view: V, ids: [AnyHashable], in size: CGSize, after other: CGSize, insets: EdgeInsets = EdgeInsets(),
  policy: MeasurementCachePolicy = .swiftUI
) -> [(label: String, frames: [CGRect?])] {
  let cold = ViewHost(rootView: view, safeAreaInsets: insets, measurementCachePolicy: policy).layout(in: size)
  let host = ViewHost(rootView: view, safeAreaInsets: insets, measurementCachePolicy: policy)
  _ = host.layout(in: other)
  let warm = host.layout(in: size)
  return [("cold", ids.map { cold.frame(id: $0) }), ("warm", ids.map { warm.frame(id: $0) })]
}
