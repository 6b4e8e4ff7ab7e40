import Foundation

/// Lays a secondary view behind (background) or in front of (overlay) a primary one.
///
/// The primary view alone decides the size, guides and spacing; the secondary views are
/// proposed exactly the primary's size and lined up with it on `alignment`, as in an implicit
/// `ZStack`.
///
/// SwiftUI parity: `background` and `overlay` (layout rule O1). Where the primary
/// content is several views SwiftUI applies the modifier to each; LayoutLab lays them out
/// overlaid instead and reports nothing (a known divergence).
struct BackgroundLayout: BuiltinLayout, Equatable {
  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { .background }

  let alignment: Alignment
  /// How many of the subviews are the primary content; the rest are secondary.
  let primaryCount: Int
  /// The edges on which the secondary views are drawn out into the unsafe area: the edges of
  /// a `ShapeStyle` background or overlay's `ignoresSafeAreaEdges`, none for a view.
  var secondaryIgnoresSafeAreaEdges: Edge.Set = []

  var readsSafeArea: Bool { !secondaryIgnoresSafeAreaEdges.isEmpty }

  static var isUnaryModifier: Bool { true }
  static var hasSecondaryContent: Bool { true }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    var size = CGSize.zero
    for index in primaryIndices(subviews) {
      let child = subviews[index].sizeThatFits(proposal)
      size = CGSize(width: max(size.width, child.width), height: max(size.height, child.height))
    }
    return size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    // The content keeps the modifier's frame: its alignment guides line the secondary views up
    // with it, they never move the content itself. Several primaries are centred by size.
    let primaries = primaryIndices(subviews)
    for index in primaries {
      let primary = subviews[index]
      let size = primary.sizeThatFits(proposal)
      let origin = CGPoint(
        x: centredStart(size.width, in: bounds.minX, bounds.width),
        y: centredStart(size.height, in: bounds.minY, bounds.height))
      primary.place(at: origin, anchor: .topLeading, proposal: proposal)
    }
    let area = secondaryArea(bounds, subviews)
    let secondaryProposal = ProposedViewSize(area.size)
    for index in primaries.upperBound..<subviews.endIndex {
      subviews[index].place(aligned: alignment, in: area, proposal: secondaryProposal)
    }
  }

  /// Where the secondary views go: the modifier's frame, grown on `secondaryIgnoresSafeAreaEdges`
  /// by the container safe area's insets its frame touches (C-SA8): a `ShapeStyle` background
  /// is drawn into the unsafe area while the layout keeps the frame.
  private func secondaryArea(_ bounds: CGRect, _ subviews: Subviews) -> CGRect {
    guard readsSafeArea else { return bounds }
    let reach = subviews.safeAreaInsets(at: bounds, regions: .container)
    var insets = EdgeInsets()
    for edge in Edge.allCases where secondaryIgnoresSafeAreaEdges.contains(Edge.Set(edge)) {
      insets[edge] = reach[edge]
    }
    return CGRect(
      x: bounds.minX - insets.leading, y: bounds.minY - insets.top,
      width: bounds.width + insets.total(.horizontal), height: bounds.height + insets.total(.vertical))
  }

  func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
    guard primaryCount > 0, let primary = subviews.first else { return .zero }
    return primary.spacing
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Void
  ) -> CGFloat? {
    primaryIndices(subviews).first.flatMap { subviews[$0].dimensions(in: proposal)[explicit: guide] }
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Void
  ) -> CGFloat? {
    primaryIndices(subviews).first.flatMap { subviews[$0].dimensions(in: proposal)[explicit: guide] }
  }

  /// The indices of the primary subviews; the secondary ones follow. Indices rather than a
  /// slice: slicing the subviews copies their node list through its generic value witness.
  private func primaryIndices(_ subviews: Subviews) -> Range<Int> {
    subviews.startIndex..<(subviews.startIndex + min(primaryCount, subviews.count))
  }
}

/// The view behind `background` and `overlay`.
///
/// Preference values combine in drawing order, back to front: a background's value before
/// its content's, an overlay's after. SwiftUI parity: OpenSwiftUI's `makeSecondaryLayerView`
/// pairs the outputs as (secondary, primary) for `_BackgroundModifier` (`flipOrder: true`) and
/// as (primary, secondary) for `_OverlayModifier`.
@usableFromInline
struct BackgroundModifier<Content: View, Secondary: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let content: Content
  let secondary: Secondary
  let alignment: Alignment
  let isOverlay: Bool
  let label: NodeSummary
  /// The edges on which a `ShapeStyle` secondary is drawn into the unsafe area.
  var ignoresSafeAreaEdges: Edge.Set = []

  /// Inlined into the conformance's witness, which is handed this modifier's type: on its
  /// own, the function asked the runtime for the type again, for the closure that adds the
  /// two children.
  @inline(__always)
  func update(_ node: ViewNode, in builder: TreeBuilder) {
    builder.reconciler.reconcile(node, capacity: 2) { children in
      children.add(.branch(0), content)
      children.add(.branch(1), secondary)
    }
    let primaryCount = node.children.first.map(builder.elementCount) ?? 0
    node.install(
      BackgroundLayout(
        alignment: alignment, primaryCount: primaryCount, secondaryIgnoresSafeAreaEdges: ignoresSafeAreaEdges))
    node.summarySource = label
    node.combinesPreferencesInReverse = !isOverlay
  }
}

extension View {
  /// Puts `content` behind this view, sized to this view.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    BackgroundModifier(
      content: self, secondary: content(), alignment: alignment, isOverlay: false,
      label: .make { ".background(alignment: \(alignment))" })
  }

  /// Puts `view` behind this view, sized to this view. (A `Color` goes to the `ShapeStyle`
  /// overload, as in SwiftUI.)
  @_disfavoredOverload
  public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
    BackgroundModifier(
      content: self, secondary: view, alignment: alignment, isOverlay: false, label: .text(".background"))
  }

  /// Fills the area behind this view with `style`, drawn out into the unsafe area on `edges`
  /// where the view touches the safe area's boundary (C-SA8); the layout is unchanged.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    BackgroundModifier(
      content: self, secondary: _ShapeView(shape: Rectangle(), style: style), alignment: .center, isOverlay: false,
      label: .make { ".background(\(style))" }, ignoresSafeAreaEdges: edges)
  }

  /// Fills the area behind this view with the background style, drawn out into the unsafe
  /// area on `edges` where the view touches the safe area's boundary (C-SA8).
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    BackgroundModifier(
      content: self, secondary: _ShapeView(shape: Rectangle(), style: BackgroundStyle()), alignment: .center,
      isOverlay: false, label: .text(".background()"), ignoresSafeAreaEdges: edges)
  }

  /// Fills `shape`, sized to this view, with `style` behind this view.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    BackgroundModifier(
      content: self, secondary: _ShapeView(shape: shape, style: style), alignment: .center, isOverlay: false,
      label: .make { ".background(\(style), in: \(shape))" })
  }

  /// Puts `content` in front of this view, sized to this view.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    BackgroundModifier(
      content: self, secondary: content(), alignment: alignment, isOverlay: true,
      label: .make { ".overlay(alignment: \(alignment))" })
  }

  /// Puts `view` in front of this view, sized to this view.
  @_disfavoredOverload
  public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
    BackgroundModifier(content: self, secondary: view, alignment: alignment, isOverlay: true, label: .text(".overlay"))
  }

  /// Fills the area in front of this view with `style`, drawn out into the unsafe area on
  /// `edges` where the view touches the safe area's boundary (C-SA8); the layout is unchanged.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    BackgroundModifier(
      content: self, secondary: _ShapeView(shape: Rectangle(), style: style), alignment: .center, isOverlay: true,
      label: .make { ".overlay(\(style))" }, ignoresSafeAreaEdges: edges)
  }
}
