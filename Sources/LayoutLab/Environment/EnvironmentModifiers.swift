/// A view whose subtree sees a changed environment.
///
/// SwiftUI parity: the modifier behind `.environment(_:_:)` and `.transformEnvironment(_:_:)`.
/// The change applies to the content and its descendants only, up to the next writer of the
/// same key; siblings and ancestors never see it.
///
/// When the inherited environment is the very same as at the last update and the written value
/// is equal (it is `Equatable`), the writer hands its subtree the same environment as before, so
/// that the views below see no change and are not evaluated again.
package struct EnvironmentWriter<Content: View>: View, PrimitiveView {
  let content: Content
  let label: String
  /// The value written, when it can be compared with the last one.
  var written: (any Equatable)?
  let transform: (inout EnvironmentValues) -> Void

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.summarySource = .text(label)
    let environment: EnvironmentValues
    if let memo = node.environmentMemo, let written, memo.reusable(for: node.environment, label, written) {
      environment = memo.output
    } else {
      var changed = node.environment
      transform(&changed)
      environment = changed
      node.environmentMemo = written.map {
        EnvironmentMemo(input: node.environment, label: label, written: $0, output: changed)
      }
    }
    builder.reconciler.reconcile(node, .branch(0), content, environment: environment)
  }
}

/// What an environment writer made at its last update, to hand out again when nothing changed.
///
/// A class, so that the node keeps one reference to it (its fields are 72 bytes, which every
/// node with out-of-line fields would otherwise carry).
final class EnvironmentMemo {
  let input: EnvironmentValues
  let label: String
  let written: any Equatable
  let output: EnvironmentValues

  init(input: EnvironmentValues, label: String, written: any Equatable, output: EnvironmentValues) {
    self.input = input
    self.label = label
    self.written = written
    self.output = output
  }

  func reusable(for input: EnvironmentValues, _ label: String, _ written: any Equatable) -> Bool {
    input.isIdentical(to: self.input) && label == self.label && valuesEqual(self.written, written)
  }
}

extension View {
  /// Sets the environment value at `keyPath` for this view and its descendants.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    EnvironmentWriter(
      content: self, label: ".environment(\(keyPathName(keyPath)), \(value))", written: value as? any Equatable
    ) {
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
  if let name = builtinEnvironmentName(keyPath) { return "\\.\(name)" }
  let full = String(describing: keyPath)
  guard !full.contains("<computed"), let dot = full.firstIndex(of: ".") else { return "\\.<\(Value.self)>" }
  return "\\" + full[dot...]
}

/// The names of LayoutLab's own environment values: Linux prints computed key paths without
/// their names.
private func builtinEnvironmentName(_ keyPath: AnyKeyPath) -> String? {
  switch keyPath {
  case \EnvironmentValues.font: "font"
  case \EnvironmentValues.dynamicTypeSize: "dynamicTypeSize"
  case \EnvironmentValues.layoutDirection: "layoutDirection"
  case \EnvironmentValues.lineLimit: "lineLimit"
  case \EnvironmentValues.truncationMode: "truncationMode"
  case \EnvironmentValues.defaultPadding: "defaultPadding"
  case \EnvironmentValues.multilineTextAlignment: "multilineTextAlignment"
  case \EnvironmentValues.lineSpacing: "lineSpacing"
  case \EnvironmentValues.minimumScaleFactor: "minimumScaleFactor"
  case \EnvironmentValues.allowsTightening: "allowsTightening"
  case \EnvironmentValues.textCase: "textCase"
  case \EnvironmentValues.colorScheme: "colorScheme"
  case \EnvironmentValues.horizontalSizeClass: "horizontalSizeClass"
  case \EnvironmentValues.verticalSizeClass: "verticalSizeClass"
  case \EnvironmentValues.sizeCategory: "sizeCategory"
  case \EnvironmentValues.displayScale: "displayScale"
  case \EnvironmentValues.locale: "locale"
  case \EnvironmentValues.calendar: "calendar"
  case \EnvironmentValues.timeZone: "timeZone"
  case \EnvironmentValues.isEnabled: "isEnabled"
  case \EnvironmentValues.redactionReasons: "redactionReasons"
  case \EnvironmentValues.scenePhase: "scenePhase"
  case \EnvironmentValues.openURL: "openURL"
  default: nil
  }
}
