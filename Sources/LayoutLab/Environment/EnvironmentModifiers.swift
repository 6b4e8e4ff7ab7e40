/// A view whose subtree sees a changed environment.
///
/// SwiftUI parity: the modifier behind `.environment(_:_:)` and `.transformEnvironment(_:_:)`.
/// The change applies to the content and its descendants only, up to the next writer of the
/// same key; siblings and ancestors never see it.
public struct EnvironmentWriter<Content: View>: View, PrimitiveView {
  let content: Content
  let label: String
  let transform: (inout EnvironmentValues) -> Void

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.summary = label
    var environment = node.environment
    transform(&environment)
    builder.reconcile(node, [(.branch(0), content)], environment: environment)
  }
}

extension View {
  /// Sets the environment value at `keyPath` for this view and its descendants.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    EnvironmentWriter(content: self, label: ".environment(\(keyPathName(keyPath)), \(value))") {
      $0[keyPath: keyPath] = value
    }
  }

  /// Transforms the inherited environment value at `keyPath` for this view and its descendants.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    EnvironmentWriter(content: self, label: ".transformEnvironment(\(keyPathName(keyPath)))") {
      transform(&$0[keyPath: keyPath])
    }
  }
}

/// `\EnvironmentValues.font` prints as `\.font`. Where the runtime does not know property
/// names (Linux prints `\.<computed 0x… (Optional<Font>)>`, with an address that changes from
/// run to run) it prints the value type instead, `\.<Optional<Font>>`, so labels stay
/// deterministic.
func keyPathName<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> String {
  let full = String(describing: keyPath)
  guard !full.contains("<computed"), let dot = full.firstIndex(of: ".") else { return "\\.<\(Value.self)>" }
  return "\\" + full[dot...]
}
