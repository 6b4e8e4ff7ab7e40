import Foundation

extension View {
  /// Draws the view turned by `angle` around `anchor`; the frame does not turn or move.
  ///
  /// SwiftUI parity: `rotationEffect(_:anchor:)`, a geometry effect applied when drawing.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    DrawingModifier(
      content: self, layout: DrawingLayout(.rotation(angle, anchor: anchor), label: ".rotationEffect(\(angle))"))
  }

  /// Draws the view scaled by `scale` around `anchor`; the frame does not change.
  ///
  /// SwiftUI parity: `scaleEffect(_:anchor:)` with a size, a geometry effect.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    DrawingModifier(
      content: self,
      layout: DrawingLayout(
        .scale(scale, anchor: anchor),
        label: ".scaleEffect(x: \(formatLength(scale.width)), y: \(formatLength(scale.height)))"))
  }

  /// Draws the view scaled by `s` in both directions around `anchor`.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }

  /// Draws the view scaled by `x` and `y` around `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }
}
