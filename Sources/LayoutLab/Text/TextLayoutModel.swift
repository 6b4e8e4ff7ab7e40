import Foundation

/// LayoutLab's text model: deterministic, and computable by hand.
///
/// For a font of point size `s`:
///
/// 1. **Advance.** Every character (grapheme), space included, is `s / 2` wide.
/// 2. **Line height.** Each line is `1.2 × s` tall; the baseline sits `s` below the line's top.
///    Lines follow each other with no extra spacing.
/// 3. **Paragraphs.** `\n` ends a line unconditionally.
/// 4. **Wrapping.** Words (separated by single spaces) are laid greedily: a word goes on the
///    current line if the line, a space and the word fit in the proposed width; otherwise it
///    starts a new line. A word wider than the width on its own is broken between characters,
///    as many characters per line as fit (at least one). A line's width does not count the
///    space at a break.
/// 5. **Ideal size.** With no proposed width, nothing wraps: one line per paragraph.
/// 6. **Line count.** At most `lineLimit` lines, and at most as many as fit in a finite proposed
///    height (never fewer than one). When lines are cut, the last kept line is truncated:
///    it keeps as many characters as fit in the width together with an ellipsis, one
///    character wide (with no proposed width: its own characters plus the ellipsis).
/// 7. **Size.** Width is the widest line, height is lines × line height. Empty text is 0 × 0.
///
/// Example: `Text("Hello, world")` at `.body` (17 pt, Dynamic Type `.large`) is 12 × 8.5 = 102
/// wide and 20.4 tall; proposed 60 wide it wraps to "Hello," (51) and "world" (42.5): 51 × 40.8.
struct TextLayoutModel: Equatable {
  /// Character counts of the words of each paragraph.
  private let paragraphs: [[Int]]
  let pointSize: CGFloat
  let lineLimit: Int?

  init(_ string: String, pointSize: CGFloat, lineLimit: Int?) {
    paragraphs = string.isEmpty
      ? []
      : string.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
        paragraph.split(separator: " ", omittingEmptySubsequences: false).map(\.count)
      }
    self.pointSize = pointSize
    self.lineLimit = lineLimit
  }

  /// The width of one character.
  var advance: CGFloat { pointSize / 2 }
  /// The height of one line.
  var lineHeight: CGFloat { pointSize * 1.2 }
  /// The first baseline, from the top.
  var firstBaseline: CGFloat { pointSize }

  /// The last baseline, from the top, for text laid out `height` tall.
  func lastBaseline(height: CGFloat) -> CGFloat {
    let lines = max(1, (height / lineHeight).rounded())
    return (lines - 1) * lineHeight + pointSize
  }

  /// The size of the text for `proposal`.
  func size(for proposal: ProposedViewSize) -> CGSize {
    guard !paragraphs.isEmpty else { return .zero }
    let maxChars = proposal.width.map { width -> Int in
      guard width.isFinite else { return .max }
      return max(1, Int((width / advance + 1e-9).rounded(.down)))
    }
    var lines = lineLengths(maxChars: maxChars ?? .max)
    var limit = lineLimit ?? .max
    if let height = proposal.height, height.isFinite {
      limit = min(limit, max(1, Int((height / lineHeight + 1e-9).rounded(.down))))
    }
    if lines.count > limit {
      let kept = lines[limit - 1]
      lines.removeSubrange(limit...)
      let withEllipsis = kept + 1
      lines[limit - 1] = maxChars.map { min(withEllipsis, $0) } ?? withEllipsis
    }
    let widest = lines.max() ?? 0
    return CGSize(width: CGFloat(widest) * advance, height: CGFloat(lines.count) * lineHeight)
  }

  /// The character count of each line when at most `maxChars` fit on a line.
  private func lineLengths(maxChars: Int) -> [Int] {
    var lines: [Int] = []
    for words in paragraphs {
      var current: Int?
      for var word in words {
        if let length = current, length + 1 + word <= maxChars {
          current = length + 1 + word
          continue
        }
        if let length = current { lines.append(length) }
        while word > maxChars {
          lines.append(maxChars)
          word -= maxChars
        }
        current = word
      }
      lines.append(current ?? 0)
    }
    return lines
  }
}
