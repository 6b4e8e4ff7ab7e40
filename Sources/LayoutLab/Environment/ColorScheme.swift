/// Whether the interface is drawn light or dark.
///
/// SwiftUI parity: `ColorScheme`; the environment's default is `.light`. LayoutLab draws no
/// adaptive colours, so the scheme changes no size; views can read it and branch on it.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  case light
  case dark
}

extension EnvironmentValues {
  /// The colour scheme of this subtree; `.light` where nothing sets it.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

private struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

extension View {
  /// Sets the colour scheme this view prefers; `nil` keeps the inherited one.
  ///
  /// SwiftUI parity: SwiftUI hands the preference up to the enclosing presentation (the whole
  /// window or sheet) and every view in it follows. LayoutLab, which has no presentations,
  /// applies it to this view and its descendants only, as `.environment(\.colorScheme, _)` would.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    EnvironmentWriter(
      content: self, label: ".preferredColorScheme(\(colorScheme.map { ".\($0)" } ?? "nil"))", written: colorScheme
    ) {
      if let colorScheme { $0.colorScheme = colorScheme }
    }
  }
}
