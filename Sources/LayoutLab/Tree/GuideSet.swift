/// The alignment guides for which a subtree may hold explicit values.
///
/// Reading a guide of a view whose subtree sets none is answered from the guide's default
/// without asking any layout, which keeps alignment in stacks linear.
///
/// The built-in guides are bits of one integer, so building and merging the sets of a tree's
/// nodes allocates and hashes nothing; custom guides, rare, go in a set.
struct GuideSet: Equatable {
  // The set first and the bits after it: the set is 10 bytes, not 16.
  private var custom: Set<AlignmentKey>?
  /// The built-in guides (`AlignmentKey.bit`), and `anyBit` for every guide.
  private var bits: UInt16

  private static let anyBit: UInt16 = 1 << 15
  /// In `storedBits`: the set has custom guides, kept apart from the bits.
  private static let customBit: UInt16 = 1 << 14

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

  /// The set as a node's record keeps it: the bits, with a bit saying whether there are
  /// custom guides, which the record keeps elsewhere (`ViewNode.explicitGuides`).
  var storedBits: UInt16 { custom == nil ? bits : bits | Self.customBit }

  /// Whether the set a record keeps as `storedBits` has custom guides.
  static func hasCustomGuides(storedBits: UInt16) -> Bool { storedBits & customBit != 0 }

  /// The custom guides, if any.
  var customGuides: Set<AlignmentKey>? { custom }

  /// The set a record keeps as `storedBits`, with its custom guides, which `custom` gives
  /// when the bits say there are any.
  init(storedBits: UInt16, custom: @autoclosure () -> Set<AlignmentKey>?) {
    self.init(bits: storedBits & ~Self.customBit, custom: storedBits & Self.customBit == 0 ? nil : custom())
  }

  func contains(_ key: AlignmentKey) -> Bool {
    Self.contains(key, storedBits: storedBits, custom: custom)
  }

  /// Whether the set a record keeps as `storedBits`, with its custom guides, contains `key`;
  /// `custom` is asked only for a custom guide when the bits say there are any.
  @inline(__always)
  static func contains(
    _ key: AlignmentKey, storedBits: UInt16, custom: @autoclosure () -> Set<AlignmentKey>?
  ) -> Bool {
    if storedBits & (anyBit | key.bit) != 0 { return true }
    return key.bit == 0 && storedBits & customBit != 0 && custom()?.contains(key) == true
  }

  var isEmpty: Bool { bits == 0 && custom == nil }

  private mutating func insert(_ key: AlignmentKey) {
    if key.bit != 0 {
      bits |= key.bit
    } else {
      custom = (custom ?? []).union([key])
    }
  }

  /// The part of a subview's guides that its container, of layout `kind`, can answer from
  /// (`LayoutSubviews.combinedExplicitAlignment`):
  /// - through a modifier around one view, every guide;
  /// - through a container of several views, every guide but the frame guides (leading,
  ///   centre, trailing, top, bottom), whose explicit values do not combine: a container's
  ///   frame guides are its own edges and centre;
  /// - through a container that builds its content while it is placed (a `GeometryReader`),
  ///   none: what it answers while measuring cannot depend on content that may not exist yet.
  ///
  /// SwiftUI parity: OpenSwiftUI's built-in frame guides are `FrameAlignment`s, whose
  /// `_combineExplicit` keeps nothing, while unary layouts pass their child's explicit values
  /// through; a `GeometryReader` gives its parent no layout computer of its own content, so its
  /// guides are its defaults.
  func exported(by kind: LayoutKind, buildsContentWhenPlaced: Bool) -> GuideSet {
    if buildsContentWhenPlaced { return .none }
    if kind.isUnaryModifier || bits & Self.frameBits == 0 { return self }
    var result = self
    result.bits &= ~Self.frameBits
    return result
  }

  /// The frame guides' bits: leading, horizontal centre, trailing, top, vertical centre,
  /// bottom (`AlignmentKey.bit`).
  static let frameBits: UInt16 = 0b11_1111

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
