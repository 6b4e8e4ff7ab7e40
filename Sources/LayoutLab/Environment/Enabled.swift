extension EnvironmentValues {
  /// Whether controls in this subtree accept input; `true` where nothing disables them.
  ///
  /// SwiftUI parity: `isEnabled`. LayoutLab handles no input; the value is there to be read.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}

private struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension View {
  /// Disables this view and its descendants when `disabled` is true.
  ///
  /// SwiftUI parity: an outer `.disabled(true)` wins; `.disabled(false)` inside it does not
  /// enable the view again. Changes no size.
  public func disabled(_ disabled: Bool) -> some View {
    EnvironmentWriter(content: self, label: ".disabled(\(disabled))", written: disabled) {
      $0.isEnabled = $0.isEnabled && !disabled
    }
  }
}
