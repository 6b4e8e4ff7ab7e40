/// A colour or pattern a shape is filled with. LayoutLab draws nothing, but renderers read
/// colours, and `.background(.gray)` needs the type.
///
/// SwiftUI parity: `ShapeStyle`, with `Color` as the style that matters for layout pictures.
public protocol ShapeStyle: Sendable {}

/// The style views use when none is given: the foreground colour.
///
/// SwiftUI parity: `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle, Hashable {
  public init() {}
}
