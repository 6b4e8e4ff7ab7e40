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
final class ViewNode {
  /// The node's number in its host, in creation order: how traces and `PlacedView` name it.
  let id: Int
  /// The type of the view this node was built from (a different type means a different
  /// node), and what is known about it; `nil` for the root until it is first updated.
  var typeInfo: ViewTypeInfo?
  /// The node's identity within its parent.
  let key: ChildKey
  /// The structural parent; `nil` for the root and for a node dropped from the tree.
  ///
  /// Not `weak`: a weak reference gives every node a side table and slows each retain and
  /// release. A parent owns its children, and a dropped node is detached (`detach()`), so the
  /// reference never outlives its target.
  private(set) unowned(unsafe) var parent: ViewNode?

  /// What `summary` says, in the form it was given (see `NodeSummary`).
  var summarySource = NodeSummary.empty
  /// How this node sizes and places itself, or `nil` for a structural node.
  var behavior: (any LayoutBehavior)?
  /// The structural children, in view order.
  var children: [ViewNode] = []
  /// The environment this node's view sees.
  var environment: EnvironmentValues

  /// Traits written by this node for the views below it (structural trait writers only).
  var writtenTraits = ViewTraits.none
  /// The traits the containing layout sees on this node (laying-out nodes only).
  var traits = ViewTraits.none
  /// The explicit id from `.id(_:)`, on the `IDView` node.
  var explicitID: AnyHashable?
  /// Explicit ids of the `.id(_:)` modifiers directly around this laying-out node.
  var explicitIDs: [AnyHashable] = []
  /// Storage for the view's dynamic properties (`@State`, ...), by slot.
  var propertyStorage: [Int: AnyObject] = [:]

  /// The laying-out nodes this node lays out: its children with structural nodes flattened.
  var subviews: [ViewNode] = []
  /// This node's index in its container's `subviews`.
  var subviewIndex = 0
  /// The `stackOrientation` of the container that lays this node out.
  var containerOrientation: Axis?
  /// Modifier copies for content that is not exactly one view (see `TreeBuilder.flatten`).
  var replicas: [ObjectIdentifier: ViewNode] = [:]
  /// Guides for which this subtree may hold explicit values; lets guide queries skip subtrees.
  var explicitGuides = GuideSet.none

  /// Remembered `sizeThatFits` answers, by proposal.
  var sizeCache = SizeCache()
  /// The preferred spacing, remembered until the node changes.
  var cachedSpacing: ViewSpacing?
  /// Where the last layout pass placed this node, in root coordinates.
  var frame = CGRect.zero
  /// The proposal that went with `frame`.
  var placedProposal = ProposedViewSize.unspecified
  /// Counts for the current layout pass.
  var counters = NodeCounters()
  /// The pass `counters` belong to.
  var countersPass = 0

  init(id: Int, typeInfo: ViewTypeInfo?, key: ChildKey, parent: ViewNode?, environment: EnvironmentValues) {
    self.id = id
    self.typeInfo = typeInfo
    self.key = key
    self.parent = parent
    self.environment = environment
  }

  deinit { leaveCensus() }

  /// Removes this node from its parent's tree: it is no longer reachable by walking up.
  func detach() { parent = nil }

  /// Whether this node sizes and places itself (a leaf, modifier or container).
  var laysOut: Bool { behavior != nil }

  /// Forgets remembered sizes and spacing here and in every ancestor: they may depend on this node.
  func invalidateMeasurements() {
    var node: ViewNode? = self
    while let current = node {
      current.sizeCache.removeAll()
      current.cachedSpacing = nil
      current.behavior?.subviewsChanged()
      node = current.parent
    }
  }

  /// The chain of summaries from the root to this node, for diagnostics.
  var path: String {
    var parts: [String] = []
    var node: ViewNode? = self
    while let current = node {
      if !current.summary.isEmpty, current.laysOut || current.isUserView { parts.append(current.summary) }
      node = current.parent
    }
    return parts.reversed().joined(separator: " › ")
  }

  /// What the node draws, for renderers.
  var appearance = Appearance()
  /// Whether this node is a user view with a `body`.
  var isUserView = false
  /// The user view this node was last built from, to evaluate its body again when dirty.
  var view: (any View)?
  /// Whether the node's state changed since its body was last evaluated.
  var isDirty = false
  /// Whether the explicit ids among the children had no duplicates at the last update.
  var childIDsAreUnique = true
  /// Whether the last update changed anything that its measurements depend on: its layout or
  /// leaf value, or its subtree. An unchanged node keeps its remembered sizes.
  var changedInUpdate = false
  /// What the node does besides laying out: preferences, geometry, coordinate spaces. Set
  /// with `assign(_:in:)`, which counts observers.
  var role: NodeRole?
  /// The census counting this node as an observer, if it is one.
  var observerCensus: NodeCensus?
  /// The last value an observer role delivered.
  var observedValue: Any?
  /// What an environment writer made at its last update.
  var environmentMemo: EnvironmentMemo?
  /// Content built during placement (a `GeometryReader`'s), if any.
  var deferredContent: DeferredContent?
  /// Problems found in this node's view value when it was last built.
  var diagnostics: [LayoutDiagnostic] = []
  /// The graph this tree belongs to; set on the root only.
  weak var graph: ViewGraph?

  /// Called when a state value this node owns is written: marks the node dirty in its graph.
  func stateDidChange() {
    var node = self
    while let parent = node.parent { node = parent }
    node.graph?.stateDidChange(in: self)
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
  var subtreeCount: Int { children.reduce(1) { $0 + $1.subtreeCount } }
}
