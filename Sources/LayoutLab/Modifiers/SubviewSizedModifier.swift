import Foundation

/// A built-in modifier whose size is its one subview's size for a proposal made from the
/// modifier's own, changed by the modifier alone: padding, offset and fixed size.
///
/// The modifier says which proposal in `subviewProposal(for:)`, and what size in
/// `size(forSubviewSize:)` (by default the subview's), and its `sizeThatFits` is made of them.
/// So its box asks the subview directly (`CachelessLayoutBox.sizeThatFits`), with no proxies:
/// the same proposal, through the engine's one way of measuring, which counts, caches and
/// traces it as it does an ask through a proxy.
///
/// SwiftUI parity: none needed; an engine shortcut that changes no answer.
protocol SubviewSizedModifier: BuiltinLayout where Cache == Void {
  /// What the modifier proposes to its subview when it is proposed `proposal`.
  func subviewProposal(for proposal: ProposedViewSize) -> ProposedViewSize
}

extension SubviewSizedModifier {
  func onlySubviewProposal(for proposal: ProposedViewSize) -> ProposedViewSize? {
    subviewProposal(for: proposal)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    guard let child = subviews.first else { return .zero }
    return size(forSubviewSize: child.sizeThatFits(subviewProposal(for: proposal)))
  }
}
