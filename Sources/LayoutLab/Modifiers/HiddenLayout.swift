import Foundation

/// Keeps a view's layout but does not draw it.
///
/// SwiftUI parity: `hidden()`; the view still takes its space.
struct HiddenLayout: BuiltinLayout {
  static var isUnaryModifier: Bool { true }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
  }
}

extension View {
  /// Hides the view; it keeps its place in the layout.
  public func hidden() -> some View {
    ModifiedLayout(content: self, layout: HiddenLayout(), summary: ".hidden()")
  }
}
