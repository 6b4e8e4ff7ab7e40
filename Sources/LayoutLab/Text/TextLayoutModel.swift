import Foundation

/// LayoutLab's text model: deterministic, and computable by hand.
///
/// For a font of point size `s`:
///
/// 0. **Point size.** Text without a `.font` is body. At Dynamic Type `.large` the styles are
///    largeTitle 34, title 28, title2 22, title3 20, headline 17, body 17, callout 16,
///    subheadline 15, footnote 13, caption 12, caption2 11; other sizes follow Apple's tables
///    (`Font.TextStyle.pointSize(at:)`; body: 14 15 16 17 19 21 23 28 33 40 47 53 from xSmall
///    to accessibility5). `.system(size:)` is that size at every Dynamic Type size.
/// 1. **Advance.** Every character (grapheme, as Swift's `Character`) is `s / 2 + k` wide,
///    where `k` is the text's kerning plus its tracking (0 by default; a sum below `-s / 2`
///    counts as `-s / 2`, so no character is narrower than 0): letters, digits, punctuation,
///    tabs, non-breaking spaces and emoji alike. The ellipsis is one character. Weight, width,
///    italics, monospacing and decorations change no advance.
/// 2. **Line height.** Each line is `1.2 × s` tall; its baseline sits `s` below its top. Lines
///    follow each other `ℓ` apart, the line spacing (0 by default): `n` lines are
///    `n × 1.2 × s + (n − 1) × ℓ` tall (C-TX2).
/// 3. **Paragraphs.** A newline character (`\n`, `\r`, `\r\n`, U+2028, U+2029 and the others
///    for which `Character.isNewline` holds) ends a line unconditionally. A paragraph with no
///    characters (or only spaces) is still one line, 0 wide.
/// 4. **Words and spaces.** Only the space U+0020 separates words. Within a paragraph:
///    - spaces at its start belong to its first word: they count in the width and are never a
///      break;
///    - a run of spaces between two words counts in full when both words share a line (two
///      spaces are two characters wide);
///    - spaces at its end hang: they count in no width (`"ab "` is as wide as `"ab"`).
/// 5. **Wrapping.** With a proposed width `w`, a line holds at most `n = ⌊w / (s / 2)⌋`
///    characters, and at least one (a width within 10⁻⁶ of a character of fitting fits). Words
///    are laid greedily: a word joins the current line if the line, the run of spaces before the
///    word and the word together hold at most `n` characters; otherwise the line ends there, the
///    spaces hang at its end (counting in no width and not carried over), and the word starts a
///    new line. A word longer than `n` on its own line is broken between characters: `n` per line,
///    the rest starting a line that later words may join.
/// 6. **Ideal size.** With no proposed width (`nil`), or an infinite one, nothing wraps: one
///    line per paragraph.
/// 7. **Line count.** At most `lineLimit` lines, and at most `⌊(h + ℓ) / (1.2 × s + ℓ)⌋` lines
///    for a finite proposed height `h` (with the same 10⁻⁶ tolerance); never fewer than one. An unspecified or infinite height does
///    not limit. When lines are cut, the last kept line is truncated: it is laid again as the
///    rest of its own paragraph on a single line (later paragraphs are dropped), and it keeps the
///    first `min(r, n − 1)` of those `r` characters followed by the ellipsis, so it is
///    `min(r, n − 1) + 1` characters wide. Its hanging spaces (rule 4) are not part of `r`. With
///    no proposed width, `n` is unbounded and the line is `r + 1` wide. The truncation mode
///    (head, middle, tail) chooses which characters are kept, never how many.
/// 8. **Size.** Width is the widest line; height is that of its lines (rule 2), or of the lower
///    line limit's number of lines when that is more (C-TX4: the reserved lines are as tall as
///    real ones, spacing included; the proposed height does not cut them). The text does not
///    stretch to the proposal, and it can be wider than a proposed width below one character.
///    Empty text (`""`) has no lines and is 0 × 0.
/// 9. **Baselines.** The first baseline is at `s`, the last at `(lines − 1) × (1.2 × s + ℓ) + s`,
///    from the top, counting only lines with text (not reserved ones), at the size the text
///    was scaled to (rule 11). Empty text sets no baselines, so both are at its bottom edge, 0.
/// 10. **Bad input.** A point size that is negative, not finite or beyond 10³⁰⁰ is treated as 0
///     (a larger one would make a line 1.2 × s overflow to infinity), and a line
///     limit below 1 as 1 (the text reports an `invalidArgument` diagnostic for each); at point
///     size 0 every text is 0 × 0. A proposed width or height that is negative (-∞ included)
///     or NaN counts as 0 (the engine proposes neither; see `LayoutEngine.measure`); +∞ counts
///     as unspecified (rules 6 and 7).
/// 11. **Scale.** With a minimum scale factor `f < 1`, a text that does not fit its proposal at
///     `s` (it is truncated, a word is broken between characters, or one character is wider
///     than the proposed width) is laid at `σ × s`, the largest `σ` on the grid `1 − m × 0.01`
///     (`scaleStep`), down to `f`, at which it fits; when none fits, at `f × s`, truncated
///     (C-TX5). Kerning, tracking and line spacing are not scaled. The ideal size never scales.
///
/// Examples at `.body` (17 pt, advance 8.5, line height 20.4):
/// - `Text("Hello, world")` ideal: 12 characters, 12 × 8.5 = 102 wide, 20.4 tall.
/// - Proposed 60 wide: n = ⌊60 / 8.5⌋ = 7; "Hello," (6) + " " + "world" (5) = 12 > 7, so
///   "Hello," and "world": 6 × 8.5 = 51 wide, 2 × 20.4 = 40.8 tall.
/// - Proposed 60 wide with `.lineLimit(1)`: the kept line is the whole paragraph, r = 12;
///   min(12, 6) + 1 = 7 characters ("Hello,…"): 59.5 × 20.4.
///
/// SwiftUI parity: SwiftUI's sizing rules for text (ideal size unwrapped, greedy word wrap,
/// words broken only when alone too wide, line limit and tail truncation; the TextModel article
/// lists the paragraph rules C-TX1 to C-TX8 with their sources). The metrics are a deliberate
/// simplification, not CoreText: real glyphs have individual advances and
/// the HIG line heights differ from `1.2 × s` (body is 22 there). Hanging trailing spaces and
/// the treatment of leading spaces are derived from how TextKit measures lines, not confirmed.
struct TextLayoutModel: Equatable {
  /// One laid-out line: the paragraph it belongs to (the index of its first word), where it
  /// starts in that paragraph (in characters, hanging spaces excluded) and how many characters
  /// it shows.
  private struct Line {
    var paragraph: Int
    var start: Int
    var length: Int
  }

  /// The words of every paragraph, one after the other; a paragraph's first word's gap is
  /// always 0 (leading spaces are part of it), and a paragraph of spaces only is one word of
  /// no characters. Every other word follows a space, so a gap of 0 is where a paragraph
  /// starts: the words say where the paragraphs are, with nothing kept apart for it.
  private let words: Words
  /// The point size, spacings and limits the text is laid out with, in a box that every text
  /// resolved from the same environment shares (`PlainTextStyle`).
  let sharedMetrics: SharedMetrics
  /// Whether the text has no characters, and so no paragraphs. Last, so that the leaf's
  /// one-byte alignment follows it without padding.
  private let isEmpty: Bool

  /// The step of the scale search (rule 11): scales are tried on a grid of hundredths.
  /// [derived] SwiftUI's own search is not documented; a finer step changes results by less
  /// than a hundredth of the font size.
  static let scaleStep: CGFloat = 0.01

  /// The point size, spacings and limits the text is laid out with.
  var metrics: Metrics { sharedMetrics.value }

  /// The model of `string` laid out with `metrics`.
  init(_ string: String, metrics: SharedMetrics) {
    var parser = Parser()
    if !string.isEmpty {
      let ascii = string.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
        // One word of visible ASCII characters, as most texts are: no paragraph or word to find.
        if bytes.allSatisfy({ $0 > 0x20 && $0 < 0x80 }) {
          parser.word(length: bytes.count)
          return true
        }
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
        var index = 0
        while index < bytes.count {
          let byte = bytes[index]
          if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
          switch byte {
          case 0x20: parser.space()
          case 0x0A...0x0D: parser.newline()
          default: parser.character()
          }
          index += 1
        }
        return true
      }
      if ascii != true {
        parser = Parser()
        for character in string {
          if character == " " {
            parser.space()
          } else if character.isNewline {
            parser.newline()
          } else {
            parser.character()
          }
        }
      }
      parser.endParagraph()
    }
    words = parser.words
    isEmpty = string.isEmpty
    sharedMetrics = metrics
  }

  /// Splits text into paragraphs at newlines and paragraphs into words, gluing leading spaces
  /// to the first word and dropping trailing spaces (they hang), one character at a time.
  private struct Parser {
    var words = Words()
    private var wordCount = 0
    private var paragraphStart = 0
    private var spaces = 0
    private var length = 0

    mutating func space() {
      if length > 0 { endWord() }
      spaces += 1
    }

    mutating func character() { length += 1 }

    /// `length` characters at once, none a space or a newline.
    mutating func word(length: Int) { self.length += length }

    mutating func newline() {
      endParagraph()
      paragraphStart = wordCount
    }

    mutating func endParagraph() {
      if length > 0 { endWord() }
      // A paragraph of spaces only is one word of no characters: its spaces are not shown.
      if wordCount == paragraphStart { add(Word(gap: 0, length: 0)) }
      spaces = 0
    }

    /// Ends the current word; the spaces before a paragraph's first word are part of it.
    private mutating func endWord() {
      add(wordCount == paragraphStart ? Word(gap: 0, length: spaces + length) : Word(gap: spaces, length: length))
      spaces = 0
      length = 0
    }

    private mutating func add(_ word: Word) {
      words.add(word, isFirst: wordCount == 0)
      wordCount += 1
    }
  }

  /// The characters of the paragraph whose first word is `first`, its spaces between words
  /// included.
  private func paragraphLength(from first: Int) -> Int {
    var length = words[first].length
    var index = first + 1
    while index < words.endIndex, words[index].gap > 0 {
      length += words[index].gap + words[index].length
      index += 1
    }
    return length
  }

  /// The text laid out for one proposal: its size, how many lines hold text, and the scale.
  struct Layout: Equatable {
    var size: CGSize
    var lines: Int
    var scale: CGFloat
  }

  /// The width of one character at `scale`.
  func advance(scale: CGFloat = 1) -> CGFloat { max(0, metrics.pointSize * scale / 2 + metrics.characterSpacing) }
  /// The height of one line at `scale`.
  func lineHeight(scale: CGFloat = 1) -> CGFloat { metrics.pointSize * scale * 1.2 }

  /// The height of `lines` lines at `scale` (rule 2).
  private func height(lines: Int, scale: CGFloat) -> CGFloat {
    lines > 0 ? CGFloat(lines) * lineHeight(scale: scale) + CGFloat(lines - 1) * metrics.lineSpacing : 0
  }

  /// The first baseline, from the top, for text laid out `size` large; `nil` without lines.
  func firstBaseline(size: CGSize) -> CGFloat? {
    let layout = layout(for: ProposedViewSize(size))
    return layout.lines > 0 ? metrics.pointSize * layout.scale : nil
  }

  /// The last baseline, from the top, for text laid out `size` large; `nil` without lines.
  func lastBaseline(size: CGSize) -> CGFloat? {
    let layout = layout(for: ProposedViewSize(size))
    guard layout.lines > 0 else { return nil }
    return CGFloat(layout.lines - 1) * (lineHeight(scale: layout.scale) + metrics.lineSpacing) + metrics.pointSize
      * layout.scale
  }

  /// The size of the text for `proposal`.
  func size(for proposal: ProposedViewSize) -> CGSize { layout(for: proposal).size }

  /// The text laid out for `proposal`, scaled down when it does not fit (rule 11).
  func layout(for proposal: ProposedViewSize) -> Layout {
    guard !isEmpty, metrics.pointSize > 0 else { return Layout(size: .zero, lines: 0, scale: 1) }
    // The ideal size of one word, as most labels and tags are: its one line (rule 6), or the
    // lower line limit's (rule 8), unscaled. What `measure` finds, without walking lines.
    if proposal.width == nil, proposal.height == nil, let length = words.singleWordLength {
      let height = height(lines: max(1, metrics.lowerLineLimit), scale: 1)
      return Layout(size: CGSize(width: CGFloat(length) * advance(), height: height), lines: 1, scale: 1)
    }
    let full = measure(proposal, scale: 1)
    guard metrics.minimumScaleFactor < 1, !full.fits, proposal.width != nil || proposal.height != nil else {
      return full.layout
    }
    // Fitting only gets easier as the scale falls, so the largest fitting step is found by
    // bisection: step m is scale 1 − m × scaleStep, the last step is the factor itself.
    let steps = max(1, Self.whole((1 - metrics.minimumScaleFactor) / Self.scaleStep, rounding: .up))
    func scale(_ step: Int) -> CGFloat { max(metrics.minimumScaleFactor, 1 - CGFloat(step) * Self.scaleStep) }
    var low = 1
    var high = steps
    var best: Layout?
    while low <= high {
      let middle = (low + high) / 2
      let attempt = measure(proposal, scale: scale(middle))
      if attempt.fits {
        best = attempt.layout
        high = middle - 1
      } else {
        low = middle + 1
      }
    }
    return best ?? measure(proposal, scale: scale(steps)).layout
  }

  /// The text laid out at `scale` for `proposal`, and whether it fits there: the lines are
  /// walked once, without being stored.
  private func measure(_ proposal: ProposedViewSize, scale: CGFloat) -> (layout: Layout, fits: Bool) {
    let advance = advance(scale: scale)
    let lineHeight = lineHeight(scale: scale)
    let fitting = proposal.width.map { Self.whole($0 / advance) }
    let maxChars = fitting.map { max(1, $0) }
    var limit = metrics.lineLimit
    if let height = proposal.height {
      limit = min(limit, max(1, Self.whole((height + metrics.lineSpacing) / (lineHeight + metrics.lineSpacing))))
    }
    var count = 0
    var widestBeforeLast = 0
    var widest = 0
    var lastKept = Line(paragraph: 0, start: 0, length: 0)
    let broke = forEachLine(maxChars: maxChars ?? .max) { line in
      if count < limit - 1 { widestBeforeLast = max(widestBeforeLast, line.length) }
      if count < limit { widest = max(widest, line.length) }
      if count == limit - 1 { lastKept = line }
      count += 1
      return count <= limit
    }
    let reserved = max(min(count, limit), metrics.lowerLineLimit)
    let height = height(lines: reserved, scale: scale)
    if count > limit {
      // Rule 7: the last kept line is laid again as the rest of its paragraph and truncated.
      let rest = paragraphLength(from: lastKept.paragraph) - lastKept.start
      let truncated = min(rest, (maxChars ?? .max) - 1) + 1
      let size = CGSize(width: CGFloat(max(widestBeforeLast, truncated)) * advance, height: height)
      return (Layout(size: size, lines: limit, scale: scale), false)
    }
    let fits = !broke && fitting != 0
    return (Layout(size: CGSize(width: CGFloat(widest) * advance, height: height), lines: count, scale: scale), fits)
  }

  /// `value` rounded down (or as told) to a whole number, with a 10⁻⁶ tolerance for floating
  /// point error; negative values (-∞ included) and NaN give 0, values too large for any text
  /// (+∞ included) give `Int.max`.
  private static func whole(_ value: CGFloat, rounding rule: FloatingPointRoundingRule = .down) -> Int {
    let rounded = (value + 1e-6).rounded(rule)
    guard rounded > 0 else { return 0 }
    guard rounded < 1e15 else { return .max }
    return Int(rounded)
  }

  /// Calls `body` with each line of every paragraph, in order, when at most `maxChars`
  /// characters fit on a line (rule 5), until `body` returns false; returns whether a word was
  /// broken between characters on the lines walked.
  @discardableResult
  private func forEachLine(maxChars: Int, _ body: (Line) -> Bool) -> Bool {
    guard !isEmpty else { return false }
    var broke = false
    // The paragraph under way: the index of its first word.
    var paragraph = 0
    var offset = 0
    var current: Line?
    for (index, word) in words.enumerated() {
      if index > 0, word.gap == 0 {
        // A new paragraph: the last one's last line ends.
        guard body(current ?? Line(paragraph: paragraph, start: 0, length: 0)) else { return broke }
        paragraph = index
        offset = 0
        current = nil
      }
      if var line = current, line.length + word.gap + word.length <= maxChars {
        line.length += word.gap + word.length
        current = line
        offset += word.gap + word.length
        continue
      }
      if let line = current {
        guard body(line) else { return broke }
        offset += word.gap
      }
      var remaining = word.length
      while remaining > maxChars {
        broke = true
        guard body(Line(paragraph: paragraph, start: offset, length: maxChars)) else { return broke }
        offset += maxChars
        remaining -= maxChars
      }
      current = Line(paragraph: paragraph, start: offset, length: remaining)
      offset += remaining
    }
    _ = body(current ?? Line(paragraph: paragraph, start: 0, length: 0))
    return broke
  }
}
