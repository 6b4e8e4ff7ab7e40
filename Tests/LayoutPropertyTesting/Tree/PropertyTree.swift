/// A generated view tree: a node and its children. It can be generated from a seed
/// (`PropertyTreeGenerator`), printed as a compact SwiftUI-like expression, built into a view
/// (`PropertyTree.view()`) and shrunk (`PropertyShrinker`).
public struct PropertyTree: Hashable, Sendable {
  public var node: PropertyNode
  public var children: [PropertyTree]

  public init(_ node: PropertyNode, _ children: [PropertyTree] = []) {
    self.node = node
    self.children = children
  }

  /// The number of nodes in this tree.
  public var count: Int { children.reduce(1) { $0 + $1.count } }

  /// The tree's nodes in preorder, each with its preorder index and its children's indices:
  /// the numbering the built view's `.id`s use.
  public var numbered: [(index: Int, tree: PropertyTree, children: [Int])] {
    var result: [(index: Int, tree: PropertyTree, children: [Int])] = []
    func visit(_ tree: PropertyTree) {
      let index = result.count
      result.append((index, tree, []))
      var childIndices: [Int] = []
      for child in tree.children {
        childIndices.append(result.count)
        visit(child)
      }
      result[index].children = childIndices
    }
    visit(self)
    return result
  }

  /// Whether `predicate` holds for this node or any node below it.
  public func contains(where predicate: (PropertyNode) -> Bool) -> Bool {
    predicate(node) || children.contains { $0.contains(where: predicate) }
  }
}
