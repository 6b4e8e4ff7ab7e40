import Foundation

extension View {
  /// Draws a shadow of the view, blurred by `radius` and moved by `x` and `y`; the frame does
  /// not change.
  ///
  /// SwiftUI parity: `shadow(color:radius:x:y:)`, whose default colour is black at opacity 0.33
  /// (in linear sRGB). Pictures show the shadow as a dashed outline of the frame, moved.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View {
    DrawingModifier(
      content: self,
      layout: DrawingLayout(
        .shadow(color: color, radius: radius, x: x, y: y),
        label: ".shadow(radius: \(formatLength(radius)), x: \(formatLength(x)), y: \(formatLength(y)))"))
  }
}
