/// How the lines of a multiline text line up within the text's own width.
///
/// SwiftUI parity: `TextAlignment`. It places lines inside the text's frame; it never changes
/// the text's size (rule C-TX1 of the TextModel article).
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading, center, trailing
}
