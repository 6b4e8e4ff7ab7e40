/// The alignment guides for which a subtree may hold explicit values.
///
/// Reading a guide of a view whose subtree sets none is answered from the guide's default
/// without asking any layout, which keeps alignment in stacks linear.
///
/// The built-in guides are bits of one integer, so building and merging the sets of a tree's
/// nodes allocates and hashes nothing; custom guides, rare, go in a set.
struct GuideSet: Equatable {
  /// The built-in guides (`AlignmentKey.bit`), and `anyBit` for every guide.
  private var bits: UInt16
  private var custom: Set<AlignmentKey>?

  private static let anyBit: UInt16 = 1 << 15

  static let none = GuideSet(bits: 0, custom: nil)
  /// Every guide: for user layouts, whose `explicitAlignment` may answer anything.
  static let all = GuideSet(bits: anyBit, custom: nil)

  init(_ keys: [AlignmentKey]) {
    self.init(bits: 0, custom: nil)
    for key in keys { insert(key) }
  }

  private init(bits: UInt16, custom: Set<AlignmentKey>?) {
    self.bits = bits
    self.custom = custom
  }

  func contains(_ key: AlignmentKey) -> Bool {
    if bits & (Self.anyBit | key.bit) != 0 { return true }
    return key.bit == 0 && custom?.contains(key) == true
  }

  var isEmpty: Bool { bits == 0 && custom == nil }

  private mutating func insert(_ key: AlignmentKey) {
    if key.bit != 0 {
      bits |= key.bit
    } else {
      custom = (custom ?? []).union([key])
    }
  }

  mutating func formUnion(_ other: GuideSet) {
    if other.isEmpty || bits & Self.anyBit != 0 { return }
    if other.bits & Self.anyBit != 0 {
      self = .all
      return
    }
    bits |= other.bits
    if let keys = other.custom { custom = (custom ?? []).union(keys) }
  }
}
