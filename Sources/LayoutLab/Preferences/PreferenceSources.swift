/// What in a subtree can contribute a preference value: the keys its writers write, and
/// whether it holds dynamic content (which contributes every key's default, P4). A subtree
/// with neither contributes nothing for a key, so combining that key skips it. It also says
/// whether the subtree holds an observer (`onPreferenceChange`, `onGeometryChange`, a
/// lifecycle modifier): the frame loop's observe step skips a subtree without one.
///
/// Each node's sources are its own role's and its children's, set when its children are
/// reconciled; content built later (a `GeometryReader`'s, a changed dirty view's) adds its
/// sources to the ancestors. Sources that later disappear may linger in ancestors until
/// they are reconciled again: a superset only costs a visit, never a value.
struct PreferenceSources: Equatable {
  /// The keys written in the subtree; shared between nodes (an array of the same keys is
  /// not copied up the tree).
  private(set) var keys: [ObjectIdentifier] = []
  /// What else the subtree holds, in one byte: a node's record keeps its sources inline.
  private var flags: Flags = []

  /// Whether the subtree holds dynamic content (`ForEach`, `if`).
  var hasDynamicContent: Bool { flags.contains(.dynamicContent) }
  /// Whether a node below the subtree's root holds dynamic content: without it, a `ForEach`
  /// whose items write none of a key's values contributes the key's default without its items
  /// being asked.
  var hasNestedDynamicContent: Bool { flags.contains(.nestedDynamicContent) }
  /// Whether the subtree holds a node whose role observes (`NodeRole.Kind.observes`).
  fileprivate(set) var hasObservers: Bool {
    get { flags.contains(.observers) }
    set { flags.set(.observers, newValue) }
  }

  /// The flags of `PreferenceSources`.
  private struct Flags: OptionSet, Equatable {
    let rawValue: UInt8
    /// The subtree holds dynamic content, at its root or below.
    static let dynamicContent = Flags(rawValue: 1)
    /// A node below the subtree's root holds dynamic content.
    static let nestedDynamicContent = Flags(rawValue: 2)
    /// The subtree holds an observer.
    static let observers = Flags(rawValue: 4)
  }

  static var none: PreferenceSources { PreferenceSources() }

  /// The flags alone, in one byte: a node's record keeps them apart from the keys, in a byte
  /// its identity part leaves free (`NodeIdentity.preferenceFlags`).
  var packedFlags: UInt8 { flags.rawValue }

  /// Sources of `keys`, with the flags `packedFlags` gave.
  init(keys: [ObjectIdentifier], packedFlags: UInt8) {
    self.keys = keys
    flags = Flags(rawValue: packedFlags)
  }

  /// Whether a subtree with these sources can contribute a value for `key`.
  func mayContribute(_ key: ObjectIdentifier) -> Bool {
    hasDynamicContent || keys.contains(key)
  }

  /// Whether the nodes below the subtree's root can contribute a value for `key`: the root's
  /// own role left aside.
  func mayContributeBelow(_ key: ObjectIdentifier) -> Bool {
    hasNestedDynamicContent || keys.contains(key)
  }

  /// The sources of `node`'s role alone. The role itself is read only for a writer's key:
  /// a copy of a role costs more than the rest of the gathering.
  init(of node: ViewNode) {
    switch node.roleKind {
    case .preferenceWriter:
      guard let writer = node.preferenceWriter else {
        preconditionFailure("a writer's role is not a writer")
      }
      keys = node.store.preferenceKeys(writer.keyID)
    case .dynamicContent: flags = .dynamicContent
    case let kind: hasObservers = kind.observes
    }
  }

  private init() {}

  /// Adds the sources of `other`, a subtree below this one's root; returns whether anything
  /// was new.
  @discardableResult
  mutating func formUnion(_ other: PreferenceSources) -> Bool {
    if other.keys.isEmpty, !other.hasDynamicContent, !other.hasObservers { return false }
    var changed = false
    if other.hasDynamicContent, !hasNestedDynamicContent {
      flags.formUnion([.dynamicContent, .nestedDynamicContent])
      changed = true
    }
    if other.hasObservers, !hasObservers {
      hasObservers = true
      changed = true
    }
    if keys.isEmpty, !other.keys.isEmpty {
      keys = other.keys
      return true
    }
    for key in other.keys where !keys.contains(key) {
      keys.append(key)
      changed = true
    }
    return changed
  }
}

extension ViewNode {
  /// Sets this node's preference sources from its role and children (after they were
  /// reconciled).
  func gatherPreferenceSources() {
    var sources = PreferenceSources(of: self)
    for child in children where child.hasPreferenceSources { sources.formUnion(child.preferenceSources) }
    preferenceSources = sources
  }

  /// Records that this node observes, in its sources and its ancestors', at once: the role
  /// is given before the node's children are reconciled and its sources gathered.
  func noteObserverInSources() {
    preferenceSources.hasObservers = true
    propagatePreferenceSources()
  }

  /// Adds this node's sources to its ancestors', up to the first that already had them.
  func propagatePreferenceSources() {
    var child = self
    while let parent = child.parent, parent.preferenceSources.formUnion(child.preferenceSources) {
      child = parent
    }
  }
}
