/// Builds and updates the retained tree from view values.
///
/// Updating a node with a view value keeps each child whose identity (key and view type) is
/// unchanged and creates a node for every new identity; children whose identity disappeared
/// are dropped with their state. After a laying-out node's children are reconciled, its
/// `subviews` are gathered by flattening the structural nodes below it.
///
/// Views are handled as their own types throughout (generic functions, not `any View`), and
/// what a view type is (primitive or not, its name) is looked up once per type
/// (`ViewTypeInfo`), so building a node costs no runtime conformance lookup and no boxing.
///
/// Its stored properties opt out of dynamic exclusivity checks (`@exclusivity(unchecked)`),
/// like `ViewNode`'s: every access is short and none overlaps another.
final class TreeBuilder {
  /// What the updates since the last `reset()` did.
  @exclusivity(unchecked) private(set) var counters = TreeCounters()
  /// Where body evaluations and environment reads are recorded, when tracing.
  @exclusivity(unchecked) var tracer: TraceRecorder?
  /// Counts the nodes the frame loop must visit after layout.
  let census = NodeCensus()
  /// Actions the updates since the last `takeQueuedActions()` found to run: `onDisappear`
  /// of dropped views, `onChange` of changed values.
  @exclusivity(unchecked) private var queuedActions: [FrameAction] = []
  /// The number the next node gets (the root is 0).
  @exclusivity(unchecked) private var nextNodeID = 1
  /// What is known about each view type met so far.
  @exclusivity(unchecked) private var typeInfos: [ObjectIdentifier: ViewTypeInfo] = [:]
  /// The infos found last, in slots chosen by the type's address: siblings repeat a few types
  /// (a `ForEach`'s elements and their modifiers), which are then found without hashing.
  @exclusivity(unchecked) private var recentTypeInfos = [ViewTypeInfo?](repeating: nil, count: 16)

  /// The info of view type `V`, made once per type and builder.
  func typeInfo<V: View>(_ type: V.Type) -> ViewTypeInfo {
    let id = ObjectIdentifier(type)
    let slot = Int(truncatingIfNeeded: UInt(bitPattern: id) >> 4) & 15
    if let recent = recentTypeInfos[slot], recent.id == id { return recent }
    let info = typeInfos[id] ?? makeTypeInfo(type)
    recentTypeInfos[slot] = info
    return info
  }

  private func makeTypeInfo<V: View>(_ type: V.Type) -> ViewTypeInfo {
    let info = ViewTypeInfo(type)
    typeInfos[ObjectIdentifier(type)] = info
    return info
  }

  /// Makes `node` describe `view`, then reconciles its children.
  ///
  /// A user view that is not dirty, whose value equals the one it was last built from and
  /// whose environment is unchanged keeps its subtree as it is: its body is not evaluated
  /// again (see `ViewEquality`).
  ///
  /// A node forgets its remembered sizes only when it changed: its layout or leaf value differs
  /// from the last one (or cannot be compared), or something in its subtree changed, was added,
  /// removed or moved. So an update that changes one leaf re-measures that leaf and its
  /// ancestors only.
  func update(_ node: ViewNode, with view: any View, environmentChanged: Bool = true) {
    updateTyped(node, view, environmentChanged)
  }

  /// `update(_:with:environmentChanged:)` with the view's own type; `equality`, when given
  /// (`EquatableView`), decides whether a user view is the same as its last value.
  func updateTyped<V: View>(_ node: ViewNode, _ view: V, _ environmentChanged: Bool, equality: ((V, V) -> Bool)? = nil)
  {
    node.changedInUpdate = false
    if node.typeInfo?.id != ObjectIdentifier(V.self) { node.typeInfo = typeInfo(V.self) }
    guard let info = node.typeInfo else { return }
    if let primitive = info.primitive {
      if !node.diagnostics.isEmpty { node.diagnostics.removeAll() }
      node.deferredContent?.invalidate()
      primitive.update(value: view, node, self)
    } else {
      if node.isUserView, !node.isDirty, !environmentChanged, let old = node.view,
        ViewEquality.same(old, view, info.fields(of: view), equality: equality)
      {
        node.view = view
        return
      }
      if !node.diagnostics.isEmpty { node.diagnostics.removeAll() }
      node.deferredContent?.invalidate()
      updateUserView(node, view, info)
    }
    if node.changedInUpdate { forgetMeasurements(of: node) }
  }

  /// Clears what `node` remembered about its sizes and gathers its subviews again.
  func forgetMeasurements(of node: ViewNode) {
    node.sizeCache.removeAll()
    node.cachedSpacing = nil
    node.markNeedsPlacement()
    if let behavior = node.behavior {
      behavior.subviewsChanged()
      gatherSubviews(of: node, behavior)
    }
  }

  /// After `node` was updated on its own (its state changed): if it changed, forgets the
  /// measurements of its ancestors, which may depend on it, and, if its contribution to them
  /// changed (`contribution(of:)` before the update is `contributedBefore`), gathers their
  /// subviews again. A text that changes in a flow of thousands thus costs the path to the
  /// root, not a gathering of the flow's thousands of subviews.
  func didUpdateAlone(_ node: ViewNode, contributedBefore: [Contribution]?) {
    node.propagatePreferenceSources()
    guard node.changedInUpdate else { return }
    node.invalidateMeasurements()
    if let before = contributedBefore, let after = contribution(of: node), before == after { return }
    var ancestor = node.parent
    while let current = ancestor {
      if let behavior = current.behavior { gatherSubviews(of: current, behavior) }
      ancestor = current.parent
    }
  }

  /// What a laying-out node that `node` contributes to its container brings to the
  /// container's gathered subviews: the node, what the container reads from it (its traits'
  /// priority, its ids, guides, deferred content), for the traits and ids written inside
  /// `node`. The node is named by identity: the container's subviews keep it alive, so no
  /// new node can take its address meanwhile.
  struct Contribution: Equatable {
    let node: ObjectIdentifier
    let priority: Double?
    let ids: [ChildKey]
    let guides: GuideSet
    let placesDeferredContent: Bool
  }

  /// The laid-out nodes `node` contributes to its container, as `collect` would gather them
  /// (without writing anything); `nil` when it is not that simple (a modifier applied to each
  /// of several views, or layout values, which cannot be compared).
  func contribution(of node: ViewNode) -> [Contribution]? {
    var found: [Contribution] = []
    return contribution(of: node, traits: .none, ids: [], into: &found) ? found : nil
  }

  private func contribution(
    of node: ViewNode, traits: ViewTraits, ids: [ChildKey], into found: inout [Contribution]
  ) -> Bool {
    if let behavior = node.behavior {
      guard !behavior.appliesPerElement || node.subviews.count == 1 else { return false }
      let inner = behavior.isUnaryModifier ? node.subviews.first?.traits ?? .none : .none
      let seen = inner.overridden(by: traits)
      guard seen.layoutValues.isEmpty else { return false }
      found.append(
        Contribution(
          node: ObjectIdentifier(node), priority: seen.priority, ids: ids,
          guides: node.explicitGuides, placesDeferredContent: node.placesDeferredContent))
      return true
    }
    let traits = node.writtenTraits.overridden(by: traits)
    let ids = node.explicitID.map { ids + [$0] } ?? ids
    for child in node.children {
      guard withSufficientStack({ contribution(of: child, traits: traits, ids: ids, into: &found) }) else {
        return false
      }
    }
    return true
  }

  /// Builds a node's deferred content (a `GeometryReader`'s) for `geometry`, where it is now placed.
  func buildDeferredContent(
    of node: ViewNode, _ content: DeferredContent, for geometry: GeometryProxy, engine: LayoutEngine
  ) {
    content.build(node, geometry, engine, self)
    content.didBuild(for: geometry)
  }

  /// Installs `view`, just made by `node`'s deferred content (counted as `label`'s body), as
  /// the node's content.
  func installDeferred<V: View>(_ view: V, in node: ViewNode, label: String) {
    counters.countBody(label)
    tracer?.record(.bodyEvaluated(node.traced))
    node.changedInUpdate = false
    reconcile(node, .branch(0), view)
    node.propagatePreferenceSources()
    if node.changedInUpdate, let behavior = node.behavior {
      behavior.subviewsChanged()
      gatherSubviews(of: node, behavior)
      node.markNeedsPlacement()
    }
  }

  /// Makes `node`'s children the elements of its lazy content at `indices` (in order), keeping
  /// the nodes of elements already built and dropping the others; called while the node is
  /// measured, so its subviews are gathered again at once.
  func buildLazyElements(of node: ViewNode, _ elements: LazyElements, _ indices: [Int]) {
    node.changedInUpdate = false
    reconcile(node, capacity: indices.count) { list in elements.source?.addElements(indices, to: &list) }
    elements.built = indices
    node.propagatePreferenceSources()
    if node.changedInUpdate, let behavior = node.behavior {
      behavior.subviewsChanged()
      gatherSubviews(of: node, behavior)
      node.markNeedsPlacement()
    }
  }

  /// A view with a `body`: connects its dynamic properties, evaluates `body`, and builds it.
  private func updateUserView<V: View>(_ node: ViewNode, _ view: V, _ info: ViewTypeInfo) {
    node.isUserView = true
    node.isDirty = false
    node.view = view
    node.summarySource = .typeName
    if let missing = installDynamicProperties(of: view, info.fields(of: view), in: node) {
      report(.missingEnvironmentObject, node, "\(info.name): \(missing); the view shows nothing")
      reconcile(node)
      return
    }
    counters.countBody(info.name)
    tracer?.record(.bodyEvaluated(node.traced))
    guard V.Body.self != Never.self else {
      report(
        .invalidArgument, node,
        "\(info.name) declares a body of type Never, which only built-in views may; it shows nothing")
      reconcile(node)
      return
    }
    reconcile(node, .branch(0), view.observedBody(for: node))
  }

  /// Updates the content placeholders (`placeholder`'s type) below `node` without evaluating
  /// the bodies around them: a modifier whose value is unchanged hands its new content to
  /// the placeholders its last body made. The walk stops at each placeholder (the content
  /// below it is the placeholder's to update); the nodes on the way forget their sizes when
  /// something below them changed, as `updateTyped` does. Returns whether anything changed.
  @discardableResult
  func updatePlaceholders<P: View>(below node: ViewNode, _ placeholder: P) -> Bool {
    let id = ObjectIdentifier(P.self)
    var changed = false
    for child in node.children {
      if child.typeInfo?.id == id {
        withSufficientStack { updateTyped(child, placeholder, false) }
        if child.changedInUpdate { changed = true }
      } else if withSufficientStack({ updatePlaceholders(below: child, placeholder) }) {
        changed = true
      }
    }
    guard changed else { return false }
    node.changedInUpdate = true
    node.gatherPreferenceSources()
    forgetMeasurements(of: node)
    return true
  }

  /// Connects `view`'s dynamic properties (`@State`, `@Environment`, observed objects) to
  /// `node`, in declaration order (the order gives each its storage slot); returns what a
  /// property found missing (an `@EnvironmentObject` without its object), if anything.
  private func installDynamicProperties<V: View>(of view: V, _ fields: ViewFields, in node: ViewNode) -> String? {
    var slot = 0
    var missing: String?
    func install(_ property: any InstallableProperty) {
      property.install(in: node, slot: slot)
      slot += 1
      if let tracer, let read = property as? any EnvironmentReading {
        tracer.record(.environmentRead(node.traced, key: read.keyName))
      }
      if let required = property as? any RequiredProperty, let problem = required.missingRequirement {
        missing = missing ?? problem
      }
    }
    guard let properties = fields.dynamicProperties else {
      let reflected = (view as? any ModifierBodyHost)?.reflectedModifier ?? view
      for child in Mirror(reflecting: reflected).children {
        if let property = child.value as? any InstallableProperty { install(property) }
      }
      return missing
    }
    guard !properties.isEmpty else { return nil }
    withUnsafePointer(to: view) { pointer in
      for field in properties {
        if let property = field.load(UnsafeRawPointer(pointer) + field.offset) { install(property) }
      }
    }
    return missing
  }

  // MARK: Reconciling children

  /// Reconciles `node`'s children with the views `body` adds to the list, in order: keeps a
  /// child whose key and view type match, creates a node otherwise. Children see
  /// `environment`, or `node`'s own by default.
  func reconcile(
    _ node: ViewNode, environment: EnvironmentValues? = nil, capacity: Int = 1, _ body: (inout ChildList) -> Void
  ) {
    var list = ChildList(builder: self, parent: node, environment: environment ?? node.environment, capacity: capacity)
    body(&list)
    finish(&list)
  }

  /// Reconciles `node`'s children with one view. When the node already has exactly that
  /// child (same key and type), it is updated in place: no new child list is made, and
  /// `equality`, when given, decides whether the child is the same as its last value.
  func reconcile<V: View>(
    _ node: ViewNode, _ key: ChildKey, _ view: V, environment: EnvironmentValues? = nil,
    equality: ((V, V) -> Bool)? = nil
  ) {
    let environment = environment ?? node.environment
    if node.children.count == 1, let child = node.children.first, child.key == key,
      child.typeInfo?.id == ObjectIdentifier(V.self)
    {
      counters.nodesKept += 1
      let environmentChanged = !child.environment.isIdentical(to: environment)
      if environmentChanged {
        child.environment = environment
        child.markNeedsPlacement()
      }
      withSufficientStack { updateTyped(child, view, environmentChanged, equality: equality) }
      if child.changedInUpdate { node.changedInUpdate = true }
      node.childIDsAreUnique = true
      node.gatherPreferenceSources()
      return
    }
    var list = ChildList(builder: self, parent: node, environment: environment, capacity: 1)
    add(view, key: key, to: &list)
    finish(&list)
  }

  /// Makes `node` childless.
  func reconcile(_ node: ViewNode) {
    reconcile(node, capacity: 0) { _ in }
  }

  /// One step of `reconcile`: the child for `view` with identity `key`.
  func add<V: View>(_ view: V, key: ChildKey, to list: inout ChildList) {
    let node = list.parent
    let index = list.children.count
    var child: ViewNode?
    let atOldPosition = index < list.old.count && list.old[index].key == key
    if atOldPosition {
      child = list.old[index]
    } else if !list.old.isEmpty {
      node.changedInUpdate = true
      if list.byKey == nil {
        list.byKey = Dictionary(list.old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
      }
      child = list.byKey?[key]
    }
    // Positional keys cannot repeat; only explicit ids (ForEach) are checked.
    if key.isExplicitID {
      if list.duplicates.isDuplicate(key, atOldPosition: atOldPosition, previous: list.children) {
        report(.duplicateID, node, "the id \(key) occurs more than once among the children; each gets its own view")
        list.foundDuplicate = true
        child = nil
      }
    }
    if let found = child, found.typeInfo?.id != ObjectIdentifier(V.self) { child = nil }
    let resolved: ViewNode
    if let child {
      resolved = child
      list.reused += 1
      counters.nodesKept += 1
    } else {
      resolved = makeNode(typeInfo(V.self), key: key, parent: node, environment: list.environment)
      counters.nodesCreated += 1
      node.changedInUpdate = true
    }
    let environmentChanged = !resolved.environment.isIdentical(to: list.environment)
    if environmentChanged {
      resolved.environment = list.environment
      // The environment can change how the subtree is placed (a layout direction) with no
      // layout changing.
      resolved.markNeedsPlacement()
    }
    withSufficientStack { updateTyped(resolved, view, environmentChanged) }
    if resolved.changedInUpdate { node.changedInUpdate = true }
    list.children.append(resolved)
  }

  /// Ends a `reconcile`: drops the old children that were not kept and installs the new list.
  private func finish(_ list: inout ChildList) {
    let node = list.parent
    node.childIDsAreUnique = !list.foundDuplicate
    if list.reused < list.old.count || list.children.count != list.old.count { node.changedInUpdate = true }
    if list.reused < list.old.count {
      let kept = Set(list.children.map(ObjectIdentifier.init))
      for child in list.old where !kept.contains(ObjectIdentifier(child)) {
        counters.nodesRemoved += child.subtreeCount
        if census.observers > 0 { queueDisappearances(in: child) }
        child.detach()
      }
    }
    node.children = list.children
    node.gatherPreferenceSources()
  }

  // MARK: Subviews

  /// Gathers `node`'s subviews: its children with structural nodes flattened, traits from
  /// structural trait writers applied, and modifiers around several views applied to each.
  private func gatherSubviews(of node: ViewNode, _ behavior: any LayoutBehavior) {
    var subviews: [ViewNode]
    let children = node.children
    if children.allSatisfy({ child in
      child.layoutKind.laysOut && (!child.layoutKind.appliesPerElement || child.subviews.count == 1)
    }) {
      // Every child lays out itself, once: the children are the subviews.
      for child in children { adopt(child, traits: .none, ids: []) }
      subviews = children
    } else {
      subviews = []
      for child in children { collect(child, traits: .none, ids: [], into: &subviews) }
    }
    let kind = node.layoutKind
    let buildsContent = node.deferredContent != nil
    var guides = behavior.ownGuides
    var placesDeferredContent = buildsContent || behavior.readsSafeArea
    for (index, subview) in subviews.enumerated() {
      subview.subviewIndex = index
      guides.formUnion(subview.explicitGuides.exported(by: kind, buildsContentWhenPlaced: buildsContent))
      if subview.placesDeferredContent { placesDeferredContent = true }
    }
    node.subviews = subviews
    node.explicitGuides = guides
    node.placesDeferredContent = placesDeferredContent
    if node.hasExtras, !node.replicas.isEmpty, subviews.count == 1 { node.replicas = [:] }
    if kind.isUnaryModifier {
      if let primary = Self.modifiedView(of: node) {
        assignContainerOrientation(node.containerOrientation, to: primary)
      }
    } else {
      let orientation = kind.stackOrientation
      for subview in subviews { assignContainerOrientation(orientation, to: subview) }
    }
  }

  /// Tells `node` the orientation of the container laying it out, and passes it through the
  /// modifiers around a view to the view itself.
  ///
  /// SwiftUI parity: the orientation is set by layout containers and kept by modifiers, so
  /// `HStack { Divider().frame(height: 20) }` draws a vertical line.
  ///
  /// Stops at the first node that has `orientation` already: every modifier passed its own
  /// orientation on to the view it modifies when its subviews were last gathered, and again
  /// whenever the orientation changed, so the views below have it too. Without the stop, a
  /// chain of N modifiers, gathered from the innermost out, would walk N²/2 nodes. A node
  /// whose orientation changes forgets its remembered sizes, which may depend on it.
  private func assignContainerOrientation(_ orientation: Axis?, to node: ViewNode) {
    unowned(unsafe) var current = node
    while current.containerOrientation != orientation {
      current.containerOrientation = orientation
      // A leaf's size and spacing may depend on the orientation (a `Spacer`, a `Divider`).
      current.sizeCache.removeAll()
      current.cachedSpacing = nil
      guard let modified = Self.modifiedView(of: current) else { return }
      current = modified
    }
  }

  /// The view a modifier lays out as its own content (its primary subview), which sees the
  /// modifier's container orientation; `nil` for anything else, and for a modifier applied to
  /// each of several views, whose copies (`replicas(of:_:)`) lay them out instead.
  private static func modifiedView(of node: ViewNode) -> ViewNode? {
    let kind = node.layoutKind
    guard kind.isUnaryModifier, !kind.appliesPerElement || node.subviews.count == 1 else { return nil }
    return node.subviews.first
  }

  /// Makes a laying-out `node` one subview of its container, with the traits and ids of the
  /// structural nodes around it.
  private func adopt(_ node: ViewNode, traits: ViewTraits, ids: [ChildKey]) {
    let inner = node.layoutKind.isUnaryModifier ? node.subviews.first?.traits ?? .none : .none
    node.traits = inner.overridden(by: traits)
    if !(node.explicitIDs.isEmpty && ids.isEmpty) { node.explicitIDs = ids }
  }

  private func collect(_ node: ViewNode, traits: ViewTraits, ids: [ChildKey], into subviews: inout [ViewNode]) {
    if let behavior = node.behavior {
      if node.layoutKind.appliesPerElement, node.subviews.count != 1 {
        for element in replicas(of: node, behavior) {
          element.traits = element.subviews[0].traits.overridden(by: traits)
          element.explicitIDs = ids
          subviews.append(element)
        }
      } else {
        adopt(node, traits: traits, ids: ids)
        subviews.append(node)
      }
      return
    }
    let traits = node.writtenTraits.overridden(by: traits)
    let ids = node.explicitID.map { ids + [$0] } ?? ids
    for child in node.children { withSufficientStack { collect(child, traits: traits, ids: ids, into: &subviews) } }
  }

  /// One copy of a modifier per view of its content, each with the modifier's layout, a
  /// fresh cache and a placement still to make. Walks up from the content reach the
  /// modifier's node, not its copies: `ViewNode.invalidateMeasurements()` and
  /// `markNeedsPlacement()` pass what they forget on to the copies. SwiftUI parity: a modifier on a `Group` applies to each of its members.
  private func replicas(of node: ViewNode, _ behavior: any LayoutBehavior) -> [ViewNode] {
    var replicas: [ObjectIdentifier: ViewNode] = [:]
    let result = node.subviews.map { content in
      let replica =
        node.replicas[ObjectIdentifier(content)]
        ?? makeNode(node.typeInfo, key: .id(ObjectIdentifier(content)), parent: node, environment: node.environment)
      replica.summarySource = node.summarySource
      replica.isHidden = node.isHidden
      replica.behavior = behavior.replica()
      replica.sizeCache.removeAll()
      replica.cachedSpacing = nil
      // A new copy of the modifier (its values may have changed) places its content again.
      replica.needsPlacement = true
      replica.subviews = [content]
      content.subviewIndex = 0
      assignContainerOrientation(replica.containerOrientation, to: content)
      replica.explicitGuides = content.explicitGuides
      replica.explicitGuides.formUnion(behavior.ownGuides)
      replicas[ObjectIdentifier(content)] = replica
      return replica
    }
    node.replicas = replicas
    return result
  }

  /// How many subviews `node` contributes to its container.
  func elementCount(_ node: ViewNode) -> Int {
    if let behavior = node.behavior { return behavior.appliesPerElement ? node.subviews.count : 1 }
    return node.children.reduce(0) { count, child in count + withSufficientStack { elementCount(child) } }
  }

  private func makeNode(
    _ typeInfo: ViewTypeInfo?, key: ChildKey, parent: ViewNode, environment: EnvironmentValues
  ) -> ViewNode {
    defer { nextNodeID += 1 }
    return ViewNode(id: nextNodeID, typeInfo: typeInfo, key: key, parent: parent, environment: environment)
  }

  /// Records a problem in `node`'s view value; it lasts as long as the value does.
  func report(_ kind: LayoutDiagnostic.Kind, _ node: ViewNode, _ message: String) {
    node.diagnostics.append(LayoutDiagnostic(kind: kind, path: node.path, message: message))
  }

  /// Queues `action` for the frame's actions step (see `ViewGraph`).
  func queue(_ action: FrameAction) { queuedActions.append(action) }

  /// The actions queued since the last call, in the order they were found.
  func takeQueuedActions() -> [FrameAction] {
    defer { queuedActions.removeAll() }
    return queuedActions
  }

  /// Queues the disappear actions of the lifecycle modifiers in `subtree`, which is leaving
  /// the tree, for views that appeared; walks without recursion (the subtree may be deep).
  private func queueDisappearances(in subtree: ViewNode) {
    var pending = [subtree]
    while let node = pending.popLast() {
      if node.roleKind == .appearance, node.hasAppeared, case .appearance(let lifecycle)? = node.role {
        node.hasAppeared = false
        if let disappear = lifecycle.disappear {
          queue(FrameAction(lifecycle.summary, node: node, detachedPath: node.path, run: disappear))
        }
      }
      pending.append(contentsOf: node.children.reversed())
    }
  }

  /// Starts counting again (before a new frame).
  func reset() {
    counters = TreeCounters()
  }
}
