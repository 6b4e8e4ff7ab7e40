/// The alignment guides for which a subtree may hold explicit values.
///
/// Reading a guide of a view whose subtree sets none is answered from the guide's default
/// without asking any layout, which keeps alignment in stacks linear.
struct GuideSet {
  private var any: Bool
  private var keys: Set<AlignmentKey>

  static let none = GuideSet(any: false, keys: [])
  /// Every guide: for user layouts, whose `explicitAlignment` may answer anything.
  static let all = GuideSet(any: true, keys: [])

  init(_ keys: Set<AlignmentKey>) {
    self.init(any: false, keys: keys)
  }

  private init(any: Bool, keys: Set<AlignmentKey>) {
    self.any = any
    self.keys = keys
  }

  func contains(_ key: AlignmentKey) -> Bool { any || keys.contains(key) }

  var isEmpty: Bool { !any && keys.isEmpty }

  mutating func formUnion(_ other: GuideSet) {
    if other.isEmpty || any { return }
    if other.any {
      self = .all
    } else {
      keys.formUnion(other.keys)
    }
  }
}
