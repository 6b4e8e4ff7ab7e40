/// A control that switches a Boolean on and off, laid out by the environment's toggle style.
///
/// With the default style on iOS (a switch) a toggle is its label, a `Spacer` and a
/// `SwitchToggleStyle.switchSize` switch in a row, so it fills the width offered (C-IMG6).
/// LayoutLab has no events: the binding is never written.
///
/// SwiftUI parity: `Toggle(_:isOn:)` and `Toggle(isOn:label:)`.
public struct Toggle<Label: View>: View {
  let label: Label
  let isOn: Binding<Bool>

  @Environment(\.anyToggleStyle) private var style

  /// A toggle showing `label()`, on when `isOn` is.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn
  }

  public var body: some View {
    style.makeBody(ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: isOn))
  }
}

extension Toggle where Label == Text {
  /// A toggle with a localized title.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle with `title` as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}
