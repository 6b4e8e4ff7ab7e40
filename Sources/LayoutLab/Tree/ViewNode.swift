import Foundation

/// One node of the retained tree: the engine's record of one view, as a handle to its slot in
/// the host's `NodeStore`.
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
/// **A handle, not an object.** The fields live in the store, grouped by phase (see
/// `NodeStore`); each property here reads or writes its field in place. Copying a handle,
/// keeping it in an array or comparing two costs no reference counting: it is the address of
/// its record (which never moves: the host keeps the store, and its pages, as long as its
/// tree), the slot and the slot's generation. Two handles are equal when they name the same slot in the same
/// generation (handles of two hosts are never compared). A handle must not be used once its
/// node is freed (`NodeStore.free(subtree:)`); debug builds check the generation at every
/// access and trap with a message, so a stale handle is found by the tests rather than by a
/// wrong layout. What may outlive its node is held as a `WeakNodeReference`.
///
/// What few nodes need (state, roles, a user view's value, deferred content, replicas)
/// lives in `NodeExtras`, made on first write.
struct ViewNode: Hashable {
  /// The node's record in its store, where its fields live: pages of records never move, so
  /// the address holds as long as the store.
  let record: UnsafeMutablePointer<NodeRecord>
  /// The node's slot in `store`; reused by a later node once this one is freed.
  let slot: Int32
  /// The slot's generation when this node was made in it.
  let generation: UInt32

  init(record: UnsafeMutablePointer<NodeRecord>, slot: Int32, generation: UInt32) {
    self.record = record
    self.slot = slot
    self.generation = generation
  }

  /// The host's node store, which outlives every node in it.
  var store: NodeStore { record.pointee.store }

  /// The live node in `slot` of this node's store (its only child or subview, its parent),
  /// found without counting a reference to the store.
  @inline(__always)
  func node(inSlot slot: Int32) -> ViewNode {
    Unmanaged.passUnretained(record.pointee.store)._withUnsafeGuaranteedRef { $0.node(inSlot: slot) }
  }

  /// Compares slots and generations only, never reading the record: handles are compared
  /// within one host's tree, and a proxy may compare handles after its host is gone.
  static func == (lhs: ViewNode, rhs: ViewNode) -> Bool {
    lhs.slot == rhs.slot && lhs.generation == rhs.generation
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(slot)
    hasher.combine(generation)
  }

  /// Traps (debug builds) when this handle's node was freed; nothing at all in a release
  /// build, where `assert` evaluates nothing.
  @inline(__always)
  private func checkLive() {
    assert(
      record.pointee.identity.generation == generation,
      "ViewNode used after its node was freed (slot \(slot), generation \(generation))")
  }

  /// The record, checked (debug builds) to still hold this node.
  @inline(__always)
  private var checkedRecord: UnsafeMutablePointer<NodeRecord> {
    checkLive()
    return record
  }

  /// The node's number in its host, in creation order: how traces and `PlacedView` name it.
  var id: Int { checkedRecord.pointee.identity.id }

  /// The type of the view this node was built from (a different type means a different
  /// node), and what is known about it; `nil` for the root until it is first updated.
  var typeInfo: ViewTypeInfo? {
    get { checkedRecord.pointee.identity.typeInfo }
    nonmutating set { checkedRecord.pointee.identity.typeInfo = newValue }
  }

  /// The node's identity within its parent.
  var key: ChildKey { checkedRecord.pointee.identity.key }

  /// Whether this node is the one for a view of type `type` with identity `key`: what the
  /// reconciler asks of an old child. Reads the fields in place, where `key` and `typeInfo`
  /// would copy them out (a key with a string, the type info's reference counted).
  func matches(_ key: ChildKey, type: ObjectIdentifier) -> Bool {
    hasKey(key) && hasType(type)
  }

  /// How to update this node's view when the engine builds it itself (its type info's
  /// `primitive`), read in place: without retaining the type info.
  var primitiveType: (any PrimitiveView.Type)? { checkedRecord.pointee.identity.typeInfo?.primitive }

  /// Whether this node's identity within its parent is `key`, read in place.
  func hasKey(_ key: ChildKey) -> Bool { checkedRecord.pointee.identity.key == key }

  /// Whether this node's view was built from a value of type `type`, read in place.
  func hasType(_ type: ObjectIdentifier) -> Bool { checkedRecord.pointee.identity.typeInfo?.id == type }

  /// Whether this node sees `environment` itself (the same chain of writes), read in place.
  func sees(_ environment: EnvironmentValues) -> Bool {
    checkedRecord.pointee.identity.environment.isIdentical(to: environment)
  }

  /// The structural parent; `nil` for the root.
  var parent: ViewNode? {
    let slot = checkedRecord.pointee.identity.parentSlot
    return slot < 0 ? nil : node(inSlot: slot)
  }

  /// What `summary` says, in the form it was given (see `NodeSummary`).
  var summarySource: NodeSummary {
    get { checkedRecord.pointee.identity.summarySource }
    nonmutating set { checkedRecord.pointee.identity.summarySource = newValue }
  }

  /// The structural children, in view order.
  var children: NodeList {
    @inline(__always) get { checkedRecord.pointee.identity.children.list(of: self) }
    nonmutating set { checkedRecord.pointee.identity.children = newValue.stored }
  }

  /// How many children the node has, read without making a handle.
  var childCount: Int { checkedRecord.pointee.identity.children.count }

  /// The environment this node's view sees.
  var environment: EnvironmentValues {
    get { checkedRecord.pointee.identity.environment }
    nonmutating _modify { yield &checkedRecord.pointee.identity.environment }
  }

  /// The traits the containing layout sees on this node (laying-out nodes only).
  var traits: ViewTraits {
    get { checkedRecord.pointee.layout.traits }
    nonmutating _modify { yield &checkedRecord.pointee.layout.traits }
  }

  /// The laying-out nodes this node lays out: its children with structural nodes flattened.
  var subviews: NodeList {
    @inline(__always) get { checkedRecord.pointee.layout.subviews.list(of: self) }
    nonmutating set { checkedRecord.pointee.layout.subviews = newValue.stored }
  }

  /// How many subviews the node has, read without making a handle.
  var subviewCount: Int { checkedRecord.pointee.layout.subviews.count }

  /// This node's index in its container's `subviews`.
  var subviewIndex: Int {
    get { Int(checkedRecord.pointee.layout.subviewIndex) }
    nonmutating set { checkedRecord.pointee.layout.subviewIndex = Int32(newValue) }
  }

  /// Guides for which this subtree may hold explicit values; lets guide queries skip subtrees.
  /// The record keeps the built-in ones as bits; the custom ones, rare, are in the extras.
  var explicitGuides: GuideSet {
    get { GuideSet(storedBits: checkedRecord.pointee.layout.guideBits, custom: customGuides) }
    nonmutating set {
      if newValue.customGuides != nil || GuideSet.hasCustomGuides(storedBits: checkedRecord.pointee.layout.guideBits) {
        madeRare.customGuides = newValue.customGuides
      }
      checkedRecord.pointee.layout.guideBits = newValue.storedBits
    }
  }

  /// Whether `explicitGuides` contains `key`: read from the record's bits, the custom guides
  /// only for a custom `key`.
  func mayHaveExplicitValue(for key: AlignmentKey) -> Bool {
    GuideSet.contains(key, storedBits: checkedRecord.pointee.layout.guideBits, custom: customGuides)
  }

  /// Remembered `sizeThatFits` answers, by proposal, and the preferred spacing.
  var measurements: MeasurementCache {
    get { checkedRecord.pointee.layout.measurements }
    nonmutating _modify { yield &checkedRecord.pointee.layout.measurements }
  }

  /// Where the last layout pass placed this node, in root coordinates.
  var frame: CGRect {
    get { checkedRecord.pointee.placement.frame }
    nonmutating set { checkedRecord.pointee.placement.frame = newValue }
  }

  /// The proposal that went with `frame`.
  var placedProposal: ProposedViewSize {
    get { checkedRecord.pointee.placement.placedProposal.proposal }
    nonmutating set { checkedRecord.pointee.placement.placedProposal = PackedProposal(newValue) }
  }

  /// The counts of the last pass that measured or placed this node.
  var counts: NodePassCounts {
    get { checkedRecord.pointee.placement.counts }
    nonmutating _modify { yield &checkedRecord.pointee.placement.counts }
  }

  /// The `stackOrientation` of the container that lays this node out.
  var containerOrientation: Axis? {
    get { checkedRecord.pointee.layout.flags.containerOrientation }
    nonmutating set { checkedRecord.pointee.layout.flags.containerOrientation = newValue }
  }

  /// Whether this node is a user view with a `body`.
  var isUserView: Bool {
    get { checkedRecord.pointee.identity.flags.contains(.isUserView) }
    nonmutating set { checkedRecord.pointee.identity.flags.set(.isUserView, newValue) }
  }

  /// Whether the node's state changed since its body was last evaluated.
  var isDirty: Bool {
    get { checkedRecord.pointee.identity.flags.contains(.isDirty) }
    nonmutating set { checkedRecord.pointee.identity.flags.set(.isDirty, newValue) }
  }

  /// Whether the explicit ids among the children had no duplicates at the last update.
  var childIDsAreUnique: Bool {
    get { checkedRecord.pointee.identity.flags.contains(.childIDsAreUnique) }
    nonmutating set { checkedRecord.pointee.identity.flags.set(.childIDsAreUnique, newValue) }
  }

  /// Whether the last update changed anything that its measurements depend on: its layout or
  /// leaf value, or its subtree. An unchanged node keeps its remembered sizes.
  var changedInUpdate: Bool {
    get { checkedRecord.pointee.identity.flags.contains(.changedInUpdate) }
    nonmutating set { checkedRecord.pointee.identity.flags.set(.changedInUpdate, newValue) }
  }

  /// Whether a child kept by the update under way changed (its `changedInUpdate`): set by
  /// the reconciler, apart from `changedInUpdate`, which the node's own update sets when its
  /// own value changed; `TreeBuilder.updateTyped` merges the two once the node is updated. So a
  /// container can tell a change of its own layout value from a change below one subview.
  var childChangedInUpdate: Bool {
    get { checkedRecord.pointee.identity.flags.contains(.childChangedInUpdate) }
    nonmutating set { checkedRecord.pointee.identity.flags.set(.childChangedInUpdate, newValue) }
  }

  /// Whether the last update may have changed what this node brings to the subviews its
  /// container gathers (see `SubviewGathering`): for a structural node, the nodes below it in
  /// order, their traits and ids; for a laying-out node, its kind, the traits and guides its
  /// container reads on it, whether it places deferred content. The reconciler sets it from
  /// the node's children as it installs them; for a laying-out node, `TreeBuilder.updateTyped`
  /// then uses it to decide whether to gather the node's own subviews again, and replaces it
  /// with the node's own contribution. Unchanged, the container's subviews stay as they were.
  var contributionChanged: Bool {
    get { checkedRecord.pointee.identity.flags.contains(.contributionChanged) }
    nonmutating set { checkedRecord.pointee.identity.flags.set(.contributionChanged, newValue) }
  }

  /// Whether this is an `IDView`'s node, whose child's key is the explicit id.
  var carriesExplicitID: Bool {
    get { checkedRecord.pointee.identity.flags.contains(.carriesExplicitID) }
    nonmutating set { checkedRecord.pointee.identity.flags.set(.carriesExplicitID, newValue) }
  }

  /// Whether `.hidden()` hides this view.
  var isHidden: Bool {
    get { checkedRecord.pointee.identity.flags.contains(.isHidden) }
    nonmutating set { checkedRecord.pointee.identity.flags.set(.isHidden, newValue) }
  }

  /// Whether its container left this subview out at its last placement (a `ViewThatFits`
  /// child that was not chosen): it has no frame in the result and contributes no preferences.
  /// Also set on the structural nodes that wrap only such a subview (`.preference` writers).
  var isLeftOut: Bool {
    get { checkedRecord.pointee.layout.flags.contains(.isLeftOut) }
    nonmutating set { checkedRecord.pointee.layout.flags.set(.isLeftOut, newValue) }
  }

  /// Whether this container left a subview out at its last placement.
  var leavesSubviewsOut: Bool {
    get { checkedRecord.pointee.layout.flags.contains(.leavesSubviewsOut) }
    nonmutating set { checkedRecord.pointee.layout.flags.set(.leavesSubviewsOut, newValue) }
  }

  /// Whether this is a `background`'s node: its children's preference values combine in
  /// reverse, the background's (its second child) before its content's.
  var combinesPreferencesInReverse: Bool {
    get { checkedRecord.pointee.identity.combinesPreferencesInReverse }
    nonmutating set { checkedRecord.pointee.identity.combinesPreferencesInReverse = newValue }
  }

  /// Whether something in this subtree changed since the node was last placed: then placing
  /// it again may place its subviews differently. False only between a placement and the
  /// next change; a node that is not laid out may keep it set.
  var needsPlacement: Bool {
    get { checkedRecord.pointee.layout.flags.contains(.needsPlacement) }
    nonmutating set { checkedRecord.pointee.layout.flags.set(.needsPlacement, newValue) }
  }

  /// Whether a subview below this node was placed infinitely wide or tall at its last
  /// placement: a subtree kept as it was (not placed again) reports those views again.
  var holdsInfiniteLength: Bool {
    get { checkedRecord.pointee.layout.flags.contains(.holdsInfiniteLength) }
    nonmutating set { checkedRecord.pointee.layout.flags.set(.holdsInfiniteLength, newValue) }
  }

  /// What in this subtree can contribute preference values (see `PreferenceSources`).
  var preferenceSources: PreferenceSources {
    get {
      let record = checkedRecord
      return PreferenceSources(
        keys: record.pointee.roles.preferenceKeys, packedFlags: record.pointee.identity.preferenceFlags)
    }
    nonmutating set {
      let record = checkedRecord
      record.pointee.identity.preferenceFlags = newValue.packedFlags
      // Most nodes have no keys: storing no keys over none would count a reference for nothing.
      if !newValue.keys.isEmpty || !record.pointee.roles.preferenceKeys.isEmpty {
        record.pointee.roles.preferenceKeys = newValue.keys
      }
    }
  }

  /// Whether this node's subtree has any preference source (a key, dynamic content, an
  /// observer), read in place: `preferenceSources` makes a value, with a copy of the keys.
  var hasPreferenceSources: Bool {
    let record = checkedRecord
    return record.pointee.identity.preferenceFlags != 0 || !record.pointee.roles.preferenceKeys.isEmpty
  }

  /// Whether this node or a subview below it builds content while it is placed (a
  /// `GeometryReader`, a preference value reader) or reads the safe area where it is placed
  /// (`LayoutBehavior.readsSafeArea`): such content and placements can change with more than
  /// the node's own frame, so the subtree is always placed again.
  var placesDeferredContent: Bool {
    get { checkedRecord.pointee.layout.flags.contains(.placesDeferredContent) }
    nonmutating set { checkedRecord.pointee.layout.flags.set(.placesDeferredContent, newValue) }
  }

  /// Which case `role` is (`.none` without one), kept so that walks can pass the nodes
  /// whose role does not matter to them without reading (copying) it.
  var roleKind: NodeRole.Kind { checkedRecord.pointee.identity.roleKind }

  /// What kind of layout `behavior` is, read without calling it: gathering subviews asks this
  /// of every child.
  var layoutKind: LayoutKind { checkedRecord.pointee.identity.layoutKind }

  /// How this node sizes and places itself, or `nil` for a structural node. Setting it
  /// records what kind of layout it is in `layoutKind`.
  var behavior: (any LayoutBehavior)? {
    get { checkedRecord.pointee.layout.behavior }
    nonmutating set {
      let record = checkedRecord
      record.pointee.layout.behavior = newValue
      record.pointee.identity.layoutKind = LayoutKind(newValue)
    }
  }

  /// The rarely used fields, if any was ever written.
  private var extras: NodeExtras? { checkedRecord.pointee.roles.extras }

  /// Whether this node is still in its store (it was not freed).
  var isLive: Bool { record.pointee.identity.generation == generation }

  /// Whether this node sizes and places itself (a leaf, modifier or container).
  var laysOut: Bool { layoutKind.laysOut }

  /// Reads `layoutKind` from the behavior again, after a layout value changed in place (an
  /// `AnyLayout`'s orientation follows the layout it wraps).
  func refreshLayoutKind() {
    let record = checkedRecord
    record.pointee.identity.layoutKind = LayoutKind(record.pointee.layout.behavior)
  }

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
    while let current = node, current != limit {
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
      } else if start != self {
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
  ///
  /// Each container on the way is told which of its subviews must be placed again (the
  /// laid-out node the walk came up through; every subview when that node is seen through
  /// its copies), so that a layout placing only some subviews finds them without looking at
  /// every subview (`LayoutEngine.subviewsToPlace(of:changed:)`).
  func markNeedsPlacement() {
    var current = self
    var currentLaysOut = laysOut
    // The last laid-out node passed, the subview of the next container to place again, and
    // whether its container sees it only through its copies.
    var entry: ViewNode?
    var entryIsCopied = false
    while true {
      current.needsPlacement = true
      let isCopied = current.hasExtras && !current.replicas.isEmpty
      if isCopied { for replica in current.replicas.values { replica.needsPlacement = true } }
      if currentLaysOut {
        entry = current
        entryIsCopied = isCopied
      }
      guard let parent = current.parent else { return }
      let parentLaysOut = parent.laysOut
      if parentLaysOut {
        if let entry {
          if entryIsCopied { parent.behavior?.subviewsNeedPlacement() } else { parent.notePlacementNeeded(of: entry) }
        }
        if parent.needsPlacement, !parent.hasExtras || parent.replicas.isEmpty { return }
      }
      current = parent
      currentLaysOut = parentLaysOut
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
    leavesSubviewsOut ? subviews.filter { !$0.isLeftOut } : Array(subviews)
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

  /// Whether the extras have room for what an observer keeps (`ObserverExtras`).
  var hasObserverExtras: Bool { observerExtras != nil }

  /// Whether any of the fields kept in the extras' rarely written part (`NodeExtras.Rare`)
  /// was ever written.
  var hasRareExtras: Bool { rare != nil }

  /// The extras, made now if there are none yet.
  private var madeExtras: NodeExtras {
    let record = checkedRecord
    if let extras = record.pointee.roles.extras { return extras }
    let made = NodeExtras()
    record.pointee.roles.extras = made
    return made
  }

  /// The extras of an observer, made now if there are none yet, or made in place of extras
  /// that have no room for what an observer keeps (their fields move over).
  private var madeObserverExtras: ObserverExtras {
    let record = checkedRecord
    let extras = record.pointee.roles.extras
    if let observer = extras as? ObserverExtras { return observer }
    let made = ObserverExtras(movingFieldsOf: extras)
    record.pointee.roles.extras = made
    return made
  }

  /// The extras, if they have room for what an observer keeps.
  private var observerExtras: ObserverExtras? { extras as? ObserverExtras }

  /// The extras' rarely written part, if any of its fields was ever written.
  private var rare: NodeExtras.Rare? { extras?.rare }

  /// The extras' rarely written part, made now (with the extras) if there is none yet.
  private var madeRare: NodeExtras.Rare { madeExtras.madeRare }

  /// Explicit ids of the `.id(_:)` modifiers directly around this laying-out node.
  var explicitIDs: [ChildKey] {
    get { rare?.explicitIDs ?? [] }
    nonmutating set { if rare != nil || !newValue.isEmpty { madeRare.explicitIDs = newValue } }
  }

  /// Problems found in this node's view value when it was last built.
  var diagnostics: [LayoutDiagnostic] {
    get { rare?.diagnostics ?? [] }
    nonmutating set { if rare != nil || !newValue.isEmpty { madeRare.diagnostics = newValue } }
  }

  /// The custom guides of `explicitGuides`.
  private var customGuides: Set<AlignmentKey>? { rare?.customGuides }

  /// Traits written by this node for the views below it (structural trait writers only).
  var writtenTraits: ViewTraits {
    get { rare?.writtenTraits ?? .none }
    nonmutating set { if rare != nil || !newValue.isEmpty { madeRare.writtenTraits = newValue } }
  }

  /// Storage for the view's dynamic properties (`@State`, ...), by slot.
  var propertyStorage: [Int: AnyObject] {
    get { rare?.propertyStorage ?? [:] }
    nonmutating set { madeRare.propertyStorage = newValue }
  }

  /// Modifier copies for content that is not exactly one view (see `TreeBuilder.replicas`).
  var replicas: [ViewNode: ViewNode] {
    get { rare?.replicas ?? [:] }
    nonmutating set { if rare != nil || !newValue.isEmpty { madeRare.replicas = newValue } }
  }

  /// The user view this node was last built from, to evaluate its body again when dirty.
  var view: (any View)? {
    get { rare?.view }
    nonmutating set { if rare != nil || newValue != nil { madeRare.view = newValue } }
  }

  /// The element views a collection (`ForEach`) made at its last update, in the order of its
  /// children, to tell which elements changed at the next (see `ElementValues`).
  var elementValues: AnyObject? {
    get { rare?.elementValues }
    nonmutating set { if rare != nil || newValue != nil { madeRare.elementValues = newValue } }
  }

  /// What the node does besides laying out: preferences, geometry, coordinate spaces. Set
  /// with `assign(_:in:)`, which counts observers.
  var role: NodeRole? {
    get { extras?.role }
    nonmutating set {
      // The kind first: the role's last use is then the store, which moves it, not a copy.
      let kind = newValue?.kind ?? .none
      checkedRecord.pointee.identity.roleKind = kind
      guard extras != nil || newValue != nil else { return }
      // An observer's extras are made with room for what it keeps, so that they are made once.
      if kind.observes { madeObserverExtras.role = consume newValue } else { madeExtras.role = consume newValue }
    }
  }

  /// The writer of a node whose role writes preferences, read in place: a copy of the whole
  /// role costs more than the preference walks that ask for the writer.
  var preferenceWriter: (any PreferenceWriter)? {
    guard roleKind == .preferenceWriter, let extras, case .preferenceWriter(let writer)? = extras.role else {
      return nil
    }
    return writer
  }

  /// The name of the coordinate space this node declares, read in place; `nil` when it
  /// declares none.
  var declaredSpaceName: AnyHashable? {
    guard roleKind == .coordinateSpace, let extras, case .coordinateSpace(let name)? = extras.role else {
      return nil
    }
    return name
  }

  /// The census counting this node as an observer, if it is one.
  var observerCensus: NodeCensus? {
    get { observerExtras?.observerCensus }
    nonmutating set { if observerExtras != nil || newValue != nil { madeObserverExtras.observerCensus = newValue } }
  }

  /// The last value an observer role delivered.
  var observedValue: Any? {
    get { observerExtras?.observedValue }
    nonmutating set { if observerExtras != nil || newValue != nil { madeObserverExtras.observedValue = newValue } }
  }

  /// What an environment writer made at its last update.
  var environmentMemo: EnvironmentMemo? {
    get { rare?.environmentMemo }
    nonmutating set { if rare != nil || newValue != nil { madeRare.environmentMemo = newValue } }
  }

  /// Content built during placement (a `GeometryReader`'s), if any.
  var deferredContent: DeferredContent? {
    get { extras?.deferredContent }
    nonmutating set { if extras != nil || newValue != nil { madeExtras.deferredContent = newValue } }
  }

  /// The elements a lazy stack builds on demand, if this node is one (see `LazyElements`).
  var lazyElements: LazyElements? {
    get { rare?.lazyElements }
    nonmutating set { if rare != nil || newValue != nil { madeRare.lazyElements = newValue } }
  }

  /// The views that measured themselves against this container's size, if this node is a
  /// container for `containerRelativeFrame` and one did (see `ContainerReaders`).
  var containerReaders: ContainerReaders? {
    get { rare?.containerReaders }
    nonmutating set { if rare != nil || newValue != nil { madeRare.containerReaders = newValue } }
  }

  /// Preference values combined for this node in the current frame (see `PreferenceReducer`).
  var preferenceMemos: [PreferenceMemo] {
    get { extras?.preferenceMemos ?? [] }
    nonmutating set { if extras != nil || !newValue.isEmpty { madeExtras.preferenceMemos = newValue } }
  }

  /// Adds `memo` to `preferenceMemos` in place (through the property, the array would be
  /// copied: the extras still hold it while it grows).
  func rememberPreference(_ memo: PreferenceMemo) { madeExtras.preferenceMemos.append(memo) }

  /// The graph this tree belongs to; set on the root only.
  var graph: ViewGraph? {
    get { rare?.graph }
    nonmutating set { madeRare.graph = newValue }
  }
}

/// The fields of a `ViewNode` that few nodes use, kept out of line (in its `NodeRoles`
/// record) so every other node's records are smaller. Like the `NodeStore`'s records, they opt
/// out of dynamic exclusivity checks: every access is short and none overlaps another.
///
/// Here are the fields of the nodes that observe or are observed (roles, a reader's deferred
/// content, combined preference values), which a two-frame layout has by the thousand, one or
/// two per element; what an observer keeps besides is in `ObserverExtras`, the extras of the
/// nodes that observe; the fields of user views, collections, roots and the rarer modifiers
/// are in `rare`, made the first time one of them is written.
class NodeExtras {
  @exclusivity(unchecked) final var role: NodeRole?
  @exclusivity(unchecked) final var deferredContent: DeferredContent?
  @exclusivity(unchecked) final var preferenceMemos: [PreferenceMemo] = []
  @exclusivity(unchecked) final var rare: Rare?

  init() {}

  /// `rare`, made now if there is none yet.
  final var madeRare: Rare {
    if let rare { return rare }
    let made = Rare()
    rare = made
    return made
  }
}

/// The extras of a node that observes (an `onPreferenceChange`, `onGeometryChange`,
/// `onChange` or lifecycle node): what every node with extras keeps, and the observer's
/// census and the value it last delivered. Kept apart so that the extras of the other nodes
/// (a two-frame layout's preference writers and readers, one or two per element) are smaller.
final class ObserverExtras: NodeExtras {
  @exclusivity(unchecked) var observerCensus: NodeCensus?
  @exclusivity(unchecked) var observedValue: Any?

  /// Extras with the fields of `extras`, if any, moved over.
  init(movingFieldsOf extras: NodeExtras?) {
    super.init()
    guard let extras else { return }
    role = extras.role
    deferredContent = extras.deferredContent
    preferenceMemos = extras.preferenceMemos
    rare = extras.rare
  }
}

/// What kind of layout a node's behavior is: copied from it when it is set, so the tree
/// builder can ask every child without a dynamic call. One byte of bits, kept in the record.
struct LayoutKind: Equatable {
  private let bits: UInt8

  private static let laysOutBit: UInt8 = 1 << 0
  private static let unaryModifierBit: UInt8 = 1 << 1
  private static let perElementBit: UInt8 = 1 << 2
  private static let horizontalBit: UInt8 = 1 << 3
  private static let verticalBit: UInt8 = 1 << 4

  /// Whether the node lays out at all (it has a behavior).
  var laysOut: Bool { bits & Self.laysOutBit != 0 }
  /// See `LayoutBehavior.isUnaryModifier`.
  var isUnaryModifier: Bool { bits & Self.unaryModifierBit != 0 }
  /// See `LayoutBehavior.appliesPerElement`.
  var appliesPerElement: Bool { bits & Self.perElementBit != 0 }
  /// See `LayoutBehavior.stackOrientation`.
  var stackOrientation: Axis? {
    if bits & Self.horizontalBit != 0 { return .horizontal }
    if bits & Self.verticalBit != 0 { return .vertical }
    return nil
  }

  /// A structural node's: it does not lay out.
  static let structural = LayoutKind(
    laysOut: false, isUnaryModifier: false, appliesPerElement: false, stackOrientation: nil)

  init(laysOut: Bool, isUnaryModifier: Bool, appliesPerElement: Bool, stackOrientation: Axis?) {
    var bits: UInt8 = 0
    if laysOut { bits |= Self.laysOutBit }
    if isUnaryModifier { bits |= Self.unaryModifierBit }
    if appliesPerElement { bits |= Self.perElementBit }
    switch stackOrientation {
    case .horizontal: bits |= Self.horizontalBit
    case .vertical: bits |= Self.verticalBit
    case nil: break
    }
    self.bits = bits
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
