import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// onGeometryChange(for:of:action:). Apple's documentation: the action is "a closure to run when
// the transformed data changes" and "is called whenever the data type changes"
// (developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)); its example
// (autoplay while at least 75 % of a video is visible) needs the first value too, so the first
// value counts as a change from none (see OnGeometryChange.swift). Actions run after a frame's
// layout (frame loop, semantics U2); state they write makes one more frame.

private struct FrameKey: PreferenceKey {
  static let defaultValue = CGRect.zero
  static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
}

/// Shows the width of the colour below the label, as measured by onGeometryChange into state.
private struct WidthLabel: View {
  @State private var width: CGFloat = 0

  var body: some View {
    VStack(spacing: 0) {
      Text("w \(Int(width))").id("label")
      Color.red.onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
    }
  }
}

@Suite("onGeometryChange")
struct OnGeometryChangeTests {
  @Test("The action runs after the first frame with the initial value")
  func initialValue() {
    let sizes = GeometryLog<CGSize>()
    let result = geometryLayout(
      Color.red.frame(width: 100, height: 50)
        .onGeometryChange(for: CGSize.self, of: { $0.size }) { sizes.record($0) })
    #expect(sizes.values == [CGSize(width: 100, height: 50)])
    // One frame: the action writes no state, so nothing is dirty afterwards.
    #expect(result.frames.count == 1)
    #expect(result.frames.first?.actionsCalled == 1)
  }

  @Test("Afterwards the action runs only when the value changes")
  func onlyOnChange() {
    let widths = GeometryLog<CGFloat>()
    let host = ViewHost(
      rootView: Color.red.onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { widths.record($0) })
    _ = host.layout(in: CGSize(width: 390, height: 844))
    #expect(widths.values == [390])
    // The colour takes the host's size: 300 wide now, one call with the new value.
    let narrower = host.layout(in: CGSize(width: 300, height: 844))
    #expect(widths.values == [390, 300])
    #expect(narrower.actionsCalled == 1)
    // Same size: no call.
    let same = host.layout(in: CGSize(width: 300, height: 844))
    #expect(widths.values == [390, 300])
    #expect(same.actionsCalled == 0)
    // Only the height changes; the width the transform reads does not: no call.
    let shorter = host.layout(in: CGSize(width: 300, height: 600))
    #expect(widths.values == [390, 300])
    #expect(shorter.actionsCalled == 0)
  }

  @Test("The two-argument action gets the old and the new value")
  func oldAndNewValues() {
    let changes = GeometryLog<[CGFloat]>()
    let host = ViewHost(
      rootView: Color.red.onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in
        changes.record([old, new])
      })
    _ = host.layout(in: CGSize(width: 390, height: 844))
    // The first delivery has no earlier value: old = new, as onChange(of:initial: true)
    // passes "the initial value" for both.
    #expect(changes.values == [[390, 390]])
    _ = host.layout(in: CGSize(width: 300, height: 844))
    #expect(changes.values == [[390, 390], [390, 300]])
  }

  @Test("onGeometryChange does not change layout")
  func doesNotChangeLayout() {
    let column = { (observed: Bool) -> AnyView in
      let text = Text("Hello").id("t")
      return AnyView(
        VStack(spacing: 0) {
          if observed {
            text.onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { _ in }
          } else {
            text
          }
          Color.red.frame(height: 100).id("c")
        })
    }
    let plain = geometryLayout(column(false))
    let observed = geometryLayout(column(true))
    // The VStack is 390 × 120.4 (20.4 + 100), centred at y = (844 − 120.4) / 2 = 361.8.
    expectFrame(plain.frame(id: "t"), CGRect(x: 173.75, y: 361.8, width: 42.5, height: 20.4))
    expectFrame(observed.frame(id: "t"), CGRect(x: 173.75, y: 361.8, width: 42.5, height: 20.4))
    expectFrame(plain.frame(id: "c"), CGRect(x: 0, y: 382.2, width: 390, height: 100))
    expectFrame(observed.frame(id: "c"), CGRect(x: 0, y: 382.2, width: 390, height: 100))
  }

  @Test("Writing @State from the action causes exactly one more frame")
  func stateWriteMakesOneMoreFrame() {
    let result = geometryLayout(WidthLabel())
    // Frame 1: the label reads "w 0"; the colour is 390 wide; the action writes 390.
    // Frame 2: the label reads "w 390"; the width is still 390: no action, settled.
    #expect(result.frames.count == 2)
    #expect(result.frames.map(\.actionsCalled) == [1, 0])
    #expect(result.frames.map(\.stateWrites) == [1, 0])
    #expect(result.tree.bodyEvaluationsByType["WidthLabel"] == 2)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    // "w 390" is 5 characters: 5 × 8.5 = 42.5 wide, centred: (390 − 42.5) / 2 = 173.75.
    expectFrame(result.frame(id: "label"), CGRect(x: 173.75, y: 0, width: 42.5, height: 20.4))
  }

  @Test(
    "onGeometryChange and a background reader with a preference report the same frame; only the reader builds content")
  func sameValueAsReaderAndPreference() {
    let viaPreference = GeometryLog<CGRect>()
    let viaGeometryChange = GeometryLog<CGRect>()
    let reader = geometryLayout(
      Text("Hello")
        .background(GeometryReader { Color.clear.preference(key: FrameKey.self, value: $0.frame(in: .global)) })
        .onPreferenceChange(FrameKey.self) { viaPreference.record($0) })
    let observer = geometryLayout(
      Text("Hello").onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { viaGeometryChange.record($0) })
    // Both see the centred Text: (173.75, 411.8, 42.5, 20.4), delivered once after frame 1.
    let text = CGRect(x: 173.75, y: 411.8, width: 42.5, height: 20.4)
    #expect(viaPreference.count == 1)
    #expect(viaGeometryChange.count == 1)
    expectFrame(viaPreference.last, text)
    expectFrame(viaGeometryChange.last, text)
    #expect(reader.frames.count == 1)
    #expect(observer.frames.count == 1)
    // The reader technique builds the reader's content once; onGeometryChange builds nothing.
    #expect(readerBuilds(reader) == 1)
    #expect(readerBuilds(observer) == 0)
  }
}
