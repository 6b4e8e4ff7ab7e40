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
    /// What the text says it is: `Text("Hi").bold()`.
    var description: String

    /// Resolves `text` in `environment`, reporting each bad value to `report` and correcting it.
    ///
    /// Runs measure with one set of metrics: the largest point size, spacing and baseline
    /// offset among them (a derived simplification: SwiftUI measures each run in its own font).
    init(_ text: Text, _ environment: EnvironmentValues, report: (String) -> Void) {
      let outer = environment.textAttributes
      let resolved = text.runs.map { $0.attributes.inheriting(outer) }
      let dynamicType = environment.dynamicTypeSize
      let sizes = resolved.map { (($0.font ?? nil) ?? environment.font ?? .body).pointSize(at: dynamicType) }
      let size = sizes.max() ?? 0
      if !LengthLimit.accepts(size) || size < 0 {
        report("font size \(formatLength(size)) is not a size from 0 to 1e+300; using 0")
      }
      pointSize = size
      lineLimit = environment.lineLimit
      if let limit = lineLimit, limit < 1 { report("line limit \(limit) is less than 1; using 1") }
      lowerLineLimit = environment.lowerLineLimit
      if let limit = lowerLineLimit, limit < 1 { report("lower line limit \(limit) is less than 1; using 1") }
      lineSpacing = Self.corrected(environment.lineSpacing, "line spacing", in: 0...LengthLimit.maximum, report)
      minimumScaleFactor = Self.corrected(environment.minimumScaleFactor, "minimum scale factor", in: 0...1, report)
      let spacings = resolved.map { ($0.kerning ?? 0) + ($0.tracking ?? 0) }
      characterSpacing = Self.finite(spacings.max() ?? 0, "kerning and tracking", report)
      baselineOffset = Self.finite(resolved.compactMap(\.baselineOffset).max() ?? 0, "baseline offset", report)
      alignment = environment.multilineTextAlignment
      let shown = text.string
      switch environment.textCase {
      case .uppercase: string = shown.uppercased()
      case .lowercase: string = shown.lowercased()
      case nil: string = shown
      }
      description = zip(text.runs, resolved).map { run, attributes in
        "Text(\(String(reflecting: run.string)))" + attributes.styles.joined()
      }.joined(separator: " + ")
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
