import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Layout rule F1, the fixed frame: with both dimensions the frame is
// exactly (w, h) and the child is not measured to size it; otherwise the child is proposed
// (w ?? p.w, h ?? p.h) and the frame is (w ?? child.w, h ?? child.h). At placement the child
// is proposed (w ?? p.w, h ?? p.h) and put at origin = frameGuide − childGuide. Negative or
// non-finite dimensions are reported and treated as nil.
// Text("Hello") is 42.5 × 20.4; hosts are 300 × 300 and centre the root view. The cases a scene
// file can state are conformance fixtures (`Tests/LayoutScenesTests/Fixtures/Conformance/frame-*.json`).

@Suite("Fixed frame")
struct FrameTests {
  @Test("With both dimensions the child is asked only while the frame places it")
  func bothDimensionsDoNotMeasureChild() {
    // Without a measurement cache every question reaches the probe.
    let both = ProposalLog()
    _ = modifierLayout(
      ProposalProbe(log: both) { Color.red }.frame(width: 100, height: 50), policy: .none)
    // F1: sizing the frame asks nothing. Placing it asks twice, both with (100, 50): once for
    // the child's dimensions (to line up the guides) and once by place(at:anchor:proposal:).
    #expect(both.proposals == [ProposedViewSize(width: 100, height: 50), ProposedViewSize(width: 100, height: 50)])

    let one = ProposalLog()
    _ = modifierLayout(ProposalProbe(log: one) { Color.red }.frame(width: 100), policy: .none)
    // F1: with one dimension the frame must measure the child first, with (100, p.h = 300).
    #expect(one.proposals.count == 3)
    #expect(one.proposals.allSatisfy { $0 == ProposedViewSize(width: 100, height: 300) })
  }

  @Test("Alignment uses the child's explicit guide")
  func explicitChildGuide() {
    let result = modifierLayout(
      Color.red.frame(width: 40, height: 20).alignmentGuide(.leading) { _ in 10 }.id("c")
        .frame(width: 100, height: 100, alignment: .topLeading))
    // F1 with A2: x = frame's leading (100 + 0) − the child's explicit leading (10) = 90.
    expectFrame(result, "c", rect(90, 100, 40, 20))
  }

  @Test("A negative width is reported with the view's path and treated as nil")
  func negativeWidth() {
    let result = modifierLayout(VStack { Color.red.id("c").frame(width: -5, height: 40) })
    // F1: width -5 → nil, so the frame takes the child's width for the proposal (300).
    expectFrame(result, "c", rect(0, 130, 300, 40))
    #expect(result.diagnostics.count == 1)
    let diagnostic = result.diagnostics.first
    #expect(diagnostic?.kind == .invalidFrameDimension)
    #expect(diagnostic?.path == "ViewHost › VStack() › .frame(width: -5, height: 40)")
    #expect(diagnostic?.message.contains("width") == true)
    #expect(diagnostic?.message.contains("-5") == true)
  }

  @Test("Non-finite widths are reported and treated as nil", arguments: [CGFloat.infinity, .nan])
  func nonFiniteWidth(width: CGFloat) {
    let result = modifierLayout(Color.red.id("c").frame(width: width, height: 40))
    expectFrame(result, "c", rect(0, 130, 300, 40))
    #expect(result.diagnostics.map(\.kind) == [.invalidFrameDimension])
    let message = result.diagnostics.first?.message ?? ""
    #expect(message.contains("width"))
    #expect(message.contains(width.isNaN ? "nan" : "inf"))
  }

  @Test("Each dimension is checked on its own: a bad height leaves a good width in place")
  func negativeHeightOnly() {
    let result = modifierLayout(Color.red.id("c").frame(width: 50, height: -1))
    // F1: height -1 → nil (the colour takes the proposed 300); width 50 stays.
    expectFrame(result, "c", rect(125, 0, 50, 300))
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.message.contains("height") == true)
    #expect(result.diagnostics.first?.message.contains("-1") == true)
  }
}
