/// A colour, gradient or material a shape is filled with. Renderers draw what it resolves to
/// (`ShapePaint`); no style changes a frame.
///
/// SwiftUI parity: `ShapeStyle`.
public protocol ShapeStyle: Sendable {}

/// The style views use when none is given: the foreground style of the environment
/// (`foregroundStyle(_:)`, `foregroundColor(_:)`), or nothing drawn when none was set.
///
/// SwiftUI parity: `ForegroundStyle`; SwiftUI falls back to the primary colour, LayoutLab to
/// no fill, so that a bare shape is pictured as its outline.
public struct ForegroundStyle: ShapeStyle, Hashable {
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style of the environment.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}
