import Foundation

/// The ends of a stroked line. SwiftUI parity: CoreGraphics' `CGLineCap`, which Foundation on
/// Linux lacks.
public enum CGLineCap: Int32, Hashable, Sendable {
  case butt, round, square
}

/// The corners of a stroked line. SwiftUI parity: CoreGraphics' `CGLineJoin`, which Foundation
/// on Linux lacks.
public enum CGLineJoin: Int32, Hashable, Sendable {
  case miter, round, bevel
}

/// How a shape's outline is stroked. A stroke draws; it never changes a frame.
///
/// SwiftUI parity: `StrokeStyle`, with SwiftUI's defaults.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How a shape's inside is decided when it is filled or used to clip.
///
/// SwiftUI parity: `FillStyle`. Renderers fill with the nonzero rule whatever `isEOFilled` says;
/// it never changes a frame.
public struct FillStyle: Hashable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool

  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}
