import Foundation

/// The view modifiers that set how the text in a view is laid out and styled.
///
/// SwiftUI parity: the same names and signatures; each writes the environment, so it applies
/// to every `Text` below that does not set the value itself.
extension View {
  /// Sets how the lines of multiline text line up within each text's width (C-TX1).
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    EnvironmentWriter(content: self, label: ".multilineTextAlignment(.\(alignment))", written: alignment) {
      $0.multilineTextAlignment = alignment
    }
  }

  /// Adds `lineSpacing` points between the lines of text (C-TX2).
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    EnvironmentWriter(content: self, label: ".lineSpacing(\(formatLength(lineSpacing)))", written: lineSpacing) {
      $0.lineSpacing = lineSpacing
    }
  }

  /// Lets text shrink to `factor` of its font size to fit its proposal (C-TX5).
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    EnvironmentWriter(content: self, label: ".minimumScaleFactor(\(formatLength(factor)))", written: factor) {
      $0.minimumScaleFactor = factor
    }
  }

  /// Lets text squeeze its letters before truncating; changes no size in LayoutLab's model
  /// (C-TX6).
  public func allowsTightening(_ flag: Bool) -> some View {
    EnvironmentWriter(content: self, label: ".allowsTightening(\(flag))", written: flag) { $0.allowsTightening = flag }
  }

  /// Shows (and measures) text in `textCase`, or as written for `nil`.
  public func textCase(_ textCase: Text.Case?) -> some View {
    EnvironmentWriter(content: self, label: ".textCase(\(textCase.map { ".\($0)" } ?? "nil"))", written: textCase) {
      $0.textCase = textCase
    }
  }

  /// Text takes at least `limit.lowerBound` and at most `limit.upperBound` lines (C-TX3).
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    lineLimits(
      lower: limit.lowerBound, upper: limit.upperBound, label: ".lineLimit(\(limit.lowerBound)...\(limit.upperBound))")
  }

  /// Text takes at least `limit.lowerBound` lines, with no upper limit (C-TX3).
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    lineLimits(lower: limit.lowerBound, upper: nil, label: ".lineLimit(\(limit.lowerBound)...)")
  }

  /// Text takes at most `limit.upperBound` lines (C-TX3).
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    lineLimits(lower: nil, upper: limit.upperBound, label: ".lineLimit(...\(limit.upperBound))")
  }

  /// Text takes at most `limit` lines and, when `reservesSpace`, is always as tall as `limit`
  /// lines (C-TX3, C-TX4).
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    lineLimits(
      lower: reservesSpace ? limit : nil, upper: limit, label: ".lineLimit(\(limit), reservesSpace: \(reservesSpace))")
  }

  private func lineLimits(lower: Int?, upper: Int?, label: String) -> some View {
    EnvironmentWriter(content: self, label: label, written: label) {
      $0.lineLimit = upper
      $0.lowerLineLimit = lower
    }
  }

  /// Sets the weight of the text's font; no change to the model's widths.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    textAttribute(".fontWeight(\(weight.map { ".\($0.name)" } ?? "nil"))") { _ in }
  }

  /// Sets the width of the text's font; no change to the model's widths.
  public func fontWidth(_ width: Font.Width?) -> some View {
    textAttribute(".fontWidth(\(width.map { "\($0)" } ?? "nil"))") { _ in }
  }

  /// Makes the text bold when `isActive`; no change to the model's widths.
  public func bold(_ isActive: Bool = true) -> some View {
    textAttribute(isActive ? ".bold()" : nil) { _ in }
  }

  /// Makes the text italic when `isActive`; no change to the model's widths.
  public func italic(_ isActive: Bool = true) -> some View {
    textAttribute(isActive ? ".italic()" : nil) { _ in }
  }

  /// Uses fixed-width fonts when `isActive`; the model's characters are all one width already.
  public func monospaced(_ isActive: Bool = true) -> some View {
    textAttribute(isActive ? ".monospaced()" : nil) { _ in }
  }

  /// Uses fixed-width digits; the model's characters are all one width already.
  public func monospacedDigit() -> some View {
    textAttribute(".monospacedDigit()") { _ in }
  }

  /// Adds `kerning` points to the advance of every character of the text below.
  public func kerning(_ kerning: CGFloat) -> some View {
    textAttribute(".kerning(\(formatLength(kerning)))", record: false) { $0.kerning = kerning }
  }

  /// Adds `tracking` points to the advance of every character of the text below.
  public func tracking(_ tracking: CGFloat) -> some View {
    textAttribute(".tracking(\(formatLength(tracking)))", record: false) { $0.tracking = tracking }
  }

  /// Raises the baselines of the text below by `baselineOffset` points.
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    textAttribute(".baselineOffset(\(formatLength(baselineOffset)))", record: false) {
      $0.baselineOffset = baselineOffset
    }
  }

  /// Writes a text attribute for the text below: `set` changes the measured values, and the
  /// style (when `record`) is added to the texts' summaries. A `nil` style writes nothing.
  private func textAttribute(
    _ style: String?, record: Bool = true, _ set: @escaping (inout Text.Attributes) -> Void
  ) -> some View {
    EnvironmentWriter(content: self, label: style ?? "", written: style) {
      guard let style else { return }
      if record { $0.textAttributes.styles.append(style) }
      set(&$0.textAttributes)
    }
  }
}
