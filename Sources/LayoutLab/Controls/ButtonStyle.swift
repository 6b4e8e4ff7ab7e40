/// A style that makes a button's appearance from its label; the button itself handles
/// triggering.
///
///     struct Pill: ButtonStyle {
///       func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(10).background(Capsule().fill(.blue))
///       }
///     }
///
/// SwiftUI parity: `ButtonStyle`. `isPressed` is always `false`: LayoutLab has no touches.
public protocol ButtonStyle {
  associatedtype Body: View
  /// The button's view, made from `configuration.label`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` makes a button from.
///
/// SwiftUI parity: `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
  /// A button's label, as a view a style places.
  public struct Label: View {
    let content: AnyView

    init(_ content: AnyView) { self.content = content }

    public var body: some View { content }
  }

  /// The button's role, if it has one.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  /// Whether the button is being pressed: always `false` in LayoutLab.
  public let isPressed: Bool
}

/// A style that makes the whole button, triggering included.
///
/// SwiftUI parity: `PrimitiveButtonStyle`; the built-in styles (`.automatic`, `.plain`,
/// `.borderless`, `.bordered`, `.borderedProminent`) are primitive styles.
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  /// The button's view, made from `configuration.label`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` makes a button from.
///
/// SwiftUI parity: `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's role, if it has one.
  public let role: ButtonRole?
  /// The button's label.
  public let label: ButtonStyleConfiguration.Label
  let action: () -> Void

  /// Runs the button's action. LayoutLab's styles never call it: nothing is tapped.
  public func trigger() { action() }
}

/// The style the environment holds for buttons: any style, erased.
struct AnyPrimitiveButtonStyle: CustomStringConvertible {
  /// The style's type, for descriptions: `.buttonStyle(BorderedButtonStyle)` in a tree's summary.
  let description: String
  let makeBody: (PrimitiveButtonStyleConfiguration) -> AnyView

  init<S: PrimitiveButtonStyle>(_ style: S) {
    description = String(describing: S.self)
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }

  /// A `ButtonStyle` wrapped as a primitive one: the label is never pressed.
  init<S: ButtonStyle>(_ style: S) {
    description = String(describing: S.self)
    makeBody = {
      AnyView(style.makeBody(configuration: ButtonStyleConfiguration(role: $0.role, label: $0.label, isPressed: false)))
    }
  }
}

extension EnvironmentValues {
  /// The style buttons in this subtree use; `.automatic` by default.
  var primitiveButtonStyle: AnyPrimitiveButtonStyle {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

private struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: AnyPrimitiveButtonStyle { AnyPrimitiveButtonStyle(DefaultButtonStyle()) }
}

extension View {
  /// Sets the style of buttons in this view.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    let erased = AnyPrimitiveButtonStyle(style)
    return EnvironmentWriter(content: self, label: ".buttonStyle(\(erased))", written: nil) {
      $0.primitiveButtonStyle = erased
    }
  }

  /// Sets the primitive style of buttons in this view.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    let erased = AnyPrimitiveButtonStyle(style)
    return EnvironmentWriter(content: self, label: ".buttonStyle(\(erased))", written: nil) {
      $0.primitiveButtonStyle = erased
    }
  }
}
