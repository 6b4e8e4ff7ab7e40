import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Layout rules G1–G3 and G6: a reader takes the whole proposal, a `nil`
// dimension becomes 0, its content is proposed the reader's size and placed at its top
// leading corner, and a reader in a background measures without changing layout.
// The host is 390 × 844 and centres the root view.

@Suite("GeometryReader sizing and placement")
struct GeometryReaderSizingTests {
  @Test("A reader next to a Text in a VStack takes the rest of the height and the whole width")
  func takesTheRestInAVStack() {
    let sizes = GeometryLog<CGSize>()
    let result = geometryLayout(
      VStack(spacing: 0) {
        Text("Hello").id("t")
        GeometryReader { proxy in
          let _ = sizes.record(proxy.size)
          Color.clear
        }
        .id("g")
      })
    // G1: the reader accepts what the VStack offers it: the Text takes its 20.4 (1.2 × 17), the
    // reader 844 − 20.4 = 823.6 and the full width 390. The VStack is 390 × 844 at (0, 0).
    expectFrame(result.frame(id: "g"), CGRect(x: 0, y: 20.4, width: 390, height: 823.6))
    // The Text (5 × 8.5 = 42.5 wide) is centred above it: (390 − 42.5) / 2 = 173.75.
    expectFrame(result.frame(id: "t"), CGRect(x: 173.75, y: 0, width: 42.5, height: 20.4))
    // G1: proxy.size is the accepted size.
    expectSize(sizes.last, CGSize(width: 390, height: 823.6))
  }

  @Test("A reader shares an HStack equally with a colour in the host's first layout, before its content exists")
  func sharesTheRowInTheFirstLayout() {
    let result = ViewHost(
      rootView: HStack(spacing: 0) {
        Color.blue.id("c")
        GeometryReader { _ in Color.blue }.id("g")
      }.frame(width: 200, height: 300)
    ).layout(in: CGSize(width: 390, height: 844))
    // L11 gives an empty layout priority -infinity, but a reader's content is built only when it
    // is placed: it must count as priority 0 from the start, so S4 splits 200 into 100 + 100
    // (the frame is centred: x = (390 − 200) / 2 = 95).
    expectFrame(result.frame(id: "c"), CGRect(x: 95, y: 272, width: 100, height: 300))
    expectFrame(result.frame(id: "g"), CGRect(x: 195, y: 272, width: 100, height: 300))
  }

  @Test("A reader in a fixed frame is exactly the frame's size")
  func takesAFixedFrame() {
    let sizes = GeometryLog<CGSize>()
    let result = geometryLayout(
      GeometryReader { proxy in
        let _ = sizes.record(proxy.size)
        Color.clear
      }
      .id("g")
      .frame(width: 200, height: 100))
    // F1 proposes 200 × 100; G1: the reader takes it. Centred: ((390 − 200) / 2, (844 − 100) / 2).
    expectFrame(result.frame(id: "g"), CGRect(x: 95, y: 372, width: 200, height: 100))
    expectSize(sizes.last, CGSize(width: 200, height: 100))
  }

  @Test("Inside a vertical ScrollView a reader is as wide as proposed and 0 tall")
  func zeroTallInAScrollView() {
    let sizes = GeometryLog<CGSize>()
    let result = geometryLayout(
      ScrollView {
        GeometryReader { proxy in
          let _ = sizes.record(proxy.size)
          Color.clear
        }
        .id("g")
      })
    // SV1: the content is proposed (390, nil); G3: the nil height becomes
    // GeometryReader.unspecifiedLength, 0 (OpenSwiftUI; objc.io uses 10 — VERIFY).
    #expect(GeometryReader<EmptyView>.unspecifiedLength == 0)
    expectFrame(result.frame(id: "g"), CGRect(x: 0, y: 0, width: 390, height: 0))
    expectSize(sizes.last, CGSize(width: 390, height: GeometryReader<EmptyView>.unspecifiedLength))
  }

  @Test("Inside a horizontal ScrollView a reader is 0 wide and as tall as proposed")
  func zeroWideInAHorizontalScrollView() {
    let result = geometryLayout(ScrollView(.horizontal) { GeometryReader { _ in Color.clear }.id("g") })
    // SV1 with the axes swapped: the content is proposed (nil, 844); G3: 0 × 844. The
    // ScrollView is 390 wide (proposed) and 844 tall (its content's height); the content starts
    // at its leading edge.
    expectFrame(result.frame(id: "g"), CGRect(x: 0, y: 0, width: 0, height: 844))
  }

  @Test("Under fixedSize a reader is 0 × 0")
  func zeroUnderFixedSize() {
    let result = geometryLayout(GeometryReader { _ in Color.clear }.id("g").fixedSize())
    // F3 proposes nil × nil; G3: 0 × 0, centred in the host at (195, 422).
    expectFrame(result.frame(id: "g"), CGRect(x: 195, y: 422, width: 0, height: 0))
  }

  @Test("Under fixedSize(horizontal:) only the fixed dimension is 0")
  func zeroOnlyInTheFixedDimension() {
    let result = geometryLayout(
      GeometryReader { _ in Color.clear }.id("g").fixedSize(horizontal: true, vertical: false))
    // F3: nil width, 844 height proposed; G1 + G3: 0 × 844 at x = 390 / 2.
    expectFrame(result.frame(id: "g"), CGRect(x: 195, y: 0, width: 0, height: 844))
  }

  @Test("Content sits at the reader's top leading corner and is proposed the reader's size")
  func contentAtTopLeading() {
    let result = geometryLayout(
      GeometryReader { _ in
        Text("Hello").id("t")
        Color.red.id("c")
      }
      .frame(width: 200, height: 100))
    // The reader is (95, 372, 200, 100) as in the fixed-frame test. G2: each child is proposed
    // 200 × 100 and placed at (95, 372): the Text keeps its 42.5 × 20.4 (not centred, which would
    // put it at (173.75, 411.8)), the Color fills the reader.
    expectFrame(result.frame(id: "t"), CGRect(x: 95, y: 372, width: 42.5, height: 20.4))
    expectFrame(result.frame(id: "c"), CGRect(x: 95, y: 372, width: 200, height: 100))
    #expect(result.view(id: "t")?.proposal == ProposedViewSize(width: 200, height: 100))
    #expect(result.view(id: "c")?.proposal == ProposedViewSize(width: 200, height: 100))
  }

  @Test("Content larger than the reader still starts at its top leading corner")
  func largerContentOverflowsFromTheCorner() {
    let result = geometryLayout(
      GeometryReader { _ in Color.red.frame(width: 300, height: 300).id("c") }
        .frame(width: 200, height: 100))
    // G2 (iOS 14+): origin = the reader's origin (95, 372); centring (before iOS 14) would give
    // (95 + (200 − 300) / 2, 372 + (100 − 300) / 2) = (45, 272).
    expectFrame(result.frame(id: "c"), CGRect(x: 95, y: 372, width: 300, height: 300))
  }

  @Test("Measuring from a background reader leaves the layout as it was")
  func backgroundReaderDoesNotChangeLayout() {
    let readings = GeometryLog<ProxyReading>()
    let plain = geometryLayout(Text("Hello").id("t"))
    let measured = geometryLayout(
      Text("Hello").id("t")
        .background(
          GeometryReader { proxy in
            let _ = readings.record(ProxyReading(proxy))
            Color.clear
          }))
    // The Text alone is centred: ((390 − 42.5) / 2, (844 − 20.4) / 2) = (173.75, 411.8).
    let expected = CGRect(x: 173.75, y: 411.8, width: 42.5, height: 20.4)
    expectFrame(plain.frame(id: "t"), expected)
    // G6 with O1: the background is proposed the Text's size; the Text does not move.
    expectFrame(measured.frame(id: "t"), expected)
    expectSize(readings.last?.size, expected.size)
    expectFrame(readings.last?.global, expected)
  }

  @Test("Wrapping a view in a reader moves it to the top leading corner of the whole space")
  func wrappingChangesLayout() {
    let result = geometryLayout(GeometryReader { _ in Text("Hello").id("t") }.id("g"))
    // G6: the reader is greedy (G1: 390 × 844) and places the Text at its corner (G2), where
    // alone it was centred at (173.75, 411.8).
    expectFrame(result.frame(id: "g"), CGRect(x: 0, y: 0, width: 390, height: 844))
    expectFrame(result.frame(id: "t"), CGRect(x: 0, y: 0, width: 42.5, height: 20.4))
  }
}
