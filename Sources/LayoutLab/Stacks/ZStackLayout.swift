import Foundation

/// Overlays subviews, lining them up on one alignment point.
///
/// Every child is proposed the stack's own proposal. The stack's size is the union of the
/// frames of its highest-priority children once lined up (with the built-in guides that is
/// their largest width and height); lower-priority children never grow it.
///
/// SwiftUI parity: `ZStackLayout` (layout rule O2). With custom guides the union
/// can exceed the largest width and height; the reference marks this VERIFY and recommends
/// the union, which the pre-iOS 16 alignment-guide flow layout relies on. Under right-to-left
/// layout the engine mirrors the arrangement, so `.leading` lines children up on the right.
public struct ZStackLayout: BuiltinLayout, Equatable, CustomStringConvertible {
  /// The point, in each child, that is lined up with the same point in the others.
  public var alignment: Alignment

  /// An overlay of children lined up on `alignment`.
  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  /// The union of the highest-priority children's frames, each sized for `proposal` and
  /// lined up on `alignment`.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    arrangement(proposal, subviews).size
  }

  /// Proposes `bounds.size` to every child and lines them up on `alignment`, the
  /// highest-priority children filling `bounds`.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    let childProposal = ProposedViewSize(bounds.size)
    let arrangement = arrangement(childProposal, subviews)
    for (i, subview) in subviews.enumerated() {
      let origin = CGPoint(x: bounds.minX + arrangement.origins[i].x, y: bounds.minY + arrangement.origins[i].y)
      subview.place(at: origin, anchor: .topLeading, proposal: childProposal)
    }
  }

  /// The stack's size and each child's origin within it when every child is proposed `proposal`.
  private func arrangement(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (size: CGSize, origins: [CGPoint]) {
    guard !subviews.isEmpty else { return (.zero, []) }
    let dimensions = subviews.map { $0.dimensions(in: proposal) }
    let priorities = subviews.map(\.priority)
    let top = priorities.max() ?? 0
    let guides = dimensions.map { CGPoint(x: $0[alignment.horizontal], y: $0[alignment.vertical]) }
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    for i in dimensions.indices where priorities[i] == top {
      minX = min(minX, -guides[i].x)
      minY = min(minY, -guides[i].y)
      maxX = max(maxX, dimensions[i].width - guides[i].x)
      maxY = max(maxY, dimensions[i].height - guides[i].y)
    }
    // A child of infinite length (only under an infinite proposal) makes that length infinite,
    // with every child at the leading (top) edge: lining up on its guide would compute ∞ − ∞.
    // Finite children whose lined-up extent only overflows give the largest finite length.
    let infiniteX = dimensions.contains { !$0.width.isFinite }
    let infiniteY = dimensions.contains { !$0.height.isFinite }
    let origins = guides.map {
      CGPoint(x: infiniteX ? 0 : -$0.x - minX, y: infiniteY ? 0 : -$0.y - minY)
    }
    func extent(_ low: CGFloat, _ high: CGFloat) -> CGFloat {
      (high - low).isFinite ? high - low : .greatestFiniteMagnitude
    }
    return (
      CGSize(width: infiniteX ? .infinity : extent(minX, maxX), height: infiniteY ? .infinity : extent(minY, maxY)),
      origins
    )
  }

  public var description: String {
    alignment == .center ? "ZStack()" : "ZStack(alignment: \(alignment))"
  }
}
