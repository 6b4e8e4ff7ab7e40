/// A reference to a value owned elsewhere: reading and writing go to the owner.
///
/// A binding also remembers its value when it was made and where it reads from (its
/// `source`), so that a view holding a binding can tell whether a new value of itself is the
/// same (see `ViewEquality`): a binding made in a parent's body during an update has the value
/// the parent's state had for that update.
///
/// SwiftUI parity: `Binding` and `@Binding`: `$state` gives one, `Binding(get:set:)` makes one,
/// `.constant(_:)` makes one that ignores writes, and `$binding.property` one to a property.
/// SwiftUI's binding also carries its value at creation (`_value`) beside its location.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
  private let get: () -> Value
  private let set: (Value) -> Void
  /// Where the binding reads, to compare it with another.
  let source: BindingSource
  /// The value when the binding was made.
  let valueAtCreation: Value

  init(source: BindingSource, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
    self.source = source
    valueAtCreation = get()
  }

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(source: .closures, get: get, set: set)
  }

  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(source: .constant, get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the bound value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(
      source: source.member(keyPath), get: { self.wrappedValue[keyPath: keyPath] },
      set: { self.wrappedValue[keyPath: keyPath] = $0 })
  }
}

/// Where a binding reads from: what makes two bindings bind the same thing.
///
/// SwiftUI parity: SwiftUI compares a binding's location by identity. A state's location is
/// the same object for the life of the view, and projecting a key path from it returns a
/// cached location; `Binding(get:set:)` and `.constant(_:)` make a new location each time.
indirect enum BindingSource {
  /// A `@State`'s storage in a node.
  case state(AnyObject)
  /// `Binding.constant`: a new location each time it is made.
  case constant
  /// `Binding(get:set:)`: closures, a new location each time.
  case closures
  /// A property of another binding's value.
  case member(BindingSource, AnyKeyPath)

  func member(_ keyPath: AnyKeyPath) -> BindingSource { .member(self, keyPath) }

  /// Whether both sources are the same: the same storage, or the same property of the same
  /// source. Constants and closures are never the same as anything.
  func isSame(as other: BindingSource) -> Bool {
    switch (self, other) {
    case (.state(let a), .state(let b)): a === b
    case (.member(let a, let path), .member(let b, let otherPath)): path == otherPath && a.isSame(as: b)
    default: false
    }
  }
}
