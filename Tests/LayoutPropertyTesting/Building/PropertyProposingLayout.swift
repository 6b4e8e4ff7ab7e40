import Foundation
import LayoutLab

/// A custom layout that asks and places every subview with one fixed proposal (`.infinity`,
/// `.zero` or `.unspecified`), whatever it is proposed itself, and stacks them top to bottom:
/// the proposals a user's layout may make that no built-in container does.
///
/// Its own size is the widest subview by the subviews' heights summed, each length that is not
/// finite replaced by its own proposal's (0 when unspecified).
public struct PropertyProposingLayout: Layout {
  /// What every subview is proposed.
  public var childProposal: ProposedViewSize

  public init(childProposal: ProposedViewSize) { self.childProposal = childProposal }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(childProposal) }
    let width = sizes.map(\.width).max() ?? 0
    let height = sizes.reduce(0) { $0 + ($1.height.isFinite ? $1.height : 0) }
    let fallback = proposal.replacingUnspecifiedDimensions(by: .zero)
    return CGSize(width: width.isFinite ? width : fallback.width, height: height.isFinite ? height : fallback.height)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    var y = bounds.minY
    for subview in subviews {
      subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: childProposal)
      let height = subview.sizeThatFits(childProposal).height
      y += height.isFinite ? height : 0
    }
  }
}
