import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

@Suite("safeAreaInset")
struct SafeAreaInsetTests {
  /// A 300 × 300 host without insets.
  private let square = CGSize(width: 300, height: 300)

  @Test("A bottom inset takes its height and the default spacing 8 from the content (C-SA9)")
  func bottomInset() {
    // The inset is proposed 300 − 8 − 0 (a colour's length when proposed 0) = 292 tall and
    // takes 50; the content is proposed 300 − (50 + 8) = 242, against the top. The bar sits
    // on the bottom edge: y = 300 − 50 = 250.
    let result = ViewHost(
      rootView: Color.red.id("main").safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).id("bar") }.id(
        "modifier")
    ).layout(in: square)
    expectFrame(result.frame(id: "main"), box(0, 0, 300, 242))
    expectFrame(result.frame(id: "bar"), box(0, 250, 300, 50))
    expectFrame(result.frame(id: "modifier"), box(0, 0, 300, 300))
  }

  @Test("A trailing inset with explicit spacing lines up on the alignment guide (C-SA9)")
  func trailingInsetAligned() {
    // The content is proposed 300 − (40 + 10) = 250 wide, against the leading edge. The inset
    // sits on the trailing edge (x = 260); its top guide meets the content's: y = 0.
    let result = ViewHost(
      rootView: Color.red.id("main").safeAreaInset(edge: .trailing, alignment: .top, spacing: 10) {
        Color.blue.frame(width: 40, height: 40).id("side")
      }
    ).layout(in: square)
    expectFrame(result.frame(id: "main"), box(0, 0, 250, 300))
    expectFrame(result.frame(id: "side"), box(260, 0, 40, 40))
  }

  @Test("The modifier's size is the inset + spacing + content along the axis, the larger across (C-SA9)")
  func sizeIsSum() {
    // A fixed 100 × 60 content and a 200 × 30 inset with spacing 5: 200 wide, 30 + 5 + 60 = 95
    // tall, centred in 300 × 300: (50, 102.5). The inset is on top at y = 102.5, the content
    // below it at 102.5 + 35 = 137.5, centred across: x = 100.
    let result = ViewHost(
      rootView: Color.red.frame(width: 100, height: 60).id("main")
        .safeAreaInset(edge: .top, spacing: 5) { Color.blue.frame(width: 200, height: 30).id("bar") }.id("modifier")
    ).layout(in: square)
    expectFrame(result.frame(id: "modifier"), box(50, 102.5, 200, 95))
    expectFrame(result.frame(id: "bar"), box(50, 102.5, 200, 30))
    expectFrame(result.frame(id: "main"), box(100, 137.5, 100, 60))
  }

  @Test("Content that ignores the safe area reaches under the inset (C-SA9, C-SA5)")
  func contentReachesUnder() {
    // The content's modifier is 242 tall; its safe area ends 58 above the bottom, where it
    // touches, so its colour reaches the modifier's bottom: 300 tall.
    let result = ViewHost(
      rootView: Color.red.id("main").ignoresSafeArea().safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50) }
    ).layout(in: square)
    expectFrame(result.frame(id: "main"), box(0, 0, 300, 300))
  }

  @Test("Inset layers chain with the host's: content under a top bar reaches the window's top (C-SA5, C-SA9)")
  func chainsWithHost() {
    // The modifier fills the safe area (y 47…810); the 44-tall bar takes its top, the content
    // is 719 tall from y = 91. Ignoring the safe area, it reaches 47 through the bar's layer,
    // then 0 through the host's, and 844 at the bottom.
    let result = safeAreaLayout(
      Color.red.id("main").ignoresSafeArea().safeAreaInset(edge: .top, spacing: 0) {
        Color.blue.frame(height: 44).id("bar")
      })
    expectFrame(result.frame(id: "bar"), box(0, 47, 390, 44))
    expectFrame(result.frame(id: "main"), iPhoneWindow)
  }

  @Test("A negative spacing is reported and the default spacing used")
  func invalidSpacing() {
    let result = ViewHost(
      rootView: Color.red.id("main").safeAreaInset(edge: .bottom, spacing: -4) { Color.blue.frame(height: 50) }
    ).layout(in: square)
    // As with the default spacing 8: 300 − 58 = 242.
    expectFrame(result.frame(id: "main"), box(0, 0, 300, 242))
    #expect(result.diagnostics.contains { $0.kind == .invalidArgument && $0.message.contains("spacing -4") })
  }
}

@Suite("safeAreaPadding")
struct SafeAreaPaddingTests {
  private let square = CGSize(width: 300, height: 300)

  @Test("A negative safe-area padding is reported and used as 0")
  func negativePadding() {
    let result = ViewHost(rootView: Color.red.id("c").safeAreaPadding(-5)).layout(in: square)
    expectFrame(result.frame(id: "c"), box(0, 0, 300, 300))
    #expect(
      result.diagnostics.contains { $0.kind == .invalidArgument && $0.message.contains("safeAreaPadding top -5") })
  }
}

@Suite("GeometryProxy.safeAreaInsets")
struct GeometryProxySafeAreaTests {
  /// The insets a reader wrapped by `wrap` saw last, on the iPhone preset.
  private func insets<V: View>(_ wrap: (GeometryReader<Color>) -> V) -> EdgeInsets? {
    let log = GeometryLog<EdgeInsets>()
    _ = safeAreaLayout(
      wrap(
        GeometryReader { proxy in
          let _ = log.record(proxy.safeAreaInsets)
          Color.clear
        }))
    return log.last
  }

  @Test("A reader filling the safe area sees the host's insets (C-SA7)")
  func fillsSafeArea() {
    #expect(insets { $0 } == EdgeInsets(top: 47, bottom: 34))
  }

  @Test("A reader away from the safe boundary sees zero insets (C-SA7)")
  func awayFromBoundary() {
    #expect(insets { $0.frame(width: 100, height: 100) } == EdgeInsets())
  }

  @Test("A reader that already reaches the window's edges sees zero insets (C-SA7)")
  func alreadyAtEdge() {
    #expect(insets { $0.ignoresSafeArea() } == EdgeInsets())
  }

  @Test("A reader at the top of the safe area sees only the top inset (C-SA7)")
  func topOnly() {
    let seen = insets { reader in
      VStack(spacing: 0) {
        reader.frame(height: 100)
        Spacer()
      }
    }
    #expect(seen == EdgeInsets(top: 47))
  }
}
