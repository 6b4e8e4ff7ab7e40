import Foundation

// Where a view starts when it is lined up in a container along one axis, with infinite
// lengths handled: a view or a container infinitely long along the axis (only ever because
// something was proposed infinity there) starts at the container's leading (top) edge.
// Lining either up by its centre or another guide would compute ∞ − ∞ = NaN or put the view
// at -∞; SwiftUI documents no position for an infinitely long view.

/// Where a view `length` long starts when centred in a container that starts at `start` and is
/// `extent` long: `start + extent / 2 − length / 2`, or `start` when either length is infinite
/// or the result overflows.
func centredStart(_ length: CGFloat, in start: CGFloat, _ extent: CGFloat) -> CGFloat {
  guard length.isFinite, extent.isFinite else { return start }
  let centred = start + extent / 2 - length / 2
  return centred.isFinite ? centred : start
}

/// Where a view `length` long starts when its guide at `guide` meets the container's guide at
/// `containerGuide`, the container starting at `start` and `extent` long:
/// `start + containerGuide − guide`, or `start` when either length is infinite or the result
/// is not finite.
func alignedStart(
  _ length: CGFloat, guide: CGFloat, in start: CGFloat, _ extent: CGFloat, containerGuide: CGFloat
) -> CGFloat {
  guard length.isFinite, extent.isFinite else { return start }
  let aligned = start + containerGuide - guide
  return aligned.isFinite ? aligned : start
}

extension CGRect {
  /// The rectangle's centre, or its leading (top) edge along an axis where it is infinitely
  /// long or its centre overflows (edges near ±1e308): where a modifier that centres its child
  /// on itself places it (with `.center` as the anchor, which an infinitely long child
  /// ignores: see `LayoutEngine.place`).
  var centreOrLeadingEdge: CGPoint {
    let (x, y) = (midX, midY)
    return CGPoint(x: width.isFinite && x.isFinite ? x : minX, y: height.isFinite && y.isFinite ? y : minY)
  }
}
