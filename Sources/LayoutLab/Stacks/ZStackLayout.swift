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
    guard !subviews.isEmpty else { return .zero }
    let top = topPriority(of: subviews)
    var extent = LinedUpExtent()
    for subview in subviews { lineUp(subview, for: proposal, top: top, in: &extent) }
    return extent.size
  }

  /// Proposes `bounds.size` to every child and lines them up on `alignment`, the
  /// highest-priority children filling `bounds`.
  ///
  /// Each child is asked its dimensions once, as in `sizeThatFits`; what is kept of them
  /// until the children are placed is their guides alone.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    guard !subviews.isEmpty else { return }
    let childProposal = ProposedViewSize(bounds.size)
    let top = topPriority(of: subviews)
    var extent = LinedUpExtent()
    let guides = subviews.map { lineUp($0, for: childProposal, top: top, in: &extent) }
    for (i, subview) in subviews.enumerated() {
      let origin = extent.origin(lining: guides[i])
      subview.place(
        at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading,
        proposal: childProposal)
    }
  }

  /// The highest layout priority among `subviews`: only children of that priority size the stack.
  private func topPriority(of subviews: Subviews) -> Double {
    var top = -Double.infinity
    for subview in subviews { top = max(top, subview.priority) }
    return top
  }

  /// Asks `subview` its dimensions for `proposal` and adds it to `extent`, lined up on
  /// `alignment` (its frame counts if its priority is `top`); returns its guide, the point lined
  /// up with the others'.
  @discardableResult
  private func lineUp(
    _ subview: LayoutSubview, for proposal: ProposedViewSize, top: Double, in extent: inout LinedUpExtent
  ) -> CGPoint {
    let dimensions = subview.dimensions(in: proposal)
    let guide = CGPoint(x: dimensions[alignment.horizontal], y: dimensions[alignment.vertical])
    extent.add(dimensions, guide: guide, contributes: subview.priority == top)
    return guide
  }

  public var description: String {
    alignment == .center ? "ZStack()" : "ZStack(alignment: \(alignment))"
  }
}

/// The union of children's frames once lined up on their guides, built one child at a time:
/// the stack's size, and where a child's origin goes in it.
private struct LinedUpExtent {
  private var minX = CGFloat.infinity
  private var minY = CGFloat.infinity
  private var maxX = -CGFloat.infinity
  private var maxY = -CGFloat.infinity
  /// Whether a child, of any priority, is infinitely wide (tall): only under an infinite
  /// proposal. The stack is then infinitely wide (tall) and every child at its leading (top)
  /// edge: lining up on its guide would compute ∞ − ∞.
  private var infiniteX = false
  private var infiniteY = false

  /// Adds a child with `dimensions`, lined up on `guide`; `contributes`: whether its frame
  /// counts in the union (it has the highest priority).
  mutating func add(_ dimensions: ViewDimensions, guide: CGPoint, contributes: Bool) {
    if !dimensions.width.isFinite { infiniteX = true }
    if !dimensions.height.isFinite { infiniteY = true }
    guard contributes else { return }
    minX = min(minX, -guide.x)
    minY = min(minY, -guide.y)
    maxX = max(maxX, dimensions.width - guide.x)
    maxY = max(maxY, dimensions.height - guide.y)
  }

  /// The union's size. Finite children whose lined-up extent only overflows give the largest
  /// finite length.
  var size: CGSize {
    func extent(_ low: CGFloat, _ high: CGFloat) -> CGFloat {
      (high - low).isFinite ? high - low : .greatestFiniteMagnitude
    }
    return CGSize(width: infiniteX ? .infinity : extent(minX, maxX), height: infiniteY ? .infinity : extent(minY, maxY))
  }

  /// Where the origin of a child lined up on `guide` goes, from the union's top leading corner.
  func origin(lining guide: CGPoint) -> CGPoint {
    CGPoint(x: infiniteX ? 0 : -guide.x - minX, y: infiniteY ? 0 : -guide.y - minY)
  }
}
