import Foundation
import LayoutLab
import Testing

// Body text: one character is 8.5 wide, a line 20.4 tall. A proposed width w holds
// n = ⌊w / 8.5⌋ characters per line, at least one (TextLayoutModel rule 5).

@Suite("Text wrapping at a proposed width")
struct TextWrappingTests {
  @Test("a narrower width wraps at word boundaries, and the width is the widest line")
  func wrapsAtWords() {
    // w = 60: n = ⌊7.06⌋ = 7. "Hello," (6) + " " + "world" (5) = 12 > 7, so two lines:
    // widest "Hello," = 6 × 8.5 = 51, not the proposed 60; height 2 × 20.4 = 40.8.
    expectTextSize(TextProbe.size(of: Text("Hello, world"), width: 60), 51, 40.8)
  }

  @Test("words are laid greedily: each goes on the current line if it fits")
  func greedy() {
    // w = 42.5: n = 5. "aa bb" = 5 fits; "aa bb cc" = 8 does not: "aa bb" / "cc dd":
    // 5 × 8.5 = 42.5 wide, 2 lines.
    expectTextSize(TextProbe.size(of: Text("aa bb cc dd"), width: 42.5), 42.5, 40.8)
    // w = 68: n = 8. "aa bb cc" = 8 fits, "+ dd" = 11 does not: "aa bb cc" / "dd": 68 × 40.8.
    expectTextSize(TextProbe.size(of: Text("aa bb cc dd"), width: 68), 68, 40.8)
    // Greedy, not balanced: n = 5, "aaa b" (5) then "cccc" (4): 42.5 × 40.8.
    expectTextSize(TextProbe.size(of: Text("aaa b cccc"), width: 42.5), 42.5, 40.8)
  }

  @Test("the space at a break does not count in the line's width")
  func breakSpaceNotCounted() {
    // w = 51: n = 6. "aaa" + " " + "bbb" = 7 > 6: "aaa" / "bbb". Each line is 3 × 8.5 = 25.5,
    // not 4 × 8.5 = 34 with the space.
    expectTextSize(TextProbe.size(of: Text("aaa bbb"), width: 51), 25.5, 40.8)
  }

  @Test("a text that exactly fits the width stays on one line")
  func exactFit() {
    // "Hello, world" is 12 × 8.5 = 102: proposed exactly 102, n = 12, one line.
    expectTextSize(TextProbe.size(of: Text("Hello, world"), width: 102), 102, 20.4)
    // "aaa bbb" is 7 × 8.5 = 59.5: proposed 59.5, n = 7, one line.
    expectTextSize(TextProbe.size(of: Text("aaa bbb"), width: 59.5), 59.5, 20.4)
    // A hair less, 101.99: n = ⌊11.9988⌋ = 11, so it wraps to "Hello," / "world": 51 × 40.8.
    expectTextSize(TextProbe.size(of: Text("Hello, world"), width: 101.99), 51, 40.8)
  }

  @Test("a word alone too wide is broken between characters")
  func breaksLongWord() {
    // w = 34: n = 4. "abcdefghij" (10) → "abcd" / "efgh" / "ij": 4 × 8.5 = 34, 3 × 20.4 = 61.2.
    expectTextSize(TextProbe.size(of: Text("abcdefghij"), width: 34), 34, 61.2)
  }

  @Test("a long word after others starts its own line before being broken")
  func longWordStartsNewLine() {
    // n = 4. "ab" + " " + "cdefghij" = 11 > 4: "ab" ends; "cdefghij" alone is 8 > 4, broken
    // into "cdef" / "ghij". Lines 2, 4, 4: 34 × 3 × 20.4 = 61.2.
    expectTextSize(TextProbe.size(of: Text("ab cdefghij"), width: 34), 34, 61.2)
  }

  @Test("the rest of a broken word shares its line with the words after it")
  func brokenWordRestJoins() {
    // n = 4. "abcdef" → "abcd" / "ef"; then "ef" + " " + "g" = 4 ≤ 4 joins: "ef g".
    // 2 lines: 34 × 40.8 (three lines would be 61.2).
    expectTextSize(TextProbe.size(of: Text("abcdef g"), width: 34), 34, 40.8)
  }

  @Test("wrapping applies to each paragraph separately")
  func wrapsEachParagraph() {
    // n = 5. "aa bb cc" → "aa bb" / "cc"; "\n" then "d" → "d". 3 lines: 42.5 × 61.2.
    expectTextSize(TextProbe.size(of: Text("aa bb cc\nd"), width: 42.5), 42.5, 61.2)
  }

  @Test("width 0, tiny and negative widths give one character per line without crashing")
  func zeroAndTinyWidths() {
    // n = max(1, ⌊0 / 8.5⌋) = 1: "Hello" → 5 lines of one character: 8.5 × 5 × 20.4 = 102.
    // The text is wider than the proposal: one character is the least a line holds (rule 8).
    for width: CGFloat in [0, 0.001, 8.49, -20] {
      expectTextSize(TextProbe.size(of: Text("Hello"), width: width), 8.5, 102)
    }
    // "a b" at n = 1: "a" / "b" (the space hangs): 8.5 × 40.8.
    expectTextSize(TextProbe.size(of: Text("a b"), width: 0), 8.5, 40.8)
    // 16.9 is still under 2 × 8.5 = 17: one character per line.
    expectTextSize(TextProbe.size(of: Text("ab"), width: 16.9), 8.5, 40.8)
  }

  @Test("an infinite or huge width wraps nothing")
  func infiniteWidth() {
    // n is unbounded: "ab cd\nefg" is one line per paragraph: "ab cd" (5) / "efg": 42.5 × 40.8.
    expectTextSize(TextProbe.size(of: Text("ab cd\nefg"), width: .infinity), 42.5, 40.8)
    expectTextSize(TextProbe.size(of: Text("ab cd\nefg"), width: 1e300), 42.5, 40.8)
  }
}
