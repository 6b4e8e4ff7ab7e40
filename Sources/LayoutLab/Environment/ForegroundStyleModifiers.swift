/// The styles shapes in a subtree are drawn with when they name none.
///
/// SwiftUI parity: `foregroundStyle(_:)`, `foregroundColor(_:)` and `tint(_:)` write the
/// environment, for drawing only: they change no frame. SwiftUI keeps these values private; so
/// does LayoutLab.
extension EnvironmentValues {
  /// The style `ForegroundStyle` resolves to; `nil` where none was set.
  var foregroundStyle: AnyShapeStyle? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }

  /// The style `.tint` resolves to; `nil` for the accent colour.
  var tint: AnyShapeStyle? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
}

private struct ForegroundStyleKey: EnvironmentKey {
  static let defaultValue: AnyShapeStyle? = nil
}

private struct TintKey: EnvironmentKey {
  static let defaultValue: AnyShapeStyle? = nil
}

extension View {
  /// Draws shapes below without a style of their own with `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    let style = AnyShapeStyle(style)
    return EnvironmentWriter(content: self, label: ".foregroundStyle(\(style))", written: style) {
      $0.foregroundStyle = style
    }
  }

  /// Sets the primary and secondary levels of the foreground style; LayoutLab draws with the
  /// primary one.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    foregroundStyle(primary)
  }

  /// Sets three levels of the foreground style; LayoutLab draws with the primary one.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foregroundStyle(primary)
  }

  /// Draws shapes below without a style of their own with `color`; `nil` restores the default.
  public func foregroundColor(_ color: Color?) -> some View {
    let style = color.map(AnyShapeStyle.init)
    return EnvironmentWriter(
      content: self, label: ".foregroundColor(\(color.map { "\($0)" } ?? "nil"))", written: style
    ) { $0.foregroundStyle = style }
  }

  /// Sets the tint (`.tint` style, controls' accent) below; `nil` restores the accent colour.
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    let style = tint.map(AnyShapeStyle.init)
    return EnvironmentWriter(content: self, label: ".tint(\(style.map { "\($0)" } ?? "nil"))", written: style) {
      $0.tint = style
    }
  }

  /// Sets the tint colour below; `nil` restores the accent colour.
  public func tint(_ tint: Color?) -> some View {
    self.tint(tint.map(AnyShapeStyle.init))
  }
}
