import Foundation
import LayoutExamples
import LayoutLab
import Testing

/// Helpers for the `FlowLayout` tests, in one uniquely named namespace (other helpers add files
/// to this test target).
enum FlowTestSupport {
  /// The tolerance for lengths: one thousandth of a point.
  static let tolerance: CGFloat = 0.001

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

  /// Whether two lengths agree within the tolerance.
  static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || abs(a - b) <= tolerance }

  /// Whether two rectangles agree within the tolerance.
  static func close(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
  }

  /// Expects `actual` to be `expected` within the tolerance.
  static func expectSize(
    _ actual: CGSize, _ expected: CGSize, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      close(actual.width, expected.width) && close(actual.height, expected.height),
      "size \(actual) is not \(expected)", sourceLocation: sourceLocation)
  }

  /// Expects the frames to be `expected`, one by one, within the tolerance.
  static func expectFrames(
    _ actual: [CGRect], _ expected: [CGRect], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(actual.count == expected.count, "\(actual.count) frames, expected \(expected.count)", sourceLocation: sourceLocation)
    for (index, (a, e)) in zip(actual, expected).enumerated() {
      #expect(close(a, e), "frame \(index) is \(a), expected \(e)", sourceLocation: sourceLocation)
    }
  }

  /// Expects the frames' origins to be `expected`.
  static func expectOrigins(
    _ actual: [CGRect], _ expected: [CGPoint], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(actual.count == expected.count, "\(actual.count) frames, expected \(expected.count)", sourceLocation: sourceLocation)
    for (index, (a, e)) in zip(actual, expected).enumerated() {
      #expect(close(a.minX, e.x) && close(a.minY, e.y), "origin \(index) is \(a.origin), expected \(e)", sourceLocation: sourceLocation)
    }
  }
}
