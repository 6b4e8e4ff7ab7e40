import Foundation

/// The nodes of one host's tree, as records in storage the host owns (one store per
/// `ViewGraph`), addressed by slot; a `ViewNode` is a handle to a slot's record.
///
/// A node's record (`NodeRecord`) groups its fields by the phase that uses them: `identity`
/// (the tree update), `layout` (measuring), `placement` (placing) and `roles` (observing, and
/// the rarely used fields in `NodeExtras`). Records live in pages that never move (a
/// `NodePages`), so a handle keeps its record's address and reads a field with one load, as
/// an object's field is read; but a node costs no object of its own: no allocation to make it
/// and no reference counting to pass it around. (A first version kept one column per phase
/// and found the record again from the slot at every access, which cost more than the
/// reference counting it saved; the Architecture article has the figures.)
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
  // The records (see the type's description). Every node access reads through them, so they
  // opt out of dynamic exclusivity checks: they change only when a page is added, never
  // during another access to them.
  @exclusivity(unchecked) private var records = NodePages<NodeRecord>()
  /// How many slots were ever handed out: slots below it hold records (of nodes, live or
  /// freed); the slots above it, up to the pages' capacity, are not initialized.
  @exclusivity(unchecked) private var initialized = 0
  /// Freed slots, reused last freed first.
  @exclusivity(unchecked) private var freeSlots: [Int32] = []
  /// The measurement answers that do not fit in the nodes' records.
  let measurementOverflow = MeasurementOverflow()
  /// One array of each preference key, the sources of every writer of that key (see
  /// `PreferenceSources`), by key.
  @exclusivity(unchecked) private var preferenceKeyArrays: [ObjectIdentifier: [ObjectIdentifier]] = [:]

  /// How many nodes are alive.
  var liveCount: Int { initialized - freeSlots.count }

  /// The array holding `key` alone, one per key and store: the writers of a key and the nodes
  /// above them share its storage, so walking their sources reads one array, not one per
  /// writer (thousands of arrays of one element, each its own allocation and cache miss).
  func preferenceKeys(_ key: ObjectIdentifier) -> [ObjectIdentifier] {
    if let keys = preferenceKeyArrays[key] { return keys }
    let keys = [key]
    preferenceKeyArrays[key] = keys
    return keys
  }

  /// A new node, in a freed slot if there is one.
  ///
  /// A slot handed out for the first time gets a fresh record, built in place; a freed slot
  /// holds a reset one. Either way making a node only sets the fields that differ.
  func make(
    id: Int, typeInfo: ViewTypeInfo?, key: ChildKey, parent: ViewNode?, environment: EnvironmentValues
  ) -> ViewNode {
    let slot: Int
    if let freed = freeSlots.popLast() {
      slot = Int(freed)
    } else {
      slot = initialized
      initializeSlot(slot)
    }
    let record = records[slot]
    record.pointee.identity.id = id
    record.pointee.identity.typeInfo = typeInfo
    record.pointee.identity.key = key
    record.pointee.identity.parentSlot = parent?.slot ?? -1
    record.pointee.identity.environment = environment
    return ViewNode(record: record, slot: Int32(slot), generation: record.pointee.identity.generation)
  }

  /// Puts a fresh record in `slot`, the first slot never handed out, adding a page if the
  /// pages are full. Not inlined into `make`: the record is built in this function's frame,
  /// which would otherwise sit on the stack at every level of the update's recursion.
  @inline(never)
  private func initializeSlot(_ slot: Int) {
    if slot == records.capacity { records.addPage() }
    records[slot].initialize(to: NodeRecord(store: self))
    initialized += 1
  }

  /// The node in `slot` if it is still the one made in `generation` (it was not freed).
  func node(slot: Int32, generation: UInt32) -> ViewNode? {
    guard Int(slot) < initialized else { return nil }
    let record = records[Int(slot)]
    guard record.pointee.identity.generation == generation else { return nil }
    return ViewNode(record: record, slot: slot, generation: generation)
  }

  /// The node in `slot`, which must be live: how a node finds its parent, which outlives it,
  /// from the slot its record keeps (`NodeIdentity.parentSlot`).
  @inline(__always)
  func node(inSlot slot: Int32) -> ViewNode {
    let record = records[Int(slot)]
    return ViewNode(record: record, slot: slot, generation: record.pointee.identity.generation)
  }

  /// Frees `root` and every node below it: its children and the modifier copies it holds
  /// (`ViewNode.replicas`), walked with a stack, not recursion (a tree may be 100,000 views
  /// deep). Each node leaves the census, its records are reset and its slot is reused.
  func free(subtree root: ViewNode) {
    var pending = [root]
    while let node = pending.popLast() {
      guard node.isLive else { continue }
      let record = node.record
      pending.append(contentsOf: node.children)
      if let extras = record.pointee.roles.extras {
        if let rare = extras.rare { pending.append(contentsOf: rare.replicas.values) }
        node.leaveCensus()
      }
      let generation = record.pointee.identity.generation &+ 1
      record.pointee.identity = NodeIdentity()
      record.pointee.identity.generation = generation
      measurementOverflow.giveBack(record.pointee.layout.measurements)
      record.pointee.layout = NodeLayout()
      record.pointee.placement = NodePlacement()
      record.pointee.roles = NodeRoles()
      freeSlots.append(node.slot)
    }
  }

  deinit {
    records.deallocate(initialized: initialized)
  }
}
