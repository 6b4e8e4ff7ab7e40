import Foundation

extension View {
  /// Draws a border `width` wide inside the view's frame; the frame does not change.
  ///
  /// SwiftUI parity: `border(_:width:)`. Apple documents that "the border appears inside the
  /// bounds of this view" (https://developer.apple.com/documentation/swiftui/view/border(_:width:));
  /// like Tokamak's reimplementation, LayoutLab builds it as an overlay of a rectangle stroked
  /// inside its edge, so the border is a view the size of the content.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    BackgroundModifier(
      content: self, secondary: Rectangle().strokeBorder(content, lineWidth: width), alignment: .center,
      isOverlay: true, label: .make { ".border(\(content), width: \(formatLength(width)))" })
  }
}
