import Foundation
import LayoutLab
import Testing

// TextLayoutModel rule 9: the first baseline is s below the top; the last is
// (lines − 1) × 1.2 × s + s. Body (17): first 17, a line 20.4. largeTitle (34): first 34, a
// line 40.8. An HStack aligned on a guide puts every child's guide on one line; the stack
// extends max(guide) above it and max(height − guide) below it.

@Suite("Text baselines")
struct TextBaselineTests {
  @Test("HStack(alignment: .firstTextBaseline) lines up first baselines of different fonts")
  func firstBaselines() {
    // big "a" (largeTitle): 17 × 40.8, baseline 34; small "b" (body): 8.5 × 20.4, baseline 17.
    // Above: max(34, 17) = 34; below: max(40.8 − 34, 20.4 − 17) = 6.8; stack 25.5 × 40.8,
    // centred at x = (390 − 25.5) / 2 = 182.25, y = (844 − 40.8) / 2 = 401.6.
    // big top = 401.6 + 34 − 34 = 401.6; small top = 401.6 + 34 − 17 = 418.6.
    let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
      Text("a").font(.largeTitle).id("big")
      Text("b").id("small")
    }
    let result = ViewHost(rootView: view).layout(in: TextProbe.hostSize)
    expectTextRect(result.frame(id: "big"), CGRect(x: 182.25, y: 401.6, width: 17, height: 40.8))
    expectTextRect(result.frame(id: "small"), CGRect(x: 199.25, y: 418.6, width: 8.5, height: 20.4))
    // Both baselines at 401.6 + 34 = 418.6 + 17 = 435.6.
    #expect(textClose(result.frame(id: "big").map { $0.minY + 34 }, 435.6))
    #expect(textClose(result.frame(id: "small").map { $0.minY + 17 }, 435.6))
  }

  @Test("HStack(alignment: .lastTextBaseline) lines up the last line of a two-line text")
  func lastBaselines() {
    // "a\nb" (body): 8.5 × 40.8, last baseline 20.4 + 17 = 37.4; "c" (largeTitle): 17 × 40.8,
    // baseline 34. Above: max(37.4, 34) = 37.4; below: max(3.4, 6.8) = 6.8; stack 25.5 × 44.2,
    // at x = 182.25, y = (844 − 44.2) / 2 = 399.9. Tops: 399.9 and 399.9 + 37.4 − 34 = 403.3.
    let view = HStack(alignment: .lastTextBaseline, spacing: 0) {
      Text("a\nb").id("two")
      Text("c").font(.largeTitle).id("big")
    }
    let result = ViewHost(rootView: view).layout(in: TextProbe.hostSize)
    expectTextRect(result.frame(id: "two"), CGRect(x: 182.25, y: 399.9, width: 8.5, height: 40.8))
    expectTextRect(result.frame(id: "big"), CGRect(x: 190.75, y: 403.3, width: 17, height: 40.8))
  }

  @Test("the same two texts on first baselines align the first line instead")
  func firstBaselineOfTwoLines() {
    // "a\nb" first baseline 17; "c" 34. Above: 34; below: max(40.8 − 17, 6.8) = 23.8; stack
    // 25.5 × 57.8 at y = (844 − 57.8) / 2 = 393.1. Tops: 393.1 + 34 − 17 = 410.1 and 393.1.
    let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
      Text("a\nb").id("two")
      Text("c").font(.largeTitle).id("big")
    }
    let result = ViewHost(rootView: view).layout(in: TextProbe.hostSize)
    expectTextRect(result.frame(id: "two"), CGRect(x: 182.25, y: 410.1, width: 8.5, height: 40.8))
    expectTextRect(result.frame(id: "big"), CGRect(x: 190.75, y: 393.1, width: 17, height: 40.8))
  }

  @Test("a wrapped text's last baseline is on its last wrapped line")
  func wrappedLastBaseline() {
    // "aa bb" in a 20-wide frame: n = ⌊20 / 8.5⌋ = 2, "aa" / "bb": 17 × 40.8, last baseline 37.4.
    // Next to "c" (largeTitle, 34) on last baselines: the same geometry as above, with the
    // 20-wide frame: stack 37 × 44.2 at x = (390 − 37) / 2 = 176.5, y = 399.9. The text sits
    // centred in its frame: x = 176.5 + (20 − 17) / 2 = 178; "c" at 176.5 + 20 = 196.5,
    // y = 399.9 + 37.4 − 34 = 403.3.
    let view = HStack(alignment: .lastTextBaseline, spacing: 0) {
      Text("aa bb").id("wrapped").frame(width: 20)
      Text("c").font(.largeTitle).id("big")
    }
    let result = ViewHost(rootView: view).layout(in: TextProbe.hostSize)
    expectTextRect(result.frame(id: "wrapped"), CGRect(x: 178, y: 399.9, width: 17, height: 40.8))
    expectTextRect(result.frame(id: "big"), CGRect(x: 196.5, y: 403.3, width: 17, height: 40.8))
  }

  @Test("empty text has its baselines at its bottom edge, like a view without text")
  func emptyTextBaseline() {
    // Text("") is 0 × 0 with no lines: its first baseline defaults to its height, 0 (A1).
    // Next to "b" (baseline 17): above max(0, 17) = 17, below max(0, 3.4) = 3.4: stack 8.5 × 20.4
    // at y = (844 − 20.4) / 2 = 411.8. The empty text's top is 411.8 + 17 − 0 = 428.8.
    let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
      Text("").id("empty")
      Text("b").id("b")
    }
    let result = ViewHost(rootView: view).layout(in: TextProbe.hostSize)
    #expect(textClose(result.frame(id: "empty")?.minY, 428.8))
    #expect(textClose(result.frame(id: "b")?.minY, 411.8))
  }

  @Test("a VStack of texts exposes its bottom text's last baseline")
  func stackLastBaseline() {
    // VStack(spacing: 0) { "a"; "b" }: 8.5 × 40.8; "b"'s baseline is 20.4 + 17 = 37.4 from the
    // stack's top, "a"'s 17. The stack's last baseline is the bottom-most, 37.4 (A3, VERIFY:
    // LayoutLab takes the maximum). So it lines up like "a\nb" above: tops 399.9 and 403.3.
    let view = HStack(alignment: .lastTextBaseline, spacing: 0) {
      VStack(spacing: 0) {
        Text("a")
        Text("b")
      }.id("stack")
      Text("c").font(.largeTitle).id("big")
    }
    let result = ViewHost(rootView: view).layout(in: TextProbe.hostSize)
    expectTextRect(result.frame(id: "stack"), CGRect(x: 182.25, y: 399.9, width: 8.5, height: 40.8))
    expectTextRect(result.frame(id: "big"), CGRect(x: 190.75, y: 403.3, width: 17, height: 40.8))
  }
}
