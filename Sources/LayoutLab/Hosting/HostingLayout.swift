import Foundation

/// The layout of a host's root: the root view is proposed the host's size and centred in it;
/// several root views are stacked as in a `VStack`.
///
/// SwiftUI parity: what `UIHostingController` does with its root view.
struct HostingLayout: BuiltinLayout, Equatable {
  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { .host }

  typealias Cache = _StackLayoutCache

  func makeCache(subviews: Subviews) -> Cache { Cache() }

  private var stack: StackAlgorithm {
    StackAlgorithm(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    if subviews.count == 1 {
      subviews[subviews.startIndex].place(at: bounds.centreOrLeadingEdge, anchor: .center, proposal: proposal)
      return
    }
    let size = stack.sizeThatFits(proposal, subviews, &cache)
    let origin = CGPoint(
      x: centredStart(size.width, in: bounds.minX, bounds.width), y: centredStart(size.height, in: bounds.minY, bounds.height))
    stack.placeSubviews(in: CGRect(origin: origin, size: size), proposal, subviews, &cache)
  }

  /// The size the root content chose: its frame, or the union of several root views' frames.
  static func rootSize(of subviews: [ViewNode]) -> CGSize {
    guard let first = subviews.first else { return .zero }
    return subviews.dropFirst().reduce(first.frame) { $0.union($1.frame) }.size
  }
}
