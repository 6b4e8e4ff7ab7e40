import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// When a GeometryReader's content closure runs (layout rules G1, G4): during layout,
// once the reader's frame is known, and again only when that frame changes. Each build is
// counted as a "GeometryReader" body evaluation.

/// A 100-tall bar that grows to 200 after the first frame (its onGeometryChange action writes
/// its own state), moving everything below it without rebuilding any other view.
private struct GrowingBar: View {
  @State private var grown = false

  var body: some View {
    Color.red.frame(height: grown ? 200 : 100)
      .onGeometryChange(for: Bool.self, of: { _ in true }) { _ in grown = true }
  }
}

@Suite("GeometryReader content builds")
struct GeometryReaderContentTests {
  /// A Text above a reader that records each proxy it is built with.
  private func column(_ readings: GeometryLog<ProxyReading>) -> some View {
    VStack(spacing: 0) {
      Text("Hello")
      GeometryReader { proxy in
        let _ = readings.record(ProxyReading(proxy))
        Color.clear
      }
      .id("g")
    }
  }

  @Test("The content is built once, during layout, with the reader's final frame")
  func builtOnceWithTheFinalFrame() {
    let readings = GeometryLog<ProxyReading>()
    let result = geometryLayout(column(readings))
    // One frame, one build: the closure is not called while the VStack measures (G1: the
    // reader's size does not depend on its content).
    #expect(result.frames.count == 1)
    #expect(readerBuilds(result) == 1)
    #expect(readings.count == 1)
    // The proxy sees the frame the reader was placed at: (0, 20.4, 390, 823.6), as in
    // GeometryReaderSizingTests (G1).
    let frame = CGRect(x: 0, y: 20.4, width: 390, height: 823.6)
    expectFrame(result.frame(id: "g"), frame)
    expectSize(readings.last?.size, frame.size)
    expectFrame(readings.last?.global, frame)
  }

  @Test("Laying out at another width builds the content again, the same width does not")
  func rebuiltOnlyWhenTheFrameChanges() {
    let readings = GeometryLog<ProxyReading>()
    let host = ViewHost(rootView: column(readings))
    let first = host.layout(in: CGSize(width: 390, height: 844))
    #expect(readerBuilds(first) == 1)
    expectSize(readings.last?.size, CGSize(width: 390, height: 823.6))

    // G4: the reader's size changed (300 × 823.6): the closure runs once more.
    let narrower = host.layout(in: CGSize(width: 300, height: 844))
    #expect(readerBuilds(narrower) == 1)
    #expect(readings.count == 2)
    expectSize(readings.last?.size, CGSize(width: 300, height: 823.6))
    expectFrame(narrower.frame(id: "g"), CGRect(x: 0, y: 20.4, width: 300, height: 823.6))

    // Nothing changed: no build.
    let again = host.layout(in: CGSize(width: 300, height: 844))
    #expect(readerBuilds(again) == 0)
    #expect(readings.count == 2)
    expectFrame(again.frame(id: "g"), CGRect(x: 0, y: 20.4, width: 300, height: 823.6))
  }

  @Test("Moving the reader without resizing it builds the content again")
  func rebuiltWhenOnlyThePositionChanges() {
    let readings = GeometryLog<ProxyReading>()
    let host = ViewHost(
      rootView: GeometryReader { proxy in
        let _ = readings.record(ProxyReading(proxy))
        Color.clear
      }
      .frame(width: 100, height: 50))
    _ = host.layout(in: CGSize(width: 390, height: 844))
    // Centred: ((390 − 100) / 2, (844 − 50) / 2) = (145, 397).
    expectFrame(readings.last?.global, CGRect(x: 145, y: 397, width: 100, height: 50))

    // G4: the content re-runs when the reader's position changes: (844 − 50) / 2 becomes
    // (600 − 50) / 2 = 275 with the same size.
    let moved = host.layout(in: CGSize(width: 390, height: 600))
    #expect(readerBuilds(moved) == 1)
    expectFrame(readings.last?.global, CGRect(x: 145, y: 275, width: 100, height: 50))
    expectFrame(readings.last?.local, CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test("A named space that moves while the reader stays put builds the content again")
  func rebuiltWhenANamedSpaceMoves() {
    let readings = GeometryLog<ProxyReading>()
    let result = geometryLayout(
      VStack(spacing: 0) {
        GrowingBar()
        VStack(spacing: 0) {
          Color.blue
          GeometryReader { proxy in
            let _ = readings.record(ProxyReading(proxy, names: ["below"]))
            Color.clear
          }
          .frame(height: 50)
        }
        .coordinateSpace(name: "below")
      })
    // Frame 1: the bar is 100 tall, the "below" stack 744 tall at y = 100; the reader is at its
    // bottom, y = 844 − 50 = 794, so 694 into "below". Frame 2: the bar is 200 tall, "below"
    // starts at 200; the reader is still at (0, 794, 390, 50) but 594 into "below".
    #expect(result.frames.count == 2)
    // G4: the reader's transform to "below" changed, so its content runs again.
    #expect(readerBuilds(result) == 2)
    #expect(
      readings.values.map(\.global) == [
        CGRect(x: 0, y: 794, width: 390, height: 50), CGRect(x: 0, y: 794, width: 390, height: 50),
      ])
    expectFrame(readings.values.first?.named["below"], CGRect(x: 0, y: 694, width: 390, height: 50))
    expectFrame(readings.last?.named["below"], CGRect(x: 0, y: 594, width: 390, height: 50))
  }
}
