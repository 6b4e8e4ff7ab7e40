import Foundation

/// How a view's colours combine with what is drawn behind it.
///
/// SwiftUI parity: `BlendMode`, every case.
public enum BlendMode: String, Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference
  case exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker
  case plusLighter
}

/// How `drawingGroup` renders colours. SwiftUI parity: `ColorRenderingMode`.
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

extension View {
  /// Draws the view blurred by `radius`; the frame does not change.
  ///
  /// SwiftUI parity: `blur(radius:opaque:)`. Pictures name the filter and do not blur.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    filter("blur(radius: \(formatLength(radius)))")
  }

  /// Draws the view brighter by `amount` (0 unchanged, 1 white). SwiftUI parity: `brightness(_:)`.
  public func brightness(_ amount: Double) -> some View { filter("brightness(\(amount))") }

  /// Draws the view with its saturation scaled by `amount`. SwiftUI parity: `saturation(_:)`.
  public func saturation(_ amount: Double) -> some View { filter("saturation(\(amount))") }

  /// Draws the view desaturated by `amount` (1 grey). SwiftUI parity: `grayscale(_:)`.
  public func grayscale(_ amount: Double) -> some View { filter("grayscale(\(amount))") }

  /// Draws the view with its colours multiplied by `color`. SwiftUI parity: `colorMultiply(_:)`.
  public func colorMultiply(_ color: Color) -> some View { filter("colorMultiply(\(color))") }

  /// Composites the view with what is behind it by `blendMode`. SwiftUI parity: `blendMode(_:)`.
  public func blendMode(_ blendMode: BlendMode) -> some View { filter("blendMode(.\(blendMode.rawValue))") }

  /// Draws the view's layers together before its opacity and blend mode apply.
  /// SwiftUI parity: `compositingGroup()`.
  public func compositingGroup() -> some View { filter("compositingGroup()") }

  /// Draws the view offscreen as one image. SwiftUI parity: `drawingGroup(opaque:colorMode:)`.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    filter("drawingGroup()")
  }

  /// A drawing-only filter node named `name`.
  private func filter(_ name: String) -> DrawingModifier<Self> {
    DrawingModifier(content: self, layout: DrawingLayout(.filter(name), label: ".\(name)"))
  }
}
