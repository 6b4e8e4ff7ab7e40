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
  /// One piece of a text: its characters and what its own modifiers set.
  struct Run: Equatable {
    var string: String
    var attributes: Attributes
  }

  var runs: Runs

  /// Text showing `content` as it is, never localized.
  public init(verbatim content: String) {
    runs = Runs(Run(string: content, attributes: Attributes()))
  }

  /// Text showing a string as it is. Disfavoured, as in SwiftUI, so that a literal makes a
  /// `LocalizedStringKey` instead. Inlinable, so that a caller's `String` is taken as it is
  /// rather than converted through `LosslessStringConvertible` in unspecialised code.
  @_disfavoredOverload
  @inlinable
  public init<S: StringProtocol>(_ content: S) {
    self.init(verbatim: String(content))
  }

  /// Text showing a localized string key; LayoutLab has no string tables, so it shows the key
  /// with its interpolations formatted as SwiftUI formats them (`LocalizedStringKey`).
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)
  {
    self.init(verbatim: key.resolved)
  }

  /// One text made of two: the runs keep their own attributes and wrap as one paragraph
  /// flow (C-TX7).
  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = lhs
    text.runs += rhs.runs
    return text
  }

  /// The text shown, all runs together.
  var string: String { runs.count == 1 ? runs[0].string : runs.map(\.string).joined() }

  /// Where a line that does not fit is cut.
  public enum TruncationMode: Hashable, Sendable {
    case head, middle, tail
  }

  /// A case that text is shown in (`textCase(_:)`).
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }

  /// Applies `change` to the attributes of every run.
  func modified(_ change: (inout Attributes) -> Void) -> Text {
    var text = self
    for index in text.runs.indices { change(&text.runs[index].attributes) }
    return text
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.summarySource = .layout
    let request = TextLeaf.Request(self, node.environment) { builder.report(.invalidArgument, node, $0) }
    // The same request measures the same: keep the model.
    if let box = node.behavior as? LeafBox<TextLeaf>, box.leaf.request == request { return }
    node.install(leaf: TextLeaf(request: request))
  }
}
