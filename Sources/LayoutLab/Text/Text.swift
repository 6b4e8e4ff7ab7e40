import Foundation

/// A view that displays text, sized by LayoutLab's text model (`TextLayoutModel`).
///
/// Text "always uses exactly the amount of space it needs": its width is its widest line, at
/// most the proposed width when wrapping can make it fit; its ideal size is one line per
/// paragraph. It reads `font`, `dynamicTypeSize`, `lineLimit` and `truncationMode` from the
/// environment. A font size that is negative, not finite or beyond 10³⁰⁰ (`LengthLimit`), or
/// a line limit below 1, is corrected (to 0 and 1) with an `invalidArgument` diagnostic.
///
/// SwiftUI parity: `Text`'s sizing rules (`reference/semantics.md` LV3) with a documented,
/// deterministic glyph model instead of CoreText (LV4).
public struct Text: View, PrimitiveView, Equatable {
  /// The string displayed.
  public let content: String

  public init(_ content: String) {
    self.content = content
  }

  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  /// Where a line that does not fit is cut.
  public enum TruncationMode: Hashable, Sendable {
    case head, middle, tail
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.summarySource = .textView
    let environment = node.environment
    let font = environment.font ?? .body
    let pointSize = font.pointSize(at: environment.dynamicTypeSize)
    let lineLimit = environment.lineLimit
    if !LengthLimit.accepts(pointSize) || pointSize < 0 {
      builder.report(.invalidArgument, node, "font size \(formatLength(pointSize)) is not a size from 0 to 1e+300; using 0")
    }
    if let lineLimit, lineLimit < 1 {
      builder.report(.invalidArgument, node, "line limit \(lineLimit) is less than 1; using 1")
    }
    // The same string in the same font and line limit measures the same: keep the model.
    if let box = node.behavior as? LeafBox<TextLeaf>, box.leaf.content == content,
      box.leaf.requestedPointSize == pointSize, box.leaf.requestedLineLimit == lineLimit
    {
      return
    }
    let model = TextLayoutModel(content, pointSize: pointSize, lineLimit: lineLimit)
    node.install(
      leaf: TextLeaf(model: model, content: content, requestedPointSize: pointSize, requestedLineLimit: lineLimit))
  }
}

/// Measures text with `TextLayoutModel` and reports its baselines as explicit guides.
///
/// Two leaves measure the same (`isSame(as:)`) when their models are equal: a different string
/// with the same words' lengths keeps the node's measurements.
struct TextLeaf: LeafLayout, Equatable {
  let model: TextLayoutModel
  /// What the model was made from, to find an unchanged text without making a model.
  let content: String
  let requestedPointSize: CGFloat
  let requestedLineLimit: Int?

  func isSame(as other: TextLeaf) -> Bool { model == other.model }

  var text: String? { content }

  func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
    model.size(for: proposal)
  }

  /// SwiftUI parity: text sets its first and last baselines (`reference/semantics.md` A1);
  /// empty text sets none, so they fall back to its bottom edge like a view without text.
  func explicitAlignment(of key: AlignmentKey, size: CGSize) -> CGFloat? {
    switch key {
    case VerticalAlignment.firstTextBaseline.key: model.firstBaseline(height: size.height)
    case VerticalAlignment.lastTextBaseline.key: model.lastBaseline(height: size.height)
    default: nil
    }
  }

  var explicitGuides: GuideSet { Self.baselines }

  private static let baselines = GuideSet([
    VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
  ])
}
