/// A node's children or its subviews, in order: one node, or an array of them.
///
/// Most containers are modifiers with one child, which is also their one subview; an array
/// for it would be an allocation per modifier, a reference to count at every read and a
/// cache miss on the way to the child. So a record keeps one node by its slot (`Stored`,
/// one word like an array) and only none or several in an array; reading the list makes the
/// one node's handle again from its slot (`ViewNode.node(inSlot:)`: the parent holds the
/// child, so the slot is still its).
enum NodeList: RandomAccessCollection, ExpressibleByArrayLiteral {
  case one(ViewNode)
  case many([ViewNode])

  /// The list as a record keeps it: one node by its slot, or none or several in an array.
  enum Stored {
    case one(slot: Int32)
    case many([ViewNode])

    static var empty: Stored { .many([]) }

    /// How many nodes the list holds, without making a handle.
    var count: Int {
      switch self {
      case .one: 1
      case .many(let nodes): nodes.count
      }
    }

    /// The list, its one node's handle made again from its slot in `owner`'s store (`owner`
    /// is the node whose list this is).
    @inline(__always)
    func list(of owner: ViewNode) -> NodeList {
      switch self {
      case .one(let slot): .one(owner.node(inSlot: slot))
      case .many(let nodes): .many(nodes)
      }
    }

    /// Whether `node` is the node at `index`, found without making a handle.
    @inline(__always)
    func holds(_ node: ViewNode, at index: Int) -> Bool {
      switch self {
      case .one(let slot): index == 0 && node.slot == slot
      case .many(let nodes): index < nodes.count && nodes[index] == node
      }
    }

    /// The node at `index` when the list is an array that long: what prefetching a few
    /// nodes ahead reads, which never needs the one node's handle.
    @inline(__always)
    func nodeInArray(at index: Int) -> ViewNode? {
      guard case .many(let nodes) = self, index < nodes.count else { return nil }
      return nodes[index]
    }
  }

  /// `nodes`, one kept as `.one`.
  init(_ nodes: [ViewNode]) {
    self = nodes.count == 1 ? .one(nodes[0]) : .many(nodes)
  }

  init(arrayLiteral nodes: ViewNode...) {
    self.init(nodes)
  }

  /// The list as a record keeps it.
  var stored: Stored {
    switch self {
    case .one(let node): .one(slot: node.slot)
    case .many(let nodes): nodes.count == 1 ? .one(slot: nodes[0].slot) : .many(nodes)
    }
  }

  typealias Index = Int
  typealias Indices = Range<Int>

  var startIndex: Int { 0 }

  var endIndex: Int {
    switch self {
    case .one: 1
    case .many(let nodes): nodes.count
    }
  }

  subscript(position: Int) -> ViewNode {
    switch self {
    case .one(let node):
      precondition(position == 0, "index out of range")
      return node
    case .many(let nodes): return nodes[position]
    }
  }

  func makeIterator() -> Iterator { Iterator(self) }

  /// Walks the one node or the array, without asking which at every step. A list of one
  /// holds no array, not even an empty one, whose reference would be counted.
  struct Iterator: IteratorProtocol {
    private var single: ViewNode?
    private var rest: IndexingIterator<[ViewNode]>?

    init(_ list: NodeList) {
      switch list {
      case .one(let node):
        single = node
        rest = nil
      case .many(let nodes):
        single = nil
        rest = nodes.makeIterator()
      }
    }

    mutating func next() -> ViewNode? {
      if let node = single {
        single = nil
        return node
      }
      return rest?.next()
    }
  }
}
