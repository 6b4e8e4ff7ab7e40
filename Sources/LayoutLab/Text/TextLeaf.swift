import Foundation

/// Measures text with `TextLayoutModel` and reports its baselines as explicit guides.
///
/// Two leaves measure the same (`isSame(as:)`) when their models are equal: a different string
/// with the same words' lengths keeps the node's measurements.
struct TextLeaf: LeafLayout, Equatable {
  /// Everything a text's model is made from, resolved from the text and its environment.
  struct Request: Equatable {
    var string: String
    var pointSize: CGFloat
    var lineLimit: Int?
    var lowerLineLimit: Int?
    var lineSpacing: CGFloat
    var characterSpacing: CGFloat
    var minimumScaleFactor: CGFloat
    var baselineOffset: CGFloat
    var alignment: TextAlignment
    /// The text's runs and the attributes its environment gives every run: kept to describe
    /// the text when asked (`description`), and compared so that a changed style is a change.
    var runs: Text.Runs
    var environmentAttributes: Text.Attributes

    /// What the text says it is: `Text("Hi").bold()`. Built only when asked (a trace, a
    /// picture), not for every text a frame builds.
    var description: String {
      runs.map { run in
        "Text(\(String(reflecting: run.string)))" + run.attributes.inheriting(environmentAttributes).styles.joined()
      }.joined(separator: " + ")
    }

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
      for run in text.runs {
        let attributes = run.attributes
        let font = (attributes.font ?? outer.font ?? nil) ?? environment.font ?? .body
        size = Self.larger(size, font.pointSize(at: dynamicType))
        let runSpacing = (attributes.kerning ?? outer.kerning ?? 0) + (attributes.tracking ?? outer.tracking ?? 0)
        spacing = Self.larger(spacing, runSpacing)
        if let runOffset = attributes.baselineOffset ?? outer.baselineOffset { offset = Self.larger(offset, runOffset) }
      }
      let pointSize = size ?? 0
      if !LengthLimit.accepts(pointSize) || pointSize < 0 {
        report("font size \(formatLength(pointSize)) is not a size from 0 to 1e+300; using 0")
      }
      self.pointSize = pointSize
      lineLimit = environment.lineLimit
      if let limit = lineLimit, limit < 1 { report("line limit \(limit) is less than 1; using 1") }
      lowerLineLimit = environment.lowerLineLimit
      if let limit = lowerLineLimit, limit < 1 { report("lower line limit \(limit) is less than 1; using 1") }
      lineSpacing = Self.corrected(environment.lineSpacing, "line spacing", in: 0...LengthLimit.maximum, report)
      minimumScaleFactor = Self.corrected(environment.minimumScaleFactor, "minimum scale factor", in: 0...1, report)
      characterSpacing = Self.finite(spacing ?? 0, "kerning and tracking", report)
      baselineOffset = Self.finite(offset ?? 0, "baseline offset", report)
      alignment = environment.multilineTextAlignment
      let shown = text.string
      switch environment.textCase {
      case .uppercase: string = shown.uppercased()
      case .lowercase: string = shown.lowercased()
      case nil: string = shown
      }
      runs = text.runs
      environmentAttributes = outer
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

  let request: Request
  let model: TextLayoutModel

  init(request: Request) {
    self.request = request
    model = TextLayoutModel(
      request.string, pointSize: request.pointSize, lineLimit: request.lineLimit,
      lowerLineLimit: request.lowerLineLimit, lineSpacing: request.lineSpacing,
      characterSpacing: request.characterSpacing, minimumScaleFactor: request.minimumScaleFactor)
  }

  func isSame(as other: TextLeaf) -> Bool {
    model == other.model && request.baselineOffset == other.request.baselineOffset
  }

  var text: String? { request.string }

  var summary: String { request.description }

  var textAlignment: TextAlignment? { request.alignment }

  func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
    model.size(for: proposal)
  }

  /// SwiftUI parity: text sets its first and last baselines; empty text sets none, so they
  /// fall back to its bottom edge like a view without text. A baseline offset raises both.
  func explicitAlignment(of key: AlignmentKey, size: CGSize) -> CGFloat? {
    switch key {
    case VerticalAlignment.firstTextBaseline.key: model.firstBaseline(size: size).map { $0 - request.baselineOffset }
    case VerticalAlignment.lastTextBaseline.key: model.lastBaseline(size: size).map { $0 - request.baselineOffset }
    default: nil
    }
  }

  var explicitGuides: GuideSet { Self.baselines }

  private static let baselines = GuideSet([
    VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
  ])
}
