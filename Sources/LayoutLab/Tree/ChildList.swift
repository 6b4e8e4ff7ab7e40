/// The children of one node being reconciled with a new list of views, one view at a time:
/// what the `Reconciler` hands a primitive view to add its content to.
///
/// Views are added as their own types (generic), so no view value is boxed into an
/// existential, and a node whose children keep their keys and types is matched position by
/// position without hashing its ids (see `DuplicateIDCheck`).
struct ChildList {
  /// The reconciler this list is matched by.
  let reconciler: Reconciler
  /// The node whose children these are.
  let parent: ViewNode
  /// The environment the children see.
  let environment: EnvironmentValues
  /// The children before this update.
  let old: [ViewNode]
  /// The children so far.
  var children: [ViewNode] = []
  /// The old children by key, made the first time a key is not found at its old position.
  var byKey: [ChildKey: ViewNode]?
  /// Finds explicit ids that repeat.
  var duplicates: DuplicateIDCheck
  /// Old children kept.
  var reused = 0
  /// Whether an id occurred twice.
  var foundDuplicate = false

  init(reconciler: Reconciler, parent: ViewNode, environment: EnvironmentValues, capacity: Int) {
    self.reconciler = reconciler
    self.parent = parent
    self.environment = environment
    old = parent.children
    children.reserveCapacity(capacity)
    duplicates = DuplicateIDCheck(old: old, oldAreUnique: parent.childIDsAreUnique)
  }

  /// Adds `view` with identity `key`: keeps the old child with that key and type, or makes one.
  mutating func add<V: View>(_ key: ChildKey, _ view: V) {
    reconciler.add(view, key: key, to: &self)
  }

  /// Adds the view at `view`, one element of a collection, with identity `key`, keeping the
  /// old child as it is when its value `last` is the same (see `Reconciler.addElement`).
  mutating func addElement<V: View>(
    _ key: ChildKey, _ view: UnsafePointer<V>, last: UnsafePointer<V>, same: ViewFields.Comparison
  ) {
    reconciler.addElement(view, key: key, last: last, same: same, to: &self)
  }
}
