import Foundation

// The fields of a node, in one record per phase of the pipeline that reads them (see
// `NodeStore`). `ViewNode` documents each field where it forwards it.

/// What the tree update reads and writes: who the node is, where it hangs, what it was built from.
/// One node's record: its fields in four parts, grouped by the phase that uses them, and the
/// store it lives in (what a `ViewNode` handle reaches through its record).
struct NodeRecord {
  unowned(unsafe) let store: NodeStore
  var identity = NodeIdentity()
  var layout = NodeLayout()
  var placement = NodePlacement()
  var roles = NodeRoles()

  /// A fresh record in `store`.
  init(store: NodeStore) { self.store = store }
}

struct NodeIdentity {
  /// Bumped each time the slot is freed: a handle made before then no longer matches.
  var generation: UInt32
  var id: Int
  var typeInfo: ViewTypeInfo?
  var key: ChildKey
  var parent: ViewNode?
  var children: [ViewNode]
  var summarySource: NodeSummary
  var environment: EnvironmentValues
  var diagnostics: [LayoutDiagnostic]
  var isUserView: Bool
  var isDirty: Bool
  var childIDsAreUnique: Bool
  var changedInUpdate: Bool
  var contributionChanged: Bool
  var carriesExplicitID: Bool

  /// A freed slot's record.
  init() {
    self.init(generation: 0, id: 0, typeInfo: nil, key: .index(0), parent: nil, environment: EnvironmentValues())
  }

  /// A new node's record. Every field is set once, here, with no defaults to overwrite: a
  /// record made with defaults and then assigned was copied and destroyed once more per node.
  init(
    generation: UInt32, id: Int, typeInfo: ViewTypeInfo?, key: ChildKey, parent: ViewNode?,
    environment: EnvironmentValues
  ) {
    self.generation = generation
    self.id = id
    self.typeInfo = typeInfo
    self.key = key
    self.parent = parent
    children = []
    summarySource = .empty
    self.environment = environment
    diagnostics = []
    isUserView = false
    isDirty = false
    childIDsAreUnique = true
    changedInUpdate = false
    contributionChanged = true
    carriesExplicitID = false
  }
}

/// What measuring reads: the node's layout, its subviews and what its container sees on it.
struct NodeLayout {
  var behavior: (any LayoutBehavior)?
  var layoutKind = LayoutKind.structural
  var subviews: [ViewNode] = []
  var subviewIndex = 0
  var explicitGuides = GuideSet.none
  var measurements = MeasurementCache()
  var traits = ViewTraits.none
  var explicitIDs: [ChildKey] = []
  var containerOrientation: Axis?
  var isHidden = false
}

/// What placing writes: the frame, the proposal that went with it, and the pass's counts.
struct NodePlacement {
  var frame = CGRect.zero
  var placedProposal = ProposedViewSize.unspecified
  var counters = NodeCounters()
  var countersPass = 0
  var needsPlacement = true
  var holdsInfiniteLength = false
  var isLeftOut = false
  var leavesSubviewsOut = false
  var placesDeferredContent = false
}

/// What the frame loop's observing reads: preference sources, roles, and the rarely used fields.
struct NodeRoles {
  var preferenceSources = PreferenceSources.none
  var combinesPreferencesInReverse = false
  var roleKind = NodeRole.Kind.none
  var extras: NodeExtras?
}
