import Foundation
import Testing

@testable import LayoutLab

/// A user view whose tree is a stack of `count` fixed-size colours: the view, its `VStack`,
/// the `ForEach`, and per element a `.frame` over its colour (2 nodes), so `3 + 2 × count`.
private struct Column: View {
  let count: Int
  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<count, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
    }
  }
}

/// A user view whose `.frame` applies to each of `count` colours in a `Group`: the modifier
/// gets a copy per colour when there are several.
private struct FramedGroup: View {
  let count: Int
  var body: some View {
    VStack(spacing: 0) {
      Group { ForEach(0..<count, id: \.self) { _ in Color.red } }.frame(width: 10, height: 10)
    }
  }
}

@Suite("The node store keeps nodes as records, reuses freed slots and never recurses")
struct NodeStoreTests {
  /// A root-less node in `store`, as the tree builder makes one.
  private func make(_ store: NodeStore, id: Int, parent: ViewNode? = nil) -> ViewNode {
    store.make(id: id, typeInfo: nil, key: .index(id), parent: parent, environment: EnvironmentValues())
  }

  @Test("A freed node's slot goes to the next node, under a new generation: the old handle is not the new node")
  func freedSlotIsReused() {
    let store = NodeStore()
    let root = make(store, id: 0)
    let dropped = make(store, id: 1, parent: root)
    store.free(subtree: dropped)
    // Two made, one freed: the root alone is alive.
    #expect(store.liveCount == 1)
    let next = make(store, id: 2, parent: root)
    // The freed slot (1) is reused, one generation on; the id is the new node's own.
    #expect(next.slot == dropped.slot)
    #expect(next.generation == dropped.generation + 1)
    #expect(next != dropped)
    #expect(next.id == 2)
    #expect(!dropped.isLive)
    #expect(next.isLive)
    #expect(store.liveCount == 2)
  }

  @Test("Freeing a node frees its whole subtree and resets its fields")
  func freeingASubtree() {
    let store = NodeStore()
    let root = make(store, id: 0)
    let child = make(store, id: 1, parent: root)
    let grandchild = make(store, id: 2, parent: child)
    root.children = [child]
    child.children = [grandchild]
    grandchild.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    store.free(subtree: child)
    // Child and grandchild are freed; the root stays.
    #expect(store.liveCount == 1)
    #expect(!grandchild.isLive)
    // The grandchild's slot is reused first (freed last) and its record starts over.
    let reused = make(store, id: 3)
    #expect(reused.slot == grandchild.slot)
    #expect(reused.frame == .zero)
    #expect(reused.children.isEmpty)
  }

  @Test("A weak node reference is nil once its node is freed, even after its slot is reused")
  func weakReferenceOutlivesItsNode() {
    let store = NodeStore()
    let root = make(store, id: 0)
    let node = make(store, id: 1, parent: root)
    let reference = WeakNodeReference(node)
    #expect(reference.node == node)
    store.free(subtree: node)
    _ = make(store, id: 2, parent: root)
    // Slot 1 holds node 2 now, in another generation: the reference does not resolve to it.
    #expect(reference.node == nil)
  }

  @Test("A weak node reference is nil once its store is gone")
  func weakReferenceOutlivesItsStore() {
    var reference: WeakNodeReference?
    do {
      let store = NodeStore()
      reference = WeakNodeReference(make(store, id: 0))
      #expect(reference?.node != nil)
    }
    #expect(reference?.node == nil)
  }

  #if DEBUG
    @Test("A handle used after its node was freed traps in a debug build")
    func staleHandleTraps() async {
      await #expect(processExitsWith: .failure) {
        let store = NodeStore()
        let node = store.make(id: 0, typeInfo: nil, key: .index(0), parent: nil, environment: EnvironmentValues())
        store.free(subtree: node)
        _ = node.frame
      }
    }
  #endif

  @Test("Freeing a chain 100,000 nodes deep walks it without recursion")
  func freeingADeepChain() {
    let store = NodeStore()
    let root = make(store, id: 0)
    var parent = root
    for id in 1...100_000 {
      let child = make(store, id: id, parent: parent)
      parent.children = [child]
      parent = child
    }
    #expect(store.liveCount == 100_001)
    store.free(subtree: root.children[0])
    #expect(store.liveCount == 1)
  }

  @Test("Records do not move when nodes are made: the store grows by pages")
  func growingKeepsRecords() {
    let store = NodeStore()
    let root = make(store, id: 0)
    // 2,000 nodes are made (about four pages of 512 records) while a field of the root's
    // record is written through its address: a store that moved its records to grow would
    // leave that address behind.
    let address = root.record
    let children = (1...2_000).map { make(store, id: $0, parent: root) }
    address.pointee.identity.children = NodeList(children).stored
    #expect(store.node(slot: root.slot, generation: root.generation)?.record == address)
    #expect(root.children.count == 2_000)
    #expect(root.children.last?.id == 2_000)
    #expect(root.children.last?.parent == root)
  }

  @Test("A modifier applied to each view of a group frees the copies it no longer needs")
  func modifierCopiesAreFreed() {
    let size = CGSize(width: 390, height: 844)
    let host = ViewHost(rootView: FramedGroup(count: 5))
    _ = host.layout(in: size)
    let withFive = host.graph.store.liveCount
    host.rootView = FramedGroup(count: 2)
    _ = host.layout(in: size)
    // Three colours fewer, each with the frame's copy for it: 6 nodes fewer.
    #expect(host.graph.store.liveCount == withFive - 6)
    host.rootView = FramedGroup(count: 1)
    _ = host.layout(in: size)
    // One colour fewer, and the last colour's copy goes too: the frame applies to it directly.
    #expect(host.graph.store.liveCount == withFive - 9)
    host.rootView = FramedGroup(count: 5)
    _ = host.layout(in: size)
    #expect(host.graph.store.liveCount == withFive)
  }

  @Test("A host frees the nodes of views that leave: its live nodes follow the tree")
  func hostReusesSlots() {
    let host = ViewHost(rootView: Column(count: 100))
    let size = CGSize(width: 390, height: 844)
    _ = host.layout(in: size)
    // The host's root + Column + VStack + ForEach + 100 × (frame + colour) = 204 nodes.
    #expect(host.graph.store.liveCount == 204)
    host.rootView = Column(count: 10)
    let shrunk = host.layout(in: size)
    // 90 elements of 2 nodes each dropped: 204 − 180 = 24 alive.
    #expect(shrunk.tree.nodesRemoved == 180)
    #expect(host.graph.store.liveCount == 24)
    host.rootView = Column(count: 100)
    _ = host.layout(in: size)
    #expect(host.graph.store.liveCount == 204)
  }
}
