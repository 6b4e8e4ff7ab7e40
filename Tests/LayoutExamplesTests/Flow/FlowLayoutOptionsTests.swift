import Foundation
import LayoutExamples
import LayoutLab
import LayoutTestSupport
import Testing

/// A leaf-like layout of a fixed size whose spacing prefers 0 on some edges and states nothing
/// on the others, to test `FlowLayout`'s `nil` spacing against `ViewSpacing`.
private struct FlowSpacingProbe: Layout {
  var size: CGSize
  var zeroEdges: Edge.Set

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
  func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    ViewSpacing().union(.zero, edges: zeroEdges)
  }
}

/// `FlowLayout`'s options: line alignment, justification, forced breaks, a maximum line count
/// and `nil` spacing. Numbers by hand from `FlowArrangement`'s rules; frames relative to the
/// flow's origin.
@Suite("FlowLayout options")
struct FlowLayoutOptionsTests {
  private typealias T = FlowTestSupport

  @Test(
    "F11: lines align leading, center or trailing within the widest line",
    arguments: [(FlowLayout.LineAlignment.leading, 0.0), (.center, 22.5), (.trailing, 45)])
  func lineAlignment(alignment: FlowLayout.LineAlignment, lastX: CGFloat) throws {
    let laid = try T.layOut(FlowLayout(alignment: alignment, itemSpacing: 5, lineSpacing: 10), width: 100) {
      ForEach(0..<3) { _ in Color.red.frame(width: 40, height: 20) }
    }
    // Line 1: 0 and 45, 85 wide (45 + 5 + 40 = 130 > 100 breaks). Line 2: the third, 40 wide.
    // The flow is 85 wide (its widest line), and line 2 moves by (85 − 40) × 0, ½, 1 = 0, 22.5, 45.
    // Line 1 fills the width, so it stays at 0 in every case.
    expectOrigins(laid.frames, [CGPoint(x: 0, y: 0), CGPoint(x: 45, y: 0), CGPoint(x: lastX, y: 30)])
    #expect(laid.size == CGSize(width: 85, height: 50))
  }

  @Test("F12: justify spreads the free space of a wrapped line over its gaps; the last line keeps its alignment")
  func justify() throws {
    for (alignment, lastX) in [(FlowLayout.LineAlignment.leading, 0.0), (.trailing, 80)] {
      let laid = try T.layOut(
        FlowLayout(alignment: alignment, itemSpacing: 5, lineSpacing: 10, justified: true), width: 100
      ) {
        ForEach(0..<5) { _ in Color.red.frame(width: 20, height: 20) }
      }
      // Line 1: four items, 4 × 20 + 3 × 5 = 95 wide (a fifth: 95 + 5 + 20 = 120 > 100). Free
      // space 100 − 95 = 5 over 3 gaps: each gap 5 + 5/3, so x = 0, 26.667, 53.333, 80 (ends at 100).
      // Line 2, the last, is not justified: leading 0, trailing 100 − 20 = 80.
      // A justified line fills the proposed width: the flow is 100 wide, 20 + 10 + 20 = 50 tall.
      expectOrigins(
        laid.frames,
        [
          CGPoint(x: 0, y: 0), CGPoint(x: 80.0 / 3, y: 0), CGPoint(x: 160.0 / 3, y: 0), CGPoint(x: 80, y: 0),
          CGPoint(x: lastX, y: 30),
        ])
      #expect(laid.size == CGSize(width: 100, height: 50))
    }
  }

  @Test("F13: a justified flow whose items fit on one line is not stretched and hugs its line")
  func justifyOneLine() throws {
    let laid = try T.layOut(FlowLayout(itemSpacing: 5, lineSpacing: 10, justified: true), width: 200) {
      ForEach(0..<5) { _ in Color.red.frame(width: 20, height: 20) }
    }
    // 5 × 20 + 4 × 5 = 120 <= 200: one line, the last, so natural gaps; the flow is 120 wide.
    expectOrigins(laid.frames, (0..<5).map { CGPoint(x: CGFloat($0) * 25, y: 0) })
    #expect(laid.size == CGSize(width: 120, height: 20))
  }

  @Test("F14: a forced break starts a new line before the view that carries it")
  func forcedBreak() throws {
    let laid = try T.layOut(FlowLayout(itemSpacing: 5, lineSpacing: 10), width: 200) {
      Color.red.frame(width: 30, height: 20)
      Color.red.frame(width: 30, height: 20)
      Color.red.frame(width: 30, height: 20).flowLineBreak()
      Color.red.frame(width: 30, height: 20)
    }
    // All four would fit in 200 (135 wide); the break puts the third at the start of line 2:
    // (0, 0) (35, 0) (0, 30) (35, 30); size 65 × 50.
    expectOrigins(
      laid.frames, [CGPoint(x: 0, y: 0), CGPoint(x: 35, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: 35, y: 30)])
    #expect(laid.size == CGSize(width: 65, height: 50))
  }

  @Test("F15: breaks on the first view, on consecutive views and on a view that wraps anyway make no empty line")
  func breaksNeverMakeEmptyLines() throws {
    let laid = try T.layOut(FlowLayout(itemSpacing: 5, lineSpacing: 10), width: 70) {
      Color.red.frame(width: 30, height: 20).flowLineBreak()
      Color.red.frame(width: 30, height: 20).flowLineBreak()
      Color.red.frame(width: 30, height: 20).flowLineBreak()
      Color.red.frame(width: 30, height: 20)
      Color.red.frame(width: 30, height: 20).flowLineBreak()
    }
    // The first view's break changes nothing (line 1). The second and third each start a line:
    // lines 2 and 3 at y 30 and 60. The fourth joins line 3 at x 35 (65 <= 70). The fifth would
    // wrap anyway (65 + 5 + 30 > 70) and its break adds nothing: line 4 at y 90. Four lines,
    // 4 × 20 + 3 × 10 = 110 tall, 65 wide.
    expectOrigins(
      laid.frames,
      [
        CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 60), CGPoint(x: 35, y: 60), CGPoint(x: 0, y: 90),
      ])
    #expect(laid.size == CGSize(width: 65, height: 110))
  }

  @Test("F16: a line that ends at a forced break is not justified, like the end of a paragraph")
  func forcedBreakIsNotJustified() throws {
    let laid = try T.layOut(FlowLayout(itemSpacing: 5, lineSpacing: 10, justified: true), width: 100) {
      Color.red.frame(width: 20, height: 20)
      Color.red.frame(width: 20, height: 20)
      Color.red.frame(width: 20, height: 20).flowLineBreak()
      Color.red.frame(width: 20, height: 20)
    }
    // Line 1 (0, 25) ends at the break: natural gaps. Line 2 (0, 25) is the last. No line
    // wrapped, so nothing fills the width: the flow is 45 wide, 50 tall.
    expectOrigins(
      laid.frames, [CGPoint(x: 0, y: 0), CGPoint(x: 25, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: 25, y: 30)])
    #expect(laid.size == CGSize(width: 45, height: 50))
  }

  @Test(
    "F17: with maxLines 1, the items after the first line take no space and are parked below it at the .zero proposal")
  func maxLinesRigid() throws {
    for maxLines in [1, 0] {
      let laid = try T.layOut(FlowLayout(itemSpacing: 5, lineSpacing: 10, maxLines: maxLines), width: 100) {
        ForEach(0..<6) { _ in Color.red.frame(width: 30, height: 20) }
      }
      // Line 1: 0, 35, 70 (exact fit). Items 3–5 would start line 2: hidden. The flow is 100 × 20
      // (maxLines 0 counts as 1). Hidden items are placed at the bounds' bottom-leading corner
      // (0, 20) with a .zero proposal; a fixed 30 × 20 frame stays 30 × 20 there.
      expectFrames(
        laid.frames,
        [
          CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 35, y: 0, width: 30, height: 20),
          CGRect(x: 70, y: 0, width: 30, height: 20),
          CGRect(x: 0, y: 20, width: 30, height: 20), CGRect(x: 0, y: 20, width: 30, height: 20),
          CGRect(x: 0, y: 20, width: 30, height: 20),
        ])
      #expect(laid.size == CGSize(width: 100, height: 20))
      #expect(laid.flow.children[3...].allSatisfy { $0.proposal == .zero })
      #expect(laid.flow.children[..<3].allSatisfy { $0.proposal == .unspecified })
    }
  }

  @Test(
    "F18: with maxLines 2, hidden items that can shrink become 0 × 0; the last shown line is justified when it wrapped")
  func maxLinesFlexible() throws {
    let layouts = [
      (FlowLayout(itemSpacing: 5, lineSpacing: 10, maxLines: 2), [0.0, 35, 70], CGFloat(100)),
      (FlowLayout(itemSpacing: 5, lineSpacing: 10, justified: true, maxLines: 2), [0.0, 40, 80], 110),
    ]
    for (layout, xs, width) in layouts {
      let laid = try T.layOut(layout, width: 110) {
        ForEach(0..<8) { _ in Color.red.frame(idealWidth: 30, idealHeight: 20) }
      }
      // Each item's ideal is 30 × 20 (a flexible frame's ideal). Width 110: three a line
      // (100; a fourth needs 135). Lines [0, 1, 2] and [3, 4, 5]; 6 and 7 would start line 3.
      // Not justified: x 0, 35, 70 and the flow hugs 100. Justified: both lines wrapped (line 2
      // because the next item did not fit, though it is then cut), free 10 over 2 gaps: x 0, 40,
      // 80, and the flow fills 110. Height 20 + 10 + 20 = 50.
      // The hidden items, proposed .zero, are 0 × 0 at the bottom-leading corner (0, 50).
      let expected =
        [0.0, 30].flatMap { y in xs.map { CGRect(x: $0, y: y, width: 30, height: 20) } }
        + [CGRect(x: 0, y: 50, width: 0, height: 0), CGRect(x: 0, y: 50, width: 0, height: 0)]
      expectFrames(laid.frames, expected)
      #expect(laid.size == CGSize(width: width, height: 50))
    }
  }

  @Test(
    "F19: nil spacing asks ViewSpacing: 8 between plain views, 0 next to a 0 preference, the union of a line's edges between lines"
  )
  func viewSpacing() throws {
    let plain = Color.red.frame(width: 30, height: 20)
    let size = CGSize(width: 30, height: 20)
    let four = try T.layOut(FlowLayout(), width: 100) {
      plain
      FlowSpacingProbe(size: size, zeroEdges: .leading) { EmptyView() }
      plain
      plain
    }
    // A → B: B prefers 0 on its leading edge, A states nothing: the larger preference, 0: x 30.
    // B → C: neither states one: the default 8: x 30 + 30 + 8 = 68 (ends at 98 <= 100).
    // C → D: 98 + 8 + 30 > 100: line 2. Line 1's bottom edges and line 2's top edges state
    // nothing: 8; D at y 20 + 8 = 28. Size 98 × 48.
    expectOrigins(four.frames, [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 68, y: 0), CGPoint(x: 0, y: 28)])
    #expect(four.size == CGSize(width: 98, height: 48))

    let five = try T.layOut(FlowLayout(), width: 100) {
      plain
      FlowSpacingProbe(size: size, zeroEdges: .leading) { EmptyView() }
      plain
      plain
      FlowSpacingProbe(size: size, zeroEdges: .top) { EmptyView() }
    }
    // The same, plus E on line 2 (D → E: 8, x 38) preferring 0 on its top edge: the union of
    // line 2's top edges is 0, the larger against line 1's nothing: line 2 at y 20 + 0 = 20.
    expectOrigins(
      five.frames,
      [
        CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 68, y: 0), CGPoint(x: 0, y: 20), CGPoint(x: 38, y: 20),
      ])
    #expect(five.size == CGSize(width: 98, height: 40))
  }
}
