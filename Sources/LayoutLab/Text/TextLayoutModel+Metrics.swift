import Foundation

extension TextLayoutModel {
  /// What a text is laid out with besides its characters: the point size (s), the spacings
  /// (ℓ, k), the minimum scale factor (f) and the line limits, as the model's rules use them.
  struct Metrics: Equatable {
    let pointSize: CGFloat
    /// Points between two lines (ℓ).
    let lineSpacing: CGFloat
    /// Points added to every character's advance: kerning plus tracking (k).
    let characterSpacing: CGFloat
    /// The smallest scale the text may shrink to (f).
    let minimumScaleFactor: CGFloat
    /// The most lines the text shows; `Int.max` when there is no limit.
    let lineLimit: Int
    /// The fewest lines the text is tall (C-TX4), at most `lineLimit`; 0 when there is no
    /// lower limit.
    let lowerLineLimit: Int

    /// A point size below 0, not finite or beyond 10³⁰⁰ (`LengthLimit`) counts as 0; a line
    /// limit below 1 counts as 1. The other values are taken as given: `Text` corrects them.
    init(
      pointSize: CGFloat, lineLimit: Int?, lowerLineLimit: Int?, lineSpacing: CGFloat, characterSpacing: CGFloat,
      minimumScaleFactor: CGFloat
    ) {
      self.pointSize = LengthLimit.accepts(pointSize) ? max(0, pointSize) : 0
      let upper = lineLimit.map { max(1, $0) } ?? .max
      self.lineLimit = upper
      self.lowerLineLimit = lowerLineLimit.map { min(max(1, $0), upper) } ?? 0
      self.lineSpacing = lineSpacing
      self.characterSpacing = characterSpacing
      self.minimumScaleFactor = minimumScaleFactor
    }
  }

  /// `Metrics` in a box of their own, so that a text's model keeps one reference to them (48
  /// bytes fewer in every text's leaf) and every text resolved from one environment shares
  /// one box.
  final class SharedMetrics: Equatable {
    let value: Metrics

    init(_ value: Metrics) { self.value = value }

    static func == (lhs: SharedMetrics, rhs: SharedMetrics) -> Bool {
      lhs === rhs || lhs.value == rhs.value
    }
  }
}
