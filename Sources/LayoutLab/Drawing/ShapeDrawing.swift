import Foundation

/// How a shape other than a plain rectangle is drawn: its outline in root coordinates, and
/// whether it is stroked or filled with a gradient (the colour is `PlacedView.Appearance.fill`).
///
/// SwiftUI parity: what `Shape.path(in:)` gives for the shape's frame, with the shape's style.
public struct ShapeDrawing: Hashable, Sendable {
  /// The outline in root coordinates.
  public var path: Path
  /// The stroke, for `stroke`/`strokeBorder`; `nil` when the shape is filled.
  public var stroke: StrokeStyle?
  /// The gradient the shape is painted with, if any (`PlacedView.Appearance.fill` is its first colour).
  public var gradient: Gradient?

  public init(path: Path, stroke: StrokeStyle? = nil, gradient: Gradient? = nil) {
    self.path = path
    self.stroke = stroke
    self.gradient = gradient
  }
}
