import Foundation
import LayoutExamples
import LayoutLab
import LayoutTestSupport
import Testing

/// How `FlowLayout` breaks lines. Every expected number is computed by hand from the rules in
/// `FlowArrangement` (greedy breaking with a 0.001 tolerance; a lone oversized item; line
/// height from the items' guides) and the text model (8.5 pt per body character, lines 20.4
/// tall). Frames are relative to the flow's origin.
@Suite("FlowLayout breaks lines")
struct FlowLayoutBreakingTests {
  private typealias T = FlowTestSupport

  @Test("F1: four 30×20 items at width 100, spacing 5, line spacing 10 give rows of 3 (an exact fit) and 1")
  func exactFitRows() throws {
    let laid = try T.layOut(FlowLayout(itemSpacing: 5, lineSpacing: 10), width: 100) {
      ForEach(0..<4) { _ in Color.red.frame(width: 30, height: 20) }
    }
    // x: 0, 0 + 30 + 5 = 35, 35 + 30 + 5 = 70; the third ends at 70 + 30 = 100 = the width: fits.
    // The fourth: 100 + 5 + 30 = 135 > 100, so line 2 at y = 20 + 10 = 30.
    // Size: widest line 100; height 20 + 10 + 20 = 50.
    expectOrigins(laid.frames, [CGPoint(x: 0, y: 0), CGPoint(x: 35, y: 0), CGPoint(x: 70, y: 0), CGPoint(x: 0, y: 30)])
    #expect(laid.size == CGSize(width: 100, height: 50))
    #expect(laid.result.diagnostics.isEmpty)
  }

  @Test("F2: an 80-wide item in a 50-wide flow sits alone on the first line, with no empty line before it")
  func oversizedFirstItem() throws {
    let laid = try T.layOut(FlowLayout(itemSpacing: 5, lineSpacing: 10), width: 50) {
      Color.red.frame(width: 80, height: 20)
      Color.green.frame(width: 20, height: 20)
      Color.blue.frame(width: 20, height: 20)
    }
    // The first item of a line stays on it: 80 at (0, 0). Next: 80 + 5 + 20 = 105 > 50, line 2 at
    // y = 20 + 10 = 30, x = 0; then 20 + 5 + 20 = 45 <= 50: x = 25 on the same line.
    // Size: widest line 80 (more than the 50 proposed: the flow hugs its lines); height 50.
    expectFrames(
      laid.frames,
      [
        CGRect(x: 0, y: 0, width: 80, height: 20), CGRect(x: 0, y: 30, width: 20, height: 20),
        CGRect(x: 25, y: 30, width: 20, height: 20),
      ])
    #expect(laid.size == CGSize(width: 80, height: 50))
  }

  @Test("F3: an oversized item in the middle gets a line of its own, and the item after it the next line")
  func oversizedMiddleItem() throws {
    let laid = try T.layOut(FlowLayout(itemSpacing: 5, lineSpacing: 10), width: 50) {
      Color.red.frame(width: 20, height: 20)
      Color.green.frame(width: 80, height: 20)
      Color.blue.frame(width: 20, height: 20)
    }
    // 20 at (0, 0); 20 + 5 + 80 = 105 > 50: the 80 starts line 2 at y 30; 80 + 5 + 20 = 105 > 50:
    // the last starts line 3 at y 60. Size 80 × (3 × 20 + 2 × 10) = 80 × 80.
    expectOrigins(laid.frames, [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 60)])
    #expect(laid.size == CGSize(width: 80, height: 80))
  }

  @Test(
    "F4: items 40×20, 40×40, 40×30 in one line align top, center and bottom",
    arguments: [
      (VerticalAlignment.top, [0.0, 0, 0]),
      (VerticalAlignment.center, [10.0, 0, 5]),
      (VerticalAlignment.bottom, [20.0, 0, 10]),
    ])
  func verticalAlignment(alignment: VerticalAlignment, ys: [CGFloat]) throws {
    let laid = try T.layOut(FlowLayout(itemAlignment: alignment, itemSpacing: 5, lineSpacing: 10), width: 200) {
      Color.red.frame(width: 40, height: 20)
      Color.green.frame(width: 40, height: 40)
      Color.blue.frame(width: 40, height: 30)
    }
    // Guides (distance from each item's top): top 0, 0, 0; center 10, 20, 15; bottom 20, 40, 30.
    // The line's guide is the largest (0, 20, 40) and y = line guide − item guide:
    // top 0, 0, 0; center 10, 0, 5; bottom 20, 0, 10. The line is 40 tall in every case.
    // x: 0, 45, 90; width 130.
    expectOrigins(laid.frames, zip([0.0, 45, 90], ys).map { CGPoint(x: $0, y: $1) })
    #expect(laid.size == CGSize(width: 130, height: 40))
  }

  @Test("F5: first-baseline alignment lines up texts of two fonts; the line is max ascent + max descent tall")
  func firstTextBaseline() throws {
    let laid = try T.layOut(FlowLayout(itemAlignment: .firstTextBaseline, itemSpacing: 5, lineSpacing: 10), width: 200)
    {
      Text("Ab").font(.system(size: 20))
      Text("Cd")
      Color.blue.frame(width: 10, height: 10)
    }
    // "Ab" at 20 pt: 2 × 10 = 20 wide, 24 tall, first baseline 20 below its top.
    // "Cd" at body 17 pt: 2 × 8.5 = 17 wide, 20.4 tall, baseline 17.
    // A colour has no text: its first baseline is its bottom, 10.
    // Line guide = max(20, 17, 10) = 20; below the guide: max(4, 3.4, 0) = 4; height 24.
    // y = 20 − guide: 0, 3, 10. x: 0, 20 + 5 = 25, 25 + 17 + 5 = 47. Width 47 + 10 = 57.
    expectFrames(
      laid.frames,
      [
        CGRect(x: 0, y: 0, width: 20, height: 24), CGRect(x: 25, y: 3, width: 17, height: 20.4),
        CGRect(x: 47, y: 10, width: 10, height: 10),
      ])
    expectSize(laid.size, CGSize(width: 57, height: 24))
    // The baselines meet at 20: 0 + 20 = 3 + 17 = 10 + 10.
  }

  @Test("F6: first-baseline alignment over two lines: each line is as tall as its own ascent and descent")
  func firstTextBaselineTwoLines() throws {
    let laid = try T.layOut(FlowLayout(itemAlignment: .firstTextBaseline, itemSpacing: 5, lineSpacing: 10), width: 40) {
      Text("Ab").font(.system(size: 20))
      Text("Cd")
      Text("Ef").font(.system(size: 10))
      Text("Gh")
    }
    // Widths: 20, 17, 10 (10 pt: 5 a character), 17. Line 1: 20, then 20 + 5 + 17 = 42 > 40:
    // "Cd" starts line 2; 17 + 5 + 10 = 32 fits; 32 + 5 + 17 = 54 > 40: "Gh" starts line 3.
    // Line 1: "Ab" alone, 24 tall. Line 2: baselines 17 and 10, heights 20.4 and 12;
    // guide 17, below max(3.4, 2) = 3.4, height 20.4; top 24 + 10 = 34; "Ef" at 34 + 17 − 10 = 41.
    // Line 3: top 34 + 20.4 + 10 = 64.4. Height 64.4 + 20.4 = 84.8; width max(20, 32, 17) = 32.
    expectOrigins(
      laid.frames,
      [
        CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 34), CGPoint(x: 22, y: 41), CGPoint(x: 0, y: 64.4),
      ])
    expectSize(laid.size, CGSize(width: 32, height: 84.8))
  }

  @Test("F7: text wider than the line is measured at the line width, so it wraps, and starts its own line")
  func wideTextWraps() throws {
    let laid = try T.layOut(FlowLayout(itemAlignment: .top, itemSpacing: 5, lineSpacing: 10), width: 100) {
      Text("Hi")
      Text("one two three four")
    }
    // "Hi": 17 × 20.4. The long text's ideal is 18 × 8.5 = 153 > 100, so it is asked for
    // (100, nil): ⌊100 / 8.5⌋ = 11 characters a line: "one two" (7; adding " three" makes 13)
    // and "three four" (10): 10 × 8.5 = 85 wide, 2 × 20.4 = 40.8 tall.
    // 17 + 5 + 85 = 107 > 100: line 2 at y = 20.4 + 10 = 30.4. Size 85 × (30.4 + 40.8) = 85 × 71.2.
    expectFrames(
      laid.frames,
      [
        CGRect(x: 0, y: 0, width: 17, height: 20.4), CGRect(x: 0, y: 30.4, width: 85, height: 40.8),
      ])
    expectSize(laid.size, CGSize(width: 85, height: 71.2))
    // It is placed with the proposal it was measured with.
    #expect(laid.flow.children[1].proposal == ProposedViewSize(width: 100, height: nil))
    #expect(laid.flow.children[0].proposal == .unspecified)
  }

  @Test("F8: a container narrower than every item puts each item on its own line and reports the widest")
  func narrowerThanOneItem() throws {
    let laid = try T.layOut(FlowLayout(itemSpacing: 5, lineSpacing: 10), width: 20) {
      Color.red.frame(width: 30, height: 20)
      Text("hello world")
      Color.blue.frame(width: 25, height: 20)
    }
    // Line width 20. The 30-wide colour is rigid: alone on line 1 at y 0.
    // "hello world" (93.5 ideal) is asked for (20, nil): ⌊20 / 8.5⌋ = 2 characters a line;
    // "hello" is broken 2 + 2 + 1 and "world" 2 + 2 + 1: 6 lines, 17 wide, 6 × 20.4 = 122.4 tall;
    // 30 + 5 + 17 > 20, so line 2 at y 30. The 25-wide colour: line 3 at 30 + 122.4 + 10 = 162.4.
    // Size: width max(30, 17, 25) = 30, height 162.4 + 20 = 182.4. Nothing is infinite or NaN.
    expectFrames(
      laid.frames,
      [
        CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 0, y: 30, width: 17, height: 122.4),
        CGRect(x: 0, y: 162.4, width: 25, height: 20),
      ])
    expectSize(laid.size, CGSize(width: 30, height: 182.4))
    #expect(laid.result.diagnostics.isEmpty)
  }

  @Test("F9: no subviews give a 0 × 0 flow")
  func zeroItems() throws {
    let laid = try T.layOut(FlowLayout(spacing: 8), width: 390) { EmptyView() }
    // No lines: size zero, centred in the 390 × 1000 host at (195, 500).
    #expect(laid.size == .zero)
    #expect(laid.frames.isEmpty)
    #expect(laid.flow.frame == CGRect(x: 195, y: 500, width: 0, height: 0))
    #expect(laid.result.diagnostics.isEmpty)
  }

  @Test("F10: items whose widths add up to the line width up to rounding still share one line")
  func roundingExactFit() throws {
    // 16.6 + 0.1 + 16.6 + 0.1 + 16.6 is 50 on paper, but a hair over 50 in binary floating point,
    // summed left to right as the line breaking does.
    let edge: CGFloat = 16.6 + 0.1 + 16.6 + 0.1 + 16.6
    #expect(edge > 50)
    let laid = try T.layOut(FlowLayout(spacing: 0.1), width: 50) {
      ForEach(0..<3) { _ in Color.red.frame(width: 16.6, height: 20) }
    }
    // Within the 0.001 tolerance: one line, at x 0, 16.7, 33.4; size 50 × 20.
    expectOrigins(laid.frames, [CGPoint(x: 0, y: 0), CGPoint(x: 16.7, y: 0), CGPoint(x: 33.4, y: 0)])
    expectSize(laid.size, CGSize(width: 50, height: 20))
  }

  @Test("F43: items align on their explicit guides: an alignmentGuide moves an item within its line")
  func explicitGuide() throws {
    let laid = try T.layOut(FlowLayout(itemAlignment: .center, itemSpacing: 5, lineSpacing: 10), width: 200) {
      Color.red.frame(width: 40, height: 20)
      Color.green.frame(width: 40, height: 40).alignmentGuide(VerticalAlignment.center) { d in d.height }
    }
    // Guides: 10 (the default centre of 20) and 40 (the explicit value, the bottom of 40).
    // Line guide 40: y 40 − 10 = 30 and 0. Below the guide: max(10, 0) = 10: the line is 50 tall.
    expectOrigins(laid.frames, [CGPoint(x: 0, y: 30), CGPoint(x: 45, y: 0)])
    #expect(laid.size == CGSize(width: 85, height: 50))
  }
}
