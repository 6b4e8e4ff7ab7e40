/// The environment values LayoutLab's views read.
///
/// SwiftUI parity: same names and defaults as SwiftUI's (`font` nil means body,
/// `dynamicTypeSize` `.large`, `layoutDirection` `.leftToRight`, `lineLimit` nil for no limit).
extension EnvironmentValues {
  /// The default font of text in this subtree; `nil` means `.body`.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The Dynamic Type size that scales text styles.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// The direction horizontal layouts run in.
  public var layoutDirection: LayoutDirection {
    get { resolvedLayoutDirection }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// The most lines text may take; `nil` for no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// Where text that does not fit is cut.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }

  /// The padding a `padding()` with no length uses: 16 on every edge.
  package var defaultPadding: EdgeInsets {
    get { self[DefaultPaddingKey.self] }
    set { self[DefaultPaddingKey.self] = newValue }
  }
}

private struct FontKey: EnvironmentKey {
  static let defaultValue: Font? = nil
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

private struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

extension LayoutDirection {
  /// The key the environment stores the layout direction under.
  static var environmentKey: ObjectIdentifier { ObjectIdentifier(LayoutDirectionKey.self) }
}

private struct LineLimitKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

private struct TruncationModeKey: EnvironmentKey {
  static let defaultValue = Text.TruncationMode.tail
}

private struct DefaultPaddingKey: EnvironmentKey {
  static let defaultValue = EdgeInsets(16)
}

extension View {
  /// Sets the default font for text in this view.
  public func font(_ font: Font?) -> some View {
    EnvironmentWriter(content: self, label: ".font(\(font.map { "\($0)" } ?? "nil"))", written: font) { $0.font = font }
  }

  /// Sets the maximum number of lines text may take in this view, and no minimum.
  public func lineLimit(_ number: Int?) -> some View {
    EnvironmentWriter(content: self, label: ".lineLimit(\(number.map(String.init) ?? "nil"))", written: number) {
      $0.lineLimit = number
      $0.lowerLineLimit = nil
    }
  }

  /// Sets where text that does not fit is cut.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    EnvironmentWriter(content: self, label: ".truncationMode(.\(mode))", written: mode) { $0.truncationMode = mode }
  }

  /// Sets the Dynamic Type size for this view.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    EnvironmentWriter(content: self, label: ".dynamicTypeSize(.\(size))", written: size) { $0.dynamicTypeSize = size }
  }
}
