import Foundation

/// Adapts a built-in layout without a cache (`Cache == Void`: padding, frames, backgrounds,
/// offsets, the other modifiers, the lazy windows) to the engine: `LayoutBox` without the
/// cache.
///
/// Such layouts are most of a tree's containers, each laid out once per view, and their
/// arithmetic is a few instructions; so each call goes straight to the layout's method with
/// proxies of a built-in's call (`ProxyScope.builtin`), with no optional cache to fill, no
/// closure, and the layout read in place (a `let`, where `LayoutBox`'s `var` is copied out of
/// the box on every call). What the engine asks of the box on each update and measurement is
/// stored once, when it is made. A node given a different layout value gets a new box; the
/// layouts keep nothing between calls.
///
/// The layout sees exactly what it would in a `LayoutBox`: the same proxies, the same calls in
/// the same order, so counts and traces do not depend on the box.
final class CachelessLayoutBox<L: BuiltinLayout>: LayoutBehavior where L.Cache == Void {
  // The guides before the one-byte fields, which then fill the guides' last word: an
  // alignment guide's box is 72 bytes, not 78 (a smaller allocation).
  let layout: L
  let ownGuides: GuideSet
  let isUnaryModifier: Bool
  let appliesPerElement: Bool
  let stackOrientation: Axis?
  let leavesUnplacedSubviewsOut: Bool
  let readsSafeArea: Bool
  private let hasDrawingEffect: Bool

  init(_ layout: L) {
    self.layout = layout
    isUnaryModifier = L.isUnaryModifier
    appliesPerElement = L.isUnaryModifier && !L.hasSecondaryContent
    ownGuides = layout.explicitGuides
    stackOrientation = L.layoutProperties.stackOrientation
    leavesUnplacedSubviewsOut = L.leavesUnplacedSubviewsOut
    readsSafeArea = layout.readsSafeArea
    hasDrawingEffect = L.hasDrawingEffect
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
    // A modifier sized by its one subview (`SubviewSizedModifier`) asks it without proxies:
    // the ask its `sizeThatFits` makes through one.
    if node.subviewCount == 1, let subviewProposal = layout.onlySubviewProposal(for: proposal) {
      return layout.size(forSubviewSize: engine.measure(node.subviews[0], subviewProposal, from: node))
    }
    var cache: Void = ()
    return layout.sizeThatFits(
      proposal: proposal, subviews: LayoutSubviews(builtinOf: node, engine: engine), cache: &cache)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) {
    var cache: Void = ()
    layout.placeSubviews(
      in: bounds, proposal: proposal, subviews: LayoutSubviews(builtinOf: node, engine: engine), cache: &cache)
  }

  func onlySubviewPlacement(in bounds: CGRect, proposal: ProposedViewSize) -> SubviewPlacement? {
    layout.onlySubviewPlacement(in: bounds, proposal: proposal)
  }

  func spacing(node: ViewNode, engine: LayoutEngine) -> ViewSpacing {
    var cache: Void = ()
    return layout.spacing(subviews: LayoutSubviews(builtinOf: node, engine: engine), cache: &cache)
  }

  func explicitAlignment(
    of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine
  ) -> CGFloat? {
    var cache: Void = ()
    let subviews = LayoutSubviews(builtinOf: node, engine: engine)
    return key.axis == .horizontal
      ? layout.explicitAlignment(
        of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      : layout.explicitAlignment(
        of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// SwiftUI parity: a layout with no subviews has priority -infinity, otherwise 0
  /// (layout rule L11); built-ins may say otherwise (`BuiltinLayout.priorityWhenEmpty`).
  func defaultPriority(node: ViewNode) -> Double {
    node.subviewCount == 0 ? L.priorityWhenEmpty : 0
  }

  var typeName: String { String(describing: L.self) }
  var summary: String { (layout as? any ModifierSummarizing)?.modifierSummary ?? String(describing: layout) }
  var fill: Color? { nil }
  var text: String? { nil }
  var textAlignment: TextAlignment? { nil }
  func drawingEffect(in frame: CGRect) -> DrawingEffect? { hasDrawingEffect ? layout.drawingEffect(in: frame) : nil }
  func shapeDrawing(in frame: CGRect) -> ShapeDrawing? { nil }
  func subviewsChanged() {}
  func replica() -> any LayoutBehavior { CachelessLayoutBox(layout) }
  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { layout.proposalReason(proposal) }

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

extension BuiltinLayout where Cache == Void {
  /// Keeps the node's box when the layout is the same (`isSame(as:)`); otherwise installs
  /// another `CachelessLayoutBox` and marks the node changed.
  ///
  /// The box holds nothing of its node's (every field is a `let` derived from the layout), so
  /// nodes of one view type with the same layout share one
  /// (`ViewTypeInfo.sharedBehavior(reusing:else:)`).
  static func install(_ layout: Self, in node: ViewNode) {
    if let box = node.behavior as? CachelessLayoutBox<Self>, box.layout.isSame(as: layout) { return }
    node.behavior =
      node.typeInfo?.sharedBehavior(reusing: { $0.layout.isSame(as: layout) }, else: { CachelessLayoutBox(layout) })
      ?? CachelessLayoutBox(layout)
    node.changedInUpdate = true
  }
}
