/// An observable object a view reads from its environment, put there by an ancestor's
/// `.environmentObject(_:)`, and observed like an `@ObservedObject`.
///
/// SwiftUI parity: `@EnvironmentObject`. Where no ancestor provides the object, SwiftUI stops
/// the app ("No ObservableObject of type … found"); LayoutLab reports a
/// `missingEnvironmentObject` diagnostic naming the view and the type, and shows nothing for
/// that view instead of evaluating its body.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = Box()

  public init() {}

  public var wrappedValue: ObjectType {
    guard let object = box.object else { preconditionFailure(EnvironmentObjectKey<ObjectType>.missingMessage) }
    return object
  }

  /// `$object`: bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: wrappedValue) }

  final class Box {
    var object: ObjectType?
  }
}

/// Where `.environmentObject(_:)` puts an object of type `Object`.
struct EnvironmentObjectKey<Object: ObservableObject>: EnvironmentKey {
  static var defaultValue: Object? { nil }

  static var missingMessage: String {
    "No ObservableObject of type \(Object.self) found: a View.environmentObject(_:) for \(Object.self) may be missing as an ancestor of this view"
  }
}

extension EnvironmentObject: InstallableProperty {
  func install(in node: ViewNode, slot: Int) {
    box.object = node.environment[EnvironmentObjectKey<ObjectType>.self]
    if let object = box.object { ObjectSubscription.installed(in: node, slot: slot).observe(object) }
  }
}

extension EnvironmentObject: RequiredProperty {
  var missingRequirement: String? { box.object == nil ? EnvironmentObjectKey<ObjectType>.missingMessage : nil }
}

/// A dynamic property that may find what it needs missing once installed: the view's body is
/// then not evaluated (see `TreeBuilder.updateUserView`).
protocol RequiredProperty {
  /// What is missing, or `nil`.
  var missingRequirement: String? { get }
}

extension View {
  /// Puts `object` in the environment of this view's subtree for `@EnvironmentObject` to read.
  /// SwiftUI parity: `environmentObject(_:)`.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    EnvironmentWriter(content: self, label: ".environmentObject(\(T.self))", written: ObjectIdentity(object)) {
      $0[EnvironmentObjectKey<T>.self] = object
    }
  }
}

/// An object compared by identity, so an environment writer handing down the same object
/// again changes nothing below it.
struct ObjectIdentity: Equatable {
  let object: AnyObject
  init(_ object: AnyObject) { self.object = object }
  static func == (lhs: ObjectIdentity, rhs: ObjectIdentity) -> Bool { lhs.object === rhs.object }
}
