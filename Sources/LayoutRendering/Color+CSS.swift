import LayoutLab

extension Color {
  /// The colour as CSS and SVG write it, without its opacity: `rgb(255,59,48)`; components
  /// outside 0...1 (or not numbers) are clamped.
  package var cssRGB: String {
    let components = [red, green, blue].map { component -> Int in
      guard component.isFinite else { return 0 }
      return Int((min(1, max(0, component)) * 255).rounded())
    }
    return "rgb(\(components.map(String.init).joined(separator: ",")))"
  }

  /// The opacity clamped to 0...1 (0 when not a number).
  var clampedOpacity: Double {
    opacity.isFinite ? min(1, max(0, opacity)) : 0
  }
}
