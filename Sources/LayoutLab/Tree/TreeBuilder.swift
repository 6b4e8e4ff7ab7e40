/// Builds and updates the retained tree from view values: updates one node with a new value
/// (a primitive's own update, or a user view's body), installs dynamic properties, and builds
/// deferred and lazy content.
///
/// The jobs around it have their own types: matching a node's children with new views by
/// identity is the `Reconciler`'s, which the builder hands out and which calls back into it
/// to update each child; flattening structural nodes into a laying-out node's `subviews` is
/// `SubviewGathering`'s.
///
/// Views are handled as their own types throughout (generic functions, not `any View`), and
/// what a view type is (primitive or not, its name) is looked up once per type
/// (`ViewTypeInfo`), so building a node costs no runtime conformance lookup and no boxing.
///
/// Its stored properties opt out of dynamic exclusivity checks (`@exclusivity(unchecked)`),
/// like `NodeStore`'s: every access is short and none overlaps another.
final class TreeBuilder {
  /// What the updates since the last `reset()` did. The body evaluations by type of views
  /// whose type has an info are in `bodyTally` (see `frameCounters()`).
  @exclusivity(unchecked) var counters = TreeCounters()
  /// The body evaluations since the last `reset()`, by type.
  @exclusivity(unchecked) private var bodyTally = BodyTally()
  /// The laid-out nodes the update under way found changed, for their containers.
  @exclusivity(unchecked) var changedSubviews = ChangedSubviews()
  /// Where body evaluations and environment reads are recorded, when tracing.
  @exclusivity(unchecked) var tracer: TraceRecorder?
  /// Counts the nodes the frame loop must visit after layout.
  let census = NodeCensus()
  /// Where the tree's nodes live (its host's store).
  let store: NodeStore
  /// Actions the updates since the last `takeQueuedActions()` found to run: `onDisappear`
  /// of dropped views, `onChange` of changed values.
  @exclusivity(unchecked) private var queuedActions: [FrameAction] = []
  /// The number the next node gets (the root is 0).
  @exclusivity(unchecked) private var nextNodeID = 1
  /// What is known about each view type met so far.
  @exclusivity(unchecked) private var typeInfos: [ObjectIdentifier: ViewTypeInfo] = [:]
  /// How deep the update's recursion is, for `nested(_:)`.
  @exclusivity(unchecked) private var nesting = 0
  /// The environment plain texts were last resolved in, and what they resolved to there.
  @exclusivity(unchecked) private var plainTextMemo: (environment: EnvironmentValues, style: PlainTextStyle?)?

  init(store: NodeStore) { self.store = store }

  /// Matches a node's children with the views of its new value (see `Reconciler`).
  var reconciler: Reconciler { Reconciler(builder: self) }

  /// The info of view type `V`, made once per type and builder.
  func typeInfo<V: View>(_ type: V.Type) -> ViewTypeInfo {
    typeInfos[ObjectIdentifier(type)] ?? makeTypeInfo(type)
  }

  /// `typeInfo(_:)` for a new child of `parent`: the type of the last child made under a node
  /// of `parent`'s type is tried first, and found without hashing when it is `V` again, as it
  /// is for every element of a `ForEach` and for a modifier's content.
  func typeInfo<V: View>(_ type: V.Type, childOf parent: ViewNode) -> ViewTypeInfo {
    guard let parentInfo = parent.typeInfo else { return typeInfo(type) }
    if let last = parentInfo.lastChildInfo, last.id == ObjectIdentifier(type) { return last }
    let info = typeInfo(type)
    parentInfo.lastChildInfo = info
    return info
  }

  /// Runs `body`, an update one level deeper in the tree, checking that the stack has room
  /// (`withSufficientStack`) every `stackCheckInterval` levels, as the engine's measuring and
  /// placing do: the check reads a thread-local value, which costs more than a level's own
  /// bookkeeping, and a few levels of the update use far less than the guard's red zone.
  @inline(__always)
  func nested<R>(_ body: () -> R) -> R {
    nesting &+= 1
    defer { nesting &-= 1 }
    return nesting & (Self.stackCheckInterval - 1) == 0 ? withSufficientStack(body) : body()
  }

  /// How many levels of `nested` share one stack check (a power of two).
  private static let stackCheckInterval = 4

  /// What plain texts resolve to in `environment` (see `PlainTextStyle`): the style made last
  /// when `environment` is the one it was made in, else made now; `nil` when plain texts there
  /// need more than their string.
  func plainTextStyle(for environment: EnvironmentValues) -> PlainTextStyle? {
    if let memo = plainTextMemo, memo.environment.isIdentical(to: environment) { return memo.style }
    let style = PlainTextStyle(environment)
    plainTextMemo = (environment, style)
    return style
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
  ///
  /// A laying-out node that changed gathers its subviews again only when what they are
  /// gathered from changed (`ViewNode.contributionChanged`, `SubviewGathering.Snapshot`): a
  /// changed word in one tag of thousands leaves the flow's subviews as they were.
  func update(_ node: ViewNode, with view: any View, environmentChanged: Bool = true) {
    let scope = changedSubviews.enter()
    updateTyped(node, view, environmentChanged)
    changedSubviews.discard(scope)
  }

  /// `update(_:with:environmentChanged:)` with the view's own type; `equality`, when given
  /// (`EquatableView`), decides whether a user view is the same as its last value.
  ///
  /// A laying-out node that changed tells its behavior what changed (see
  /// `ChangedSubviews`): the subviews by index when only their subtrees changed, everything
  /// otherwise.
  func updateTyped<V: View>(_ node: ViewNode, _ view: V, _ environmentChanged: Bool, equality: ((V, V) -> Bool)? = nil)
  {
    node.changedInUpdate = false
    node.childChangedInUpdate = false
    node.contributionChanged = false
    if !node.hasType(ObjectIdentifier(V.self)) { node.typeInfo = typeInfo(V.self) }
    let before = SubviewGathering.Snapshot(of: node)
    let scope = changedSubviews.enter()
    // A primitive's type info is read in place, without retaining it; only a view with a body
    // takes the info itself.
    if let primitive = node.primitiveType {
      if !node.diagnostics.isEmpty { node.diagnostics.removeAll() }
      node.deferredContent?.invalidate()
      primitive.update(value: view, node, self)
    } else {
      // Set above: the node's type is `V`.
      let info = node.typeInfo.unsafelyUnwrapped
      if keepsUserView(node, view, info, environmentChanged, equality: equality) {
        changedSubviews.leave(scope, node, ownValueChanged: false)
        return
      }
      if !node.diagnostics.isEmpty { node.diagnostics.removeAll() }
      node.deferredContent?.invalidate()
      updateUserView(node, view, info)
    }
    didUpdate(node, before: before, scope: scope, isNew: false)
  }

  /// The first update of `node`, just made for `view` by the reconciler: `updateTyped` without
  /// what only an update of a built node needs. A new node has no last value to compare, no
  /// diagnostics or content to forget, and is structural and writes no traits, which is the
  /// snapshot gathering would take (`SubviewGathering.Snapshot.structuralWritingNone`), so none
  /// is taken. Nor is it marked to be placed (`ViewNode.markNeedsPlacement()`): it is marked
  /// when made (`NodeLayout.flags`), no container has gathered it yet to be told, and the node
  /// that made it changed, so that node marks itself and its ancestors at the end of its own
  /// update (`didUpdate`, `installDeferred`, `buildLazyElements`).
  func buildTyped<V: View>(_ node: ViewNode, _ view: V) {
    assert(node.hasType(ObjectIdentifier(V.self)) && !node.laysOut && node.writtenTraits.isEmpty)
    node.changedInUpdate = false
    node.childChangedInUpdate = false
    node.contributionChanged = false
    let scope = changedSubviews.enter()
    if let primitive = node.primitiveType {
      primitive.update(value: view, node, self)
    } else {
      updateUserView(node, view, node.typeInfo.unsafelyUnwrapped)
    }
    didUpdate(node, before: .structuralWritingNone, scope: scope, isNew: true)
  }

  /// Whether the user view `node` keeps its subtree as it is: it is not dirty, its
  /// environment is unchanged and `view` is the same as its last value, which `view` then
  /// replaces. Kept out of `updateTyped`, whose frame every level of the update's recursion
  /// keeps on the stack: the last value and the comparison's locals made it larger.
  @inline(never)
  private func keepsUserView<V: View>(
    _ node: ViewNode, _ view: V, _ info: ViewTypeInfo, _ environmentChanged: Bool, equality: ((V, V) -> Bool)?
  ) -> Bool {
    guard node.isUserView, !node.isDirty, !environmentChanged, let old = node.view,
      ViewEquality.same(old, view, info.fields(of: view), equality: equality)
    else { return false }
    node.view = view
    return true
  }

  /// The end of `updateTyped` and `buildTyped`, once `node` and its children are updated:
  /// notes whether it changed, forgets its measurements if so, and gathers its subviews again
  /// or tells its behavior which of them changed. `before` is its snapshot from before the
  /// update; `isNew` says the node was just made (`buildTyped`). Inlined: a call of its own for
  /// every node would cost more than the room it would save in `updateTyped`'s frame.
  @inline(__always)
  private func didUpdate(
    _ node: ViewNode, before: SubviewGathering.Snapshot, scope: ChangedSubviews.Scope, isNew: Bool
  ) {
    // The reconciler notes a changed child apart from the node's own value (see
    // `ViewNode.childChangedInUpdate`).
    let ownValueChanged = node.changedInUpdate
    if node.childChangedInUpdate { node.changedInUpdate = true }
    guard case .layingOut(let laidOut) = before, let behavior = node.behavior else {
      // Structural now, or laying out for the first time: its container gathers it again
      // when it is new or its traits or children changed.
      if node.laysOut || before.structuralChange(in: node) { node.contributionChanged = true }
      if node.changedInUpdate {
        if isNew { regatherSubviews(of: node) } else { forgetMeasurements(of: node) }
      }
      if node.laysOut {
        changedSubviews.leaveFirstLayingOut(scope)
      } else {
        changedSubviews.leave(scope, node, ownValueChanged: ownValueChanged)
      }
      return
    }
    guard node.changedInUpdate else {
      // Neither its value nor its subtree changed: its subviews were not touched.
      node.contributionChanged = false
      changedSubviews.leave(scope, node, ownValueChanged: false)
      return
    }
    node.measurements.removeAll()
    node.markNeedsPlacement()
    if node.contributionChanged || laidOut.gatheringInputsDiffer(from: node, behavior) {
      behavior.subviewsChanged()
      gatherSubviews(of: node, behavior)
      node.contributionChanged = laidOut.contributionDiffers(from: node)
    } else {
      // The same subviews, gathered from the same children: the behavior hears which of them
      // changed, unless its own value did. A modifier applied to each of several views still
      // gives its container new copies of its new value.
      changedSubviews.tell(behavior, of: node, in: scope, ownValueChanged: ownValueChanged)
      node.contributionChanged = SubviewGathering.Snapshot.appliesToEach(node)
    }
    changedSubviews.leave(scope, node, ownValueChanged: ownValueChanged)
  }

  /// Clears what `node` remembered about its sizes and gathers its subviews again.
  func forgetMeasurements(of node: ViewNode) {
    node.measurements.removeAll()
    node.markNeedsPlacement()
    regatherSubviews(of: node)
  }

  /// Tells `node`'s behavior, if it lays out, that its subviews changed, and gathers them again
  /// (or for the first time): all that a node just made needs of `forgetMeasurements(of:)`.
  private func regatherSubviews(of node: ViewNode) {
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
  func didUpdateAlone(_ node: ViewNode, contributedBefore: [SubviewGathering.Contribution]?) {
    node.propagatePreferenceSources()
    guard node.changedInUpdate else { return }
    node.invalidateMeasurements()
    if let before = contributedBefore, let after = contribution(of: node), before == after { return }
    var ancestor = node.parent
    while let current = ancestor {
      if let behavior = current.behavior {
        // The subviews themselves may differ now, not only what one of them answers.
        behavior.subviewsChanged()
        gatherSubviews(of: current, behavior)
      }
      ancestor = current.parent
    }
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
    countBody(of: node.typeInfo, named: label)
    tracer?.record(.bodyEvaluated(node.traced))
    node.changedInUpdate = false
    node.childChangedInUpdate = false
    let scope = changedSubviews.enter()
    reconciler.reconcile(node, .branch(0), view)
    changedSubviews.discard(scope)
    if node.childChangedInUpdate { node.changedInUpdate = true }
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
    node.childChangedInUpdate = false
    let scope = changedSubviews.enter()
    reconciler.reconcile(node, capacity: indices.count) { list in elements.source?.addElements(indices, to: &list) }
    changedSubviews.discard(scope)
    if node.childChangedInUpdate { node.changedInUpdate = true }
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
      reconciler.reconcile(node)
      return
    }
    countBody(of: info, named: info.name)
    tracer?.record(.bodyEvaluated(node.traced))
    guard V.Body.self != Never.self else {
      report(
        .invalidArgument, node,
        "\(info.name) declares a body of type Never, which only built-in views may; it shows nothing")
      reconciler.reconcile(node)
      return
    }
    reconciler.reconcile(node, .branch(0), view.observedBody(for: node))
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
      if child.hasType(id) {
        nested { updateTyped(child, placeholder, false) }
        if child.changedInUpdate { changed = true }
      } else if withSufficientStack({ updatePlaceholders(below: child, placeholder) }) {
        changed = true
      }
    }
    guard changed else { return false }
    node.changedInUpdate = true
    node.contributionChanged = true
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

  /// A new node, numbered in creation order.
  func makeNode(
    _ typeInfo: ViewTypeInfo?, key: ChildKey, parent: ViewNode, environment: EnvironmentValues
  ) -> ViewNode {
    defer { nextNodeID += 1 }
    return store.make(id: nextNodeID, typeInfo: typeInfo, key: key, parent: parent, environment: environment)
  }

  /// Records a problem in `node`'s view value; it lasts as long as the value does.
  func report(_ kind: LayoutDiagnostic.Kind, _ node: ViewNode, _ message: String) {
    node.diagnostics.append(LayoutDiagnostic(kind: kind, path: node.path, message: message))
  }

  /// Queues `action` for the frame's actions step (see `FrameLoop`).
  func queue(_ action: FrameAction) { queuedActions.append(action) }

  /// The actions queued since the last call, in the order they were found.
  func takeQueuedActions() -> [FrameAction] {
    defer { queuedActions.removeAll() }
    return queuedActions
  }

  /// What the updates since the last `reset()` did: `counters` with the body evaluations by
  /// type.
  func frameCounters() -> TreeCounters {
    bodyTally.adding(to: counters)
  }

  /// Starts counting again (before a new frame).
  func reset() {
    counters = TreeCounters()
    bodyTally.reset()
  }

  /// Counts a body evaluation of a view of the type whose info is `info`, under `name`; by the
  /// name itself for a node without a type's info.
  private func countBody(of info: ViewTypeInfo?, named name: @autoclosure () -> String) {
    counters.bodyEvaluations += 1
    if let info {
      bodyTally.count(info, named: name())
    } else {
      counters.bodyEvaluationsByType[name(), default: 0] += 1
    }
  }
}
