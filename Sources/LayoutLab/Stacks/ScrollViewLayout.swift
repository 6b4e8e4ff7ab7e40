import Foundation

/// A scrollable view: proposes `nil` along its scroll axes, so its content takes its ideal
/// length there, and takes the proposed length along them itself. Across the scroll axes it
/// is as wide (or tall) as its content. Several content views are stacked as in a `VStack`
/// (vertical) or `HStack` (horizontal only).
///
/// SwiftUI parity: `ScrollView` (layout rule SV1). Content starts at the top leading corner
/// moved by minus the scroll offset (the right under right-to-left layout) and is centred
/// across the scroll axes when narrower. The offset asked for (`ScrollPosition`) is clamped
/// to the content: at most the content's length minus the scroll view's, at least 0 (Apple's
/// `ScrollPosition.scrollTo(x:y:)` documentation says the scroll view clamps the value to its
/// content). The scroll view's own size does not depend on it.
///
/// It is not clipped to the safe area (C-SA11, in the safe-area article): along its scroll
/// axes, on an edge that touches the safe boundary (the touching rule of
/// `ignoresSafeArea(.container, edges:)`, C-SA5), its placed frame reaches the window's edge,
/// while its container sees the size it measured, as with `ignoresSafeArea`. It insets its
/// content by the insets it reached (`safeAreaPadding` and `safeAreaInset` around it included:
/// they are layers of the same chain), so the content is where it would be without the rule:
/// scrolled to the start, it starts at the safe boundary, and the largest offset, the content's
/// length plus the insets less the grown frame's length, is the content's length less the
/// measured one. Across the scroll axes nothing changes.
///
/// A lazy stack that is the only content and stacks along a scroll axis is told the region
/// shown (`LazyElements.window`), so it builds only the rows there (C-LS5); with no length
/// proposed along that axis nothing is hidden, and it builds them all. **Which region, when.**
/// The region the scroll view shows is its grown frame, known only once it is placed, while a
/// lazy stack builds its rows as it is measured. The scroll view's size does not depend on the
/// rows (along its scroll axes it is its proposal, across them its content's cross length,
/// which a lazy stack takes from its first row or its proposal), so it is measured with the
/// region of its measured frame, and `placeSubviews` shows the grown region and lays the
/// content out again, building the rows under the bars. The engine builds during placement
/// (a `GeometryReader`'s content, and here a lazy stack's rows: `LazyElements.show` makes
/// the stack forget its measurements), and every pass ends with the scroll view's placement,
/// so each layout, cold or warm, leaves the rows of the grown region built; the region a
/// measurement showed never outlives it. A scroll view placed at the same frame in the same
/// safe area shows the same region again, and nothing is rebuilt. The cost: a pass that
/// measures the scroll view again (its content changed, or a parent asks it for a guide) shows
/// the measured region first, dropping the rows only the grown region needs, and builds them
/// again when it is placed, without their state. The region is widened by the look-ahead
/// (`LazyRowWindow.lookAheadLength`, 100), more than the phone insets (47, 34): such rows are
/// then look-ahead rows, never on screen. Showing a region remembered from the last placement
/// instead would make what a measurement (a guide) answers depend on the layout before.
///
/// Its content gets a safe area of its own along the scroll axes: the scroll view turned the
/// insets there into margins, so nothing inside reaches further on those edges (a
/// `GeometryReader` reads 0 there, `ignoresSafeArea` does not grow there). SwiftUI's reading
/// is unverified: see `contentSafeAreaEdges`.
///
/// It is the container `containerRelativeFrame` views in its content measure against
/// (C-CRF2, `ContainerReaders`): it sets its size on the engine while it measures and places
/// them.
struct ScrollViewLayout: BuiltinLayout, Equatable {
  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { .scrollView }

  /// The axes the content scrolls along; the content is proposed `nil` on them.
  let axes: Axis.Set
  /// The scroll offset asked for, non-negative (possibly past the content's end).
  var offset: CGPoint = .zero

  /// The safe-area regions the scroll view reaches into and insets its content by: the
  /// container's (the bars), not the keyboard's. UNVERIFIED: Apple documents only that a scroll
  /// view insets its content by the safe area (`contentMargins(_:for:)`); UIKit's scroll views
  /// also inset for the keyboard, which LayoutLab does not model (the keyboard shrinks the
  /// scroll view's safe area as it does any view's).
  static let reachedRegions: SafeAreaRegions = .container

  /// The edges the scroll view reaches beyond and insets its content on: those of its scroll
  /// axes (in its layout direction; both ends of an axis, so the same absolutely).
  var scrollEdges: Edge.Set {
    let vertical: Edge.Set = axes.contains(.vertical) ? [.top, .bottom] : []
    return vertical.union(axes.contains(.horizontal) ? [.leading, .trailing] : [])
  }

  /// The edges on which the content has no safe area beyond its own frame: the scroll edges.
  /// ASSUMPTION (unverified; SwiftUI publishes nothing on it): the scroll view consumes the
  /// safe area it turned into content margins, so a `GeometryReader` in its content reads 0 on
  /// these edges wherever it scrolls to, and a view in the content that ignores the safe area
  /// does not reach beyond them. Across the scroll axes the content keeps the safe area around
  /// the scroll view.
  var contentSafeAreaEdges: Edge.Set { scrollEdges }

  var readsSafeArea: Bool { true }

  /// An empty `ScrollView` is an ordinary view to its container, with priority 0: SwiftUI's
  /// scroll view is not a `Layout` container, so the empty-layout rule (L11) does not apply.
  static var priorityWhenEmpty: Double { 0 }

  typealias Cache = _StackLayoutCache

  func makeCache(subviews: Subviews) -> Cache { Cache() }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let content = subviews.withContainerSize(containerSize(proposal, subviews)) {
      scrolledContent(proposal, subviews, &cache).size
    }
    return CGSize(
      width: axes.contains(.horizontal) ? proposal.width ?? content.width : content.width,
      height: axes.contains(.vertical) ? proposal.height ?? content.height : content.height)
  }

  /// Reaches under the bars (growing its frame, C-SA11), gives its content its own safe area
  /// along the scroll axes, and places the content as it would without the rule, showing a
  /// lazy stack the grown region.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    let margins = subviews.reachSafeArea(Self.reachedRegions, edges: scrollEdges)
    subviews.addSafeAreaLayerToEach(.consuming(contentSafeAreaEdges))
    subviews.withContainerSize(containerSize(proposal, subviews)) {
      placeContent(in: bounds, margins: margins, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  /// The size this scroll view gives `containerRelativeFrame` views in its content (C-CRF2):
  /// its proposal, and along an axis where that is `nil`, the length of the container around
  /// it (which it then depends on). That is its size less the safe-area insets it reached when
  /// placed (C-SA11 grows only its placed frame), as C-CRF2 asks, without waiting for them.
  private func containerSize(_ proposal: ProposedViewSize, _ subviews: Subviews) -> ProposedViewSize {
    guard proposal.width == nil || proposal.height == nil else { return proposal }
    let outer = subviews.containerSize
    return ProposedViewSize(width: proposal.width ?? outer?.width, height: proposal.height ?? outer?.height)
  }

  /// Places the content in `bounds`, the frame the scroll view was given; `margins`, the
  /// insets it reached beyond it, widen only the region a lazy stack is shown.
  private func placeContent(
    in bounds: CGRect, margins: EdgeInsets, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    let sized = ProposedViewSize(width: proposal.width ?? bounds.width, height: proposal.height ?? bounds.height)
    let childProposal = contentProposal(sized)
    let (size, scrolled) = scrolledContent(sized, subviews, &cache, margins: margins)
    let origin = CGPoint(
      x: axes.contains(.horizontal)
        ? bounds.minX - scrolled.x : centredStart(size.width, in: bounds.minX, bounds.width),
      y: axes.contains(.vertical) ? bounds.minY - scrolled.y : centredStart(size.height, in: bounds.minY, bounds.height)
    )
    if subviews.count == 1 {
      subviews[subviews.startIndex].place(at: origin, anchor: .topLeading, proposal: childProposal)
    } else {
      stack.placeSubviews(in: CGRect(origin: origin, size: size), childProposal, subviews, &cache)
    }
  }

  /// The content's size for `proposal` and the offset it is scrolled by, clamped to it. A lazy
  /// stack inside is first shown the region from the offset asked for; if clamping moves the
  /// offset, it is shown the clamped region and measured again (its length is an estimate that
  /// may change with the rows it builds; the second answer is kept). The region shown is the
  /// proposed length widened by `margins` (the insets the placed frame reached, none while
  /// measuring) on both ends: in the content's coordinates it starts `margins` before the
  /// offset (C-SA11). Pinned headers and footers stay in its safe part, the proposed length
  /// from the offset.
  private func scrolledContent(
    _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache, margins: EdgeInsets = EdgeInsets()
  ) -> (size: CGSize, offset: CGPoint) {
    let lazy = lazyContent(subviews)
    let viewport = lazy.map { proposal[$0.elements.axis] } ?? nil
    func show(_ offset: CGPoint) {
      guard let (content, elements) = lazy else { return }
      let axis = elements.axis
      let before = axis == .vertical ? margins.top : margins.leading
      let start = offset[axis]
      content.showLazyWindow(
        viewport.map { (start - before)...(start - before + $0 + margins.total(axis)) },
        safe: viewport.map { start...(start + $0) }, of: elements)
    }
    show(offset)
    var size = contentSize(proposal, subviews, &cache)
    var clamped = clampedOffset(size, proposal)
    if lazy != nil, viewport != nil, clamped != offset {
      show(clamped)
      size = contentSize(proposal, subviews, &cache)
      clamped = clampedOffset(size, proposal)
    }
    return (size, clamped)
  }

  /// `offset` within the content: at most the content's length minus the proposed length, and
  /// 0 along an axis that does not scroll or has no proposed length. The proposed length is the
  /// grown frame's less the margins it reached, so this is C-SA11's largest offset, the
  /// content's length plus the margins less the grown frame's length.
  private func clampedOffset(_ content: CGSize, _ proposal: ProposedViewSize) -> CGPoint {
    func clamp(_ axis: Axis) -> CGFloat {
      guard axes.contains(axis == .horizontal ? .horizontal : .vertical), let length = proposal[axis] else { return 0 }
      return min(offset[axis], max(0, content[axis] - length))
    }
    return CGPoint(x: clamp(.horizontal), y: clamp(.vertical))
  }

  /// The lazy stack that is the only content, when it stacks along a scroll axis.
  private func lazyContent(_ subviews: Subviews) -> (content: LayoutSubview, elements: LazyElements)? {
    guard subviews.count == 1, let content = subviews.first, let elements = content.lazyElements,
      axes.contains(elements.axis == .horizontal ? .horizontal : .vertical)
    else { return nil }
    return (content, elements)
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
    let summary =
      axes == .vertical
      ? "ScrollView()" : axes == .horizontal ? "ScrollView(.horizontal)" : "ScrollView([.horizontal, .vertical])"
    let offset = requestedOffset(node, builder)
    let scrolled =
      offset == .zero ? summary : "\(summary) scrolled to (\(formatLength(offset.x)), \(formatLength(offset.y)))"
    LayoutView(layout: ScrollViewLayout(axes: axes, offset: offset), content: content, summary: scrolled)
      .update(node, in: builder)
    // The space `.scrollView` reads: the region shown.
    node.assign(.coordinateSpace(AnyHashable(ScrollViewSpaceName(axes: axes))), in: builder.census)
  }

  /// The offset the `scrollPosition` around this view asks for along the scroll axes; a
  /// negative or NaN coordinate is reported and taken as 0 (the content's start).
  private func requestedOffset(_ node: ViewNode, _ builder: TreeBuilder) -> CGPoint {
    guard let position = node.environment[ScrollPositionKey.self] else { return .zero }
    func coordinate(_ axis: Axis) -> CGFloat {
      guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return 0 }
      let value = position.requestedOffset(along: axis)
      guard value.isNaN || value < 0 else { return value }
      builder.report(
        .invalidArgument, node,
        "ScrollView: scroll position \(axis == .horizontal ? "x" : "y") \(formatLength(value)) is \(value.isNaN ? "not a number" : "negative"); scrolling to 0 (the scroll view clamps its offset to the content)"
      )
      return 0
    }
    return CGPoint(x: coordinate(.horizontal), y: coordinate(.vertical))
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
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> some View
  {
    EnvironmentWriter(content: self, label: ".scrollIndicators(.\(visibility.name))", written: visibility.name) { _ in }
  }
}
