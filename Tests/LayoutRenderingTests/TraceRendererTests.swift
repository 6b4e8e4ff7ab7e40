import Foundation
import LayoutLab
import LayoutRendering
import Testing

@Suite("The trace renderer writes the negotiation as indented lines")
struct TraceRendererTests {
  @Test("A padded text's trace: the host proposes, padding passes the proposal minus its insets on, the text answers")
  func paddedTextGolden() {
    // Golden checked by hand: the host proposes 100 × 50; padding(5) proposes 90 × 40 to the
    // text (layout rule N5), which answers 17 × 20.4 (LV4: 2 characters × 8.5, one 20.4 line);
    // padding answers 27 × 30.4 and is centred at (36.5, 9.8), the text 5 further in.
    RenderingGolden.check(
      TraceRenderer().render(RenderingScenes.paddedText(tracing: true)), matches: "trace-padded-text.txt")
  }

  @Test("objc.io's stack trace shows the probes, the shares and the cached answers in order")
  func objcIOGolden() {
    // Golden checked by hand against S4/S5: the stack probes each child at width 0 and at
    // infinity (red answers 0 then 100, green 100 then inf), offers red 150 / 2 = 75 first
    // (less flexible), then green the remaining 75 (it answers 100, from its cache since the
    // frame clamps 75 up to the 100 it already asked), and places them with those shares.
    RenderingGolden.check(TraceRenderer().render(RenderingScenes.objcIO(tracing: true)), matches: "trace-objcio.txt")
  }

  @Test("An answer that follows its proposal directly joins the proposal's line after an arrow")
  func foldsDirectAnswers() {
    let text = TraceRenderer().render(RenderingScenes.paddedText(tracing: true))
    // N5: padding proposes 100 - 2 × 5 by 50 - 2 × 5; the text answers at once.
    #expect(text.contains(".padding(5)#1 proposes (90, 40) to Text(\"Hi\")#2 (padding) → 17×20.4\n"))
  }

  @Test("An answer after nested steps gets its own line at the proposal's indentation, naming the view")
  func separatesNestedAnswers() {
    let lines = TraceRenderer().render(RenderingScenes.paddedText(tracing: true)).split(separator: "\n")
    guard let proposal = lines.firstIndex(where: { $0.hasPrefix("  ViewHost#0 proposes (100, 50) to .padding(5)#1") })
    else {
      Issue.record("no host proposal")
      return
    }
    // The padding asks its text before answering, so its answer (27 × 30.4) comes two lines on.
    #expect(lines[proposal + 1].hasPrefix("    .padding(5)#1 proposes"))
    #expect(lines[proposal + 2] == "  → .padding(5)#1 answers 27×30.4")
  }

  @Test("Filtering by node number, summary or id keeps only the events of that view")
  func filters() {
    let result = RenderingScenes.objcIO(tracing: true)
    guard let red = result.view(id: "red") else {
      Issue.record("no red view")
      return
    }
    let byNode = TraceRenderer(filter: .node(red.nodeID)).render(result)
    let bySummary = TraceRenderer(filter: .summary(".frame(maxWidth: 100)")).render(result)
    let byID = TraceRenderer(filter: .id("red")).render(result)
    #expect(byNode == bySummary)
    #expect(byNode == byID)
    let events = byNode.split(separator: "\n").dropFirst()
    #expect(byNode.hasPrefix("frame 1\n"))
    #expect(events.allSatisfy { $0.contains("#\(red.nodeID)") })
    // S5 through the frame: 4 proposals from the stack (two probes, the share, the placement)
    // and 5 from the frame to its colour (one per measuring proposal, clamped to 0, 100 and 75;
    // two at placement: to align it, then to place it).
    #expect(events.filter { $0.contains("to .frame(maxWidth: 100)") }.count == 4)
    #expect(events.filter { $0.contains("to Color.red") }.count == 5)
    #expect(events.contains { $0.contains(".frame(maxWidth: 100)#\(red.nodeID) placed at [12.5 25 75 50]") })
  }

  @Test("A filter from command-line text: #n or n is a node, id:x an id, anything else a summary")
  func filterFromText() {
    #expect(TraceFilter("#5") == .node(5))
    #expect(TraceFilter("12") == .node(12))
    #expect(TraceFilter("id:red") == .id("red"))
    #expect(TraceFilter("Text") == .summary("Text"))
    #expect(TraceFilter("-3") == .summary("-3"))
  }

  @Test("Without a trace the renderer says how to record one")
  func noTrace() {
    #expect(
      TraceRenderer().render(RenderingScenes.paddedText())
        == "no trace recorded: set ViewHost.tracing = true before layout(in:)\n")
  }
}
