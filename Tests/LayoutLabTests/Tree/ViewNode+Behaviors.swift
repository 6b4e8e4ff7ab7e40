@testable import LayoutLab

extension ViewNode {
  /// The behaviors of type `B` in this node's subtree, this node's first, in the order the
  /// views are written: how tests reach the boxes and leaves the tree holds.
  func behaviors<B>(_ type: B.Type) -> [B] {
    var found: [B] = []
    var pending = [self]
    while let node = pending.popLast() {
      if let behavior = node.behavior as? B { found.append(behavior) }
      pending.append(contentsOf: node.children.reversed())
    }
    return found
  }
}
