import Foundation

/// Where a modifier puts its one subview: the subview's `anchor` point at `position`, sized
/// for `proposal`, as `LayoutSubview.place(at:anchor:proposal:)` takes them.
struct AnchoredPlacement {
  var position: CGPoint
  var anchor: UnitPoint
  var proposal: ProposedViewSize
}

/// A built-in modifier that places its one subview from its own bounds and proposal alone,
/// reading nothing of the subview (no size, guide, spacing or safe area) and giving it no
/// safe-area layer: padding, offset, position and fixed size.
///
/// The modifier says where in `placement(in:proposal:)`, and its `placeSubviews` is that
/// placement. So the engine may commit the placement without calling `placeSubviews`, with no
/// proxies and no placement slots (`LayoutEngine.commitOnlySubview`): the subview is asked
/// for the same size, gets the same frame and the same diagnostics, and the counts are the
/// same. A modifier around one view is most of a tree's containers, and the layout call's
/// machinery cost each more than its arithmetic.
///
/// SwiftUI parity: none needed; an engine shortcut that changes no answer.
protocol BoundsPlacedModifier: BuiltinLayout where Cache == Void {
  /// Where the subview goes in `bounds`, for the modifier's `proposal`.
  func placement(in bounds: CGRect, proposal: ProposedViewSize) -> AnchoredPlacement
}

extension BoundsPlacedModifier {
  func onlySubviewPlacement(in bounds: CGRect, proposal: ProposedViewSize) -> AnchoredPlacement? {
    placement(in: bounds, proposal: proposal)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    guard let child = subviews.first else { return }
    let placement = placement(in: bounds, proposal: proposal)
    child.place(at: placement.position, anchor: placement.anchor, proposal: placement.proposal)
  }
}
