import Foundation

/// The layout of a host's root: the root view is proposed the host's size less its safe-area
/// insets and centred in the safe area; several root views are stacked as in a `VStack`. That
/// safe area is also the outermost container `containerRelativeFrame` measures against.
///
/// SwiftUI parity: what `UIHostingController` does with its root view (C-SA1: OpenSwiftUI's
/// `ViewGraph` pads the root by the host's insets, `Sources/OpenSwiftUICore/View/Graph/ViewGraph.swift`).
struct HostingLayout: BuiltinLayout, Equatable {
  /// The host's insets, leading and trailing as the root's layout direction reads them.
  var insets = EdgeInsets()

  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { .host }

  typealias Cache = _StackLayoutCache

  func makeCache(subviews: Subviews) -> Cache { Cache() }

  private var stack: StackAlgorithm {
    StackAlgorithm(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  func placeSubviews(in window: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    let bounds = CGRect(
      x: window.minX + insets.leading, y: window.minY + insets.top,
      width: max(0, window.width - insets.total(.horizontal)), height: max(0, window.height - insets.total(.vertical)))
    let proposal = ProposedViewSize(bounds.size)
    // The root container of `containerRelativeFrame`: the window less its safe area (C-CRF2).
    subviews.withContainerSize(proposal) {
      placeRoot(in: bounds, subviews: subviews, cache: &cache)
    }
  }

  private func placeRoot(in bounds: CGRect, subviews: Subviews, cache: inout Cache) {
    let proposal = ProposedViewSize(bounds.size)
    if subviews.count == 1 {
      subviews[subviews.startIndex].place(at: bounds.centreOrLeadingEdge, anchor: .center, proposal: proposal)
      return
    }
    let size = stack.sizeThatFits(proposal, subviews, &cache)
    let origin = CGPoint(
      x: centredStart(size.width, in: bounds.minX, bounds.width),
      y: centredStart(size.height, in: bounds.minY, bounds.height))
    stack.placeSubviews(in: CGRect(origin: origin, size: size), proposal, subviews, &cache)
  }

  /// The size the root content chose: its frame, or the union of several root views' frames.
  static func rootSize(of subviews: NodeList) -> CGSize {
    guard let first = subviews.first else { return .zero }
    return subviews.dropFirst().reduce(first.frame) { $0.union($1.frame) }.size
  }
}
