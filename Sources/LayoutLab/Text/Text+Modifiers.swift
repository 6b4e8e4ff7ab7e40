import Foundation

/// The modifiers that return `Text`, so that styled texts can still be joined with `+`.
///
/// SwiftUI parity: the same names and signatures. On a joined text a modifier applies to every
/// run; a run's own setting wins over one applied to the whole (`font`, `kerning`, `tracking`,
/// `baselineOffset`). Only the font's point size and the spacings change measurements (see
/// `TextLayoutModel`); the rest is recorded in the text's summary.
extension Text {
  /// Sets the font of the runs that have none; `nil` sets the environment's font.
  public func font(_ font: Font?) -> Text {
    modified { if $0.font == nil { $0.font = .some(font) } }
  }

  /// Sets the weight of the text's font; no change to the model's widths.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    modified { $0 = $0.adding(".fontWeight(\(weight.map { ".\($0.name)" } ?? "nil"))") }
  }

  /// Sets the width of the text's font; no change to the model's widths.
  public func fontWidth(_ width: Font.Width?) -> Text {
    modified { $0 = $0.adding(".fontWidth(\(width.map { "\($0)" } ?? "nil"))") }
  }

  /// Makes the text bold; no change to the model's widths.
  public func bold() -> Text { bold(true) }

  /// Makes the text bold when `isActive`; no change to the model's widths.
  public func bold(_ isActive: Bool) -> Text {
    isActive ? modified { $0 = $0.adding(".bold()") } : self
  }

  /// Makes the text italic; no change to the model's widths.
  public func italic() -> Text { italic(true) }

  /// Makes the text italic when `isActive`; no change to the model's widths.
  public func italic(_ isActive: Bool) -> Text {
    isActive ? modified { $0 = $0.adding(".italic()") } : self
  }

  /// Uses a fixed-width font; the model's characters are all one width already.
  public func monospaced(_ isActive: Bool = true) -> Text {
    isActive ? modified { $0 = $0.adding(".monospaced()") } : self
  }

  /// Uses fixed-width digits; the model's characters are all one width already.
  public func monospacedDigit() -> Text {
    modified { $0 = $0.adding(".monospacedDigit()") }
  }

  /// Sets the colour of the text.
  public func foregroundColor(_ color: Color?) -> Text {
    modified { $0 = $0.adding(".foregroundColor(\(color.map { "\($0)" } ?? "nil"))") }
  }

  /// Sets the style the text is drawn with.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    modified { $0 = $0.adding(".foregroundStyle(\(style))") }
  }

  /// Draws a line through the text when `isActive`.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? modified { $0 = $0.adding(".strikethrough()") } : self
  }

  /// Draws a line under the text when `isActive`.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? modified { $0 = $0.adding(".underline()") } : self
  }

  /// Adds `kerning` points to the advance of every character of the runs that set none.
  public func kerning(_ kerning: CGFloat) -> Text {
    modified { if $0.kerning == nil { $0.kerning = kerning } }
  }

  /// Adds `tracking` points to the advance of every character of the runs that set none.
  public func tracking(_ tracking: CGFloat) -> Text {
    modified { if $0.tracking == nil { $0.tracking = tracking } }
  }

  /// Raises the text's baselines by `baselineOffset` points (lowers them when negative),
  /// for the runs that set none; the text's size does not change.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    modified { if $0.baselineOffset == nil { $0.baselineOffset = baselineOffset } }
  }
}
