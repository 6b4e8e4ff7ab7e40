import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

@Suite("Host safe area")
struct HostSafeAreaTests {
  @Test("The root is proposed the window less the insets and placed at the top inset (C-SA1)")
  func rootInsideInsets() {
    // 844 − 47 − 34 = 763 tall, from y = 47.
    let result = safeAreaLayout(Color.red.id("fill"))
    expectFrame(result.frame(id: "fill"), iPhoneSafeArea)
    #expect(result.hostSize == CGSize(width: 390, height: 844))
  }

  @Test("Device presets carry the published sizes and insets (C-SA2)")
  func presets() {
    #expect(DevicePreset.iPhone.size == CGSize(width: 390, height: 844))
    #expect(DevicePreset.iPhone.safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
    #expect(DevicePreset.iPhone15.size == CGSize(width: 393, height: 852))
    #expect(DevicePreset.iPhone15.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    #expect(DevicePreset.iPhoneMini.safeAreaInsets.top == 50)
    #expect(DevicePreset.iPhoneX.safeAreaInsets.top == 44)
    #expect(DevicePreset.iPhoneSE.safeAreaInsets == EdgeInsets(top: 20))
    #expect(DevicePreset.named("iPhone15") == .iPhone15)
    // On an iPhone 15 the safe area is 852 − 59 − 34 = 759 tall from y = 59.
    expectFrame(safeAreaLayout(Color.red.id("fill"), device: .iPhone15).frame(id: "fill"), box(0, 59, 393, 759))
  }

  @Test("Colours, shapes and text stay inside the safe area by default (C-SA3)")
  func everythingStaysInside() {
    let result = safeAreaLayout(
      VStack(spacing: 0) {
        Rectangle().id("shape")
        Text("Hello").id("text")
        Color.blue.id("colour")
      })
    for id in ["shape", "text", "colour"] {
      let frame = result.frame(id: id) ?? .null
      #expect(frame.minY >= 47 && frame.maxY <= 810, "\(id) at \(frame) leaves the safe area 47…810")
    }
    // The two flexible views share 763 less the text's height; the shape starts at the top inset.
    #expect(result.frame(id: "shape")?.minY == 47)
    #expect(result.frame(id: "colour")?.maxY == 810)
  }

  @Test("Changing the host's insets lays the same tree out again in the new safe area")
  func insetsChange() {
    let host = ViewHost(rootView: Color.red.id("fill"), device: .iPhone)
    expectFrame(host.layout(on: .iPhone).frame(id: "fill"), iPhoneSafeArea)
    host.safeAreaInsets = EdgeInsets(top: 20)
    // 844 − 20 = 824 from y = 20.
    expectFrame(host.layout(in: CGSize(width: 390, height: 844)).frame(id: "fill"), box(0, 20, 390, 824))
  }

  @Test("Laying out on the same device again does nothing: the same insets are no change")
  func sameDeviceAgain() {
    let host = ViewHost(rootView: Color.red.id("fill"), device: .iPhone)
    _ = host.layout(on: .iPhone)
    let again = host.layout(on: .iPhone)
    // Nothing is measured or placed; the frame is the last layout's.
    #expect(again.counters.sizeThatFitsCalls == 0 && again.counters.placements == 0)
    expectFrame(again.frame(id: "fill"), iPhoneSafeArea)
  }

  @Test("NaN and negative insets are laid out as 0, with a diagnostic naming them")
  func invalidInsets() {
    let result = safeAreaLayout(
      Color.red.id("fill"), in: CGSize(width: 390, height: 844), insets: EdgeInsets(top: .nan, bottom: -10))
    expectFrame(result.frame(id: "fill"), iPhoneWindow)
    let diagnostic = result.diagnostics.first { $0.kind == .invalidSafeAreaInsets }
    #expect(diagnostic?.message.contains("top nan is NaN; using 0") == true)
    #expect(diagnostic?.message.contains("bottom -10 is negative; using 0") == true)
  }

  @Test("Insets taller than the window are reduced to fit it, bottom first, with a diagnostic")
  func oversizedInsets() {
    // 500 + 500 > 844: the top keeps 500, the bottom gets 844 − 500 = 344; the root is 0 tall.
    let result = safeAreaLayout(
      Color.red.id("fill"), in: CGSize(width: 390, height: 844), insets: EdgeInsets(top: 500, bottom: 500))
    expectFrame(result.frame(id: "fill"), box(0, 500, 390, 0))
    let diagnostic = result.diagnostics.first { $0.kind == .invalidSafeAreaInsets }
    #expect(
      diagnostic?.message.contains("top 500 and bottom 500 exceed the window height 844; using 500 and 344") == true)
  }

  @Test("An infinite keyboard height is laid out as no keyboard, with a diagnostic")
  func invalidKeyboard() {
    let result = safeAreaLayout(Color.red.id("fill"), keyboardHeight: .infinity)
    expectFrame(result.frame(id: "fill"), iPhoneSafeArea)
    #expect(result.diagnostics.contains { $0.kind == .invalidSafeAreaInsets && $0.message.contains("keyboard height") })
  }
}
