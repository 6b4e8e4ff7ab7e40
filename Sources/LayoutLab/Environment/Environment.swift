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
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box = Box()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  public var wrappedValue: Value {
    (box.environment ?? EnvironmentValues())[keyPath: keyPath]
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

extension Environment: EnvironmentReading {
  var keyName: String { keyPathName(keyPath) }
}
