import Foundation

/// Moves a view where it is drawn without changing its layout: the modifier keeps the view's
/// size and place among its siblings, and the view's own frame is shifted by the offset.
///
/// Alignment guides are not moved either: a container lines the modifier up by the view's
/// guides as if it were not offset.
///
/// SwiftUI parity: `offset(x:y:)` is a geometry effect applied when drawing
/// (layout rule F4); the modifier's frame is where the view would have been, and
/// layout, alignment included, never sees the offset.
struct OffsetLayout: BoundsPlacedModifier, SubviewSizedModifier, Equatable {
  let offset: CGSize

  static var isUnaryModifier: Bool { true }

  func subviewProposal(for proposal: ProposedViewSize) -> ProposedViewSize { proposal }

  func placement(in bounds: CGRect, proposal: ProposedViewSize) -> SubviewPlacement {
    .anchored(
      CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), anchor: .topLeading,
      proposal: proposal)
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Void
  ) -> CGFloat? {
    subviews.first?.dimensions(in: proposal)[explicit: guide]
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Void
  ) -> CGFloat? {
    subviews.first?.dimensions(in: proposal)[explicit: guide]
  }

  /// The offset with a component that is not finite or beyond ±10³⁰⁰ (`LengthLimit`) reported
  /// and replaced by 0, so that moving a frame by it stays finite.
  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> OffsetLayout {
    guard !LengthLimit.accepts(offset.width) || !LengthLimit.accepts(offset.height) else { return self }
    let problem = LengthLimit.problem(with: LengthLimit.accepts(offset.width) ? offset.height : offset.width)
    report(
      .invalidArgument,
      "offset (\(formatLength(offset.width)), \(formatLength(offset.height))) \(problem); using 0 there")
    func usable(_ value: CGFloat) -> CGFloat { LengthLimit.accepts(value) ? value : 0 }
    return OffsetLayout(offset: CGSize(width: usable(offset.width), height: usable(offset.height)))
  }
}

extension OffsetLayout: ModifierSummarizing {
  var modifierSummary: String { ".offset(x: \(formatLength(offset.width)), y: \(formatLength(offset.height)))" }
}

extension View {
  /// Draws the view moved by `offset`, leaving its layout unchanged. Inlinable (see
  /// `OffsetModifier`).
  @inlinable
  public func offset(_ offset: CGSize) -> some View {
    OffsetModifier(content: self, offset: offset)
  }

  /// Draws the view moved by `x` and `y`, leaving its layout unchanged.
  @inlinable
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }
}
