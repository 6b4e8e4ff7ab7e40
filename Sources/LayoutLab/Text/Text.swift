import Foundation

/// A view that displays text, sized by LayoutLab's text model (`TextLayoutModel`).
///
/// Text "always uses exactly the amount of space it needs": its width is its widest line, at
/// most the proposed width when wrapping can make it fit; its ideal size is one line per
/// paragraph. A text is one or more runs (`Text + Text`), each with its own attributes, laid
/// out as one paragraph flow. It reads `font`, `dynamicTypeSize`, `lineLimit` (and the lower
/// limit of a range), `truncationMode`, `lineSpacing`, `minimumScaleFactor`, `textCase`,
/// `multilineTextAlignment` and the view-level text modifiers from the environment. Bad values
/// (a font size that is negative, not finite or beyond 10³⁰⁰, a line limit below 1, a negative
/// line spacing, a scale factor outside 0...1, a spacing that is not finite) are corrected
/// with an `invalidArgument` diagnostic naming the value.
///
/// SwiftUI parity: `Text`'s sizing rules, with a documented, deterministic glyph model instead
/// of CoreText. `Text(_:)` with a literal makes a `LocalizedStringKey` (no tables are looked
/// up: the key is the text), `Text(verbatim:)` and `Text(_:)` with a string show it as is.
public struct Text: View, PrimitiveView, Equatable {
  /// The text shown, all runs together.
  let string: String
  /// The runs when the text has several or its one run has attributes; empty (no allocation)
  /// for a plain text, one run of `string` with no attributes (`runs`).
  let styledRuns: [Run]

  /// Text showing `content` as it is, never localized.
  public init(verbatim content: String) {
    string = content
    styledRuns = []
  }

  /// Text showing a string as it is. Disfavoured, as in SwiftUI, so that a literal makes a
  /// `LocalizedStringKey` instead. Inlinable, and a `String` cast rather than converted: in a
  /// caller's specialised copy the cast of a `String` folds away, where `String(content)`
  /// still called the standard library's unspecialised conversion.
  @_disfavoredOverload
  @inlinable
  public init<S: StringProtocol>(_ content: S) {
    self.init(verbatim: content as? String ?? String(content))
  }

  /// Text showing a localized string key; LayoutLab has no string tables, so it shows the key
  /// with its interpolations formatted as SwiftUI formats them (`LocalizedStringKey`).
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)
  {
    self.init(verbatim: key.resolved)
  }

  /// Where a line that does not fit is cut.
  public enum TruncationMode: Hashable, Sendable {
    case head, middle, tail
  }

  /// A case that text is shown in (`textCase(_:)`).
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.summarySource = .layout
    // Reported once the leaf is installed, so that each report's path ends with this text.
    var problems: [String] = []
    defer { for problem in problems { builder.report(.invalidArgument, node, problem) } }
    let request: TextLeaf.Request
    if isPlain, let style = builder.plainTextStyle(for: node.environment) {
      problems = style.problems
      request = TextLeaf.Request(plain: self, style)
    } else {
      request = TextLeaf.Request(self, node.environment) { problems.append($0) }
    }
    // The same request measures the same: keep the model.
    if let box = node.behavior as? LeafBox<TextLeaf>, box.leaf.matches(request) { return }
    node.install(leaf: TextLeaf(request: consume request))
  }
}
