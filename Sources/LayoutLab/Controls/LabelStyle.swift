/// A style that arranges a label's title and icon.
///
/// SwiftUI parity: `LabelStyle`.
public protocol LabelStyle {
  associatedtype Body: View
  /// The label's view, made from `configuration.title` and `configuration.icon`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` makes a label from.
///
/// SwiftUI parity: `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
  /// A label's title, as a view a style places.
  public struct Title: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// A label's icon, as a view a style places.
  public struct Icon: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label's title.
  public let title: Title
  /// The label's icon.
  public let icon: Icon
}

/// The style the environment holds for labels: any style, erased.
struct AnyLabelStyle: CustomStringConvertible {
  /// The style's type, for descriptions: `.labelStyle(TitleOnlyLabelStyle)` in a tree's summary.
  let description: String
  let makeBody: (LabelStyleConfiguration) -> AnyView

  init<S: LabelStyle>(_ style: S) {
    description = String(describing: S.self)
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }
}

extension EnvironmentValues {
  /// The style labels in this subtree use; `.automatic` by default.
  var anyLabelStyle: AnyLabelStyle {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

private struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: AnyLabelStyle { AnyLabelStyle(DefaultLabelStyle()) }
}

extension View {
  /// Sets the style of labels in this view.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    let erased = AnyLabelStyle(style)
    return EnvironmentWriter(content: self, label: ".labelStyle(\(erased))", written: nil) { $0.anyLabelStyle = erased }
  }
}
