import Foundation
import LayoutExamples
import LayoutLab
import LayoutTestSupport
import Testing

/// A two-frame flow whose width depends on its own height: `aspectRatio(contentMode: .fit)`
/// keeps the flow's ideal proportions, and the flow's height comes from the item sizes it
/// recorded in `@State`. The text item is "w ww" at 28 pt: 14 points a character, 33.6 a line.
private struct ProportionalFlow: View {
  var body: some View {
    VStack {
      Color.blue
      GeometryChangeFlow(Array(0..<2), id: \.self, spacing: 0) { item in
        if item == 0 { AnyView(Color.blue) } else { AnyView(Text("w ww").font(.system(size: 28)).id("text")) }
      }
      .aspectRatio(contentMode: .fit)
      .id("flow")
    }
  }
}

private let size = CGSize(width: 333.333, height: 191)

@Suite("A view that feeds its sizes back through state can settle in more than one state")
struct SettledStateHistoryTests {
  @Test("Laid out first at 1 point wide, the flow keeps the wrapped text it recorded there")
  func historyPicksTheSettledState() throws {
    let cold = ViewHost(rootView: ProportionalFlow()).layout(in: size)
    let host = ViewHost(rootView: ProportionalFlow())
    _ = host.layout(in: CGSize(width: 1, height: 844))
    let warm = host.layout(in: size)

    // Cold, the text was first measured on one line, 4 × 14 = 56 wide and 33.6 tall; the
    // flow puts the colour and the text on two lines 10 apart: 33.6 + 10 + 33.6 = 77.2.
    let coldText = try #require(cold.frame(id: "text"))
    expectSize(coldText.size, CGSize(width: 56, height: 33.6))
    #expect(abs(try #require(cold.frame(id: "flow")).height - 77.2) < 0.001)
    // At 1 point wide the text wraps to one character a line (3 × 33.6 = 100.8 tall, 14 wide)
    // and the flow recorded that size. Back at 333.333 × 191, the proportions kept by
    // `aspectRatio` make the flow narrower than "w ww" (24.2 < 56), so the text stays wrapped
    // and the state it recorded stays true: 100.8 + 10 + 100.8 = 211.6.
    let warmText = try #require(warm.frame(id: "text"))
    let warmFlow = try #require(warm.frame(id: "flow"))
    expectSize(warmText.size, CGSize(width: 14, height: 100.8))
    #expect(abs(warmFlow.height - 211.6) < 0.001)
    #expect(warmFlow.width < 56)
    // Both settled within the frame budget: no `unsettledLayout` or other diagnostic.
    #expect(cold.diagnostics.isEmpty && warm.diagnostics.isEmpty)
  }

  @Test("Each settled state is a fixed point: forgetting every cache lays it out again the same")
  func settledStatesAreFixedPoints() throws {
    let host = ViewHost(rootView: ProportionalFlow())
    _ = host.layout(in: CGSize(width: 1, height: 844))
    let warm = host.layout(in: size)
    host.measurementCachePolicy = .none
    let relaid = host.layout(in: size)
    // One frame: no `onGeometryChange` action fired, so the recorded sizes are the laid-out ones.
    #expect(relaid.frames.count == 1)
    #expect(relaid.frame(id: "flow") == warm.frame(id: "flow"))
    #expect(relaid.frame(id: "text") == warm.frame(id: "text"))
  }
}
