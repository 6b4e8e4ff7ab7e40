import Foundation

/// A font: a text style that follows Dynamic Type, or a fixed point size.
///
/// Only the point size matters to layout (see `TextLayoutModel`); weight, design and italics
/// are kept for descriptions.
///
/// SwiftUI parity: `Font` with the eleven text styles and `.system(size:)`. A `.system(size:)`
/// font does not scale with Dynamic Type, as in SwiftUI.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  enum Size: Hashable, Sendable {
    case style(TextStyle)
    case fixed(CGFloat)
  }

  let size: Size
  var modifiers: [String] = []

  /// A text style, scaled by the environment's `dynamicTypeSize`.
  public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// Point sizes from xSmall to accessibility5, from Apple's HIG "iOS, iPadOS Dynamic Type
    /// sizes" tables (https://developer.apple.com/design/human-interface-guidelines/typography).
    /// The accessibility columns other than body's are unverified.
    private var pointSizes: [CGFloat] {
      switch self {
      case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
      case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
      case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
      case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
      case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
      case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
      case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
      case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
      case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
      case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
      case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
      }
    }

    /// The style's point size at `dynamicTypeSize`.
    public func pointSize(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
      pointSizes[dynamicTypeSize.rawValue]
    }
  }

  /// A font weight; kept for descriptions, no effect on the text model.
  public struct Weight: Hashable, Sendable {
    let name: String
    public static let ultraLight = Weight(name: "ultraLight")
    public static let thin = Weight(name: "thin")
    public static let light = Weight(name: "light")
    public static let regular = Weight(name: "regular")
    public static let medium = Weight(name: "medium")
    public static let semibold = Weight(name: "semibold")
    public static let bold = Weight(name: "bold")
    public static let heavy = Weight(name: "heavy")
    public static let black = Weight(name: "black")
  }

  /// A font width; kept for descriptions, no effect on the text model.
  ///
  /// SwiftUI parity: `Font.Width` and its four named widths; their `value`s here are
  /// LayoutLab's own (SwiftUI's are not documented), used only to tell them apart.
  public struct Width: Hashable, Sendable, CustomStringConvertible {
    public var value: CGFloat

    public init(_ value: CGFloat) {
      self.value = value
    }

    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)

    public var description: String {
      switch value {
      case -0.3: ".compressed"
      case -0.2: ".condensed"
      case 0: ".standard"
      case 0.2: ".expanded"
      default: "Font.Width(\(formatLength(value)))"
      }
    }
  }

  /// A font design; kept for descriptions, no effect on the text model.
  public enum Design: String, Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  public static let largeTitle = Font(size: .style(.largeTitle))
  public static let title = Font(size: .style(.title))
  public static let title2 = Font(size: .style(.title2))
  public static let title3 = Font(size: .style(.title3))
  public static let headline = Font(size: .style(.headline))
  public static let subheadline = Font(size: .style(.subheadline))
  public static let body = Font(size: .style(.body))
  public static let callout = Font(size: .style(.callout))
  public static let footnote = Font(size: .style(.footnote))
  public static let caption = Font(size: .style(.caption))
  public static let caption2 = Font(size: .style(.caption2))

  /// The system font at a fixed point size, which Dynamic Type does not change.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: .fixed(size)).adding(weight.map { "weight(.\($0.name))" }).adding(design.map { "design(.\($0))" })
  }

  /// The system font for a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(size: .style(style)).adding(weight.map { "weight(.\($0.name))" }).adding(design.map { "design(.\($0))" })
  }

  public func weight(_ weight: Weight) -> Font { adding("weight(.\(weight.name))") }
  public func bold() -> Font { adding("bold()") }
  public func italic() -> Font { adding("italic()") }
  public func monospaced() -> Font { adding("monospaced()") }

  private func adding(_ modifier: String?) -> Font {
    guard let modifier else { return self }
    var font = self
    font.modifiers.append(modifier)
    return font
  }

  /// The point size at `dynamicTypeSize`.
  public func pointSize(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
    switch size {
    case .style(let style): style.pointSize(at: dynamicTypeSize)
    case .fixed(let points): points
    }
  }

  public var description: String {
    let base: String
    switch size {
    case .style(let style): base = ".\(style.rawValue)"
    case .fixed(let points): base = ".system(size: \(formatLength(points)))"
    }
    return ([base] + modifiers).joined(separator: ".")
  }
}
