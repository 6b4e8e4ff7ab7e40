/// A property of an `ObservableObject` class that announces its changes: setting it sends the
/// object's `objectWillChange` first.
///
/// SwiftUI parity: Combine's `@Published`, without Combine: `$property` is a `Published.Publisher`
/// with no operators (there is no `sink` or `assign` to subscribe with).
@propertyWrapper
public struct Published<Value> {
  /// The value and the publisher the object's `@Published` properties share (held by the
  /// first one reflection finds; see `ObservableObject.objectWillChange`).
  final class Storage {
    var value: Value
    lazy var publisher = ObservableObjectPublisher()
    init(_ value: Value) { self.value = value }
  }

  let storage: Storage

  public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The value of the property `wrapped` of `object`; setting it sends `objectWillChange` first.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage.value }
    set {
      (object as? any ObservableObject)?.objectWillChange.send()
      object[keyPath: storageKeyPath].storage.value = newValue
    }
  }

  /// `$property`: Combine's publisher of the property's values, which LayoutLab does not model.
  public var projectedValue: Publisher { Publisher() }

  /// The property's publisher. SwiftUI parity: `Published.Publisher`, without its operators.
  public struct Publisher {}
}

/// A `@Published` property as `ObservableObject.objectWillChange` finds it by reflection.
protocol PublishedProperty {
  var sharedPublisher: ObservableObjectPublisher { get }
}

extension Published: PublishedProperty {
  var sharedPublisher: ObservableObjectPublisher { storage.publisher }
}
