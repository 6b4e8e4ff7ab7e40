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

/// What the tree update reads and writes: who the node is, where it hangs, what it was built
/// from; the layout kind, which gathering subviews asks of every child; and what the update
/// sets for the walks after layout: the role's kind, the order preferences combine in and the
/// flags of the node's preference sources (their keys are in `NodeRoles`).
///
/// In each part the fields are in the order that leaves the fewest padding bytes (the flags
/// and the layout kind after a 17-byte enum, the parent's slot after them, the role's kind,
/// the combining order, the preference flags and the generation after another 17-byte enum),
/// so that a record is as small as its fields allow; the Architecture article has the sizes.
struct NodeIdentity {
  var id = 0
  var typeInfo: ViewTypeInfo?
  var key = ChildKey.index(0)
  var flags = NodeFlags.initial
  var layoutKind = LayoutKind.structural
  /// The structural parent's slot, or -1 for the root: a parent outlives its children, so
  /// its handle is made again from the slot and the slot's generation (`ViewNode.parent`).
  var parentSlot: Int32 = -1
  var summarySource = NodeSummary.empty
  var roleKind = NodeRole.Kind.none
  var combinesPreferencesInReverse = false
  var preferenceFlags: UInt8 = 0
  /// Bumped each time the slot is freed: a handle made before then no longer matches.
  var generation: UInt32 = 0
  var children = NodeList.Stored.empty
  var environment = EnvironmentValues()
}

/// A node's yes-or-no fields of the tree update, one bit each, in one byte (`ViewNode` has
/// each as a `Bool` property).
struct NodeFlags: OptionSet {
  let rawValue: UInt8

  static let isUserView = NodeFlags(rawValue: 1 << 0)
  static let isDirty = NodeFlags(rawValue: 1 << 1)
  static let childIDsAreUnique = NodeFlags(rawValue: 1 << 2)
  static let changedInUpdate = NodeFlags(rawValue: 1 << 3)
  static let childChangedInUpdate = NodeFlags(rawValue: 1 << 4)
  static let contributionChanged = NodeFlags(rawValue: 1 << 5)
  static let carriesExplicitID = NodeFlags(rawValue: 1 << 6)
  static let isHidden = NodeFlags(rawValue: 1 << 7)

  /// A new node's: its child ids are unique (it has none) and its contribution is new.
  static let initial: NodeFlags = [.childIDsAreUnique, .contributionChanged]
}

/// What measuring and placing read: the node's layout, its subviews, what its container sees
/// on it (the container's orientation, which a leaf reads whenever it is measured), and what
/// placing reads before it writes (whether the node needs placing, its index among its
/// container's subviews), next to the measurements they are read with.
///
/// The flags (the orientation among them), the built-in guides' bits and the index fill the
/// seven bytes the measurement cache leaves of its last word, so that the part is 80 bytes
/// and the placement part after it is exactly the 64 bytes of what placing writes. The rare
/// custom guides are kept in the node's extras (`ViewNode.explicitGuides`).
struct NodeLayout {
  var behavior: (any LayoutBehavior)?
  var subviews = NodeList.Stored.empty
  var traits = ViewTraits.none
  var measurements = MeasurementCache()
  var flags = LayoutFlags.needsPlacement
  var guideBits = GuideSet.none.storedBits
  var subviewIndex: Int32 = 0
}

/// What placing writes: the frame, the proposal that went with it, and the pass's counts.
struct NodePlacement {
  var frame = CGRect.zero
  var counts = NodePassCounts()
  var placedProposal = PackedProposal(.unspecified)
}

/// A node's yes-or-no fields of placing, one bit each, and the orientation of the container
/// laying it out, two bits, in one byte (`ViewNode` has each flag as a `Bool` property, and
/// `containerOrientation`).
struct LayoutFlags: OptionSet {
  let rawValue: UInt8

  static let needsPlacement = LayoutFlags(rawValue: 1 << 0)
  static let holdsInfiniteLength = LayoutFlags(rawValue: 1 << 1)
  static let isLeftOut = LayoutFlags(rawValue: 1 << 2)
  static let leavesSubviewsOut = LayoutFlags(rawValue: 1 << 3)
  static let placesDeferredContent = LayoutFlags(rawValue: 1 << 4)
  static let inHorizontalContainer = LayoutFlags(rawValue: 1 << 5)
  static let inVerticalContainer = LayoutFlags(rawValue: 1 << 6)

  /// The container's orientation, as the two orientation bits say.
  var containerOrientation: Axis? {
    get {
      contains(.inHorizontalContainer) ? .horizontal : contains(.inVerticalContainer) ? .vertical : nil
    }
    set {
      subtract([.inHorizontalContainer, .inVerticalContainer])
      switch newValue {
      case .horizontal: insert(.inHorizontalContainer)
      case .vertical: insert(.inVerticalContainer)
      case nil: break
      }
    }
  }
}

/// What the frame loop's observing reads: the keys of the node's preference sources, and the
/// roles and rarely used fields (the extras). The role's kind and the sources' flags, a byte
/// each, are in `NodeIdentity`, where they cost no room: here they took a word.
struct NodeRoles {
  var preferenceKeys: [ObjectIdentifier] = []
  var extras: NodeExtras?
}
