import Foundation
import LayoutLab
import Testing

// Body text: one character is 8.5 wide, a line 20.4 tall. The space rules are TextLayoutModel
// rule 4 (leading spaces count, runs of spaces count in full, trailing spaces hang) and rule 5
// (the spaces at a break hang and are not carried to the next line).

@Suite("Text spaces: leading, repeated and trailing")
struct TextSpacesTests {
  @Test("consecutive spaces between words each count as a character")
  func repeatedSpaces() {
    // "a  b" = a, 2 spaces, b = 4 × 8.5 = 34.
    expectTextSize(TextProbe.idealSize(of: Text("a  b")), 34, 20.4)
  }

  @Test("leading spaces count in the width")
  func leadingSpaces() {
    // "  ab" = 4 × 8.5 = 34.
    expectTextSize(TextProbe.idealSize(of: Text("  ab")), 34, 20.4)
  }

  @Test("trailing spaces hang: they count in no width")
  func trailingSpaces() {
    // "ab  " is as wide as "ab": 2 × 8.5 = 17.
    expectTextSize(TextProbe.idealSize(of: Text("ab  ")), 17, 20.4)
    // Before a newline too: "ab  " / "cd" is 2 and 2 characters: 17 × 40.8.
    expectTextSize(TextProbe.idealSize(of: Text("ab  \ncd")), 17, 40.8)
  }

  @Test("a paragraph of spaces only is one line, 0 wide")
  func spacesOnly() {
    // All three spaces are trailing: 0 wide, but the line is there: 20.4 tall.
    expectTextSize(TextProbe.idealSize(of: Text("   ")), 0, 20.4)
  }

  @Test("a run of spaces at a break hangs and is not carried to the next line")
  func spacesAtBreak() {
    // w = 34: n = 4. "aa" + 4 spaces + "b" = 7 > 4: "aa" / "b". Widest 2 × 8.5 = 17; had the
    // spaces moved to the second line it would be "    b" = 5 characters (42.5, broken).
    expectTextSize(TextProbe.size(of: Text("aa    b"), width: 34), 17, 40.8)
    // n = 4: "aa" + 3 spaces + "bb" = 7 > 4 → "aa" / "bb": 17 × 40.8.
    expectTextSize(TextProbe.size(of: Text("aa   bb"), width: 34), 17, 40.8)
  }

  @Test("a run of spaces fits on a line only with the word after it")
  func spaceRunCountsWhenJoining() {
    // n = 5. "a" + 3 spaces + "b" = 5 ≤ 5 joins: one line, 5 × 8.5 = 42.5.
    expectTextSize(TextProbe.size(of: Text("a   b"), width: 42.5), 42.5, 20.4)
    // n = 4: 5 > 4, so "a" / "b": 8.5 × 40.8.
    expectTextSize(TextProbe.size(of: Text("a   b"), width: 34), 8.5, 40.8)
  }

  @Test("leading spaces belong to the first word when it is broken")
  func leadingSpacesBreakWithWord() {
    // n = 4. "  abcdef" is one 8-character word: "  ab" / "cdef": 34 × 40.8.
    expectTextSize(TextProbe.size(of: Text("  abcdef"), width: 34), 34, 40.8)
  }

  @Test("only the plain space is a break: a no-break space or a tab joins words")
  func nonBreakingCharacters() {
    // n = 4. "aaa\u{A0}bbb" is one 7-character word: "aaa\u{A0}" / "bbb": 34 × 40.8. With a
    // plain space it would be "aaa" / "bbb": 25.5 × 40.8.
    expectTextSize(TextProbe.size(of: Text("aaa\u{A0}bbb"), width: 34), 34, 40.8)
    expectTextSize(TextProbe.size(of: Text("aaa\tbbb"), width: 34), 34, 40.8)
    expectTextSize(TextProbe.size(of: Text("aaa bbb"), width: 34), 25.5, 40.8)
  }
}
