import Foundation

/// Measures text with `TextLayoutModel` and reports its baselines as explicit guides.
///
/// Two leaves measure the same (`isSame(as:)`) when their models are equal: a different string
/// with the same words' lengths keeps the node's measurements.
struct TextLeaf: LeafLayout, Equatable {
  /// Everything a text's model is made from, resolved from the text and its environment.
  struct Request {
    /// The string shown: the text's, in the environment's text case.
    var string: String
    var metrics: TextLayoutModel.SharedMetrics
    var alignment: TextAlignment
    /// The runs, the environment's attributes and the baseline offset; `nil` for a text
    /// described by its string, whose baseline offset is 0.
    var styling: Styling?

    /// Resolves `text` in `environment`, reporting each bad value to `report` and correcting it.
    ///
    /// Runs measure with one set of metrics: the largest point size, spacing and baseline
    /// offset among them (a derived simplification: SwiftUI measures each run in its own font).
    init(_ text: Text, _ environment: EnvironmentValues, report: (String) -> Void) {
      let outer = environment.textAttributes
      let dynamicType = environment.dynamicTypeSize
      // One pass over the runs, each run's value set on the run winning over the environment's.
      var size: CGFloat?
      var spacing: CGFloat?
      var offset: CGFloat?
      func include(_ attributes: Text.Attributes) {
        let font = (attributes.font ?? outer.font ?? nil) ?? environment.font ?? .body
        size = Self.larger(size, font.pointSize(at: dynamicType))
        let runSpacing = (attributes.kerning ?? outer.kerning ?? 0) + (attributes.tracking ?? outer.tracking ?? 0)
        spacing = Self.larger(spacing, runSpacing)
        if let runOffset = attributes.baselineOffset ?? outer.baselineOffset { offset = Self.larger(offset, runOffset) }
      }
      if text.isPlain {
        include(Text.Attributes())
      } else {
        for run in text.styledRuns { include(run.attributes) }
      }
      let pointSize = size ?? 0
      if !LengthLimit.accepts(pointSize) || pointSize < 0 {
        report("font size \(formatLength(pointSize)) is not a size from 0 to 1e+300; using 0")
      }
      let lineLimit = environment.lineLimit
      if let limit = lineLimit, limit < 1 { report("line limit \(limit) is less than 1; using 1") }
      let lowerLineLimit = environment.lowerLineLimit
      if let limit = lowerLineLimit, limit < 1 { report("lower line limit \(limit) is less than 1; using 1") }
      let lineSpacing = Self.corrected(environment.lineSpacing, "line spacing", in: 0...LengthLimit.maximum, report)
      let minimumScaleFactor = Self.corrected(
        environment.minimumScaleFactor, "minimum scale factor", in: 0...1, report)
      metrics = TextLayoutModel.SharedMetrics(
        TextLayoutModel.Metrics(
          pointSize: pointSize, lineLimit: lineLimit, lowerLineLimit: lowerLineLimit, lineSpacing: lineSpacing,
          characterSpacing: Self.finite(spacing ?? 0, "kerning and tracking", report),
          minimumScaleFactor: minimumScaleFactor))
      let baselineOffset = Self.finite(offset ?? 0, "baseline offset", report)
      alignment = environment.multilineTextAlignment
      let textCase = environment.textCase
      switch textCase {
      case .uppercase: string = text.string.uppercased()
      case .lowercase: string = text.string.lowercased()
      case nil: string = text.string
      }
      // A plain text under no view-level text modifier has no baseline offset to keep.
      let describedByString = text.isPlain && outer.isEmpty && (textCase == nil || string == text.string)
      styling =
        describedByString
        ? nil : Styling(runs: text.runs, environmentAttributes: outer, baselineOffset: baselineOffset)
    }

    /// Resolves a plain text (`Text.isPlain`) with what its environment resolves every plain
    /// text to (`style`, made from that environment): the text's own string, described by it.
    init(plain text: Text, _ style: PlainTextStyle) {
      string = text.string
      metrics = style.metrics
      alignment = style.alignment
      styling = nil
    }

    /// The larger of `largest` so far and `value`, or `value` for the first run; a NaN stays
    /// when it comes first, as `Sequence.max()` keeps it, so the check after reports it.
    private static func larger(_ largest: CGFloat?, _ value: CGFloat) -> CGFloat {
      largest.map { max($0, value) } ?? value
    }

    /// `value` limited to `range`; NaN counts as the range's upper end.
    private static func corrected(
      _ value: CGFloat, _ name: String, in range: ClosedRange<CGFloat>, _ report: (String) -> Void
    ) -> CGFloat {
      guard !range.contains(value) else { return value }
      let fixed = value.isNaN ? range.upperBound : min(max(value, range.lowerBound), range.upperBound)
      report(
        "\(name) \(formatLength(value)) is not from \(formatLength(range.lowerBound)) to \(formatLength(range.upperBound)); using \(formatLength(fixed))"
      )
      return fixed
    }

    /// `value`, or 0 when it is not finite.
    private static func finite(_ value: CGFloat, _ name: String, _ report: (String) -> Void) -> CGFloat {
      if LengthLimit.accepts(value) { return value }
      report("\(name) \(formatLength(value)) is not a finite length; using 0")
      return 0
    }
  }

  /// The runs of a text as written and the attributes its environment gives every run, kept to
  /// describe the text when asked (`summary`) and compared so that a changed style is a
  /// change, and the offset that raises its baselines. Only a text that needs more than its
  /// string to be described has one: a plain text, shown as written, under no view-level text
  /// modifier, has none (and no baseline offset), so its leaf keeps one word for all this.
  final class Styling: Equatable {
    let runs: [Text.Run]
    let environmentAttributes: Text.Attributes
    /// Points the baselines are raised by; the size does not change.
    let baselineOffset: CGFloat

    init(runs: [Text.Run], environmentAttributes: Text.Attributes, baselineOffset: CGFloat) {
      self.runs = runs
      self.environmentAttributes = environmentAttributes
      self.baselineOffset = baselineOffset
    }

    static func == (lhs: Styling, rhs: Styling) -> Bool {
      lhs === rhs
        || (lhs.runs == rhs.runs && lhs.environmentAttributes == rhs.environmentAttributes
          && lhs.baselineOffset == rhs.baselineOffset)
    }

    /// What the text says it is: `Text("Hi").bold()`.
    var description: String {
      runs.map { run in
        "Text(\(String(reflecting: run.string)))" + run.attributes.inheriting(environmentAttributes).styles.joined()
      }.joined(separator: " + ")
    }
  }

  /// The string shown (`Request.string`).
  let string: String
  let styling: Styling?
  let model: TextLayoutModel
  let alignment: TextAlignment

  init(request: Request) {
    string = request.string
    model = TextLayoutModel(request.string, metrics: request.metrics)
    styling = request.styling
    alignment = request.alignment
  }

  /// Whether this leaf was made from a request equal to `request`: the same request
  /// measures the same, so the node keeps this leaf.
  func matches(_ request: Request) -> Bool {
    string == request.string && model.sharedMetrics == request.metrics && alignment == request.alignment
      && styling == request.styling
  }

  func isSame(as other: TextLeaf) -> Bool {
    model == other.model && baselineOffset == other.baselineOffset
  }

  /// Points the baselines are raised by: 0 without styling.
  private var baselineOffset: CGFloat { styling?.baselineOffset ?? 0 }

  var text: String? { string }

  /// What the text says it is: `Text("Hi").bold()`. Built only when asked (a trace, a
  /// picture), not for every text a frame builds.
  var summary: String { styling?.description ?? "Text(\(String(reflecting: string)))" }

  var textAlignment: TextAlignment? { alignment }

  func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
    model.size(for: proposal)
  }

  /// SwiftUI parity: text sets its first and last baselines; empty text sets none, so they
  /// fall back to its bottom edge like a view without text. A baseline offset raises both.
  func explicitAlignment(of key: AlignmentKey, size: CGSize) -> CGFloat? {
    switch key {
    case VerticalAlignment.firstTextBaseline.key: model.firstBaseline(size: size).map { $0 - baselineOffset }
    case VerticalAlignment.lastTextBaseline.key: model.lastBaseline(size: size).map { $0 - baselineOffset }
    default: nil
    }
  }

  var explicitGuides: GuideSet { Self.baselines }

  /// Texts rarely repeat a string: each keeps its own box.
  static var sharesBoxes: Bool { false }

  private static let baselines = GuideSet([
    VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
  ])
}
