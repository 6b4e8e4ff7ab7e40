import Foundation

/// Where a modifier puts its one subview, as one of the proxy's two ways of placing it.
enum SubviewPlacement {
  /// The subview's `anchor` point at `position`, sized for `proposal`:
  /// `LayoutSubview.place(at:anchor:proposal:)`.
  case anchored(CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
  /// The subview, sized for `proposal`, with its `alignment` guides on the same guides of the
  /// modifier's bounds: `LayoutSubview.place(aligned:in:proposal:)`.
  case aligned(Alignment, proposal: ProposedViewSize)
}

/// A built-in modifier that places its one subview from its own bounds and proposal alone
/// (the subview's size and guides read only as `place` reads them) and gives it no safe-area
/// layer: padding, offset, position, fixed size and the frames.
///
/// The modifier says where in `placement(in:proposal:)`, and its `placeSubviews` is that
/// placement. So the engine may commit the placement without calling `placeSubviews`, with no
/// proxies and no placement slots (`LayoutEngine.commitOnlySubview`): the subview is asked
/// the same questions in the same order, gets the same frame and the same diagnostics, and
/// the counts are the same. A modifier around one view is most of a tree's containers, and
/// the layout call's machinery cost each more than its arithmetic.
///
/// SwiftUI parity: none needed; an engine shortcut that changes no answer.
protocol BoundsPlacedModifier: BuiltinLayout where Cache == Void {
  /// Where the subview goes in `bounds`, for the modifier's `proposal`.
  func placement(in bounds: CGRect, proposal: ProposedViewSize) -> SubviewPlacement
}

extension BoundsPlacedModifier {
  func onlySubviewPlacement(in bounds: CGRect, proposal: ProposedViewSize) -> SubviewPlacement? {
    placement(in: bounds, proposal: proposal)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    guard let child = subviews.first else { return }
    switch placement(in: bounds, proposal: proposal) {
    case .anchored(let position, let anchor, let proposal):
      child.place(at: position, anchor: anchor, proposal: proposal)
    case .aligned(let alignment, let proposal):
      child.place(aligned: alignment, in: bounds, proposal: proposal)
    }
  }
}
