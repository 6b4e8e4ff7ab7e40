import Foundation

/// How a laying-out node sizes and places itself: the one seam between the engine and the
/// algorithms. `LayoutBox` adapts any `Layout` (built-in or the user's), `CachelessLayoutBox` a
/// built-in `Layout` without a cache (the same calls, without the cache's handling), `LeafBox` a
/// leaf view.
///
/// Every container, built-in or user-written, is a `Layout` and sees its subviews only through
/// `LayoutSubviews` and `LayoutSubview`, SwiftUI's proxies. `BuiltinLayout` is the one internal
/// specialisation: it states static facts about a built-in (a modifier around one view,
/// secondary content, its priority while empty, whether it leaves unplaced subviews out). Its
/// refinements state a simple modifier's arithmetic (`SubviewSizedModifier`,
/// `BoundsPlacedModifier`), so that the engine may ask its one subview without proxies, with
/// the same answers. What a built-in needs beyond SwiftUI's proxy API is an internal extension
/// on the proxies (listed in `LayoutSubviews+Builtin.swift`). Counting, caching, tracing and
/// checking wrap every call in one place, `LayoutEngine.measure` and
/// `LayoutEngine.commitPlacement`; no algorithm calls another node's behaviour.
///
/// What each part of the engine may see:
///
/// | part | sees | may change |
/// |---|---|---|
/// | a container's algorithm (`Layout`, `BuiltinLayout`) | its own value and cache; its direct subviews through the proxies | its cache; its subviews' placements, through `place(at:anchor:proposal:)` |
/// | a leaf (`LeafLayout`) | its own value and the orientation of the container laying it out | nothing |
/// | the engine (`LayoutEngine`) | nodes: their behaviours, size caches, counters, placements | sizes, placements, counters, the trace, diagnostics |
/// | the tree builder | view values and nodes | nodes, their behaviours and subviews |
/// | renderers | `LayoutResult` only | nothing |
///
/// Leaves stay a separate protocol, `LeafLayout`, because a leaf is not a container: it has no
/// subviews, no cache and nothing to place, and most nodes are leaves, so going through
/// `LayoutSubviews` (an empty collection, a cache check) would cost every leaf for nothing.
protocol LayoutBehavior: AnyObject {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine)
  /// Places the subviews for a placement the engine commits (`placeSubviews` also runs for
  /// rehearsals, which commit nothing). `samePlacement`: the node is placed in the bounds and
  /// with the proposal of its last committed placement. Returns the indices of the subviews
  /// the layout had to place when it placed only some (the others keep their placements:
  /// those it did not place had not moved), or `nil` when it placed them all.
  func commitSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine, samePlacement: Bool
  ) -> IndexSet?
  /// Where a modifier that places its one subview from its bounds and proposal alone puts it
  /// (`BoundsPlacedModifier`), so that the engine may commit that placement without calling
  /// `placeSubviews`; `nil` for every other layout.
  func onlySubviewPlacement(in bounds: CGRect, proposal: ProposedViewSize) -> SubviewPlacement?
  func spacing(node: ViewNode, engine: LayoutEngine) -> ViewSpacing
  func explicitAlignment(
    of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode,
    engine: LayoutEngine
  ) -> CGFloat?
  /// The priority the container sees when no `.layoutPriority` is set.
  func defaultPriority(node: ViewNode) -> Double
  /// The orientation the node's own subviews see as their container's.
  var stackOrientation: Axis? { get }
  /// Whether this is a modifier around one view (padding, frame, ...): transparent to the
  /// traits of the view it modifies.
  var isUnaryModifier: Bool { get }
  /// Whether the modifier applies to each view when its content is several views.
  var appliesPerElement: Bool { get }
  /// Guides this node itself may set explicitly.
  var ownGuides: GuideSet { get }
  /// The name diagnostics use for the algorithm: `FlowLayout`, `HStackLayout`, `Text`.
  var typeName: String { get }
  /// What the node's `.layout` summary says: a built-in modifier's summary (`.padding(16)`),
  /// a leaf's, or the layout's description.
  var summary: String { get }
  /// The colour a leaf fills its frame with, for renderers; `nil` for others.
  var fill: Color? { get }
  /// The string a text leaf shows, for renderers; `nil` for others.
  var text: String? { get }
  /// How a text leaf's lines line up, for renderers; `nil` for others.
  var textAlignment: TextAlignment? { get }
  /// What a drawing-only modifier does to its content, for renderers, at `frame`; `nil` for others.
  func drawingEffect(in frame: CGRect) -> DrawingEffect?
  /// A shape leaf's outline at `frame` and how it is painted, for renderers; `nil` for others.
  func shapeDrawing(in frame: CGRect) -> ShapeDrawing?
  /// Called when the subviews or the layout value changed: the layout's cache must be updated.
  func subviewsChanged()
  /// Called when the subview at `index` changed (something in its subtree), and nothing else:
  /// the same subviews, in the same order. An `IncrementalLayout` is told which subviews
  /// changed; for others this is `subviewsChanged()`.
  func subviewChanged(at index: Int)
  /// Called when the subview at `index` must be placed again (it or something in it was marked
  /// to be placed again, `ViewNode.markNeedsPlacement()`) though its container's layout may
  /// not hear that it changed: a layout that places only the subviews that changed
  /// (`commitSubviews`) places it too. Others place every subview anyway and ignore it.
  func subviewNeedsPlacement(at index: Int)
  /// `subviewNeedsPlacement(at:)` for every subview: the engine cannot say which.
  func subviewsNeedPlacement()
  /// A copy with a fresh cache, for a modifier applied to each of several views.
  func replica() -> any LayoutBehavior
  /// Why this node proposes `proposal` to a subview, for traces.
  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason
  /// Whether a subview `placeSubviews` does not place is left out of the result (see
  /// `BuiltinLayout.leavesUnplacedSubviewsOut`) instead of centred with a diagnostic.
  var leavesUnplacedSubviewsOut: Bool { get }
  /// Whether placing the node reads the safe area around it (`ignoresSafeArea`, a background
  /// that ignores it): then it is placed again at every pass, since the safe area can change
  /// where its frame does not.
  var readsSafeArea: Bool { get }
  /// The rule behind answering `size` to `proposal` (see `RuleExplaining`); asked only while
  /// the host traces.
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, context: ExplainContext) -> AppliedRule?
  /// The rule by which this node placed `child` at `frame` within `bounds` (see
  /// `RuleExplaining`); asked only while the host traces.
  func explainPlacement(
    of child: ViewNode, at frame: CGRect, in bounds: CGRect, after previous: CGRect?, node: ViewNode
  )
    -> AppliedRule?
}

extension LayoutBehavior {
  var readsSafeArea: Bool { false }
  func onlySubviewPlacement(in bounds: CGRect, proposal: ProposedViewSize) -> SubviewPlacement? { nil }
  func subviewChanged(at index: Int) { subviewsChanged() }
  func subviewNeedsPlacement(at index: Int) {}
  func subviewsNeedPlacement() {}

  func commitSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine, samePlacement: Bool
  ) -> IndexSet? {
    placeSubviews(in: bounds, proposal: proposal, node: node, engine: engine)
    return nil
  }
}

/// Marks a built-in `Layout`. Built-ins declare which guides they set explicitly, and may be
/// modifiers around one view.
protocol BuiltinLayout: Layout {
  /// The guides this layout sets explicitly; built-ins set none unless they say so.
  var explicitGuides: GuideSet { get }
  /// Whether this is a modifier around one view (its first subview).
  static var isUnaryModifier: Bool { get }
  /// Whether subviews after the first are secondary content (a background's views), which
  /// keeps the modifier from being applied per element.
  static var hasSecondaryContent: Bool { get }
  /// Whether the subviews are built only when the layout is placed (a `GeometryReader`'s
  /// content), so that having none yet does not make the layout's priority -infinity.
  ///
  /// Such a layout answers every measuring question without its subviews: its size, spacing and
  /// priority come from the proposal and itself, and its subviews' guides are not passed up
  /// (`GuideSet.exported(by:buildsContentWhenPlaced:)`). Its content exists only once it was
  /// placed, so an answer read from the content would differ between the first layout and any
  /// later one, and a remembered answer would outlive the content it was read from.
  static var buildsSubviewsWhenPlaced: Bool { get }
  /// The layout priority of this layout's view while it has no subviews. Default: -infinity,
  /// as for any SwiftUI `Layout` container (semantics L11), except 0 for a layout whose
  /// subviews are built only when placed, which answers the same before and after.
  static var priorityWhenEmpty: Double { get }
  /// Whether the subviews its `placeSubviews` does not place are left out: not placed, not
  /// in the result's views, not drawn, and contributing no preference values (`ViewThatFits`'
  /// children that were not chosen). Others' unplaced subviews are centred, with a diagnostic.
  static var leavesUnplacedSubviewsOut: Bool { get }
  /// This layout with invalid arguments replaced, each reported through `report`.
  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> Self
  /// Why this layout proposes `proposal` to a subview, for traces. Default: `.modifier`.
  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason
  /// Whether `other` lays out exactly as this value does, so that a node updated from this
  /// value to `other` keeps its measurements. Default: `==` when `Equatable`, else never.
  func isSame(as other: Self) -> Bool
  /// Makes `node` lay out with `layout`, keeping its box when it has one for this type.
  static func install(_ layout: Self, in node: ViewNode)
  /// Whether `placeSubviews` reads the safe area (`LayoutSubviews.safeAreaInsets(at:regions:)`).
  /// Default: no.
  var readsSafeArea: Bool { get }
  /// What the modifier does to its content's drawing, for renderers, given the node's frame.
  /// Default: nothing.
  func drawingEffect(in frame: CGRect) -> DrawingEffect?
  /// Whether `drawingEffect(in:)` can answer anything: asked once per box, so that other
  /// layouts' nodes are not asked per placement. Default: no.
  static var hasDrawingEffect: Bool { get }
  /// Where the layout puts its one subview when its bounds and proposal alone say so
  /// (`BoundsPlacedModifier`); default `nil`: only `placeSubviews` places.
  func onlySubviewPlacement(in bounds: CGRect, proposal: ProposedViewSize) -> SubviewPlacement?
  /// What the layout proposes to its one subview when its size is that subview's size for
  /// this proposal, changed by `size(forSubviewSize:)` (`SubviewSizedModifier`); default
  /// `nil`: only `sizeThatFits` sizes.
  func onlySubviewProposal(for proposal: ProposedViewSize) -> ProposedViewSize?
  /// The layout's size when its one subview is `size`, for a layout that says
  /// `onlySubviewProposal(for:)`. Default: the subview's size.
  func size(forSubviewSize size: CGSize) -> CGSize
}

extension BuiltinLayout {
  var explicitGuides: GuideSet { .none }
  static var isUnaryModifier: Bool { false }
  static var hasSecondaryContent: Bool { false }
  static var buildsSubviewsWhenPlaced: Bool { false }
  static var priorityWhenEmpty: Double { buildsSubviewsWhenPlaced ? 0 : -.infinity }
  static var leavesUnplacedSubviewsOut: Bool { false }
  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> Self { self }
  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { .modifier }
  func isSame(as other: Self) -> Bool { false }
  var readsSafeArea: Bool { false }
  func drawingEffect(in frame: CGRect) -> DrawingEffect? { nil }
  static var hasDrawingEffect: Bool { false }
  func onlySubviewPlacement(in bounds: CGRect, proposal: ProposedViewSize) -> SubviewPlacement? { nil }
  func onlySubviewProposal(for proposal: ProposedViewSize) -> ProposedViewSize? { nil }
  func size(forSubviewSize size: CGSize) -> CGSize { size }

  static func install(_ layout: Self, in node: ViewNode) {
    if let box = node.behavior as? LayoutBox<Self> {
      if !box.layout.isSame(as: layout) { node.changedInUpdate = true }
      box.update(builtin: layout)
    } else {
      node.behavior = LayoutBox(builtin: layout)
      node.changedInUpdate = true
    }
  }
}

extension BuiltinLayout where Self: Equatable {
  func isSame(as other: Self) -> Bool { self == other }
}

/// A built-in modifier that says what it is from its arguments (`.padding(16)`), for the
/// node's summary, which is made only when asked for.
protocol ModifierSummarizing {
  var modifierSummary: String { get }
}

/// A layout whose `layoutProperties` depend on its value (`AnyLayout`).
protocol DynamicLayoutProperties {
  var dynamicLayoutProperties: LayoutProperties { get }
}

/// Adapts a `Layout` value and its cache to the engine.
///
/// What the engine asks of every layout on each update and measurement (is it a modifier,
/// which guides may it set, which way does it stack) is decided once, when the box is made,
/// instead of asking the runtime on every call.
final class LayoutBox<L: Layout>: LayoutBehavior {
  var layout: L
  private var cache: L.Cache?
  /// What changed since `cache` was last made or updated.
  @exclusivity(unchecked) private var changes = SubviewChanges()
  /// What changed since the engine last committed the subviews' placement: everything
  /// before the first.
  @exclusivity(unchecked) private var placementChanges = SubviewChanges.everything
  /// Whether the layout is an `IncrementalLayout`, which is told which subviews changed;
  /// found on the first change, so that making a box asks the runtime nothing.
  private lazy var tracksSubviewChanges = L.self is any IncrementalLayout.Type
  /// Whether the layout is an `IncrementalLayout` that remembers its last committed placement,
  /// so that placed in other bounds it is told only the subviews that changed.
  private lazy var remembersCommittedPlacement =
    (L.self as? any IncrementalLayout.Type)?.remembersCommittedPlacement ?? false
  let isUnaryModifier: Bool
  let appliesPerElement: Bool
  private(set) var ownGuides: GuideSet
  private(set) var stackOrientation: Axis?
  /// What the layout states as a built-in, found once when the box is made.
  private var facts: BuiltinFacts
  var leavesUnplacedSubviewsOut: Bool { facts.leavesUnplacedSubviewsOut }
  var readsSafeArea: Bool { facts.readsSafeArea }

  /// The facts a built-in states about itself; a user's layout states none.
  private struct BuiltinFacts {
    /// Whether the layout is a built-in, whose calls get proxies of the engine's never-closed
    /// `builtinCallScope` (it keeps none past a call; see `ProxyScope`).
    var isBuiltin = false
    var leavesUnplacedSubviewsOut = false
    var readsSafeArea = false
    var hasDrawingEffect = false

    init() {}

    init<B: BuiltinLayout>(_ layout: B) {
      isBuiltin = true
      leavesUnplacedSubviewsOut = B.leavesUnplacedSubviewsOut
      readsSafeArea = layout.readsSafeArea
      hasDrawingEffect = B.hasDrawingEffect
    }
  }

  private init(
    _ layout: L, isUnaryModifier: Bool, appliesPerElement: Bool, ownGuides: GuideSet, facts: BuiltinFacts
  ) {
    self.layout = layout
    self.isUnaryModifier = isUnaryModifier
    self.appliesPerElement = appliesPerElement
    self.ownGuides = ownGuides
    stackOrientation = Self.orientation(of: layout)
    self.facts = facts
  }

  /// A box for any layout: a user's, a stack, an `AnyLayout`. A built-in layout given here
  /// (a stack in a container) is found out once; its guides are taken as they are now.
  convenience init(_ layout: L) {
    if let builtin = layout as? any BuiltinLayout {
      let type = type(of: builtin)
      self.init(
        layout, isUnaryModifier: type.isUnaryModifier,
        appliesPerElement: type.isUnaryModifier && !type.hasSecondaryContent, ownGuides: builtin.explicitGuides,
        facts: BuiltinFacts(builtin))
    } else {
      self.init(layout, isUnaryModifier: false, appliesPerElement: false, ownGuides: .all, facts: BuiltinFacts())
    }
  }

  /// The stack orientation `layout` declares: `AnyLayout`'s follows the layout it wraps.
  private static func orientation(of layout: L) -> Axis? {
    if L.self == AnyLayout.self, let any = layout as? AnyLayout { return any.dynamicLayoutProperties.stackOrientation }
    return L.layoutProperties.stackOrientation
  }

  /// Replaces the layout value. The tree builder calls `subviewsChanged()` when the node
  /// changed, which has the cache updated before its next use (`updateCache`); a change
  /// below one subview calls `subviewChanged(at:)` instead.
  func update(_ layout: L) {
    self.layout = layout
    if L.self == AnyLayout.self { stackOrientation = Self.orientation(of: layout) }
  }

  func subviewsChanged() {
    changes.insertAll()
    placementChanges.insertAll()
  }

  func subviewChanged(at index: Int) {
    if tracksSubviewChanges {
      changes.insert(index)
      placementChanges.insert(index)
    } else {
      subviewsChanged()
    }
  }

  func subviewNeedsPlacement(at index: Int) {
    if tracksSubviewChanges { placementChanges.insert(index) }
  }

  func subviewsNeedPlacement() { placementChanges.insertAll() }

  func replica() -> any LayoutBehavior {
    LayoutBox(
      layout, isUnaryModifier: isUnaryModifier, appliesPerElement: appliesPerElement, ownGuides: ownGuides,
      facts: facts)
  }

  private func withCache<R>(
    _ node: ViewNode, _ engine: LayoutEngine, _ body: (inout L.Cache, LayoutSubviews) -> R
  ) -> R {
    LayoutSubviews.during(L.self, isBuiltin: facts.isBuiltin, engine: engine, container: node) { subviews in
      if cache == nil {
        cache = layout.makeCache(subviews: subviews)
        changes.removeAll()
      } else if !changes.isEmpty {
        updateCache(&cache!, subviews: subviews)
        changes.removeAll()
      }
      return body(&cache!, subviews)
    }
  }

  /// Brings `cache` up to date with `changes`: an `IncrementalLayout` told only some subviews
  /// changed hears which; otherwise the layout's `updateCache(_:subviews:)`, as in SwiftUI.
  private func updateCache(_ cache: inout L.Cache, subviews: LayoutSubviews) {
    if !changes.all, let incremental = layout as? any IncrementalLayout,
      incremental.updateCache(sameTypeAs: &cache, subviews: subviews, changedSubviews: changes.indices)
    {
      return
    }
    layout.updateCache(&cache, subviews: subviews)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
    withCache(node, engine) { cache, subviews in
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) {
    withCache(node, engine) { cache, subviews in
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  /// An `IncrementalLayout` commits through `placeSubviews(in:proposal:subviews:cache:changedSubviews:)`:
  /// placed again where it was after only some subviews changed, it is given those (and the
  /// ones the engine must place again whatever the layout says,
  /// `LayoutEngine.subviewsToPlace(of:changed:)`); placed elsewhere, it is given them too
  /// when it `remembersCommittedPlacement` and is not mirrored (right to left); otherwise it
  /// is given every index. Any other layout places every subview.
  func commitSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine, samePlacement: Bool
  ) -> IndexSet? {
    let changed = placementChanges
    placementChanges.removeAll()
    guard tracksSubviewChanges, let incremental = layout as? any IncrementalLayout else {
      placeSubviews(in: bounds, proposal: proposal, node: node, engine: engine)
      return nil
    }
    let placesSome =
      !changed.all
      && (samePlacement
        ? !changed.isEmpty
        : remembersCommittedPlacement && node.environment.layoutDirection != .rightToLeft)
    let indices =
      placesSome
      ? engine.subviewsToPlace(of: node, changed: changed.indices) : IndexSet(integersIn: 0..<node.subviewCount)
    if placesSome { engine.listPlacedSubviews(of: node) }
    let placed = withCache(node, engine) { cache, subviews in
      incremental.placeSubviews(
        in: bounds, proposal: proposal, subviews: subviews, sameTypeAs: &cache, changedSubviews: indices)
    }
    guard placed else {
      if placesSome { engine.stopListingPlacedSubviews() }
      placeSubviews(in: bounds, proposal: proposal, node: node, engine: engine)
      return nil
    }
    return placesSome ? indices : nil
  }

  func spacing(node: ViewNode, engine: LayoutEngine) -> ViewSpacing {
    withCache(node, engine) { cache, subviews in layout.spacing(subviews: subviews, cache: &cache) }
  }

  func explicitAlignment(
    of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode,
    engine: LayoutEngine
  ) -> CGFloat? {
    withCache(node, engine) { cache, subviews in
      key.axis == .horizontal
        ? layout.explicitAlignment(
          of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews,
          cache: &cache)
        : layout.explicitAlignment(
          of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews,
          cache: &cache)
    }
  }

  /// SwiftUI parity: a layout with no subviews has priority -infinity, otherwise 0
  /// (layout rule L11, from OpenSwiftUI); built-ins may say otherwise
  /// (`BuiltinLayout.priorityWhenEmpty`).
  func defaultPriority(node: ViewNode) -> Double {
    guard node.subviewCount == 0 else { return 0 }
    return (L.self as? any BuiltinLayout.Type)?.priorityWhenEmpty ?? -.infinity
  }

  var typeName: String { String(describing: L.self) }

  var summary: String {
    (layout as? any ModifierSummarizing)?.modifierSummary ?? String(describing: layout)
  }

  var fill: Color? { nil }
  var text: String? { nil }
  var textAlignment: TextAlignment? { nil }
  func drawingEffect(in frame: CGRect) -> DrawingEffect? {
    guard facts.hasDrawingEffect else { return nil }
    return (layout as? any BuiltinLayout)?.drawingEffect(in: frame)
  }
  func shapeDrawing(in frame: CGRect) -> ShapeDrawing? { nil }

  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason {
    (layout as? any BuiltinLayout)?.proposalReason(proposal) ?? .userLayout
  }

  func explainSize(_ proposal: ProposedViewSize, size: CGSize, context: ExplainContext) -> AppliedRule? {
    var context = context
    context.layoutCache = cache
    return explainSize(of: layout, proposal, size: size, context: context)
  }

  func explainPlacement(
    of child: ViewNode, at frame: CGRect, in bounds: CGRect, after previous: CGRect?, node: ViewNode
  )
    -> AppliedRule?
  {
    explainPlacement(
      of: layout, child: child, at: frame, in: bounds, after: previous, node: node, layoutCache: cache)
  }
}

extension LayoutBox where L: BuiltinLayout {
  /// A box for a built-in layout, whose kind is known from its type.
  convenience init(builtin layout: L) {
    self.init(
      layout, isUnaryModifier: L.isUnaryModifier, appliesPerElement: L.isUnaryModifier && !L.hasSecondaryContent,
      ownGuides: layout.explicitGuides, facts: BuiltinFacts(layout))
  }

  /// Replaces the built-in layout value, with the guides it sets.
  func update(builtin layout: L) {
    update(layout)
    ownGuides = layout.explicitGuides
    facts.readsSafeArea = layout.readsSafeArea
  }
}

/// How a leaf view (one with no subviews: text, shapes, colours, spacers) sizes itself.
protocol LeafLayout {
  /// The leaf's size for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize
  /// The leaf's preferred spacing. Default: no preferences.
  func spacing(in context: LeafContext) -> ViewSpacing
  /// An explicit value of a guide at `size`, or `nil`. Default: none.
  func explicitAlignment(of key: AlignmentKey, size: CGSize) -> CGFloat?
  /// Guides the leaf sets explicitly. Default: none.
  var explicitGuides: GuideSet { get }
  /// The priority a container sees without `.layoutPriority`. Default: 0.
  var defaultPriority: Double { get }
  /// What a node whose summary is `.layout` says for this leaf. Default: nothing.
  var summary: String { get }
  /// The colour the leaf fills its frame with. Default: none.
  var fill: Color? { get }
  /// The string the leaf shows. Default: none.
  var text: String? { get }
  /// How the leaf's lines of text line up. Default: none.
  var textAlignment: TextAlignment? { get }
  /// The leaf's outline at `frame` and its paint, for renderers. Default: none.
  func drawing(in frame: CGRect) -> ShapeDrawing?
  /// Whether `other` measures exactly as this leaf does, so that a node updated from this
  /// leaf to `other` keeps its measurements. Default: `==` when `Equatable`, else never.
  func isSame(as other: Self) -> Bool
  /// Whether `other` is this very value, every field alike, so that the node keeps the box
  /// it has. Default: `==` when `Equatable`, else never.
  func isIdentical(to other: Self) -> Bool
  /// Whether nodes of one view type with identical leaves share one box (`LeafBox.shared`).
  /// Default: yes; a leaf whose values rarely repeat (a text's string) says no, as comparing
  /// it with the last one costs more than the sharing saves.
  static var sharesBoxes: Bool { get }
}

extension LeafLayout {
  func spacing(in context: LeafContext) -> ViewSpacing { ViewSpacing() }
  func explicitAlignment(of key: AlignmentKey, size: CGSize) -> CGFloat? { nil }
  var explicitGuides: GuideSet { .none }
  var defaultPriority: Double { 0 }
  var summary: String { "" }
  var fill: Color? { nil }
  var text: String? { nil }
  var textAlignment: TextAlignment? { nil }
  func drawing(in frame: CGRect) -> ShapeDrawing? { nil }
  func isSame(as other: Self) -> Bool { false }
  func isIdentical(to other: Self) -> Bool { false }
  static var sharesBoxes: Bool { true }
}

extension LeafLayout where Self: Equatable {
  func isSame(as other: Self) -> Bool { self == other }
  func isIdentical(to other: Self) -> Bool { self == other }
}

/// What a leaf may know about where it is.
struct LeafContext {
  /// The `stackOrientation` of the container laying the leaf out.
  var containerOrientation: Axis?
}

/// Adapts a leaf to the engine.
///
/// The leaf is a `let`: the box's methods, generic over the leaf, then read it in place
/// instead of copying it out of the box (with an exclusivity check) on every call. A node
/// given a different leaf gets a new box.
final class LeafBox<L: LeafLayout>: LayoutBehavior {
  let leaf: L

  init(_ leaf: L) { self.leaf = leaf }

  /// A box for `leaf`, given to a node of the view type `typeInfo` describes. The box holds
  /// nothing of its node's, so nodes of one type with identical leaves share one
  /// (`ViewTypeInfo.sharedBehavior(reusing:else:)`). A leaf that does not share
  /// (`LeafLayout.sharesBoxes`) always gets a new box.
  static func shared(_ leaf: consuming L, typeInfo: ViewTypeInfo?) -> LeafBox<L> {
    guard L.sharesBoxes, let typeInfo else { return LeafBox(leaf) }
    let sharing = leaf
    return typeInfo.sharedBehavior(reusing: { $0.leaf.isIdentical(to: sharing) }, else: { LeafBox(sharing) })
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
    leaf.sizeThatFits(proposal, in: LeafContext(containerOrientation: node.containerOrientation))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) {}

  func spacing(node: ViewNode, engine: LayoutEngine) -> ViewSpacing {
    leaf.spacing(in: LeafContext(containerOrientation: node.containerOrientation))
  }

  func explicitAlignment(
    of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode,
    engine: LayoutEngine
  ) -> CGFloat? {
    leaf.explicitAlignment(of: key, size: bounds.size)
  }

  func defaultPriority(node: ViewNode) -> Double { leaf.defaultPriority }
  var stackOrientation: Axis? { nil }
  var isUnaryModifier: Bool { false }
  var appliesPerElement: Bool { false }
  var ownGuides: GuideSet { leaf.explicitGuides }
  var typeName: String { String(describing: L.self) }
  var summary: String { leaf.summary }
  var fill: Color? { leaf.fill }
  var text: String? { leaf.text }
  var textAlignment: TextAlignment? { leaf.textAlignment }
  func drawingEffect(in frame: CGRect) -> DrawingEffect? { nil }
  func shapeDrawing(in frame: CGRect) -> ShapeDrawing? { leaf.drawing(in: frame) }
  func subviewsChanged() {}
  func replica() -> any LayoutBehavior { LeafBox(leaf) }
  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { .modifier }
  var leavesUnplacedSubviewsOut: Bool { false }

  func explainSize(_ proposal: ProposedViewSize, size: CGSize, context: ExplainContext) -> AppliedRule? {
    explainSize(of: leaf, proposal, size: size, context: context)
  }

  func explainPlacement(
    of child: ViewNode, at frame: CGRect, in bounds: CGRect, after previous: CGRect?, node: ViewNode
  )
    -> AppliedRule?
  { nil }
}
