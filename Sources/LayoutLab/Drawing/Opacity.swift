extension View {
  /// Draws the view at `opacity` (0 transparent, 1 opaque); its frame does not change.
  ///
  /// SwiftUI parity: `opacity(_:)`; a render effect, no layout.
  public func opacity(_ opacity: Double) -> some View {
    DrawingModifier(content: self, layout: DrawingLayout(.opacity(opacity), label: ".opacity(\(opacity))"))
  }
}
