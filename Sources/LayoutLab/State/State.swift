/// A value a view owns, stored in its node so that it survives updates of the view.
///
///     struct Counter: View {
///       @State private var count = 0
///       var body: some View { Text("\(count)") }
///     }
///
/// - The node's storage is made from the initial value when the view is first installed in the
///   tree; later values of the view bring initial values that are ignored.
/// - Writing a new value marks the view's node dirty: the next frame evaluates its body
///   again. Writing a value equal to the stored one (`Equatable` values) changes nothing.
/// - The storage is dropped when the view's identity changes (an `.id` change, its element
///   leaving a `ForEach`, a different `if` branch); a view with the new identity starts again
///   from its initial value.
/// - During a frame's update (bodies, layout, observers; not actions), the state reads as it
///   was when its view was installed, and a write is reported and seen in the next frame only.
///
/// SwiftUI parity: `@State` (OpenSwiftUI `State.swift`, audited for iOS 15.5):
/// - a write before the view is installed is ignored (`guard let _location else { return }`),
///   which is why `init` must write `_count = State(initialValue:)`, not `count = ...`, when
///   the declaration already gives a value;
/// - `$count` before installation is a constant binding of the initial value;
/// - reads during an update return the value captured when the property was updated;
/// - a write of a value equal to the current one does nothing (`StoredLocationBase.set`:
///   `guard !compareValues(data.currentValue, value)`);
/// - writing during an update is reported ("Modifying state during view update, this will
///   cause undefined behavior", semantics U1). LayoutLab applies the write in the next frame,
///   as the behaviour swiftui-lab describes (repeated updates); OpenSwiftUI's reconstruction
///   of `StoredLocationBase.set` (RELEASE_2024, work in progress) drops it after logging.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let location: StateLocation<Value>

  public init(wrappedValue value: Value) {
    location = StateLocation(initialValue: value)
  }

  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }

  /// A binding that reads and writes this state; before installation, a constant binding of
  /// the initial value.
  ///
  /// The binding goes to the node's storage itself, and during an update reads the value it
  /// was made with (as SwiftUI's binding reads its `_value` then).
  public var projectedValue: Binding<Value> {
    guard let storage = location.storage else { return .constant(location.initialValue) }
    let value = location.value
    return Binding(
      source: .state(storage), get: { storage.isUpdating ? value : storage.value }, set: { storage.write($0) })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

extension State: InstallableProperty {
  /// Connects this property to the node's storage for `slot`, creating it from the initial
  /// value on first install, and captures the value the body about to run reads.
  func install(in node: ViewNode, slot: Int) {
    if let storage = node.propertyStorage[slot] as? StateStorage<Value> {
      location.install(storage)
    } else {
      let storage = StateStorage(value: location.initialValue, node: node)
      node.propertyStorage[slot] = storage
      location.install(storage)
    }
  }
}

/// Where one `State` value of a view value reads and writes: the node's storage once the view
/// is installed, its initial value (read-only) before.
final class StateLocation<Value> {
  let initialValue: Value
  // Read at every use of the state in a body; not checked for exclusive access at run time,
  // as the records' fields are not (see the Architecture article's performance notes): only
  // `install` writes them, and everything else (`value`, the binding) only reads them, never
  // while `install` runs.
  @exclusivity(unchecked) private(set) var storage: StateStorage<Value>?
  /// The stored value when the view was last installed: what its body reads.
  @exclusivity(unchecked) private var installedValue: Value

  init(initialValue: Value) {
    self.initialValue = initialValue
    installedValue = initialValue
  }

  /// Connects to `storage` before the view's body is evaluated.
  func install(_ storage: StateStorage<Value>) {
    self.storage = storage
    installedValue = storage.value
  }

  /// The value: the initial value before installation; during an update of the tree the
  /// value at installation; otherwise the stored value. Writes before installation are ignored.
  var value: Value {
    get {
      guard let storage else { return initialValue }
      return storage.isUpdating ? installedValue : storage.value
    }
    set { storage?.write(newValue) }
  }
}

/// One state value kept in a node.
final class StateStorage<Value> {
  /// Not checked for exclusive access at run time (see `StateLocation`): written only by
  /// `write`, after the comparison that reads it.
  @exclusivity(unchecked) private(set) var value: Value
  /// The node that owns the state; `nil` once the node is gone.
  private let nodeReference: WeakNodeReference
  private var node: ViewNode? { nodeReference.node }
  /// The graph of the node's tree, to know whether it is updating.
  private weak var graph: ViewGraph?

  init(value: Value, node: ViewNode) {
    self.value = value
    nodeReference = WeakNodeReference(node)
    var root = node
    while let parent = root.parent { root = parent }
    graph = root.graph
  }

  /// Whether the tree the state lives in is in a frame's update now (see `FrameLoop`).
  var isUpdating: Bool { graph?.isUpdating ?? false }

  /// Stores `newValue` and marks the owning node dirty. A write of a value equal to the
  /// stored one (for `Equatable` values) changes nothing, and a write to the state of a view
  /// that is gone is dropped.
  func write(_ newValue: Value) {
    guard let node, !isEqual(value, newValue) else { return }
    value = newValue
    node.stateDidChange()
  }

  /// `==` when `Value` is `Equatable`, else never equal; found on the first write, so later
  /// writes ask the runtime nothing.
  private lazy var isEqual: (Value, Value) -> Bool = {
    guard let type = Value.self as? any Equatable.Type else { return { _, _ in false } }
    return Self.equality(type)
  }()

  /// `==` for `Value`, which is `E`.
  private static func equality<E: Equatable>(_: E.Type) -> (Value, Value) -> Bool {
    { lhs, rhs in
      guard let lhs = lhs as? E, let rhs = rhs as? E else { return false }
      return lhs == rhs
    }
  }
}
