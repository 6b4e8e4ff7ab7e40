import Foundation
import LayoutLab
import Testing

// Body text: one character is 8.5 wide, a line 20.4 tall. TextLayoutModel rule 7: at most
// `lineLimit` lines and ⌊h / 20.4⌋ lines for a finite height h, never fewer than one; the last
// kept line holds the rest of its paragraph r, cut to min(r, n − 1) characters plus a
// one-character ellipsis.

@Suite("Text line limits, proposed heights and truncation")
struct TextTruncationTests {
  @Test("lineLimit(1) with a narrow width truncates; the width includes the ellipsis")
  func lineLimitOneTruncates() {
    // w = 60: n = 7. One line: the whole paragraph, r = 12 > 6, keeps 6 + "…" = 7 characters
    // ("Hello,…"): 7 × 8.5 = 59.5, 1 line = 20.4. (Wrapped it would be 51 × 40.8.)
    expectTextSize(TextProbe.size(of: Text("Hello, world").lineLimit(1), width: 60), 59.5, 20.4)
    // w = 30: n = 3: keeps min(12, 2) = 2 + "…" = 3 characters: 25.5 × 20.4.
    expectTextSize(TextProbe.size(of: Text("Hello, world").lineLimit(1), width: 30), 25.5, 20.4)
  }

  @Test("the truncated line keeps as many characters as fit, not just its wrapped words")
  func truncatedLineFillsWidth() {
    // w = 59.5: n = 7. Wrapped, "aa bbbbbb" would be "aa" / "bbbbbb"; on one line it is the
    // whole paragraph, r = 9, so it keeps min(9, 6) = 6 characters and the ellipsis:
    // "aa bbb…" = 7 × 8.5 = 59.5 (not "aa…" = 25.5).
    expectTextSize(TextProbe.size(of: Text("aa bbbbbb").lineLimit(1), width: 59.5), 59.5, 20.4)
  }

  @Test("lineLimit(1) on a text that fits changes nothing")
  func lineLimitOneFits() {
    // 102 wide at w = 200 (n = 23): one line, nothing cut, no ellipsis: 102 × 20.4.
    expectTextSize(TextProbe.size(of: Text("Hello, world").lineLimit(1), width: 200), 102, 20.4)
  }

  @Test("lineLimit(2) keeps two lines and truncates the second")
  func lineLimitTwo() {
    // w = 30: n = 3. "aa bb cc" wraps to "aa" / "bb" / "cc" (17 × 61.2 without a limit).
    expectTextSize(TextProbe.size(of: Text("aa bb cc"), width: 30), 17, 61.2)
    // With 2 lines: "aa", then "bb" holds the rest "bb cc" (r = 5), cut to min(5, 2) = 2 + "…":
    // "bb…" = 3 characters. Widest 3 × 8.5 = 25.5; 2 × 20.4 = 40.8.
    expectTextSize(TextProbe.size(of: Text("aa bb cc").lineLimit(2), width: 30), 25.5, 40.8)
    // w = 59.5 (n = 7): "aa" / "bb" / "cccccc" ("bb" + " " + "cccccc" = 9 > 7). With 2 lines the
    // second holds the rest of its paragraph, "bb cccccc" (r = 9): 6 characters and the
    // ellipsis, "bb ccc…" = 7 × 8.5 = 59.5 wide, 40.8 tall.
    expectTextSize(TextProbe.size(of: Text("aa\nbb cccccc").lineLimit(2), width: 59.5), 59.5, 40.8)
  }

  @Test("lineLimit(2) on a text of two lines changes nothing")
  func lineLimitTwoFits() {
    // n = 5: "aa bb" / "cc dd" is exactly 2 lines: 42.5 × 40.8, nothing cut.
    expectTextSize(TextProbe.size(of: Text("aa bb cc dd").lineLimit(2), width: 42.5), 42.5, 40.8)
  }

  @Test("a finite proposed height keeps only the lines that fit")
  func heightLimitsLines() {
    // h = 30: ⌊30 / 20.4⌋ = 1 line. w = 30, n = 3: "aa" holds the rest "aa bb cc" (r = 8),
    // cut to 2 + "…" = 3 characters: 25.5 × 20.4.
    let short = TextProbe.size(of: Text("aa bb cc"), proposing: ProposedViewSize(width: 30, height: 30))
    expectTextSize(short, 25.5, 20.4)
    // h = 40.8: exactly 2 lines fit: the same as lineLimit(2): 25.5 × 40.8.
    let two = TextProbe.size(of: Text("aa bb cc"), proposing: ProposedViewSize(width: 30, height: 40.8))
    expectTextSize(two, 25.5, 40.8)
    // h = 100 ≥ 3 × 20.4 = 61.2: nothing cut: 17 × 61.2.
    let tall = TextProbe.size(of: Text("aa bb cc"), proposing: ProposedViewSize(width: 30, height: 100))
    expectTextSize(tall, 17, 61.2)
  }

  @Test("a height below one line still keeps one line")
  func heightBelowOneLine() {
    // h = 10 < 20.4: never fewer than one line. Ideal width (nil): "ab" / "cdef" cut to "ab…"
    // (r = 2, plus the ellipsis): 3 × 8.5 = 25.5 × 20.4.
    let size = TextProbe.size(of: Text("ab\ncdef"), proposing: ProposedViewSize(width: nil, height: 10))
    expectTextSize(size, 25.5, 20.4)
  }

  @Test("the lower of lineLimit and the height's line count wins")
  func lineLimitAndHeight() {
    // w = 30 (n = 3) on "aa bb cc dd" (4 lines). lineLimit(3) but h = 45: ⌊45 / 20.4⌋ = 2 lines;
    // the second, "bb", holds "bb cc dd" (r = 8) → "bb…": 25.5 × 40.8.
    let size = TextProbe.size(of: Text("aa bb cc dd").lineLimit(3), proposing: ProposedViewSize(width: 30, height: 45))
    expectTextSize(size, 25.5, 40.8)
  }

  @Test("a truncated line with no proposed width is its own characters plus the ellipsis")
  func truncationWithoutWidth() {
    // Ideal size with lineLimit(1): "ab" is kept and "cdef" dropped; r = 2, n unbounded:
    // "ab…" = 3 × 8.5 = 25.5 × 20.4.
    expectTextSize(TextProbe.idealSize(of: Text("ab\ncdef").lineLimit(1)), 25.5, 20.4)
    // The hanging spaces of the kept paragraph are not part of r: "ab  " → "ab…", 25.5.
    expectTextSize(TextProbe.idealSize(of: Text("ab  \ncdef").lineLimit(1)), 25.5, 20.4)
    // A single paragraph is never cut without a width: "Hello" stays 42.5 × 20.4.
    expectTextSize(TextProbe.idealSize(of: Text("Hello").lineLimit(1)), 42.5, 20.4)
  }

  @Test("a kept line that ends its paragraph still gets the ellipsis when later lines are cut")
  func truncationAtParagraphEnd() {
    // w = 34 (n = 4), lineLimit(1): "ab" / "cd". The kept "ab" is its whole paragraph (r = 2):
    // min(2, 3) + 1 = 3 characters, "ab…": 25.5 × 20.4.
    expectTextSize(TextProbe.size(of: Text("ab\ncd").lineLimit(1), width: 34), 25.5, 20.4)
    // "abcd" exactly fills n = 4, so the ellipsis takes the place of its last character:
    // min(4, 3) + 1 = 4 characters, "abc…": 34 × 20.4.
    expectTextSize(TextProbe.size(of: Text("abcd\ne").lineLimit(1), width: 34), 34, 20.4)
    // An empty kept paragraph shows the ellipsis alone: r = 0, 0 + 1 = 1 character: 8.5 × 20.4.
    expectTextSize(TextProbe.idealSize(of: Text("\nabc").lineLimit(1)), 8.5, 20.4)
  }

  @Test("the truncation mode does not change the size")
  func truncationModeSameSize() {
    // Head, middle and tail keep the same number of characters: 59.5 × 20.4 as with tail.
    for mode: Text.TruncationMode in [.head, .middle, .tail] {
      let view = Text("Hello, world").lineLimit(1).truncationMode(mode)
      expectTextSize(TextProbe.size(of: view, width: 60), 59.5, 20.4)
    }
  }

  @Test(".zero, .unspecified and .infinity proposals give finite sizes")
  func specialProposals() {
    // .zero: n = 1 and ⌊0 / 20.4⌋ → 1 line: "Hello" → "…" alone (min(5, 0) + 1 = 1): 8.5 × 20.4.
    expectTextSize(TextProbe.size(of: Text("Hello"), proposing: .zero), 8.5, 20.4)
    // .unspecified: the ideal size, 5 × 8.5 = 42.5 × 20.4.
    expectTextSize(TextProbe.size(of: Text("Hello"), proposing: .unspecified), 42.5, 20.4)
    // .infinity: nothing wraps or is cut: one line per paragraph, "ab" / "cdef": 34 × 40.8.
    expectTextSize(TextProbe.size(of: Text("ab\ncdef"), proposing: .infinity), 34, 40.8)
  }

  @Test("huge and NaN proposals never crash")
  func hugeAndNaNProposals() {
    // A height of 1e300 allows ~5e298 lines: nothing is cut. Ideal: 34 × 40.8.
    let huge = TextProbe.size(of: Text("ab\ncdef"), proposing: ProposedViewSize(width: 1e300, height: 1e300))
    expectTextSize(huge, 34, 40.8)
    // NaN counts as 0 (rule 10): n = 1 and one line, "a…" cut to the ellipsis alone
    // (min(2, 0) + 1 = 1): 8.5 × 20.4, as for .zero.
    let nan = TextProbe.size(of: Text("ab\ncdef"), proposing: ProposedViewSize(width: .nan, height: .nan))
    expectTextSize(nan, 8.5, 20.4)
    // A negative height counts as 0: one line, "ab…" (r = 2 + 1): 25.5 × 20.4.
    let negative = TextProbe.size(of: Text("ab\ncdef"), proposing: ProposedViewSize(width: nil, height: -5))
    expectTextSize(negative, 25.5, 20.4)
  }

  @Test("lineLimit applies to every text below it, and the nearest one wins")
  func lineLimitEnvironment() {
    // VStack { … }.lineLimit(1): both texts at w = 60 become one line, "Hello,…" = 59.5 × 20.4.
    // The inner .lineLimit(nil) on the second is nearer (E2): it wraps to 51 × 40.8.
    let view = VStack {
      Text("Hello, world").id("a")
      Text("Hello, world").lineLimit(nil).id("b")
    }.lineLimit(1).frame(width: 60)
    let result = ViewHost(rootView: view).layout(in: TextProbe.hostSize)
    expectTextSize(result.frame(id: "a")?.size, 59.5, 20.4)
    expectTextSize(result.frame(id: "b")?.size, 51, 40.8)
  }

  @Test("lineLimit below 1 keeps one line and reports a diagnostic")
  func lineLimitBelowOne() {
    // lineLimit(0) is treated as 1: "a" / "b" → "a…" (r = 1 + 1): 17 × 20.4.
    let result = ViewHost(rootView: Text("a\nb").lineLimit(0).id("t")).layout(in: TextProbe.hostSize)
    expectTextSize(result.frame(id: "t")?.size, 17, 20.4)
    #expect(result.diagnostics.map(\.kind) == [.invalidArgument])
  }
}
