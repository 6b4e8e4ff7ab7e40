/// A value a view owns, stored in its node so that it survives updates of the view.
///
///     struct Counter: View {
///       @State private var count = 0
///       var body: some View { Text("\(count)") }
///     }
///
/// Writing the value marks the view's node dirty: the next frame evaluates its body again.
/// The value is reset to its initial value when the view's identity changes (an `.id` change,
/// its element leaving a `ForEach`, a different `if` branch).
///
/// SwiftUI parity: `@State` with `$` bindings. Writing state while a body is being evaluated is
/// reported ("Modifying state during view update"), and takes effect in the next frame.
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

  /// A binding that reads and writes this state.
  public var projectedValue: Binding<Value> {
    let location = self.location
    return Binding(get: { location.value }, set: { location.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

extension State: InstallableProperty {
  /// Connects this property to the node's storage for `slot`, creating it from the initial
  /// value on first install.
  func install(in node: ViewNode, slot: Int) {
    if let storage = node.propertyStorage[slot] as? StateStorage<Value> {
      location.storage = storage
    } else {
      let storage = StateStorage(value: location.initialValue, node: node)
      node.propertyStorage[slot] = storage
      location.storage = storage
    }
  }
}

/// Where one `State` value of a view value reads and writes: the node's storage once the view
/// is installed, its initial value before.
final class StateLocation<Value> {
  var initialValue: Value
  var storage: StateStorage<Value>?

  init(initialValue: Value) {
    self.initialValue = initialValue
  }

  var value: Value {
    get { storage?.value ?? initialValue }
    set {
      if let storage { storage.write(newValue) } else { initialValue = newValue }
    }
  }
}

/// One state value kept in a node.
final class StateStorage<Value> {
  private(set) var value: Value
  /// The node that owns the state; `nil` once the node is gone.
  private weak var node: ViewNode?

  init(value: Value, node: ViewNode) {
    self.value = value
    self.node = node
  }

  /// Stores `newValue` and marks the owning node dirty.
  func write(_ newValue: Value) {
    value = newValue
    node?.stateDidChange()
  }
}
