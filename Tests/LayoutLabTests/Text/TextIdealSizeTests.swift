import Foundation
import LayoutLab
import Testing

// Body text at Dynamic Type .large: s = 17, so one character is 17 / 2 = 8.5 wide and a line is
// 1.2 × 17 = 20.4 tall (TextLayoutModel rules 1, 2; DT2 for 17).

@Suite("Text ideal size: one line per paragraph")
struct TextIdealSizeTests {
  @Test("Text's ideal size is its characters on one line")
  func singleLine() {
    // "Hello": 5 × 8.5 = 42.5 wide, 1 line = 20.4 tall.
    expectTextSize(TextProbe.idealSize(of: Text("Hello")), 42.5, 20.4)
    // "Hello, world": 12 characters (the space counts) = 102 wide.
    expectTextSize(TextProbe.idealSize(of: Text("Hello, world")), 102, 20.4)
  }

  @Test("an unwrapped text in a host is placed at its ideal size, centred")
  func hostedAtIdealSize() {
    // The host proposes 390 × 844; "Hello, world" needs 102 of the 390 so it does not wrap
    // (LV3: the text uses only the space it needs): 102 × 20.4, centred at
    // ((390 − 102) / 2, (844 − 20.4) / 2) = (144, 411.8).
    let result = ViewHost(rootView: Text("Hello, world").id("t")).layout(in: TextProbe.hostSize)
    expectTextRect(result.frame(id: "t"), CGRect(x: 144, y: 411.8, width: 102, height: 20.4))
  }

  @Test("an explicit newline breaks the ideal size into lines; width is the widest line")
  func newlines() {
    // "ab" (2) and "cdef" (4): widest 4 × 8.5 = 34; 2 lines × 20.4 = 40.8.
    expectTextSize(TextProbe.idealSize(of: Text("ab\ncdef")), 34, 40.8)
    // The widest line may come first: "abcde" (5) and "f" (1): 42.5 × 40.8.
    expectTextSize(TextProbe.idealSize(of: Text("abcde\nf")), 42.5, 40.8)
  }

  @Test("an empty paragraph is still a line, 0 wide")
  func emptyParagraphs() {
    // "a", "", "b": 3 lines = 61.2 tall; widest 1 × 8.5.
    expectTextSize(TextProbe.idealSize(of: Text("a\n\nb")), 8.5, 61.2)
    // "\n" separates two empty paragraphs: 0 wide, 2 × 20.4 = 40.8 tall.
    expectTextSize(TextProbe.idealSize(of: Text("\n")), 0, 40.8)
  }

  @Test("every newline character ends a line: \\r\\n, \\r and U+2028 as well as \\n")
  func otherNewlines() {
    // Each splits "abc" (3) from "defgh" (5): 5 × 8.5 = 42.5 wide, 2 lines = 40.8 tall (rule 3).
    for separator in ["\r\n", "\r", "\u{2028}", "\u{2029}"] {
      expectTextSize(TextProbe.idealSize(of: Text("abc\(separator)defgh")), 42.5, 40.8)
    }
  }

  @Test("empty text is 0 × 0")
  func emptyText() {
    // Rule 8: "" has no lines at all.
    expectTextSize(TextProbe.idealSize(of: Text("")), 0, 0)
    expectTextSize(TextProbe.size(of: Text(""), width: 100), 0, 0)
  }

  @Test("every grapheme is one character: emoji, accents, tabs and non-breaking spaces")
  func graphemes() {
    // "👍🏽ok": the thumbs-up with its skin tone is one Character, so 3 × 8.5 = 25.5.
    expectTextSize(TextProbe.idealSize(of: Text("👍🏽ok")), 25.5, 20.4)
    // "é" written as e + combining acute is one Character: "café" is 4 × 8.5 = 34.
    expectTextSize(TextProbe.idealSize(of: Text("cafe\u{301}")), 34, 20.4)
    // A tab and a no-break space are ordinary characters: "a\tb" and "a\u{A0}b" are 3 × 8.5.
    expectTextSize(TextProbe.idealSize(of: Text("a\tb")), 25.5, 20.4)
    expectTextSize(TextProbe.idealSize(of: Text("a\u{A0}b")), 25.5, 20.4)
  }

  @Test("fixedSize keeps a text unwrapped in a narrow frame")
  func fixedSizeIsIdeal() {
    // F3 / LV3: fixedSize proposes nil, so the text takes its ideal 102 × 20.4 even inside a
    // 50-wide frame, and overflows it.
    let view = Text("Hello, world").fixedSize().id("t").frame(width: 50)
    let result = ViewHost(rootView: view).layout(in: TextProbe.hostSize)
    #expect(textClose(result.frame(id: "t")?.width, 102))
    #expect(textClose(result.frame(id: "t")?.height, 20.4))
  }

  @Test("A one-word text's ideal size is its one line as an infinite width lays it, under every text setting")
  func oneWordIdealIsItsUnwrappedLine() {
    // The ideal size of a one-word text is worked out without walking lines; an infinite
    // proposed width (rule 6) walks them. Both give one line as wide as the word, and the
    // reserved lines of a lower limit (rule 8), whatever the spacing, kerning or scale factor.
    let texts: [(String, any View)] = [
      ("tag", Text("tag")),
      ("leading spaces", Text("  lead")),
      ("spaces only", Text("   ")),
      ("kerning 2", Text("tag").kerning(2)),
      ("title", Text("tag").font(.title)),
      ("reserved 3 lines, spacing 4", Text("tag").lineLimit(3, reservesSpace: true).lineSpacing(4)),
      ("limit 1, scale 0.5", Text("tag").lineLimit(1).minimumScaleFactor(0.5)),
    ]
    for (name, text) in texts {
      let ideal = TextProbe.idealSize(of: AnyView(text))
      let unwrapped = TextProbe.size(of: AnyView(text), proposing: ProposedViewSize(width: .infinity, height: nil))
      #expect(
        ideal != nil && ideal == unwrapped, "\(name): \(String(describing: ideal)), \(String(describing: unwrapped))")
    }
    // "tag" at body: 3 × 8.5 = 25.5 wide; three reserved lines 4 apart: 3 × 20.4 + 2 × 4 = 69.2.
    expectTextSize(TextProbe.idealSize(of: Text("tag").lineLimit(3, reservesSpace: true).lineSpacing(4)), 25.5, 69.2)
    // Two leading spaces count (rule 4): "  lead" is 6 × 8.5 = 51 wide.
    expectTextSize(TextProbe.idealSize(of: Text("  lead")), 51, 20.4)
  }
}
