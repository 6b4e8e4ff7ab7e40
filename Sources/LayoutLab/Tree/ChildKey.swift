/// A child's identity within its parent: its position in a builder block, the branch of a
/// conditional, or an explicit id (`ForEach` element ids and `.id(_:)`).
///
/// Together with the child's view type, it decides whether an update keeps a node or
/// replaces it.
enum ChildKey: Hashable {
  case index(Int)
  case branch(Int)
  case id(AnyHashable)
}

extension ChildKey {
  /// Whether this is an explicit id (a `ForEach` element's or an `.id(_:)`'s).
  var isExplicitID: Bool {
    if case .id = self { return true }
    return false
  }
}
