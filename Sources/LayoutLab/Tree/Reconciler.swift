/// Matches a node's children with the views of its new value, by identity.
///
/// A child whose key (structural position, `ForEach` id or `.id`) and view type are unchanged
/// keeps its node, and with it its state and remembered sizes; a new identity gets a new
/// node; a child whose identity disappeared is freed with its subtree and state
/// (`NodeStore.free(subtree:)`), after the disappear actions below it are queued. Children
/// are matched position by position first, and by key only once a key is not at its old
/// position.
///
/// **What it owns.** The matching of one node's children at a time (`ChildList`, made and
/// finished here), the decision to keep, make or drop each child, and the shortcut that keeps
/// an unchanged collection element without entering it. It installs the new children list,
/// counts what it kept, made and removed, and notes on the node whether its children changed
/// what they bring to the subviews gathered through it (`ViewNode.contributionChanged`): a
/// child made, dropped or moved, or a kept child that says its own contribution changed. A
/// kept child that changed is noted apart (`ViewNode.childChangedInUpdate`), not as the
/// node's own change, so that a container can tell its subviews which of them changed (see
/// `ChangedSubviews`).
///
/// **What it may see.** View values and the nodes they become: keys, view types, environments,
/// whether a node is dirty or changed. Not sizes, frames or the engine.
///
/// **What it asks of others.** Its `TreeBuilder` makes each kept or new child describe its
/// view (`TreeBuilder.updateTyped`, or `buildTyped` for a child just made), which may
/// reconcile that child's children in turn; the builder also numbers new nodes, knows view
/// types, records diagnostics and queues actions.
///
/// A reconciler is a value the builder hands out for each reconciliation
/// (`builder.reconciler.reconcile(node) { children in ... }`, from a primitive view's update):
/// it keeps nothing between two, since what it decides lives in the nodes and the builder's
/// counters. It holds its builder strongly, as a value made and dropped within the builder's
/// own calls: reaching the builder through a stored unowned reference instead would retain and
/// release it at every use, on the path every node of a cold build takes.
struct Reconciler {
  /// The builder this reconciler works for.
  let builder: TreeBuilder

  /// Reconciles `node`'s children with the views `body` adds to the list, in order: keeps a
  /// child whose key and view type match, creates a node otherwise. Children see
  /// `environment`, or `node`'s own by default.
  func reconcile(
    _ node: ViewNode, environment: EnvironmentValues? = nil, capacity: Int = 1, _ body: (inout ChildList) -> Void
  ) {
    var list = ChildList(
      reconciler: self, parent: node, environment: environment ?? node.environment, capacity: capacity)
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
    if node.childCount == 1, let child = node.children.first, child.matches(key, type: ObjectIdentifier(V.self)) {
      builder.counters.nodesKept += 1
      let environmentChanged = !child.sees(environment)
      if environmentChanged {
        child.environment = environment
        child.markNeedsPlacement()
      }
      builder.nested { builder.updateTyped(child, view, environmentChanged, equality: equality) }
      if child.changedInUpdate { node.childChangedInUpdate = true }
      if child.contributionChanged { node.contributionChanged = true }
      node.childIDsAreUnique = true
      node.gatherPreferenceSources()
      return
    }
    if node.childCount == 0 {
      makeOnlyChild(view, key: key, of: node, environment: environment)
      return
    }
    var list = ChildList(reconciler: self, parent: node, environment: environment, capacity: 1)
    add(view, key: key, to: &list)
    finish(&list)
  }

  /// `reconcile(_:_:_:environment:equality:)` for a node without children, as every node is
  /// when first built: makes the one child and updates it, as `add` and `finish` would, without
  /// a `ChildList`, whose bookkeeping (the old children, the ids to check, an array grown from
  /// empty) a single new child needs none of. Inlined into `reconcile`: as a call of its own,
  /// its frame and `reconcile`'s both stayed on the stack under every node the update builds.
  @inline(__always)
  private func makeOnlyChild<V: View>(_ view: V, key: ChildKey, of node: ViewNode, environment: EnvironmentValues) {
    let child = builder.makeNode(
      builder.typeInfo(V.self, childOf: node), key: key, parent: node, environment: environment)
    builder.counters.nodesCreated += 1
    node.changedInUpdate = true
    node.contributionChanged = true
    // A new node already sees `environment`.
    builder.nested { builder.buildTyped(child, view) }
    if child.changedInUpdate { node.childChangedInUpdate = true }
    node.childIDsAreUnique = true
    node.children = .one(child)
    node.gatherPreferenceSources()
  }

  /// Makes `node` childless.
  func reconcile(_ node: ViewNode) {
    reconcile(node, capacity: 0) { _ in }
  }

  /// One step of `reconcile`: the child for `view` with identity `key`.
  func add<V: View>(_ view: V, key: ChildKey, to list: inout ChildList) {
    let node = list.parent
    let index = list.count
    var child: ViewNode?
    let atOldPosition = index < list.old.count && list.old[index].hasKey(key)
    if atOldPosition {
      child = list.old[index]
    } else if !list.old.isEmpty {
      child = Self.oldChild(key, movedIn: &list)
    }
    // Positional keys cannot repeat; only explicit ids (ForEach) are checked.
    if key.isExplicitID, list.isDuplicate(key, atOldPosition: atOldPosition) {
      reportDuplicate(key, in: &list)
      child = nil
    }
    if let found = child, !found.hasType(ObjectIdentifier(V.self)) { child = nil }
    let resolved: ViewNode
    if let child {
      resolved = child
      list.reused += 1
      builder.counters.nodesKept += 1
      let environmentChanged = !child.sees(list.environment)
      if environmentChanged {
        child.environment = list.environment
        // The environment can change how the subtree is placed (a layout direction) with no
        // layout changing.
        child.markNeedsPlacement()
      }
      builder.nested { builder.updateTyped(child, view, environmentChanged) }
    } else {
      resolved = builder.makeNode(
        builder.typeInfo(V.self, childOf: node), key: key, parent: node, environment: list.environment)
      builder.counters.nodesCreated += 1
      node.changedInUpdate = true
      node.contributionChanged = true
      // A new node already sees the list's environment.
      builder.nested { builder.buildTyped(resolved, view) }
    }
    if resolved.changedInUpdate { node.childChangedInUpdate = true }
    if resolved.contributionChanged { node.contributionChanged = true }
    list.append(resolved)
  }

  /// The old child with identity `key`, found by key since the children moved: the parent
  /// changed. Kept out of `add`, as is `reportDuplicate`: `add` is on the stack once per
  /// level of the update's recursion, and these rarer paths' locals made its frame larger.
  @inline(never)
  private static func oldChild(_ key: ChildKey, movedIn list: inout ChildList) -> ViewNode? {
    list.parent.changedInUpdate = true
    list.parent.contributionChanged = true
    if list.byKey == nil {
      list.byKey = Dictionary(list.old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }
    return list.byKey?[key]
  }

  /// Reports that `key` repeats among `list`'s children.
  @inline(never)
  private func reportDuplicate(_ key: ChildKey, in list: inout ChildList) {
    builder.report(
      .duplicateID, list.parent, "the id \(key) occurs more than once among the children; each gets its own view")
    list.foundDuplicate = true
  }

  /// The shortcut for one element of a collection (a `ForEach`'s), whose view lies at `view`
  /// and whose value at this position in the last update was `last`: when the old child at this position has the same key and type, is not dirty,
  /// sees the very same environment and `same` says its value did not change, the child is
  /// kept as it is, without entering its subtree (nothing below it can have changed but dirty
  /// state, which the frame loop updates on its own), and this returns `true`. Otherwise it
  /// returns `false`, having changed nothing, and the element is to be added as any child is.
  ///
  /// Only while every child so far was kept at its old position, among old ids known to be
  /// unique: then the key cannot repeat one before it, and no id needs hashing. Static, and
  /// counting what it keeps in the list, so that keeping an element copies no reconciler and
  /// retains no builder.
  static func keepElement<V: View>(
    _ view: UnsafePointer<V>, key: ChildKey, last: UnsafePointer<V>, same: ViewFields.Comparison,
    in list: inout ChildList
  ) -> Bool {
    let index = list.count
    guard index < list.old.count, list.duplicates.trustsOldIDs else { return false }
    let child = list.old[index]
    guard child.matches(key, type: ObjectIdentifier(V.self)), !child.isDirty, child.sees(list.environment),
      same(last, view)
    else { return false }
    child.changedInUpdate = false
    child.contributionChanged = false
    list.reused += 1
    list.keptElements += 1
    list.appendOldChild()
    return true
  }

  /// Ends a `reconcile`: frees the old children that were not kept and installs the new list.
  private func finish(_ list: inout ChildList) {
    let node = list.parent
    builder.counters.nodesKept += list.keptElements
    node.childIDsAreUnique = !list.foundDuplicate
    if list.reused < list.old.count || list.count != list.old.count {
      node.changedInUpdate = true
      node.contributionChanged = true
    }
    let children = list.children
    if list.reused < list.old.count {
      let kept = Set(children)
      for child in list.old where !kept.contains(child) {
        builder.counters.nodesRemoved += child.subtreeCount
        if builder.census.observers > 0 { queueDisappearances(in: child) }
        builder.store.free(subtree: child)
      }
    }
    // Every old child kept at its position: the node has these children already.
    if list.inPlace != list.old.count || !list.added.isEmpty { node.children = children }
    // Every old child kept at its position, each without entering it (`keepElement`) or
    // noted as entered (a `ForEach`'s, whose own role does not change): the node's sources
    // are still the ones gathered at its last update and what its subtree added since, and
    // only the entered children's can have grown. Gathering them all again would read every
    // child's record only to drop sources that disappeared, which may linger (see
    // `PreferenceSources`).
    if list.inPlace == list.old.count, !list.old.isEmpty,
      list.keptElements + list.enteredElements.count == list.old.count
    {
      for child in list.enteredElements { node.preferenceSources.formUnion(child.preferenceSources) }
      return
    }
    node.gatherPreferenceSources()
  }

  /// Queues the disappear actions of the lifecycle modifiers in `subtree`, which is leaving
  /// the tree, for views that appeared; walks without recursion (the subtree may be deep).
  private func queueDisappearances(in subtree: ViewNode) {
    var pending = [subtree]
    while let node = pending.popLast() {
      if node.roleKind == .appearance, node.hasAppeared, case .appearance(let lifecycle)? = node.role {
        node.hasAppeared = false
        if let disappear = lifecycle.disappear {
          builder.queue(FrameAction(lifecycle.summary, node: node, detachedPath: node.path, run: disappear))
        }
      }
      pending.append(contentsOf: node.children.reversed())
    }
  }
}
