import Observation

/// Bindings to the properties of an `@Observable` object: `$model.name` is a `Binding<String>`.
///
/// SwiftUI parity: `@Bindable` (iOS 17), as a property wrapper and as a value (`Bindable(model)`).
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value>: DynamicProperty {
  public var wrappedValue: Value

  public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
  public init(projectedValue: Bindable<Value>) { self = projectedValue }

  public var projectedValue: Bindable<Value> { self }

  /// A binding that reads and writes `keyPath` of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
  where Value: AnyObject {
    let root = wrappedValue
    return Binding(
      source: .member(.state(root), keyPath), get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
  }
}
