/// Subview gathering: makes a laying-out node's `subviews` from its children, flattening the
/// structural nodes between them (`ForEach`, `Group`, conditionals, `TupleView`): the traits
/// and explicit ids those write reach the subviews they wrap, each subview learns the
/// orientation of the container laying it out, and a modifier around several views is copied
/// once per view (its replicas).
///
/// The builder gathers a node's subviews again when an update changed what they are gathered
/// from: the node's children or what they contribute, or the node's own kind, guides or
/// content (`TreeBuilder.updateTyped`, `Snapshot`); and a container's when what a child
/// updated on its own contributes to it changed (`TreeBuilder.didUpdateAlone(_:contributedBefore:)`).
enum SubviewGathering {

  /// What a laying-out node that `node` contributes to its container brings to the
  /// container's gathered subviews: the node, what the container reads from it (its traits'
  /// priority, its ids, guides, deferred content), for the traits and ids written inside
  /// `node`. The node is named by identity: the container's subviews keep it alive, so no
  /// new node can take its address meanwhile.
  struct Contribution: Equatable {
    let node: ViewNode
    let priority: Double?
    let ids: [ChildKey]
    let guides: GuideSet
    let placesDeferredContent: Bool
  }

  /// The laid-out nodes `node` contributes to its container, as `collect` would gather them
  /// (without writing anything); `nil` when it is not that simple (a modifier applied to each
  /// of several views, or layout values, which cannot be compared).
  static func contribution(of node: ViewNode) -> [Contribution]? {
    var found: [Contribution] = []
    return contribution(of: node, traits: .none, ids: [], into: &found) ? found : nil
  }

  private static func contribution(
    of node: ViewNode, traits: ViewTraits, ids: [ChildKey], into found: inout [Contribution]
  ) -> Bool {
    if let behavior = node.behavior {
      guard !behavior.appliesPerElement || node.subviewCount == 1 else { return false }
      let inner = behavior.isUnaryModifier ? node.subviews.first?.traits ?? .none : .none
      let seen = inner.overridden(by: traits)
      guard seen.layoutValues.isEmpty else { return false }
      found.append(
        Contribution(
          node: node, priority: seen.priority, ids: ids,
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

  /// Gathers `node`'s subviews: its children with structural nodes flattened, traits from
  /// structural trait writers applied, and modifiers around several views applied to each.
  static func gather(of node: ViewNode, _ behavior: any LayoutBehavior, builder: TreeBuilder) {
    builder.counters.subviewGatherings += 1
    let children = node.children
    if children.isEmpty {
      gatherNone(of: node, behavior)
      return
    }
    let subviews: NodeList
    if case .one(let only) = children, laysOutOnce(only) {
      // A modifier's one child, the most common case: its own subview, without a loop.
      adopt(only, traits: .none, ids: [])
      subviews = children
    } else if children.allSatisfy(laysOutOnce) {
      // Every child lays out itself, once: the children are the subviews.
      for child in children { adopt(child, traits: .none, ids: []) }
      subviews = children
    } else if children.count == 1, let only = children.first, only.behavior == nil,
      only.childCount != 0, only.children.allSatisfy(laysOutOnce)
    {
      // One structural child (a `ForEach`) whose children each lay out themselves, once:
      // its children are the subviews, and their array is shared rather than copied.
      let traits = only.writtenTraits
      let ids = only.explicitID.map { [$0] } ?? []
      for child in only.children { adopt(child, traits: traits, ids: ids) }
      subviews = only.children
    } else {
      var collected: [ViewNode] = []
      collected.reserveCapacity(estimatedCount(of: children))
      for child in children { collect(child, traits: .none, ids: [], into: &collected, builder: builder) }
      subviews = NodeList(collected)
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
    if node.hasExtras, !node.replicas.isEmpty, subviews.count == 1 {
      // One view again: the modifier applies to it directly, and its copies are dropped.
      for replica in node.replicas.values { builder.store.free(subtree: replica) }
      node.replicas = [:]
    }
    if kind.isUnaryModifier {
      if let primary = modifiedView(of: node) {
        assignContainerOrientation(node.containerOrientation, to: primary)
      }
    } else {
      let orientation = kind.stackOrientation
      for subview in subviews { assignContainerOrientation(orientation, to: subview) }
    }
  }

  /// Whether `node` is one subview of its container as it is: it lays out, and not as a
  /// modifier copied for each of several views.
  private static func laysOutOnce(_ node: ViewNode) -> Bool {
    node.layoutKind.laysOut && (!node.layoutKind.appliesPerElement || node.subviewCount == 1)
  }

  /// `gather(of:_:builder:)` for a node without children (a leaf): no subviews, so nothing to
  /// adopt, copy or orient, and only its own guides.
  private static func gatherNone(of node: ViewNode, _ behavior: any LayoutBehavior) {
    if node.subviewCount != 0 { node.subviews = [] }
    node.explicitGuides = behavior.ownGuides
    node.placesDeferredContent = node.deferredContent != nil || behavior.readsSafeArea
  }

  /// About how many subviews `children` contribute, looking one level down: exact for a
  /// `ForEach` of laid-out views, the common case of many subviews, so that their array is
  /// made once at its size instead of grown by doubling (which kept up to twice the room).
  private static func estimatedCount(of children: NodeList) -> Int {
    children.reduce(0) { count, child in count + (child.layoutKind.laysOut ? 1 : max(child.childCount, 1)) }
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
  private static func assignContainerOrientation(_ orientation: Axis?, to node: ViewNode) {
    var current = node
    while current.containerOrientation != orientation {
      current.containerOrientation = orientation
      // A leaf's size and spacing may depend on the orientation (a `Spacer`, a `Divider`).
      current.measurements.removeAll()
      guard let modified = modifiedView(of: current) else { return }
      current = modified
    }
  }

  /// The view a modifier lays out as its own content (its primary subview), which sees the
  /// modifier's container orientation; `nil` for anything else, and for a modifier applied to
  /// each of several views, whose copies (`replicas(of:_:)`) lay them out instead.
  private static func modifiedView(of node: ViewNode) -> ViewNode? {
    let kind = node.layoutKind
    guard kind.isUnaryModifier, !kind.appliesPerElement || node.subviewCount == 1 else { return nil }
    return node.subviews.first
  }

  /// Makes a laying-out `node` one subview of its container, with the traits and ids of the
  /// structural nodes around it. Inlined into gathering's loops, which call it once per
  /// subview: out of line it retained and released the traits it combines.
  @inline(__always)
  private static func adopt(_ node: ViewNode, traits: ViewTraits, ids: [ChildKey]) {
    let inner = node.layoutKind.isUnaryModifier ? node.subviews.first?.traits ?? .none : .none
    node.traits = inner.overridden(by: traits)
    if !(node.explicitIDs.isEmpty && ids.isEmpty) { node.explicitIDs = ids }
  }

  private static func collect(
    _ node: ViewNode, traits: ViewTraits, ids: [ChildKey], into subviews: inout [ViewNode], builder: TreeBuilder
  ) {
    if let behavior = node.behavior {
      if node.layoutKind.appliesPerElement, node.subviewCount != 1 {
        for element in replicas(of: node, behavior, builder: builder) {
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
    for child in node.children {
      withSufficientStack { collect(child, traits: traits, ids: ids, into: &subviews, builder: builder) }
    }
  }

  /// One copy of a modifier per view of its content, each with the modifier's layout, a
  /// fresh cache and a placement still to make. Walks up from the content reach the
  /// modifier's node, not its copies: `ViewNode.invalidateMeasurements()` and
  /// `markNeedsPlacement()` pass what they forget on to the copies. SwiftUI parity: a modifier on a `Group` applies to each of its members.
  private static func replicas(of node: ViewNode, _ behavior: any LayoutBehavior, builder: TreeBuilder) -> [ViewNode] {
    var replicas: [ViewNode: ViewNode] = [:]
    var old = node.replicas
    let result = node.subviews.map { content in
      let replica =
        old.removeValue(forKey: content)
        ?? builder.makeNode(node.typeInfo, key: .id(AnyHashable(content)), parent: node, environment: node.environment)
      replica.summarySource = node.summarySource
      replica.isHidden = node.isHidden
      replica.behavior = behavior.replica()
      replica.measurements.removeAll()
      // A new copy of the modifier (its values may have changed) places its content again.
      replica.needsPlacement = true
      replica.subviews = .one(content)
      content.subviewIndex = 0
      assignContainerOrientation(replica.containerOrientation, to: content)
      replica.explicitGuides = content.explicitGuides
      replica.explicitGuides.formUnion(behavior.ownGuides)
      replicas[content] = replica
      return replica
    }
    node.replicas = replicas
    // The copies of content that left are dropped with their nodes.
    for dropped in old.values { builder.store.free(subtree: dropped) }
    return result
  }

  /// How many subviews `node` contributes to its container.
  static func elementCount(_ node: ViewNode) -> Int {
    if let behavior = node.behavior { return behavior.appliesPerElement ? node.subviewCount : 1 }
    return node.children.reduce(0) { count, child in count + withSufficientStack { elementCount(child) } }
  }
}

extension TreeBuilder {
  /// Gathers `node`'s subviews again (see `SubviewGathering`).
  func gatherSubviews(of node: ViewNode, _ behavior: any LayoutBehavior) {
    SubviewGathering.gather(of: node, behavior, builder: self)
  }

  /// The laid-out nodes `node` contributes to its container (see
  /// `SubviewGathering.contribution(of:)`).
  func contribution(of node: ViewNode) -> [SubviewGathering.Contribution]? {
    SubviewGathering.contribution(of: node)
  }

  /// How many subviews `node` contributes to its container.
  func elementCount(_ node: ViewNode) -> Int { SubviewGathering.elementCount(node) }
}
