/// Makes a failing generated tree as small as it can while it still fails: tries, in order,
/// replacing the tree by one of its children, by a 10 × 10 box or a greedy colour, removing a
/// child, simpler options and numbers, and the same inside each child; keeps the first
/// smaller tree that still fails and starts again, until no candidate fails (or the attempt
/// budget is spent).
///
/// "Smaller" is fewer nodes, then a smaller sum of the numbers and set options, so every step
/// makes progress and the loop ends.
public enum PropertyShrinker {
  /// The smallest failing tree found from `tree`, for which `fails` is `true`.
  public static func shrink(
    _ tree: PropertyTree, attempts budget: Int = 2_000, fails: (PropertyTree) -> Bool
  ) -> PropertyTree {
    var current = tree
    var attempts = 0
    var improved = true
    while improved, attempts < budget {
      improved = false
      let weight = Self.weight(current)
      for candidate in candidates(current) where Self.weight(candidate).lexicographicallyPrecedes(weight) {
        attempts += 1
        if fails(candidate) {
          current = candidate
          improved = true
          break
        }
        if attempts >= budget { break }
      }
    }
    return current
  }

  /// How big a tree is: its node count, then the sum of its numbers and options.
  public static func weight(_ tree: PropertyTree) -> [Double] { [Double(tree.count), complexity(tree)] }

  private static func complexity(_ tree: PropertyTree) -> Double {
    tree.children.reduce(tree.node.complexity) { $0 + complexity($1) }
  }

  /// Smaller variants of `tree`, the boldest first.
  public static func candidates(_ tree: PropertyTree) -> [PropertyTree] {
    var result = tree.children
    for leaf in [PropertyTree(.box(width: 10, height: 10)), PropertyTree(.greedy)] where tree != leaf {
      result.append(leaf)
    }
    if tree.node.arity == .many {
      for index in tree.children.indices {
        var fewer = tree
        fewer.children.remove(at: index)
        result.append(fewer)
      }
    }
    result += tree.node.simpler.map { PropertyTree($0, tree.children) }
    for (index, child) in tree.children.enumerated() {
      for smaller in candidates(child) {
        var replaced = tree
        replaced.children[index] = smaller
        result.append(replaced)
      }
    }
    return result
  }
}
