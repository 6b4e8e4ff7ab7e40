import Foundation

/// A built-in layout without a cache that the engine calls directly with the container's
/// node, instead of through `LayoutSubviews` proxies: padding, frames, backgrounds and the
/// other modifiers, laid out once per view, whose generic `Layout` calls would cost more than
/// their arithmetic.
///
/// Each conforming type writes its algorithm once, in these methods; its `Layout` methods
/// forward to them (they are only ever given the container's own subviews). A guide query
/// still goes through `Layout.explicitAlignment`, which is rare.
protocol DirectLayout: BuiltinLayout where Cache == Void {
  /// `sizeThatFits(proposal:subviews:cache:)` for `container`'s subviews.
  func sizeThatFits(_ proposal: ProposedViewSize, in container: ViewNode, _ engine: LayoutEngine) -> CGSize
  /// `placeSubviews(in:proposal:subviews:cache:)` for `container`'s subviews.
  func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, in container: ViewNode, _ engine: LayoutEngine)
  /// `spacing(subviews:cache:)` for `container`'s subviews. Default: the union of theirs, as
  /// `Layout`'s default.
  func spacing(in container: ViewNode, _ engine: LayoutEngine) -> ViewSpacing
  /// Whether `placeSubviews` reads the safe area (`LayoutEngine.safeAreaInsets`). Default: no.
  var readsSafeArea: Bool { get }
  /// What the modifier does to its content's drawing, for renderers, given the node's frame.
  /// Default: nothing.
  func drawingEffect(in frame: CGRect) -> DrawingEffect?
}

extension DirectLayout {
  var readsSafeArea: Bool { false }
  func drawingEffect(in frame: CGRect) -> DrawingEffect? { nil }

  func spacing(in container: ViewNode, _ engine: LayoutEngine) -> ViewSpacing {
    guard !container.subviews.isEmpty else { return .zero }
    var spacing = ViewSpacing()
    for subview in container.subviews { spacing.formUnion(engine.spacing(of: subview)) }
    return spacing
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    guard subviews.isUsable("sizeThatFits") else { return .zero }
    return sizeThatFits(proposal, in: subviews.container, subviews.engine)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    guard subviews.isUsable("placeSubviews") else { return }
    placeSubviews(in: bounds, proposal, in: subviews.container, subviews.engine)
  }

  func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
    guard subviews.isUsable("spacing") else { return ViewSpacing() }
    return spacing(in: subviews.container, subviews.engine)
  }

  /// Keeps the node's box when the layout is the same (`isSame(as:)` is full equality for
  /// these cacheless layouts); otherwise installs a new box and marks the node changed.
  static func install(_ layout: Self, in node: ViewNode) {
    if let box = node.behavior as? DirectBox<Self>, box.layout.isSame(as: layout) { return }
    node.behavior = DirectBox(layout)
    node.changedInUpdate = true
  }
}

/// Adapts a `DirectLayout` to the engine: each call goes straight to the layout's method.
///
/// The layout is a `let`: the box's methods, generic over the layout, then read it in place
/// instead of copying it out of the box (with an exclusivity check) on every call. A node
/// given a different layout gets a new box (the layouts keep no cache).
final class DirectBox<L: DirectLayout>: LayoutBehavior {
  let layout: L
  let ownGuides: GuideSet

  init(_ layout: L) {
    self.layout = layout
    ownGuides = layout.explicitGuides
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
    layout.sizeThatFits(proposal, in: node, engine)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) {
    layout.placeSubviews(in: bounds, proposal, in: node, engine)
  }

  func spacing(node: ViewNode, engine: LayoutEngine) -> ViewSpacing {
    layout.spacing(in: node, engine)
  }

  func explicitAlignment(
    of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine
  ) -> CGFloat? {
    LayoutSubviews.during(L.self, engine: engine, container: node) { subviews in
      var cache: Void = ()
      return key.axis == .horizontal
        ? layout.explicitAlignment(
          of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        : layout.explicitAlignment(
          of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  /// SwiftUI parity: a layout with no subviews has priority -infinity, otherwise 0
  /// (layout rule L11); built-ins may say otherwise (`priorityWhenEmpty`).
  func defaultPriority(node: ViewNode) -> Double {
    node.subviews.isEmpty ? L.priorityWhenEmpty : 0
  }
  var stackOrientation: Axis? { L.layoutProperties.stackOrientation }
  var isUnaryModifier: Bool { L.isUnaryModifier }
  var appliesPerElement: Bool { L.isUnaryModifier && !L.hasSecondaryContent }
  var typeName: String { String(describing: L.self) }
  var summary: String { (layout as? any ModifierSummarizing)?.modifierSummary ?? String(describing: layout) }
  var fill: Color? { nil }
  var text: String? { nil }
  var textAlignment: TextAlignment? { nil }
  func drawingEffect(in frame: CGRect) -> DrawingEffect? { layout.drawingEffect(in: frame) }
  func shapeDrawing(in frame: CGRect) -> ShapeDrawing? { nil }
  func subviewsChanged() {}
  func replica() -> any LayoutBehavior { DirectBox(layout) }
  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { layout.proposalReason(proposal) }
  var leavesUnplacedSubviewsOut: Bool { L.leavesUnplacedSubviewsOut }
  var readsSafeArea: Bool { layout.readsSafeArea }

  func explainSize(_ proposal: ProposedViewSize, size: CGSize, context: ExplainContext) -> AppliedRule? {
    explainSize(of: layout, proposal, size: size, context: context)
  }

  func explainPlacement(
    of child: ViewNode, at frame: CGRect, in bounds: CGRect, after previous: CGRect?, node: ViewNode
  )
    -> AppliedRule?
  {
    explainPlacement(of: layout, child: child, at: frame, in: bounds, after: previous, node: node)
  }
}

extension LayoutEngine {
  /// The value of guide `key` in `node`, sized `size` for `proposal`: its explicit value, or
  /// the guide's default. What `ViewDimensions`' subscript answers, without making one.
  func guide(_ key: AlignmentKey, of node: ViewNode, proposal: ProposedViewSize, size: CGSize) -> CGFloat {
    if let value = explicitAlignment(of: key, node: node, proposal: proposal, size: size) { return value }
    if key.bit != 0 { return key.defaultValue(for: size) }
    // A custom guide's default may read the view's other guides.
    return key.defaultValue(
      in: ViewDimensions(size: size, guides: GuideContext(engine: self, node: node, proposal: proposal)))
  }

  /// Places `node`, a subview of `container` sized for `proposal`, so that its `alignment`
  /// guides meet the same guides of `bounds`: `LayoutSubview.place(aligned:in:proposal:)`,
  /// with the same questions asked in the same order. Along an axis where `bounds` or the node
  /// is infinitely long, the node starts at the leading (top) edge (`alignedStart`).
  func place(
    _ node: ViewNode, of container: ViewNode, aligned alignment: Alignment, in bounds: CGRect,
    proposal: ProposedViewSize
  ) {
    let size = measure(node, proposal, from: container)
    let horizontal = alignment.horizontal.key
    let vertical = alignment.vertical.key
    let x = alignedStart(
      size.width, guide: guide(horizontal, of: node, proposal: proposal, size: size), in: bounds.minX, bounds.width,
      containerGuide: horizontal.defaultValue(for: bounds.size))
    let y = alignedStart(
      size.height, guide: guide(vertical, of: node, proposal: proposal, size: size), in: bounds.minY, bounds.height,
      containerGuide: vertical.defaultValue(for: bounds.size))
    place(node, of: container, at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: proposal)
  }
}
