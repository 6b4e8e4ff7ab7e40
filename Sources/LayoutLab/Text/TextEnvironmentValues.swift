import Foundation

/// The environment values that text reads, besides `font`, `lineLimit` and `truncationMode`.
///
/// SwiftUI parity: same names and defaults as SwiftUI's (`multilineTextAlignment` `.leading`,
/// `lineSpacing` 0, `minimumScaleFactor` 1, `allowsTightening` false, `textCase` nil).
extension EnvironmentValues {
  /// How the lines of multiline text line up within the text's width.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }

  /// Points added between two lines of text.
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }

  /// The smallest fraction of its font size text may shrink to so that it fits.
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }

  /// Whether text may squeeze its letters before truncating; LayoutLab's text model has no
  /// squeeze, so this changes no size (rule C-TX6 of the TextModel article).
  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }

  /// A case that text is shown (and measured) in; `nil` shows it as written.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }

  /// The fewest lines text takes, set by `lineLimit` with a range or `reservesSpace`.
  var lowerLineLimit: Int? {
    get { self[LowerLineLimitKey.self] }
    set { self[LowerLineLimitKey.self] = newValue }
  }

  /// What the view-level text modifiers (`bold()`, `kerning(_:)`, ...) set for the text below.
  var textAttributes: Text.Attributes {
    get { self[TextAttributesKey.self] }
    set { self[TextAttributesKey.self] = newValue }
  }
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
  static let defaultValue = TextAlignment.leading
}

private struct LineSpacingKey: EnvironmentKey {
  static let defaultValue: CGFloat = 0
}

private struct MinimumScaleFactorKey: EnvironmentKey {
  static let defaultValue: CGFloat = 1
}

private struct AllowsTighteningKey: EnvironmentKey {
  static let defaultValue = false
}

private struct TextCaseKey: EnvironmentKey {
  static let defaultValue: Text.Case? = nil
}

private struct LowerLineLimitKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

private struct TextAttributesKey: EnvironmentKey {
  static let defaultValue = Text.Attributes()
}
