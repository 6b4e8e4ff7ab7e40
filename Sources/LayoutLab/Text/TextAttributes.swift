import Foundation

extension Text {
  /// What text modifiers set on a run of text, or (through the environment) on every text in
  /// a view: the font and the three spacings the model measures with, and the styling that
  /// changes no measurement (weight, italics, colour, decorations), kept as the modifiers
  /// print (`.bold()`) for the text's summary.
  struct Attributes: Hashable, Sendable {
    /// The font set by `Text.font(_:)`; `.some(nil)` when set to `nil`, the environment's.
    var font: Font??
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    var styles: [String] = []

    /// Whether nothing is set: the attributes of a plain text, and of the environment when no
    /// view-level text modifier is applied.
    var isEmpty: Bool { font == nil && kerning == nil && tracking == nil && baselineOffset == nil && styles.isEmpty }

    /// These attributes over `outer`'s: each value set here wins, the others come from
    /// `outer`; `outer`'s styles come first.
    func inheriting(_ outer: Attributes) -> Attributes {
      Attributes(
        font: font ?? outer.font, kerning: kerning ?? outer.kerning, tracking: tracking ?? outer.tracking,
        baselineOffset: baselineOffset ?? outer.baselineOffset,
        styles: outer.styles.isEmpty ? styles : outer.styles + styles)
    }

    /// These attributes with `style` added.
    func adding(_ style: String) -> Attributes {
      var attributes = self
      attributes.styles.append(style)
      return attributes
    }
  }
}
