/// A child's identity within its parent: its position in a builder block, the branch of a
/// conditional, or an explicit id (`ForEach` element ids and `.id(_:)`).
///
/// Together with the child's view type, it decides whether an update keeps a node or
/// replaces it.
///
/// Explicit ids of type `Int` and `String`, by far the most common, are kept as they are;
/// only other types are wrapped in an `AnyHashable` (which costs a runtime conformance check
/// to make, and a box to store). `explicit(_:)` chooses.
enum ChildKey: Hashable, CustomStringConvertible {
  case index(Int)
  case branch(Int)
  case intID(Int)
  case stringID(String)
  indirect case id(AnyHashable)

  /// The key for the explicit id `id`.
  static func explicit<ID: Hashable>(_ id: ID) -> ChildKey {
    if ID.self == Int.self { return .intID(unsafeBitCast(id, to: Int.self)) }
    if ID.self == String.self { return .stringID(unsafeBitCast(id, to: String.self)) }
    return .id(AnyHashable(id))
  }

  /// Whether this is an explicit id (a `ForEach` element's or an `.id(_:)`'s).
  var isExplicitID: Bool {
    switch self {
    case .index, .branch: false
    case .intID, .stringID, .id: true
    }
  }

  /// The explicit id as `PlacedView.ids` shows it; `nil` for a position or a branch.
  var explicitID: AnyHashable? {
    switch self {
    case .index, .branch: nil
    case .intID(let id): AnyHashable(id)
    case .stringID(let id): AnyHashable(id)
    case .id(let id): id
    }
  }

  /// As diagnostics print it: `id(AnyHashable(3))`, `index(0)`.
  var description: String {
    switch self {
    case .index(let index): "index(\(index))"
    case .branch(let branch): "branch(\(branch))"
    case .intID, .stringID, .id: "id(\(explicitID.map { String(reflecting: $0) } ?? ""))"
    }
  }
}
