/// A style that makes a toggle's appearance from its label and state.
///
/// SwiftUI parity: `ToggleStyle`.
public protocol ToggleStyle {
  associatedtype Body: View
  /// The toggle's view, made from `configuration.label`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` makes a toggle from.
///
/// SwiftUI parity: `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
  /// A toggle's label, as a view a style places.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on.
  @Binding public var isOn: Bool

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
  }
}

/// The style the environment holds for toggles: any style, erased.
struct AnyToggleStyle: CustomStringConvertible {
  /// The style's type, for descriptions: `.toggleStyle(SwitchToggleStyle)` in a tree's summary.
  let description: String
  let makeBody: (ToggleStyleConfiguration) -> AnyView

  init<S: ToggleStyle>(_ style: S) {
    description = String(describing: S.self)
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }
}

extension EnvironmentValues {
  /// The style toggles in this subtree use; `.automatic` by default.
  var anyToggleStyle: AnyToggleStyle {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

private struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: AnyToggleStyle { AnyToggleStyle(DefaultToggleStyle()) }
}

extension View {
  /// Sets the style of toggles in this view.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    let erased = AnyToggleStyle(style)
    return EnvironmentWriter(content: self, label: ".toggleStyle(\(erased))", written: nil) {
      $0.anyToggleStyle = erased
    }
  }
}
