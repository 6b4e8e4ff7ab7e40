import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// GeometryProxy.frame(in:) in every space (layout rules G4, G5), inside ScrollView
// (SV1) and padding, and under offset (F4 [D]). The host is 390 × 844.
//
// The main scene, by hand:
//   padding(10) around a VStack(spacing: 0) named "column" of
//     a red bar 100 tall, and
//     an HStack(spacing: 0) named "row" of a 50-wide blue bar and the reader.
// The VStack is proposed 370 × 824 and placed at (10, 10); the bar takes 100, the HStack the
// other 724 at (10, 110); in it the blue bar takes 50, the reader the other 320 at (60, 110).

/// The main scene; the spaces are named `outerName` (the VStack) and `innerName` (the HStack).
private func scene(
  outerName: String = "column", innerName: String = "row", _ read: @escaping (GeometryProxy) -> Void
) -> some View {
  VStack(spacing: 0) {
    Color.red.frame(height: 100)
    HStack(spacing: 0) {
      Color.blue.frame(width: 50)
      GeometryReader { proxy in
        let _ = read(proxy)
        Color.clear
      }
      .id("g")
    }
    .coordinateSpace(name: innerName)
  }
  .coordinateSpace(name: outerName)
  .padding(10)
}

@Suite("GeometryProxy.frame(in:) and coordinate spaces")
struct CoordinateSpaceTests {
  @Test("frame(in:) gives root coordinates for .global, a zero origin for .local, and the offset from a named ancestor")
  func everySpace() {
    let readings = GeometryLog<ProxyReading>()
    let result = geometryLayout(scene { readings.record(ProxyReading($0, names: ["column", "row"])) })
    let reader = CGRect(x: 60, y: 110, width: 320, height: 724)
    expectFrame(result.frame(id: "g"), reader)
    guard let reading = readings.last else {
      Issue.record("the reader's content was never built")
      return
    }
    // G5: .global is the root's space: the reader's frame in the host.
    expectFrame(reading.global, reader)
    // G5: .local is the reader's own space.
    expectFrame(reading.local, CGRect(x: 0, y: 0, width: 320, height: 724))
    // G5: a named space is the named view's own space: (60, 110) − (10, 10) and (60, 110) − (10, 110).
    expectFrame(reading.named["column"], CGRect(x: 50, y: 100, width: 320, height: 724))
    expectFrame(reading.named["row"], CGRect(x: 50, y: 0, width: 320, height: 724))
  }

  @Test("With the same name on two ancestors the nearest one wins")
  func nearestNameWins() {
    let readings = GeometryLog<CGRect>()
    _ = geometryLayout(scene(outerName: "space", innerName: "space") { readings.record($0.frame(in: .named("space"))) })
    // G5: the HStack at (10, 110) is nearer than the VStack at (10, 10).
    expectFrame(readings.last, CGRect(x: 50, y: 0, width: 320, height: 724))
  }

  @Test("A name no ancestor declares gives the global frame")
  func unknownNameIsGlobal() {
    let readings = GeometryLog<CGRect>()
    _ = geometryLayout(scene { readings.record($0.frame(in: .named("nowhere"))) })
    // G5 VERIFY: a name that is not an ancestor's falls back to the global space.
    expectFrame(readings.last, CGRect(x: 60, y: 110, width: 320, height: 724))
  }

  @Test("A name declared by a sibling, not an ancestor, also gives the global frame")
  func siblingNameIsGlobal() {
    let readings = GeometryLog<CGRect>()
    _ = geometryLayout(
      VStack(spacing: 0) {
        Color.red.frame(height: 100).coordinateSpace(name: "bar")
        GeometryReader { proxy in
          let _ = readings.record(proxy.frame(in: .named("bar")))
          Color.clear
        }
      })
    // G5: only ancestors name spaces for a view; the reader is at (0, 100), 390 × 744, globally.
    expectFrame(readings.last, CGRect(x: 0, y: 100, width: 390, height: 744))
  }

  @Test("A name is seen inside the view that declares it, not after it: by onGeometryChange and by a reader")
  func namesEndWithTheirView() {
    let inside = GeometryLog<CGRect>()
    let observedAfter = GeometryLog<CGRect>()
    let readAfter = GeometryLog<CGRect>()
    _ = geometryLayout(
      VStack(spacing: 0) {
        Color.blue.frame(height: 50)
        Color.red.onGeometryChange(for: CGRect.self, of: { $0.frame(in: .named("bar")) }) { inside.record($0) }
          .frame(height: 100)
          .coordinateSpace(name: "bar")
        Color.clear.onGeometryChange(for: CGRect.self, of: { $0.frame(in: .named("bar")) }) { observedAfter.record($0) }
          .frame(height: 100)
        GeometryReader { proxy in
          let _ = readAfter.record(proxy.frame(in: .named("bar")))
          Color.clear
        }
      })
    // G5: the red colour fills the bar (at (0, 50)), so it is at its space's origin, 390 × 100.
    // Below it, the clear colour at (0, 150) and the reader at (0, 250), 390 × 594, see their
    // global frames: the bar is their sibling, not an ancestor.
    expectFrame(inside.last, CGRect(x: 0, y: 0, width: 390, height: 100))
    expectFrame(observedAfter.last, CGRect(x: 0, y: 150, width: 390, height: 100))
    expectFrame(readAfter.last, CGRect(x: 0, y: 250, width: 390, height: 594))
  }

  @Test("onGeometryChange's proxy reads the same spaces as a reader's")
  func onGeometryChangeProxyReadsNamedSpaces() {
    let readings = GeometryLog<CGRect>()
    _ = geometryLayout(
      VStack(spacing: 0) {
        Color.red.frame(height: 100)
        HStack(spacing: 0) {
          Color.blue.frame(width: 50)
          Color.clear.onGeometryChange(for: CGRect.self, of: { $0.frame(in: .named("row")) }) { readings.record($0) }
        }
        .coordinateSpace(name: "row")
      }
      .padding(10))
    // The clear colour takes the reader's place in the scene: (60, 110) − (10, 110).
    expectFrame(readings.last, CGRect(x: 50, y: 0, width: 320, height: 724))
  }

  @Test("A reader in padded content inside a ScrollView is offset by the padding, and by the header above it")
  func insideScrollViewAndPadding() {
    let readings = GeometryLog<ProxyReading>()
    let result = geometryLayout(
      VStack(spacing: 0) {
        Color.red.frame(height: 100)
        ScrollView {
          VStack(spacing: 0) {
            Text("Header")
            Color.blue.frame(height: 60).id("blue")
              .background(
                GeometryReader { proxy in
                  let _ = readings.record(ProxyReading(proxy, names: ["content"]))
                  Color.clear
                }
              )
              .padding(16)
          }
          .coordinateSpace(name: "content")
        }
      })
    // SV1: the ScrollView (390 × 744 at (0, 100)) proposes (390, nil) to its content; the
    // content starts at its top: (0, 100). In it "Header" is 20.4 tall; the padded bar is
    // proposed 390 − 2 × 16 = 358 wide and sits 16 in from the content's leading edge and
    // 20.4 + 16 below its top. The background reader is proposed the bar's 358 × 60 (O1).
    let bar = CGRect(x: 16, y: 100 + 20.4 + 16, width: 358, height: 60)
    expectFrame(result.frame(id: "blue"), bar)
    guard let reading = readings.last else {
      Issue.record("the reader's content was never built")
      return
    }
    expectFrame(reading.global, bar)
    expectFrame(reading.local, CGRect(x: 0, y: 0, width: 358, height: 60))
    // The content's own space starts at (0, 100): the same frame, 100 higher.
    expectFrame(reading.named["content"], CGRect(x: 16, y: 36.4, width: 358, height: 60))
  }

  @Test("frame(in: .global) read inside offset content includes the offset; outside it does not")
  func offsetMovesTheGlobalFrame() {
    let inside = GeometryLog<CGRect>()
    let outside = GeometryLog<CGRect>()
    let result = geometryLayout(
      Color.blue.frame(width: 100, height: 50)
        .background(
          GeometryReader { proxy in
            let _ = inside.record(proxy.frame(in: .global))
            Color.clear
          }
        )
        .id("content")
        .offset(x: 30, y: -20)
        .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { outside.record($0) })
    // Without the offset the 100 × 50 view is centred at (145, 397). F4 [D]: the offset is part
    // of the transform chain, so its content, the reader included, is at (175, 377).
    expectFrame(result.frame(id: "content"), CGRect(x: 175, y: 377, width: 100, height: 50))
    expectFrame(inside.last, CGRect(x: 175, y: 377, width: 100, height: 50))
    // F4: a modifier applied after the offset sees the original position (like the border
    // Apple describes).
    expectFrame(outside.last, CGRect(x: 145, y: 397, width: 100, height: 50))
  }

  @Test("A reader that is itself offset reports its moved frame, and .local is unchanged")
  func offsetReader() {
    let readings = GeometryLog<ProxyReading>()
    _ = geometryLayout(
      GeometryReader { proxy in
        let _ = readings.record(ProxyReading(proxy))
        Color.clear
      }
      .frame(width: 100, height: 50)
      .offset(x: -45, y: 3))
    // (145, 397) moved by (−45, 3).
    expectFrame(readings.last?.global, CGRect(x: 100, y: 400, width: 100, height: 50))
    expectFrame(readings.last?.local, CGRect(x: 0, y: 0, width: 100, height: 50))
  }
}
