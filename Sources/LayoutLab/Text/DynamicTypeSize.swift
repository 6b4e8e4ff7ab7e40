/// The user's preferred text size: seven standard sizes and five accessibility sizes.
///
/// SwiftUI parity: `DynamicTypeSize`; the default is `.large`. Point sizes per text style come
/// from Apple's Human Interface Guidelines tables (see `Font.TextStyle.pointSize(at:)`).
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String {
    switch self {
    case .xSmall: "xSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .xLarge: "xLarge"
    case .xxLarge: "xxLarge"
    case .xxxLarge: "xxxLarge"
    case .accessibility1: "accessibility1"
    case .accessibility2: "accessibility2"
    case .accessibility3: "accessibility3"
    case .accessibility4: "accessibility4"
    case .accessibility5: "accessibility5"
    }
  }
}
