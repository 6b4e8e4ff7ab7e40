import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// `onPreferenceChange` (layout rule P8): it observes the combined value of the subtree below
/// the modifier; it delivers the first value after the first frame (its last value starts as
/// nil), then only values `!=` the last one delivered; its action runs after the frame's layout,
/// so state it writes is seen by the next frame.
@Suite("onPreferenceChange delivers after layout, first value and changes only")
struct OnPreferenceChangeTests {
  /// A list of writers with an observer around them.
  private struct Labels: View {
    let labels: [String]
    let seen: Recorder<[String]>
    var body: some View {
      VStack {
        ForEach(labels, id: \.self) { writer($0) }
      }.onPreferenceChange(OrderKey.self) { seen.record($0) }
    }
  }

  @Test("The first frame delivers the initial value once, even when it is the default")
  func firstValueDelivered() {
    let seen = Recorder<[String]>()
    let result = ViewHost(rootView: Labels(labels: [], seen: seen)).layout(in: phoneSize)
    // The empty ForEach contributes the default [] (P4); the observer has delivered nothing
    // yet, so [] is delivered.
    #expect(seen.values == [[]])
    #expect(result.frames.count == 1)
    #expect(result.frames[0].actionsCalled == 1)
    #expect(result.frames[0].stateWrites == 0)
  }

  @Test("An observer whose subtree writes only another key never fires")
  func otherKeyNeverFires() {
    let seen = Recorder<[String]>()
    let widths = Recorder<[CGFloat]>()
    let host = ViewHost(
      rootView: VStack {
        Text("A").preference(key: WidthsKey.self, value: [10])
      }
      .onPreferenceChange(OrderKey.self) { seen.record($0) }
      .onPreferenceChange(WidthsKey.self) { widths.record($0) })
    let result = host.layout(in: phoneSize)
    // The WidthsKey observer gets its writer's [10]; the OrderKey observer has no OrderKey
    // writer below it and no dynamic content, so its action never runs (P8: SwiftUI makes no
    // binder for a key the content does not output), not even with the default [].
    #expect(widths.values == [[10]])
    #expect(seen.values.isEmpty)
    #expect(result.actionsCalled == 1)
    _ = host.layout(in: CGSize(width: 200, height: 300))
    #expect(seen.values.isEmpty)
  }

  @Test("Laying out again with nothing changed does not fire")
  func unchangedDoesNotFire() {
    let seen = Recorder<[String]>()
    let host = ViewHost(rootView: Labels(labels: ["A", "B"], seen: seen))
    _ = host.layout(in: phoneSize)
    let again = host.layout(in: phoneSize)
    #expect(seen.values == [["A", "B"]])
    #expect(again.frames.count == 1)
    #expect(again.actionsCalled == 0)
  }

  @Test("A new root view with the same value does not fire; a changed value fires once")
  func rootChange() {
    let seen = Recorder<[String]>()
    let host = ViewHost(rootView: Labels(labels: ["A", "B"], seen: seen))
    _ = host.layout(in: phoneSize)

    host.rootView = Labels(labels: ["A", "B"], seen: seen)
    let same = host.layout(in: phoneSize)
    #expect(same.actionsCalled == 0)  // ["A", "B"] == the last value delivered

    host.rootView = Labels(labels: ["A", "C"], seen: seen)
    let changed = host.layout(in: phoneSize)
    #expect(changed.frames.count == 1)  // the action writes no state: no second frame
    #expect(changed.actionsCalled == 1)
    #expect(seen.values == [["A", "B"], ["A", "C"]])
  }

  /// Mirrors the width of a Text, measured with a background GeometryReader, into a bar.
  private struct WidthMirror: View {
    let bodyWidths: Recorder<CGFloat>
    @State private var width: CGFloat = 0
    var body: some View {
      let _ = bodyWidths.record(width)
      VStack(spacing: 0) {
        Text("Hello").background(
          GeometryReader { proxy in
            Color.clear.preference(key: WidthsKey.self, value: [proxy.size.width])
          })
        Color.red.frame(width: width, height: 10).id("bar")
      }
      .onPreferenceChange(WidthsKey.self) { width = $0.first ?? 0 }
    }
  }

  @Test("The action runs after layout: the state it writes is seen by a second frame")
  func actionAfterLayout() {
    let bodyWidths = Recorder<CGFloat>()
    let result = ViewHost(rootView: WidthMirror(bodyWidths: bodyWidths)).layout(in: phoneSize)
    // Frame 1 lays out with width 0; the observer then delivers [42.5] ("Hello" = 5 × 8.5) and
    // the action writes the state once. Frame 2 evaluates the body again with 42.5; the value
    // is unchanged, so no action and the loop stops.
    #expect(bodyWidths.values == [0, 42.5])
    #expect(result.frames.count == 2)
    #expect(result.frames[0].actionsCalled == 1)
    #expect(result.frames[0].stateWrites == 1)
    #expect(result.frames[1].actionsCalled == 0)
    #expect(result.frames[1].stateWrites == 0)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    expectSize(result.frame(id: "bar")?.size, CGSize(width: 42.5, height: 10))
  }

  @Test("An observer sees only the subtree below it; one above sees everything")
  func observesSubtreeOnly() {
    let inner = Recorder<[String]>()
    let outer = Recorder<[String]>()
    let result = ViewHost(
      rootView: VStack {
        writer("A")
        VStack {
          writer("B")
          writer("C")
        }.onPreferenceChange(OrderKey.self) { inner.record($0) }
      }.onPreferenceChange(OrderKey.self) { outer.record($0) }
    ).layout(in: phoneSize)
    #expect(inner.values == [["B", "C"]])
    #expect(outer.values == [["A", "B", "C"]])
    // Inner VStack: reduce([B], [C]); outer VStack: reduce([A], [B, C]). The outer observer
    // reuses the inner VStack's fold of this frame rather than folding it again.
    #expect(result.preferenceReductions == 2)
    #expect(result.actionsCalled == 2)
  }

  @Test("A writer above the observer is not seen by it")
  func writerAboveNotSeen() {
    let seen = Recorder<[String]>()
    _ = ViewHost(
      rootView: writer("A")
        .onPreferenceChange(OrderKey.self) { seen.record($0) }
        .preference(key: OrderKey.self, value: ["outer"])
    ).layout(in: phoneSize)
    #expect(seen.values == [["A"]])
  }
}
