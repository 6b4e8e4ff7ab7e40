/// Builds and updates the retained tree from view values.
///
/// Updating a node with a view value keeps each child whose identity (key and view type) is
/// unchanged and creates a node for every new identity; children whose identity disappeared
/// are dropped with their state. After a laying-out node's children are reconciled, its
/// `subviews` are gathered by flattening the structural nodes below it.
final class TreeBuilder {
  /// What the updates since the last `reset()` did.
  private(set) var counters = TreeCounters()
  /// Where body evaluations and environment reads are recorded, when tracing.
  var tracer: TraceRecorder?
  /// The number the next node gets (the root is 0).
  private var nextNodeID = 1
  /// Counts the nodes the frame loop must visit after layout.
  let census = NodeCensus()
  /// User view types found to have no dynamic properties: their values need no reflection.
  private var typesWithoutProperties = Set<ObjectIdentifier>()

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
    node.changedInUpdate = false
    if node.isUserView, !node.isDirty, !environmentChanged, let old = node.view, ViewEquality.same(old, view) {
      node.view = view
      return
    }
    node.diagnostics.removeAll()
    node.deferredContent?.invalidate()
    if let primitive = view as? any PrimitiveView {
      primitive.update(node, in: self)
    } else {
      updateUserView(node, view)
    }
    if node.changedInUpdate { forgetMeasurements(of: node) }
  }

  /// Clears what `node` remembered about its sizes and gathers its subviews again.
  private func forgetMeasurements(of node: ViewNode) {
    node.sizeCache.removeAll()
    node.cachedSpacing = nil
    if let behavior = node.behavior {
      behavior.subviewsChanged()
      gatherSubviews(of: node, behavior)
    }
  }

  /// After `node` was updated on its own (its state changed): if it changed, forgets the
  /// measurements of its ancestors, which may depend on it, and gathers their subviews again,
  /// since its contribution to them may have changed.
  func didUpdateAlone(_ node: ViewNode) {
    guard node.changedInUpdate else { return }
    node.invalidateMeasurements()
    var ancestor = node.parent
    while let current = ancestor {
      if let behavior = current.behavior { gatherSubviews(of: current, behavior) }
      ancestor = current.parent
    }
  }

  /// Builds a node's deferred content (a `GeometryReader`'s) now that its frame is known.
  func buildDeferredContent(of node: ViewNode, _ content: DeferredContent, engine: LayoutEngine) {
    let view = content.make(node, engine)
    counters.countBody(content.label)
    tracer?.record(.bodyEvaluated(node.traced))
    node.changedInUpdate = false
    reconcile(node, [(.branch(0), view)])
    if node.changedInUpdate, let behavior = node.behavior {
      behavior.subviewsChanged()
      gatherSubviews(of: node, behavior)
    }
    content.didBuild(at: node)
  }

  /// A view with a `body`: connects its dynamic properties, evaluates `body`, and builds it.
  private func updateUserView(_ node: ViewNode, _ view: any View) {
    node.isUserView = true
    node.isDirty = false
    node.view = view
    node.summary = String(describing: type(of: view))
    if !typesWithoutProperties.contains(node.viewType) {
      var slot = 0
      for child in Mirror(reflecting: view).children {
        if let property = child.value as? any InstallableProperty {
          property.install(in: node, slot: slot)
          slot += 1
          if let tracer, let read = property as? any EnvironmentReading {
            tracer.record(.environmentRead(node.traced, key: read.keyName))
          }
        }
      }
      if slot == 0 { typesWithoutProperties.insert(node.viewType) }
    }
    counters.countBody(node.summary)
    tracer?.record(.bodyEvaluated(node.traced))
    let body = body(of: view)
    guard let body else {
      report(.invalidArgument, node, "\(node.summary) declares a body of type Never, which only built-in views may; it shows nothing")
      reconcile(node, [])
      return
    }
    reconcile(node, [(.branch(0), body)])
  }

  /// The view's body, or `nil` for a view that is not built in but claims to have none.
  private func body<V: View>(of view: V) -> (any View)? {
    V.Body.self == Never.self ? nil : view.body
  }

  /// Reconciles `node`'s children with `views`, identified by position.
  func reconcilePositional(_ node: ViewNode, _ views: [any View]) {
    reconcile(node, views.enumerated().map { (.index($0.offset), $0.element) })
  }

  /// Reconciles `node`'s children with `items`: keeps a child whose key and view type match,
  /// creates a node otherwise. Children see `environment`, or `node`'s own by default.
  func reconcile(
    _ node: ViewNode, _ items: [(key: ChildKey, view: any View)], environment: EnvironmentValues? = nil
  ) {
    let old = node.children
    var byKey: [ChildKey: ViewNode]?
    var seen = Set<ChildKey>()
    var children: [ViewNode] = []
    children.reserveCapacity(items.count)
    var reused = 0
    for (index, item) in items.enumerated() {
      let type = ObjectIdentifier(Swift.type(of: item.view))
      var child: ViewNode?
      if index < old.count, old[index].key == item.key {
        child = old[index]
      } else if !old.isEmpty {
        node.changedInUpdate = true
        if byKey == nil { byKey = Dictionary(old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first }) }
        child = byKey?[item.key]
      }
      // Positional keys cannot repeat; only explicit ids (ForEach) are checked.
      if case .id = item.key, !seen.insert(item.key).inserted {
        report(.duplicateID, node, "the id \(item.key) occurs more than once among the children; each gets its own view")
        child = nil
      }
      if child?.viewType != type { child = nil }
      let resolved: ViewNode
      if let child {
        resolved = child
        reused += 1
        counters.nodesKept += 1
      } else {
        resolved = makeNode(viewType: type, key: item.key, parent: node, environment: environment ?? node.environment)
        counters.nodesCreated += 1
        node.changedInUpdate = true
      }
      let childEnvironment = environment ?? node.environment
      let environmentChanged = !resolved.environment.isIdentical(to: childEnvironment)
      resolved.environment = childEnvironment
      update(resolved, with: item.view, environmentChanged: environmentChanged)
      if resolved.changedInUpdate { node.changedInUpdate = true }
      children.append(resolved)
    }
    if reused < old.count || children.count != old.count { node.changedInUpdate = true }
    if reused < old.count {
      let kept = Set(children.map(ObjectIdentifier.init))
      for child in old where !kept.contains(ObjectIdentifier(child)) {
        counters.nodesRemoved += child.subtreeCount
        child.detach()
      }
    }
    node.children = children
  }

  /// Gathers `node`'s subviews: its children with structural nodes flattened, traits from
  /// structural trait writers applied, and modifiers around several views applied to each.
  private func gatherSubviews(of node: ViewNode, _ behavior: any LayoutBehavior) {
    var subviews: [ViewNode] = []
    for child in node.children { collect(child, traits: .none, ids: [], into: &subviews) }
    var guides = behavior.ownGuides
    for (index, subview) in subviews.enumerated() {
      subview.subviewIndex = index
      guides.formUnion(subview.explicitGuides)
    }
    node.subviews = subviews
    node.explicitGuides = guides
    if !node.replicas.isEmpty, subviews.count == 1 { node.replicas = [:] }
    if behavior.isUnaryModifier {
      if let primary = subviews.first { assignContainerOrientation(node.containerOrientation, to: primary) }
    } else {
      for subview in subviews { assignContainerOrientation(behavior.stackOrientation, to: subview) }
    }
  }

  /// Tells `node` the orientation of the container laying it out, and passes it through the
  /// modifiers around a view to the view itself.
  ///
  /// SwiftUI parity: the orientation is set by layout containers and kept by modifiers, so
  /// `HStack { Divider().frame(height: 20) }` draws a vertical line.
  private func assignContainerOrientation(_ orientation: Axis?, to node: ViewNode) {
    node.containerOrientation = orientation
    guard let behavior = node.behavior, behavior.isUnaryModifier, let primary = node.subviews.first else { return }
    assignContainerOrientation(orientation, to: primary)
  }

  private func collect(_ node: ViewNode, traits: ViewTraits, ids: [AnyHashable], into subviews: inout [ViewNode]) {
    if let behavior = node.behavior {
      if behavior.appliesPerElement, node.subviews.count != 1 {
        for element in replicas(of: node, behavior) {
          element.traits = element.subviews[0].traits.overridden(by: traits)
          element.explicitIDs = ids
          subviews.append(element)
        }
      } else {
        let inner = behavior.isUnaryModifier ? node.subviews.first?.traits ?? .none : .none
        node.traits = inner.overridden(by: traits)
        node.explicitIDs = ids
        subviews.append(node)
      }
      return
    }
    let traits = node.writtenTraits.overridden(by: traits)
    let ids = node.explicitID.map { ids + [$0] } ?? ids
    for child in node.children { collect(child, traits: traits, ids: ids, into: &subviews) }
  }

  /// One copy of a modifier per view of its content, each with the modifier's layout and a
  /// fresh cache. SwiftUI parity: a modifier on a `Group` applies to each of its members.
  private func replicas(of node: ViewNode, _ behavior: any LayoutBehavior) -> [ViewNode] {
    var replicas: [ObjectIdentifier: ViewNode] = [:]
    let result = node.subviews.map { content in
      let replica = node.replicas[ObjectIdentifier(content)]
        ?? makeNode(viewType: node.viewType, key: .id(ObjectIdentifier(content)), parent: node, environment: node.environment)
      replica.summary = node.summary
      replica.behavior = behavior.replica()
      replica.sizeCache.removeAll()
      replica.cachedSpacing = nil
      replica.subviews = [content]
      content.subviewIndex = 0
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
    return node.children.reduce(0) { $0 + elementCount($1) }
  }

  private func makeNode(viewType: ObjectIdentifier, key: ChildKey, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
    defer { nextNodeID += 1 }
    return ViewNode(id: nextNodeID, viewType: viewType, key: key, parent: parent, environment: environment)
  }

  /// Records a problem in `node`'s view value; it lasts as long as the value does.
  func report(_ kind: LayoutDiagnostic.Kind, _ node: ViewNode, _ message: String) {
    node.diagnostics.append(LayoutDiagnostic(kind: kind, path: node.path, message: message))
  }

  /// Starts counting again (before a new frame).
  func reset() {
    counters = TreeCounters()
  }
}
