import Observation

/// Where `.environment(_:)` puts an `@Observable` object of type `Object`.
struct ObservableObjectKey<Object: AnyObject & Observable>: EnvironmentKey {
  static var defaultValue: Object? { nil }

  static var missingMessage: String {
    "No Observable object of type \(Object.self) found: a View.environment(_:) for \(Object.self) may be missing as an ancestor of this view"
  }
}

extension Environment {
  /// Reads the `@Observable` object of type `objectType` an ancestor put in the environment with
  /// `.environment(_:)`. Where none did, SwiftUI stops the app; LayoutLab reports a
  /// `missingEnvironmentObject` diagnostic and the view shows nothing.
  ///
  /// SwiftUI parity: `Environment.init(_:)` for `Observable` types (iOS 17).
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.init(
      read: { $0[ObservableObjectKey<Value>.self]! }, keyName: "\(Value.self)",
      missing: { $0[ObservableObjectKey<Value>.self] == nil ? ObservableObjectKey<Value>.missingMessage : nil })
  }

  /// Reads the `@Observable` object of type `objectType` in the environment, or `nil`.
  /// SwiftUI parity: `Environment.init(_:)` for optional `Observable` types (iOS 17).
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    self.init(read: { $0[ObservableObjectKey<T>.self] }, keyName: "\(T.self)", missing: nil)
  }
}

extension View {
  /// Puts `object` in the environment of this view's subtree, for `@Environment(T.self)` to read.
  /// SwiftUI parity: `environment(_:)` for `Observable` objects (iOS 17).
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    EnvironmentWriter(content: self, label: ".environment(\(T.self))", written: object.map(ObjectIdentity.init)) {
      $0[ObservableObjectKey<T>.self] = object
    }
  }
}
