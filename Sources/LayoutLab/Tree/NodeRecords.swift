import Foundation

// The fields of a node, in one record per phase of the pipeline that reads them (see
// `NodeStore`). `ViewNode` documents each field where it forwards it.

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

/// What the tree update reads and writes: who the node is, where it hangs, what it was built from.
///
/// In each part the fields are in the order that leaves the fewest padding bytes (flags after
/// a 17-byte enum, the generation after another), so that a record is as small as its fields
/// allow; the Architecture article has the sizes.
struct NodeIdentity {
  var id = 0
  var typeInfo: ViewTypeInfo?
  var key = ChildKey.index(0)
  var isUserView = false
  var isDirty = false
  var childIDsAreUnique = true
  var changedInUpdate = false
  var childChangedInUpdate = false
  var contributionChanged = true
  var carriesExplicitID = false
  var parent: ViewNode?
  var children: [ViewNode] = []
  var summarySource = NodeSummary.empty
  /// Bumped each time the slot is freed: a handle made before then no longer matches.
  var generation: UInt32 = 0
  var environment = EnvironmentValues()
}

/// What measuring reads: the node's layout, its subviews and what its container sees on it.
struct NodeLayout {
  var behavior: (any LayoutBehavior)?
  var subviews: [ViewNode] = []
  var measurements = MeasurementCache()
  var containerOrientation: Axis?
  var isHidden = false
  var subviewIndex: Int32 = 0
  var traits = ViewTraits.none
  var explicitGuides = GuideSet.none
  var layoutKind = LayoutKind.structural
}

/// What placing writes: the frame, the proposal that went with it, and the pass's counts.
struct NodePlacement {
  var frame = CGRect.zero
  var counts = NodePassCounts()
  var placedProposal = PackedProposal(.unspecified)
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
