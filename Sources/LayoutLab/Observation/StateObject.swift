/// An observable object a view owns: made from its initial value the first time the view is
/// installed, kept in the view's node while its identity lasts (later view values' initial
/// values are not evaluated), and observed like an `@ObservedObject`.
///
/// SwiftUI parity: `@StateObject`. Read before the view is installed, SwiftUI makes a new
/// object each time and warns; LayoutLab makes one for that view value.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let location: StateObjectLocation<ObjectType>

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    location = StateObjectLocation(make: thunk)
  }

  public var wrappedValue: ObjectType { location.object }

  /// `$object`: bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: location.object) }
}

/// Where one `StateObject` of a view value finds its object: the node's, once installed.
final class StateObjectLocation<ObjectType: ObservableObject> {
  private let make: () -> ObjectType
  private var installed: ObjectType?

  init(make: @escaping () -> ObjectType) { self.make = make }

  var object: ObjectType {
    if let installed { return installed }
    let made = make()
    installed = made
    return made
  }

  /// Connects to the node's object, made now on first install.
  func install(in node: ViewNode, slot: Int) {
    let subscription = ObjectSubscription.installed(in: node, slot: slot)
    let object = (subscription.object as? ObjectType) ?? installed ?? make()
    installed = object
    subscription.observe(object)
  }
}

extension StateObject: InstallableProperty {
  func install(in node: ViewNode, slot: Int) { location.install(in: node, slot: slot) }
}
