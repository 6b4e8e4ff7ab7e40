/// A node held by something that may outlive it (a state value's storage, an observation, the
/// frame loop's dirty list): `node` is `nil` once the node was freed or its host is gone.
///
/// It holds the store weakly and the node's slot and generation: a slot reused by a later
/// node has another generation, so the reference never resolves to the wrong node.
struct WeakNodeReference {
  private weak var store: NodeStore?
  private let slot: Int32
  private let generation: UInt32

  init(_ node: ViewNode) {
    store = node.store
    slot = node.slot
    generation = node.generation
  }

  /// The node, while it is alive.
  var node: ViewNode? {
    store?.node(slot: slot, generation: generation)
  }
}
