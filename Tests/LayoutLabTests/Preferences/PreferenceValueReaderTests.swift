import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// `overlayPreferenceValue` / `backgroundPreferenceValue` (layout rule P10): the second view is
/// made during placement from the value the primary's subtree produced in the same frame, is
/// proposed the primary's size (O1), and lines its content up on `alignment`.
@Suite("Preference value readers build from the same frame's value")
struct PreferenceValueReaderTests {
  /// "AAAA" (34 × 20.4) over "BB" (17 × 20.4), no spacing: 34 × 40.8.
  private static var stack: some View {
    VStack(spacing: 0) {
      writer("AAAA")
      writer("BB")
    }.id("stack")
  }

  @Test("overlayPreferenceValue builds its view from this frame's value: no extra frame")
  func overlaySameFrame() {
    let result = ViewHost(
      rootView: Self.stack.overlayPreferenceValue(OrderKey.self, alignment: .topLeading) { labels in
        Color.red.frame(width: CGFloat(labels.count) * 10, height: 5).id("bar")
      }
    ).layout(in: phoneSize)
    // Two labels: a 20 × 5 bar at the stack's top leading corner.
    expectFrame(result.frame(id: "bar", relativeTo: "stack"), CGRect(x: 0, y: 0, width: 20, height: 5))
    // The stack is the root's size (the overlay does not change it), centred in 390 × 844:
    // ((390 − 34) / 2, (844 − 40.8) / 2) = (178, 401.6).
    expectFrame(result.frame(id: "stack"), CGRect(x: 178, y: 401.6, width: 34, height: 40.8))
    #expect(result.frames.count == 1)
    #expect(result.actionsCalled == 0)
    #expect(result.preferenceReductions == 1)  // reduce(["AAAA"], ["BB"]), once
  }

  @Test("A reader and an observer of the same subtree share one fold per frame")
  func readerAndObserverShareFold() {
    let seen = Recorder<[String]>()
    let result = ViewHost(
      rootView: Self.stack
        .overlayPreferenceValue(OrderKey.self, alignment: .topLeading) { labels in
          Color.red.frame(width: CGFloat(labels.count) * 10, height: 5)
        }
        .onPreferenceChange(OrderKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    // The reader folds ["AAAA"] and ["BB"] while the overlay is placed; the observer, after
    // layout, reads the same combined value (the overlay's view writes nothing): 1 reduce.
    #expect(seen.values == [["AAAA", "BB"]])
    #expect(result.preferenceReductions == 1)
    #expect(result.frames.count == 1)
  }

  @Test("The reader's view is aligned on alignment within the primary's frame")
  func overlayAlignment() {
    let result = ViewHost(
      rootView: Self.stack.overlayPreferenceValue(OrderKey.self, alignment: .bottomTrailing) { labels in
        Color.red.frame(width: CGFloat(labels.count) * 10, height: 5).id("bar")
      }
    ).layout(in: phoneSize)
    // (34 − 20, 40.8 − 5) = (14, 35.8).
    expectFrame(result.frame(id: "bar", relativeTo: "stack"), CGRect(x: 14, y: 35.8, width: 20, height: 5))
  }

  @Test("backgroundPreferenceValue's view is proposed the primary's size and centred by default")
  func backgroundSizedToPrimary() {
    let result = ViewHost(
      rootView: Self.stack.backgroundPreferenceValue(OrderKey.self) { labels in
        Color.green.id("fill")
        Color.red.frame(width: CGFloat(labels.count) * 10, height: 5).id("bar")
      }
    ).layout(in: phoneSize)
    // The green fill takes its proposal: exactly the stack's frame.
    expectFrame(result.frame(id: "fill", relativeTo: "stack"), CGRect(x: 0, y: 0, width: 34, height: 40.8))
    // Centred: ((34 − 20) / 2, (40.8 − 5) / 2) = (7, 17.9).
    expectFrame(result.frame(id: "bar", relativeTo: "stack"), CGRect(x: 7, y: 17.9, width: 20, height: 5))
    #expect(result.frames.count == 1)
  }

  @Test("A value measured by a GeometryReader in the primary is read in the same frame")
  func measuredValueSameFrame() {
    let result = ViewHost(
      rootView: Text("Hello")
        .background(
          GeometryReader { proxy in
            Color.clear.preference(key: WidthsKey.self, value: [proxy.size.width])
          }
        )
        .id("text")
        .backgroundPreferenceValue(WidthsKey.self, alignment: .bottom) { widths in
          Color.blue.frame(width: widths.first ?? 0, height: 2).id("underline")
        }
    ).layout(in: phoneSize)
    // "Hello" is 42.5 × 20.4; the reader in its background is proposed that, so the value is
    // [42.5] in the frame that placed it, and the underline is 42.5 wide at the bottom.
    expectFrame(result.frame(id: "underline", relativeTo: "text"), CGRect(x: 0, y: 18.4, width: 42.5, height: 2))
    #expect(result.frames.count == 1)
    #expect(result.actionsCalled == 0)
  }

  @Test("A new root view updates the reader's view in the same layout")
  func valueChangeRebuilds() {
    struct Bars: View {
      let labels: [String]
      var body: some View {
        VStack(spacing: 0) {
          ForEach(labels, id: \.self) { writer($0) }
        }
        .frame(width: 100, height: 100)
        .id("box")
        .overlayPreferenceValue(OrderKey.self, alignment: .topLeading) { labels in
          Color.red.frame(width: CGFloat(labels.count) * 10, height: 5).id("bar")
        }
      }
    }
    let host = ViewHost(rootView: Bars(labels: ["A"]))
    let first = host.layout(in: phoneSize)
    expectSize(first.frame(id: "bar")?.size, CGSize(width: 10, height: 5))
    host.rootView = Bars(labels: ["A", "B", "C"])
    let second = host.layout(in: phoneSize)
    expectFrame(second.frame(id: "bar", relativeTo: "box"), CGRect(x: 0, y: 0, width: 30, height: 5))
    #expect(second.frames.count == 1)
  }
}
