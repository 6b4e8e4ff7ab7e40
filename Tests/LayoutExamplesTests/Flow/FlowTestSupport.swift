import Foundation
import LayoutExamples
import LayoutLab
import Testing

/// Helpers for the `FlowLayout` tests, in one uniquely named namespace (other helpers add files
/// to this test target).
enum FlowTestSupport {
  /// A flow laid out as the root of a host: its size and its subviews' frames relative to the
  /// flow's own origin (independent of where the host centres it).
  struct Laid {
    var result: LayoutResult
    var size: CGSize
    var frames: [CGRect]
    var flow: PlacedView
  }

  /// Lays `layout` with `content` out as the root of a host `width` wide (so the flow is
  /// proposed `width` × `height`).
  static func layOut<V: View>(
    _ layout: FlowLayout, width: CGFloat, height: CGFloat = 1000,
    policy: MeasurementCachePolicy = .swiftUI, environment: EnvironmentValues = EnvironmentValues(),
    @ViewBuilder _ content: () -> V
  ) throws -> Laid {
    let host = ViewHost(rootView: layout { content() }, measurementCachePolicy: policy, environment: environment)
    return try laid(host.layout(in: CGSize(width: width, height: height)))
  }

  /// The flow at the root of `result`.
  static func laid(_ result: LayoutResult) throws -> Laid {
    let flow = try #require(result.views.first)
    let origin = flow.frame.origin
    return Laid(
      result: result, size: flow.frame.size,
      frames: flow.children.map { $0.frame.offsetBy(dx: -origin.x, dy: -origin.y) }, flow: flow)
  }
}
