import Foundation

/// One node of the retained tree: the engine's record of one view.
///
/// A node is created when its view first appears and kept across updates as long as its
/// identity (position or id, and view type) stays the same. It holds what outlives a single
/// view value: its environment, dynamic property storage, its layout's cache, its measurement
/// cache, its last frame and its counters.
///
/// A node either lays out (`behavior` is set: a leaf, a modifier or a container) or is
/// structural (a user view with a `body`, `TupleView`, `ForEach`, `Group`, an environment
/// writer, ...), in which case its children are handed to the nearest laying-out ancestor.
///
/// **Memory and speed.** A tree has a node per view, so a node keeps inline only what most
/// nodes use; what few nodes need (state, roles, a user view's value, deferred content,
/// replicas) lives in `NodeExtras`, made on first write. Stored properties opt out of Swift's
/// dynamic exclusivity checks (`@exclusivity(unchecked)`): the engine only ever makes short,
/// non-overlapping accesses to a node's fields, and checking each of them is a large share of
/// a layout pass (the Architecture article's Performance section has the figure).
final class ViewNode {
  /// The node's number in its host, in creation order: how traces and `PlacedView` name it.
  let id: Int
  /// The type of the view this node was built from (a different type means a different
  /// node), and what is known about it; `nil` for the root until it is first updated.
  @exclusivity(unchecked) var typeInfo: ViewTypeInfo?
  /// The node's identity within its parent.
  let key: ChildKey
  /// The structural parent; `nil` for the root and for a node dropped from the tree.
  ///
  /// Not `weak`: a weak reference gives every node a side table and slows each retain and
  /// release. A parent owns its children, and a dropped node is detached (`detach()`), so the
  /// reference never outlives its target.
  @exclusivity(unchecked) private(set) unowned(unsafe) var parent: ViewNode?

  /// What `summary` says, in the form it was given (see `NodeSummary`).
  @exclusivity(unchecked) var summarySource = NodeSummary.empty
  /// How this node sizes and places itself, or `nil` for a structural node. Setting it
  /// records what kind of layout it is in `layoutKind`.
  @exclusivity(unchecked) var behavior: (any LayoutBehavior)? {
    didSet { layoutKind = LayoutKind(behavior) }
  }
  /// What kind of layout `behavior` is, read without calling it: gathering subviews asks this
  /// of every child.
  @exclusivity(unchecked) private(set) var layoutKind = LayoutKind.structural
  /// The structural children, in view order.
  @exclusivity(unchecked) var children: [ViewNode] = []
  /// The environment this node's view sees.
  @exclusivity(unchecked) var environment: EnvironmentValues

  /// The traits the containing layout sees on this node (laying-out nodes only).
  @exclusivity(unchecked) var traits = ViewTraits.none
  /// Explicit ids of the `.id(_:)` modifiers directly around this laying-out node.
  @exclusivity(unchecked) var explicitIDs: [ChildKey] = []

  /// The laying-out nodes this node lays out: its children with structural nodes flattened.
  @exclusivity(unchecked) var subviews: [ViewNode] = []
  /// This node's index in its container's `subviews`.
  @exclusivity(unchecked) var subviewIndex = 0
  /// Guides for which this subtree may hold explicit values; lets guide queries skip subtrees.
  @exclusivity(unchecked) var explicitGuides = GuideSet.none

  /// Remembered `sizeThatFits` answers, by proposal, and the preferred spacing.
  @exclusivity(unchecked) var measurements = MeasurementCache()
  /// Where the last layout pass placed this node, in root coordinates.
  @exclusivity(unchecked) var frame = CGRect.zero
  /// The proposal that went with `frame`.
  @exclusivity(unchecked) var placedProposal = ProposedViewSize.unspecified
  /// Counts for the current layout pass.
  @exclusivity(unchecked) var counters = NodeCounters()
  /// The pass `counters` belong to.
  @exclusivity(unchecked) var countersPass = 0

  /// Problems found in this node's view value when it was last built.
  @exclusivity(unchecked) var diagnostics: [LayoutDiagnostic] = []
  /// What few nodes need; `nil` until one of its fields is written.
  @exclusivity(unchecked) private var extras: NodeExtras?

  /// The `stackOrientation` of the container that lays this node out.
  @exclusivity(unchecked) var containerOrientation: Axis?
  /// Whether this node is a user view with a `body`.
  @exclusivity(unchecked) var isUserView = false
  /// Whether the node's state changed since its body was last evaluated.
  @exclusivity(unchecked) var isDirty = false
  /// Whether the explicit ids among the children had no duplicates at the last update.
  @exclusivity(unchecked) var childIDsAreUnique = true
  /// Whether the last update changed anything that its measurements depend on: its layout or
  /// leaf value, or its subtree. An unchanged node keeps its remembered sizes.
  @exclusivity(unchecked) var changedInUpdate = false
  /// Whether the last update may have changed what this node brings to the subviews its
  /// container gathers (see `SubviewGathering`): for a structural node, the nodes below it in
  /// order, their traits and ids; for a laying-out node, its kind, the traits and guides its
  /// container reads on it, whether it places deferred content. The reconciler sets it from
  /// the node's children as it installs them; for a laying-out node, `TreeBuilder.updateTyped`
  /// then uses it to decide whether to gather the node's own subviews again, and replaces it
  /// with the node's own contribution. Unchanged, the container's subviews stay as they were.
  @exclusivity(unchecked) var contributionChanged = true
  /// Whether this is an `IDView`'s node, whose child's key is the explicit id.
  @exclusivity(unchecked) var carriesExplicitID = false
  /// Whether `.hidden()` hides this view.
  @exclusivity(unchecked) var isHidden = false
  /// Whether its container left this subview out at its last placement (a `ViewThatFits`
  /// child that was not chosen): it has no frame in the result and contributes no preferences.
  /// Also set on the structural nodes that wrap only such a subview (`.preference` writers).
  @exclusivity(unchecked) var isLeftOut = false
  /// Whether this container left a subview out at its last placement.
  @exclusivity(unchecked) var leavesSubviewsOut = false
  /// Whether this is a `background`'s node: its children's preference values combine in
  /// reverse, the background's (its second child) before its content's.
  @exclusivity(unchecked) var combinesPreferencesInReverse = false
  /// Whether something in this subtree changed since the node was last placed: then placing
  /// it again may place its subviews differently. False only between a placement and the
  /// next change; a node that is not laid out may keep it set.
  @exclusivity(unchecked) var needsPlacement = true
  /// Whether a subview below this node was placed infinitely wide or tall at its last
  /// placement: a subtree kept as it was (not placed again) reports those views again.
  @exclusivity(unchecked) var holdsInfiniteLength = false
  /// What in this subtree can contribute preference values (see `PreferenceSources`).
  @exclusivity(unchecked) var preferenceSources = PreferenceSources.none
  /// Whether this node or a subview below it builds content while it is placed (a
  /// `GeometryReader`, a preference value reader) or reads the safe area where it is placed
  /// (`LayoutBehavior.readsSafeArea`): such content and placements can change with more than
  /// the node's own frame, so the subtree is always placed again.
  @exclusivity(unchecked) var placesDeferredContent = false
  /// Which case `role` is (`.none` without one), kept so that walks can pass the nodes
  /// whose role does not matter to them without reading (copying) it.
  @exclusivity(unchecked) private(set) var roleKind = NodeRole.Kind.none

  init(id: Int, typeInfo: ViewTypeInfo?, key: ChildKey, parent: ViewNode?, environment: EnvironmentValues) {
    self.id = id
    self.typeInfo = typeInfo
    self.key = key
    self.parent = parent
    self.environment = environment
  }

  deinit {
    leaveCensus()
    guard !children.isEmpty || !subviews.isEmpty else { return }
    // Takes the subtree apart without recursion: freeing a chain of nodes through their arrays
    // would recurse once per level and overflow the stack for a tree 100,000 views deep. A
    // node that only `pending` holds gives up its arrays before it goes, so its own deinit
    // has nothing to free; one held elsewhere too is left to the last holder.
    var pending = children
    pending.append(contentsOf: subviews)
    children = []
    subviews = []
    while var node = pending.popLast() {
      if isKnownUniquelyReferenced(&node) {
        pending.append(contentsOf: node.children)
        pending.append(contentsOf: node.subviews)
        node.children = []
        node.subviews = []
      }
    }
  }

  /// Removes this node from its parent's tree: it is no longer reachable by walking up.
  func detach() { parent = nil }

  /// Whether this node sizes and places itself (a leaf, modifier or container).
  var laysOut: Bool { layoutKind.laysOut }

  /// Reads `layoutKind` from the behavior again, after a layout value changed in place (an
  /// `AnyLayout`'s orientation follows the layout it wraps).
  func refreshLayoutKind() { layoutKind = LayoutKind(behavior) }

  /// The explicit id from `.id(_:)`, on the `IDView` node.
  var explicitID: ChildKey? { carriesExplicitID ? children.first?.key : nil }

  /// What the node draws, for renderers: a leaf's fill colour, text or shape, a modifier's
  /// drawing effect, and whether it is hidden.
  var appearance: PlacedView.Appearance {
    guard let behavior else { return PlacedView.Appearance(isHidden: isHidden) }
    return PlacedView.Appearance(
      fill: behavior.fill, text: behavior.text, isHidden: isHidden, textAlignment: behavior.textAlignment,
      shape: behavior.shapeDrawing(in: frame), effect: behavior.drawingEffect(in: frame))
  }

  /// Forgets remembered sizes and spacing here and in every ancestor: they may depend on this node.
  ///
  /// A modifier applied to each of several views (`TreeBuilder`'s replicas) is measured and
  /// placed only through its copies, whose parent is the modifier's node: a walk up from its
  /// content passes the modifier's node, never the copies. So whatever a walk forgets or marks
  /// on a node it also forgets or marks on that node's copies; otherwise a copy would answer
  /// with a size, or keep a placement, from before the content changed (from an earlier frame,
  /// or an earlier host size).
  ///
  /// With `limit`, the walk stops below it: `limit` and its ancestors keep their answers.
  ///
  /// Each container on the way is told which of its subviews changed: the laid-out node the
  /// walk came up through, or, above a structural start, the subviews the start contributes
  /// (see `noteChanged(subview:_:)`).
  func invalidateMeasurements(upTo limit: ViewNode? = nil) {
    var node: ViewNode? = self
    // The last laid-out node passed: the subview of the next container that changed.
    var entry: ViewNode?
    while let current = node, current !== limit {
      current.forgetOwnMeasurements(changedSubview: entry, start: self)
      if current.hasExtras {
        for replica in current.replicas.values { replica.forgetOwnMeasurements(changedSubview: nil, start: replica) }
      }
      if current.laysOut { entry = current }
      node = current.parent
    }
  }

  private func forgetOwnMeasurements(changedSubview entry: ViewNode?, start: ViewNode) {
    measurements.removeAll()
    if let behavior {
      if let entry {
        noteChanged(subview: entry, behavior)
      } else if start !== self {
        noteChanged(contributedBy: start, behavior)
      } else {
        behavior.subviewsChanged()
      }
    }
    needsPlacement = true
  }

  /// Notes that this subtree changed: this node and its ancestors, and the copies of any of
  /// them applied to each of several views (see `invalidateMeasurements()`), must be placed
  /// again. Stops at a laid-out ancestor already marked (its own ancestors are marked too:
  /// marks are cleared bottom up, as nodes are placed), but never at a node with copies: it
  /// is never placed itself, so its mark is never cleared and says nothing about its copies.
  func markNeedsPlacement() {
    // Walked without retaining: the ancestors of a node in the tree are alive.
    unowned(unsafe) var current = self
    while true {
      current.needsPlacement = true
      if current.hasExtras { for replica in current.replicas.values { replica.needsPlacement = true } }
      guard let parent = current.parent else { return }
      if parent.needsPlacement, parent.laysOut, !parent.hasExtras || parent.replicas.isEmpty { return }
      current = parent
    }
  }

  /// The chain of summaries from the root to this node, for diagnostics.
  var path: String {
    var parts: [String] = []
    var node: ViewNode? = self
    while let current = node {
      if current.laysOut || current.isUserView {
        let summary = current.summary
        if !summary.isEmpty { parts.append(summary) }
      }
      node = current.parent
    }
    return parts.reversed().joined(separator: " › ")
  }

  /// Called when a state value this node owns is written: marks the node dirty in its graph.
  func stateDidChange() {
    var node = self
    while let parent = node.parent { node = parent }
    node.graph?.stateDidChange(in: self)
  }

  /// The subviews placed at the last placement: all of them unless some were left out.
  var placedSubviews: [ViewNode] {
    leavesSubviewsOut ? subviews.filter { !$0.isLeftOut } : subviews
  }

  /// The number of ancestors.
  var depth: Int {
    var depth = 0
    var node = parent
    while let current = node {
      depth += 1
      node = current.parent
    }
    return depth
  }

  /// The number of nodes in this subtree, this one included.
  var subtreeCount: Int { children.reduce(1) { count, child in count + withSufficientStack { child.subtreeCount } } }

  // MARK: Fields few nodes use (kept in `extras`)

  /// Whether any of the fields kept in `extras` was ever written (a role among them).
  var hasExtras: Bool { extras != nil }

  /// The extras, made now if there are none yet.
  private var madeExtras: NodeExtras {
    if let extras { return extras }
    let made = NodeExtras()
    extras = made
    return made
  }

  /// Traits written by this node for the views below it (structural trait writers only).
  var writtenTraits: ViewTraits {
    get { extras?.writtenTraits ?? .none }
    set { if extras != nil || !newValue.isEmpty { madeExtras.writtenTraits = newValue } }
  }

  /// Storage for the view's dynamic properties (`@State`, ...), by slot.
  var propertyStorage: [Int: AnyObject] {
    get { extras?.propertyStorage ?? [:] }
    set { madeExtras.propertyStorage = newValue }
  }

  /// Modifier copies for content that is not exactly one view (see `TreeBuilder.replicas`).
  var replicas: [ObjectIdentifier: ViewNode] {
    get { extras?.replicas ?? [:] }
    set { if extras != nil || !newValue.isEmpty { madeExtras.replicas = newValue } }
  }

  /// The user view this node was last built from, to evaluate its body again when dirty.
  var view: (any View)? {
    get { extras?.view }
    set { if extras != nil || newValue != nil { madeExtras.view = newValue } }
  }

  /// The element views a collection (`ForEach`) made at its last update, in the order of its
  /// children, to tell which elements changed at the next (see `ElementValues`).
  var elementValues: AnyObject? {
    get { extras?.elementValues }
    set { if extras != nil || newValue != nil { madeExtras.elementValues = newValue } }
  }

  /// What the node does besides laying out: preferences, geometry, coordinate spaces. Set
  /// with `assign(_:in:)`, which counts observers.
  var role: NodeRole? {
    get { extras?.role }
    set {
      if extras != nil || newValue != nil { madeExtras.role = newValue }
      roleKind = newValue?.kind ?? .none
    }
  }

  /// The census counting this node as an observer, if it is one.
  var observerCensus: NodeCensus? {
    get { extras?.observerCensus }
    set { if extras != nil || newValue != nil { madeExtras.observerCensus = newValue } }
  }

  /// The last value an observer role delivered.
  var observedValue: Any? {
    get { extras?.observedValue }
    set { if extras != nil || newValue != nil { madeExtras.observedValue = newValue } }
  }

  /// What an environment writer made at its last update.
  var environmentMemo: EnvironmentMemo? {
    get { extras?.environmentMemo }
    set { if extras != nil || newValue != nil { madeExtras.environmentMemo = newValue } }
  }

  /// Content built during placement (a `GeometryReader`'s), if any.
  var deferredContent: DeferredContent? {
    get { extras?.deferredContent }
    set { if extras != nil || newValue != nil { madeExtras.deferredContent = newValue } }
  }

  /// The elements a lazy stack builds on demand, if this node is one (see `LazyElements`).
  var lazyElements: LazyElements? {
    get { extras?.lazyElements }
    set { if extras != nil || newValue != nil { madeExtras.lazyElements = newValue } }
  }

  /// The views that measured themselves against this container's size, if this node is a
  /// container for `containerRelativeFrame` and one did (see `ContainerReaders`).
  var containerReaders: ContainerReaders? {
    get { extras?.containerReaders }
    set { if extras != nil || newValue != nil { madeExtras.containerReaders = newValue } }
  }

  /// Preference values combined for this node in the current frame (see `PreferenceReducer`).
  var preferenceMemos: [PreferenceMemo] {
    get { extras?.preferenceMemos ?? [] }
    set { if extras != nil || !newValue.isEmpty { madeExtras.preferenceMemos = newValue } }
  }

  /// Adds `memo` to `preferenceMemos` in place (through the property, the array would be
  /// copied: the extras still hold it while it grows).
  func rememberPreference(_ memo: PreferenceMemo) { madeExtras.preferenceMemos.append(memo) }

  /// The graph this tree belongs to; set on the root only.
  var graph: ViewGraph? {
    get { extras?.graph }
    set { madeExtras.graph = newValue }
  }
}

/// The fields of a `ViewNode` that few nodes use, kept out of line so every other node is
/// smaller. Like `ViewNode`'s, they opt out of dynamic exclusivity checks: every access is
/// short and none overlaps another.
final class NodeExtras {
  @exclusivity(unchecked) var writtenTraits = ViewTraits.none
  @exclusivity(unchecked) var propertyStorage: [Int: AnyObject] = [:]
  @exclusivity(unchecked) var replicas: [ObjectIdentifier: ViewNode] = [:]
  @exclusivity(unchecked) var view: (any View)?
  @exclusivity(unchecked) var elementValues: AnyObject?
  @exclusivity(unchecked) var role: NodeRole?
  @exclusivity(unchecked) var observerCensus: NodeCensus?
  @exclusivity(unchecked) var observedValue: Any?
  @exclusivity(unchecked) var environmentMemo: EnvironmentMemo?
  @exclusivity(unchecked) var deferredContent: DeferredContent?
  @exclusivity(unchecked) var lazyElements: LazyElements?
  @exclusivity(unchecked) var containerReaders: ContainerReaders?
  @exclusivity(unchecked) var preferenceMemos: [PreferenceMemo] = []
  weak var graph: ViewGraph?
}

/// What kind of layout a node's behavior is: copied from it when it is set, so the tree
/// builder can ask every child without a dynamic call.
struct LayoutKind: Equatable {
  /// Whether the node lays out at all (it has a behavior).
  var laysOut: Bool
  /// See `LayoutBehavior.isUnaryModifier`.
  var isUnaryModifier: Bool
  /// See `LayoutBehavior.appliesPerElement`.
  var appliesPerElement: Bool
  /// See `LayoutBehavior.stackOrientation`.
  var stackOrientation: Axis?

  /// A structural node's: it does not lay out.
  static let structural = LayoutKind(
    laysOut: false, isUnaryModifier: false, appliesPerElement: false, stackOrientation: nil)

  init(laysOut: Bool, isUnaryModifier: Bool, appliesPerElement: Bool, stackOrientation: Axis?) {
    self.laysOut = laysOut
    self.isUnaryModifier = isUnaryModifier
    self.appliesPerElement = appliesPerElement
    self.stackOrientation = stackOrientation
  }

  init(_ behavior: (any LayoutBehavior)?) {
    guard let behavior else {
      self = .structural
      return
    }
    self.init(
      laysOut: true, isUnaryModifier: behavior.isUnaryModifier, appliesPerElement: behavior.appliesPerElement,
      stackOrientation: behavior.stackOrientation)
  }
}
