/// Reads a value from the environment of the view that declares it.
///
///     struct Caption: View {
///       @Environment(\.dynamicTypeSize) var typeSize
///       var body: some View { Text("\(typeSize)") }
///     }
///
/// SwiftUI parity: `@Environment(\.keyPath)`. The value is read when the view's `body` is
/// evaluated. Read outside a view that is installed in a tree, it gives the default value.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// Reads the value from a view's environment.
  let read: (EnvironmentValues) -> Value
  /// What is read, for traces: `\.font`, `Model`.
  let keyName: String
  /// What is missing from an environment for `read` to succeed, if anything (an `@Observable`
  /// object read by type that no ancestor provides).
  let missing: ((EnvironmentValues) -> String?)?
  let box = Box()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
    keyName = keyPathName(keyPath)
    missing = nil
  }

  init(read: @escaping (EnvironmentValues) -> Value, keyName: String, missing: ((EnvironmentValues) -> String?)?) {
    self.read = read
    self.keyName = keyName
    self.missing = missing
  }

  public var wrappedValue: Value {
    read(box.environment ?? EnvironmentValues())
  }

  func install(in node: ViewNode, slot: Int) {
    box.environment = node.environment
  }

  final class Box {
    var environment: EnvironmentValues?
  }
}

/// A stored property of a view that the engine connects to the view's node before `body` runs.
///
/// SwiftUI parity: `DynamicProperty`. `@Environment`, `@State` and `Binding` conform.
public protocol DynamicProperty {}

/// The engine's side of `DynamicProperty`: connects a property to the node's storage.
protocol InstallableProperty {
  func install(in node: ViewNode, slot: Int)
}

extension Environment: InstallableProperty {}

/// A property that reads the environment, for traces.
protocol EnvironmentReading {
  var keyName: String { get }
}

extension Environment: EnvironmentReading {}

extension Environment: RequiredProperty {
  var missingRequirement: String? { missing?(box.environment ?? EnvironmentValues()) }
}
