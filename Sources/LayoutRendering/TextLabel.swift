import Foundation

/// A text's lines and point size, recovered from its frame for drawing: LayoutLab's text model
/// (`Sources/LayoutLab/Text/TextLayoutModel.swift`) makes every character `pointSize / 2` wide and
/// every line `1.2 × pointSize` tall, so a frame `height` tall holds `n` lines at
/// `pointSize = height / (1.2 n)`; the label takes the smallest `n` for which wrapping the text
/// to the frame's width at that size gives `n` lines.
///
/// A text whose lines cannot be recovered (truncated by a line limit or a short proposal) is
/// drawn on one line squeezed to the frame's width.
struct TextLabel: Equatable {
  let lines: [String]
  let pointSize: Double
  /// `true` when the lines are the model's; `false` for the one-line fallback.
  let isExact: Bool

  /// The most lines tried.
  static let maximumLines = 200

  init?(text: String, width: Double, height: Double) {
    guard !text.isEmpty, width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
    for count in 1...Self.maximumLines {
      let pointSize = height / (1.2 * Double(count))
      let maxCharacters = Int(min(1e9, width / (pointSize / 2) + 1e-6))
      let lines = WordWrap.lines(of: text, maxCharacters: maxCharacters)
      if lines.count == count {
        self.lines = lines
        self.pointSize = pointSize
        isExact = true
        return
      }
      if lines.count < count { break }
    }
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    lines = [line]
    pointSize = min(height / 1.2, 2 * width / Double(max(1, line.count)))
    isExact = false
  }
}
