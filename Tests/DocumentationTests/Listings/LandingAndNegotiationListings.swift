// The listings of LayoutLab.md (the landing page) and Negotiation.md, run.
import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

private struct Row: View {
  var body: some View {
    HStack(spacing: 0) {
      Color.red.frame(maxWidth: 100).id("red")
      Color.green.frame(minWidth: 100).id("green")
    }
    .frame(width: 150, height: 50)
  }
}

@Suite("Landing page and Propose, choose, place")
struct LandingAndNegotiationListings {
  @Test("objc.io's HStack: red is offered 75 and takes it, green takes its minimum 100, the stack is 175")
  func row() {
    let result = ViewHost(rootView: Row()).layout(in: CGSize(width: 300, height: 80))
    let red = result.frame(id: "red")  // x 62.5, y 15, 75 × 50
    let green = result.frame(id: "green")  // x 137.5, y 15, 100 × 50
    // S5: red (0…100) is less flexible than green (100…∞), offered 150 / 2 = 75; green gets the
    // remaining 75 and takes 100. The frame is at (300 − 150) / 2 = 75, (80 − 50) / 2 = 15; the
    // 175-wide stack is centred in it: 75 + (150 − 175) / 2 = 62.5.
    expectFrame(red, CGRect(x: 62.5, y: 15, width: 75, height: 50))
    expectFrame(green, CGRect(x: 137.5, y: 15, width: 100, height: 50))
    expectFrame(result.views.first?.children.first?.frame, CGRect(x: 62.5, y: 15, width: 175, height: 50))
    expectScenario("stack-175", laysOutAs: Row())
  }

  @Test("A padded text in a fixed frame: proposed 84 × 64, it wraps to 51 × 40.8 and is centred")
  func negotiation() {
    let host = ViewHost(rootView: Text("Hello, world").padding(8).frame(width: 100, height: 80))
    host.tracing = true
    let result = host.layout(in: CGSize(width: 240, height: 120))

    let counters = result.counters
    let calls = counters.sizeThatFitsCalls  // 5: the `proposes` lines
    let hits = counters.cacheHits  // 2: the `(cached)` ones
    let placements = counters.placements  // 3: frame, padding and text

    let text = result.views[0].children[0].children[0]
    let proposal = text.proposal  // 84 × 64: the frame's 100 × 80 less 8 on each edge
    let frame = text.frame  // x 94.5, y 39.6, 51 × 40.8

    // Counted in the article's trace: the host proposes to the frame (1); the frame proposes
    // to the padding to align it (2) and to place it (3, cached); the padding proposes to the
    // text while measuring (4) and while placing (5, cached). Three views are placed.
    #expect(calls == 5)
    #expect(hits == 2)
    #expect(placements == 3)
    // N5: 100 − 2 × 8 = 84, 80 − 2 × 8 = 64. Text model: "Hello, world" is 12 × 8.5 = 102 > 84,
    // so "Hello," (51) and "world" (42.5) on two 20.4-point lines. F1 centres the 67 × 56.8
    // padding in the frame at (70, 20): 70 + 16.5 + 8 = 94.5, 20 + 11.6 + 8 = 39.6.
    #expect(proposal == ProposedViewSize(width: 84, height: 64))
    expectFrame(frame, CGRect(x: 94.5, y: 39.6, width: 51, height: 40.8))
    #expect(result.trace?.events.isEmpty == false)
    expectScenario("negotiation", laysOutAs: Text("Hello, world").padding(8).frame(width: 100, height: 80))
  }
}
