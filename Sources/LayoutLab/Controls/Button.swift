/// A control that runs an action when triggered, laid out as its style makes its label.
///
/// The default style on iOS is borderless and adds nothing around the label (C-IMG6), so a
/// `Button("Follow") {}` is exactly as large as `Text("Follow")`. `.buttonStyle(_:)` chooses
/// another style; a custom `ButtonStyle`'s body lays out as written.
///
/// LayoutLab has no events: the action is kept but never runs.
///
/// SwiftUI parity: `Button`'s initialisers with a title, a label builder and a role.
public struct Button<Label: View>: View {
  let label: Label
  let role: ButtonRole?
  /// Kept for parity; LayoutLab delivers no taps, so it never runs.
  let action: () -> Void

  @Environment(\.primitiveButtonStyle) private var style

  /// A button showing `label()`.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role, showing `label()`.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.role = role
    self.action = action
  }

  public var body: some View {
    style.makeBody(
      PrimitiveButtonStyleConfiguration(
        role: role, label: ButtonStyleConfiguration.Label(AnyView(label)), action: action))
  }
}

extension Button where Label == Text {
  /// A button showing a localized title.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button showing `title` as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button with a role showing a localized title.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button with a role showing `title` as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}
