/// The user's preferred text size, in the older spelling.
///
/// SwiftUI parity: `ContentSizeCategory`, deprecated in SwiftUI in favour of `DynamicTypeSize`.
/// LayoutLab stores only the Dynamic Type size: each category is the same size under its old
/// name (`.extraLarge` is `.xLarge`, `.accessibilityMedium` is `.accessibility1`, ...), and
/// `\.sizeCategory` reads and writes `\.dynamicTypeSize`. It is not marked deprecated here, so
/// that SwiftUI code using it builds without warnings.
public enum ContentSizeCategory: CaseIterable, Hashable, Sendable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { DynamicTypeSize(self).isAccessibilitySize }

  /// The category with the same size as `dynamicTypeSize`.
  public init?(_ dynamicTypeSize: DynamicTypeSize) {
    self =
      switch dynamicTypeSize {
      case .xSmall: .extraSmall
      case .small: .small
      case .medium: .medium
      case .large: .large
      case .xLarge: .extraLarge
      case .xxLarge: .extraExtraLarge
      case .xxxLarge: .extraExtraExtraLarge
      case .accessibility1: .accessibilityMedium
      case .accessibility2: .accessibilityLarge
      case .accessibility3: .accessibilityExtraLarge
      case .accessibility4: .accessibilityExtraExtraLarge
      case .accessibility5: .accessibilityExtraExtraExtraLarge
      }
  }
}

extension DynamicTypeSize {
  /// The Dynamic Type size with the same size as `sizeCategory`.
  public init(_ sizeCategory: ContentSizeCategory) {
    self =
      switch sizeCategory {
      case .extraSmall: .xSmall
      case .small: .small
      case .medium: .medium
      case .large: .large
      case .extraLarge: .xLarge
      case .extraExtraLarge: .xxLarge
      case .extraExtraExtraLarge: .xxxLarge
      case .accessibilityMedium: .accessibility1
      case .accessibilityLarge: .accessibility2
      case .accessibilityExtraLarge: .accessibility3
      case .accessibilityExtraExtraLarge: .accessibility4
      case .accessibilityExtraExtraExtraLarge: .accessibility5
      }
  }
}

extension EnvironmentValues {
  /// The preferred text size in the older spelling: another view of `dynamicTypeSize`.
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize)! }
    set { dynamicTypeSize = DynamicTypeSize(newValue) }
  }
}
