import Foundation

extension View {
  /// Draws only the part of the view inside `shape`, sized to the view's frame; the frame does
  /// not change.
  ///
  /// SwiftUI parity: `clipShape(_:style:)`. The fill style's even-odd rule is not drawn.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    DrawingModifier(
      content: self, layout: DrawingLayout(.clip(Path()), label: ".clipShape(\(shape))", clipShape: shape))
  }

  /// Draws only the part of the view inside its frame.
  ///
  /// SwiftUI parity: `clipped(antialiased:)`, a clip to the frame's rectangle.
  public func clipped(antialiased: Bool = false) -> some View {
    DrawingModifier(content: self, layout: DrawingLayout(.clip(Path()), label: ".clipped()", clipShape: Rectangle()))
  }

  /// Draws only the part of the view inside its frame with corners rounded by `radius`.
  ///
  /// SwiftUI parity: `cornerRadius(_:antialiased:)` (deprecated in favour of `clipShape`), a
  /// clip to a rounded rectangle.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    DrawingModifier(
      content: self,
      layout: DrawingLayout(
        .clip(Path()), label: ".cornerRadius(\(formatLength(radius)))",
        clipShape: RoundedRectangle(cornerRadius: radius, style: .circular)))
  }
}
