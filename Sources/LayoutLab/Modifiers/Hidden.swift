extension View {
  /// Hides the view; it keeps its place in the layout.
  ///
  /// SwiftUI parity: `hidden()`; the view still takes its space.
  public func hidden() -> some View {
    ModifiedLayout(content: self, layout: PassthroughLayout(), summary: ".hidden()")
  }
}
