import Foundation

/// The nodes of one host's tree, as records in storage the host owns (one store per
/// `ViewGraph`), addressed by slot; a `ViewNode` is a handle to a slot.
///
/// A node's fields are grouped by the phase that uses them, one `NodeColumn` per group:
/// `identity` (the tree update), `layout` (measuring), `placement` (placing) and `roles`
/// (observing, and the rarely used fields in `NodeExtras`). A walk that reads one phase's
/// fields touches only that phase's records, and a node costs no object of its own: no
/// allocation to make it and no reference counting to pass it around (a handle is a slot and
/// an unowned-unsafe reference to the store).
///
/// **Lifetime.** A node lives from `make` until `free(subtree:)`, which the tree calls for a
/// node it drops (the reconciler for a child whose view disappeared, subview gathering for a
/// modifier copy it no longer needs): the subtree's records are reset (so behaviors,
/// environments and state storage are released at once), their slots' generations bumped
/// and the slots reused by later nodes. The store's own end frees whatever is left. A handle
/// used after its node was freed traps in debug builds (see `ViewNode`); `WeakNodeReference`
/// holds a node that may be freed.
///
/// Not thread-safe, like the rest of a host.
final class NodeStore {
  // The columns (see the type's description). Every node access reads one of them, so they
  // opt out of dynamic exclusivity checks: they change only when a page is added, never
  // during another access to them.
  @exclusivity(unchecked) private(set) var identity = NodeColumn<NodeIdentity>()
  @exclusivity(unchecked) private(set) var layout = NodeColumn<NodeLayout>()
  @exclusivity(unchecked) private(set) var placement = NodeColumn<NodePlacement>()
  @exclusivity(unchecked) private(set) var roles = NodeColumn<NodeRoles>()
  /// How many slots were ever handed out: slots below it hold nodes, live or freed; the
  /// slots above it, up to the columns' capacity, hold fresh records.
  @exclusivity(unchecked) private var initialized = 0
  /// Freed slots, reused last freed first.
  @exclusivity(unchecked) private var freeSlots: [Int32] = []

  /// How many nodes are alive.
  var liveCount: Int { initialized - freeSlots.count }

  /// A new node, in a freed slot if there is one.
  ///
  /// Every slot of a page holds a record from the moment the page is added (a fresh or reset
  /// one), so making a node only sets the fields that differ: building a whole identity
  /// record and moving it into its slot copied and destroyed it once more per node.
  func make(
    id: Int, typeInfo: ViewTypeInfo?, key: ChildKey, parent: ViewNode?, environment: EnvironmentValues
  ) -> ViewNode {
    let slot: Int
    if let freed = freeSlots.popLast() {
      slot = Int(freed)
    } else {
      slot = initialized
      if slot == identity.capacity {
        identity.addPage(filledWith: NodeIdentity())
        layout.addPage(filledWith: NodeLayout())
        placement.addPage(filledWith: NodePlacement())
        roles.addPage(filledWith: NodeRoles())
      }
      initialized += 1
    }
    let record = identity[slot]
    record.pointee.id = id
    record.pointee.typeInfo = typeInfo
    record.pointee.key = key
    record.pointee.parent = parent
    record.pointee.environment = environment
    return ViewNode(slot: Int32(slot), generation: record.pointee.generation, store: self)
  }

  /// Whether `node`'s slot still holds it (it was not freed).
  func isLive(_ node: ViewNode) -> Bool {
    Int(node.slot) < initialized && identity[Int(node.slot)].pointee.generation == node.generation
  }

  /// Frees `root` and every node below it: its children and the modifier copies it holds
  /// (`ViewNode.replicas`), walked with a stack, not recursion (a tree may be 100,000 views
  /// deep). Each node leaves the census, its records are reset and its slot is reused.
  func free(subtree root: ViewNode) {
    var pending = [root]
    while let node = pending.popLast() {
      guard isLive(node) else { continue }
      let slot = Int(node.slot)
      let identityRecord = identity[slot]
      pending.append(contentsOf: identityRecord.pointee.children)
      if let extras = roles[slot].pointee.extras {
        pending.append(contentsOf: extras.replicas.values)
        node.leaveCensus()
      }
      let generation = identityRecord.pointee.generation &+ 1
      identityRecord.pointee = NodeIdentity()
      identityRecord.pointee.generation = generation
      layout[slot].pointee = NodeLayout()
      placement[slot].pointee = NodePlacement()
      roles[slot].pointee = NodeRoles()
      freeSlots.append(node.slot)
    }
  }

  deinit {
    identity.deallocate()
    layout.deallocate()
    placement.deallocate()
    roles.deallocate()
  }
}
