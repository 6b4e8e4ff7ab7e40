import Foundation

/// A scrollable view: proposes `nil` along its scroll axes, so its content takes its ideal
/// length there, and takes the proposed length along them itself. Across the scroll axes it
/// is as wide (or tall) as its content. Several content views are stacked as in a `VStack`
/// (vertical) or `HStack` (horizontal only).
///
/// SwiftUI parity: `ScrollView` (layout rule SV1). Content starts at the top
/// leading corner (scroll offset zero; the right under right-to-left layout) and is centred
/// across the scroll axes when narrower.
/// The safe area is not modelled.
struct ScrollViewLayout: BuiltinLayout, Equatable {
  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { .scrollView }

  /// The axes the content scrolls along; the content is proposed `nil` on them.
  let axes: Axis.Set

  /// An empty `ScrollView` is an ordinary view to its container, with priority 0: SwiftUI's
  /// scroll view is not a `Layout` container, so the empty-layout rule (L11) does not apply.
  static var priorityWhenEmpty: Double { 0 }

  typealias Cache = _StackLayoutCache

  func makeCache(subviews: Subviews) -> Cache { Cache() }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let content = contentSize(proposal, subviews, &cache)
    return CGSize(
      width: axes.contains(.horizontal) ? proposal.width ?? content.width : content.width,
      height: axes.contains(.vertical) ? proposal.height ?? content.height : content.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    let sized = ProposedViewSize(width: proposal.width ?? bounds.width, height: proposal.height ?? bounds.height)
    let childProposal = contentProposal(sized)
    let size = contentSize(sized, subviews, &cache)
    let origin = CGPoint(
      x: axes.contains(.horizontal) ? bounds.minX : centredStart(size.width, in: bounds.minX, bounds.width),
      y: axes.contains(.vertical) ? bounds.minY : centredStart(size.height, in: bounds.minY, bounds.height)
    )
    if subviews.count == 1 {
      subviews[subviews.startIndex].place(at: origin, anchor: .topLeading, proposal: childProposal)
    } else {
      stack.placeSubviews(in: CGRect(origin: origin, size: size), childProposal, subviews, &cache)
    }
  }

  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  private func contentSize(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> CGSize {
    let childProposal = contentProposal(proposal)
    if subviews.count == 1 { return subviews[subviews.startIndex].sizeThatFits(childProposal) }
    return stack.sizeThatFits(childProposal, subviews, &cache)
  }

  /// The implicit stack for several content views.
  private var stack: StackAlgorithm {
    axes == .horizontal
      ? StackAlgorithm(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil)
      : StackAlgorithm(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)
  }
}

/// A scrollable view of `content`.
///
/// SwiftUI parity: `ScrollView(_:showsIndicators:content:)`; see `ScrollViewLayout`.
public struct ScrollView<Content: View>: View, PrimitiveView {
  /// The scrollable axes.
  public var axes: Axis.Set
  /// Whether scroll indicators show; no effect on layout.
  public var showsIndicators: Bool
  /// The scrolled content.
  public var content: Content

  /// A view scrolling `content` along `axes`, vertical by default.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    let summary = axes == .vertical ? "ScrollView()" : axes == .horizontal ? "ScrollView(.horizontal)" : "ScrollView([.horizontal, .vertical])"
    LayoutView(layout: ScrollViewLayout(axes: axes), content: content, summary: summary).update(node, in: builder)
  }
}

/// Whether scroll indicators show. No effect on layout.
///
/// SwiftUI parity: `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden; unlike `.never`, the platform may still show them.
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")
}

extension View {
  /// Sets the visibility of scroll indicators; no effect on layout.
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
    EnvironmentWriter(content: self, label: ".scrollIndicators(.\(visibility.name))", written: visibility.name) { _ in }
  }
}
