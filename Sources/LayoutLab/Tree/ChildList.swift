/// The children of one node being reconciled with a new list of views, one view at a time:
/// what the `Reconciler` hands a primitive view to add its content to.
///
/// Views are added as their own types (generic), so no view value is boxed into an
/// existential, and a node whose children keep their keys and types is matched position by
/// position without hashing its ids (see `DuplicateIDCheck`).
///
/// While every child so far is the old child at its position, the list only counts them
/// (`inPlace`): the new children are copied into an array of their own the first time one is
/// not, so a list that keeps all its children (a collection in which one element changed)
/// installs the old array again rather than a copy of it built one handle at a time.
struct ChildList {
  /// The reconciler this list is matched by.
  let reconciler: Reconciler
  /// The node whose children these are.
  let parent: ViewNode
  /// The environment the children see.
  let environment: EnvironmentValues
  /// The children before this update.
  let old: NodeList
  /// The first children so far, as many as `old` holds at their positions, while no child
  /// differed from the old one at its position (`added` is then empty).
  private(set) var inPlace = 0
  /// The children so far after the first `inPlace`: all of them once one child differed from
  /// the old one at its position.
  private(set) var added: [ViewNode] = []
  /// How many children the list expects, reserved in `added` when it is first needed.
  private let capacity: Int
  /// The old children by key, made the first time a key is not found at its old position.
  var byKey: [ChildKey: ViewNode]?
  /// Finds explicit ids that repeat.
  var duplicates: DuplicateIDCheck
  /// Old children kept.
  var reused = 0
  /// Old children kept by `Reconciler.keepElement`, not yet counted by the builder.
  var keptElements = 0
  /// The children added by `addElement(_:_:)`: collection elements entered because they
  /// were not kept as they are.
  private(set) var enteredElements: [ViewNode] = []
  /// Whether an id occurred twice.
  var foundDuplicate = false

  init(reconciler: Reconciler, parent: ViewNode, environment: EnvironmentValues, capacity: Int) {
    self.reconciler = reconciler
    self.parent = parent
    self.environment = environment
    old = parent.children
    self.capacity = capacity
    duplicates = DuplicateIDCheck(old: old, oldAreUnique: parent.childIDsAreUnique)
  }

  /// How many children were added so far.
  var count: Int { inPlace + added.count }

  /// The children so far, in order.
  var children: NodeList {
    if inPlace == 0 { return NodeList(added) }
    if inPlace == old.count { return old }
    return NodeList(Array(old[..<inPlace]))
  }

  /// Appends `child`, counted without copying while it is the old child at its position.
  @inline(__always)
  mutating func append(_ child: ViewNode) {
    if added.isEmpty {
      if inPlace < old.count, old[inPlace] == child {
        inPlace += 1
        return
      }
      added.reserveCapacity(Swift.max(capacity, inPlace + 1))
      added.append(contentsOf: old[..<inPlace])
      inPlace = 0
    }
    added.append(child)
  }

  /// Appends the old child at the next position, kept as it is.
  @inline(__always)
  mutating func appendOldChild() {
    if added.isEmpty {
      inPlace += 1
    } else {
      added.append(old[added.count])
    }
  }

  /// Whether `key`, an explicit id added next (the old child's key at its position when
  /// `atOldPosition`), repeats one of the children so far (see `DuplicateIDCheck`), which are
  /// copied out only if the check reads them.
  mutating func isDuplicate(_ key: ChildKey, atOldPosition: Bool) -> Bool {
    // Moved out while it runs, so that it may read the children (`self`) as it changes.
    var check = duplicates
    duplicates = DuplicateIDCheck(old: [], oldAreUnique: false)
    defer { duplicates = check }
    return check.isDuplicate(key, atOldPosition: atOldPosition, previous: children)
  }

  /// Adds `view` with identity `key`: keeps the old child with that key and type, or makes one.
  mutating func add<V: View>(_ key: ChildKey, _ view: V) {
    reconciler.add(view, key: key, to: &self)
  }

  /// `add(_:_:)` for a collection element compared with its last view and not kept as it is
  /// (`Reconciler.keepElement`): notes the child, so that when every child is the old one at
  /// its position, the reconciler gathers the preference sources of the children entered
  /// alone.
  mutating func addElement<V: View>(_ key: ChildKey, _ view: V) {
    reconciler.add(view, key: key, to: &self)
    enteredElements.append(added.last ?? old[inPlace - 1])
  }
}
