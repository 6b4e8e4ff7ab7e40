/// An observable object a view is given: the view evaluates its body again after the object's
/// `objectWillChange` sends. A new value of the view holding another object re-subscribes.
///
/// SwiftUI parity: `@ObservedObject`, with `$object.property` bindings.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

  /// `$object`: bindings to the object's properties (`$model.name`).
  public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

  /// Makes bindings to an object's properties. SwiftUI parity: `ObservedObject.Wrapper`.
  @dynamicMemberLookup
  public struct Wrapper {
    let root: ObjectType

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
      let root = root
      return Binding(
        source: .member(.state(root), keyPath), get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
  }
}

extension ObservedObject: InstallableProperty {
  func install(in node: ViewNode, slot: Int) {
    ObjectSubscription.installed(in: node, slot: slot).observe(wrappedValue)
  }
}

extension ObservedObject: ObjectReferencingProperty {
  var referencedObject: AnyObject { wrappedValue }
}

/// A dynamic property whose view values are the same only when they hold the same object
/// (`ViewEquality`): a parent handing a child another object evaluates the child again.
protocol ObjectReferencingProperty {
  var referencedObject: AnyObject { get }
}
