import Foundation

/// Fixes a view at its ideal size on one or both axes: proposes `nil` on the fixed axes and
/// passes the proposal through on the others. The view may then overflow its parent.
///
/// SwiftUI parity: `_FixedSizeLayout` (layout rule F3); the child is centred in
/// the modifier's frame.
struct FixedSizeLayout: BoundsPlacedModifier, SubviewSizedModifier, Equatable {
  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { .fixedSizeIdeal }

  let horizontal: Bool
  let vertical: Bool

  static var isUnaryModifier: Bool { true }

  func subviewProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func placement(in bounds: CGRect, proposal: ProposedViewSize) -> SubviewPlacement {
    .anchored(bounds.centreOrLeadingEdge, anchor: .center, proposal: subviewProposal(for: proposal))
  }
}

extension FixedSizeLayout: ModifierSummarizing {
  var modifierSummary: String { ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))" }
}

extension View {
  /// Fixes the view at its ideal size on both axes.
  public func fixedSize() -> some View {
    FixedSizeModifier(
      content: self, layout: FixedSizeLayout(horizontal: true, vertical: true), summary: .text(".fixedSize()"))
  }

  /// Fixes the view at its ideal size on the chosen axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    FixedSizeModifier(
      content: self, layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical), summary: .layout)
  }
}
