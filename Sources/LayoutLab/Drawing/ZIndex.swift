extension View {
  /// Draws the view in front of its siblings with a smaller value (default 0); the order of
  /// layout and every frame stay the same.
  ///
  /// SwiftUI parity: `zIndex(_:)` changes only drawing order (SwiftUI's `ZIndex` trait). Siblings
  /// with equal values keep their order.
  public func zIndex(_ value: Double) -> some View {
    DrawingModifier(content: self, layout: DrawingLayout(.zIndex(value), label: ".zIndex(\(value))"))
  }
}
