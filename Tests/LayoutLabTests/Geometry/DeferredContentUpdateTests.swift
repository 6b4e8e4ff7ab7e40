import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Content built during placement comes from the view's latest value: a reader (or a
// preference value reader) updated with a new closure builds from that closure, even where
// its frame did not move, as a view given a new value is evaluated again. A node keeps the
// same holder of its deferred content across updates; these tests make sure the holder never
// builds from a closure it was given before.

/// A reader whose content is a bar `width` wide: its closure captures `width`, as a closure
/// written in a body captures the body's values.
private struct ReaderBar: View {
  let width: CGFloat
  let log: GeometryLog<CGFloat>

  var body: some View {
    GeometryReader { proxy in
      let _ = log.record(proxy.size.width)
      Color.red.frame(width: width, height: 10).id("bar")
    }
    .id("reader")
  }
}

/// A column of two labels with a bar over it, `scale` points wide per label: the bar's view
/// is made from the labels' combined value and captures `scale`.
private struct LabelledBar: View {
  let scale: CGFloat

  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(width: 40, height: 20).preference(key: LabelCountKey.self, value: 1)
      Color.red.frame(width: 40, height: 20).preference(key: LabelCountKey.self, value: 1)
    }
    .id("column")
    .overlayPreferenceValue(LabelCountKey.self, alignment: .topLeading) { count in
      Color.blue.frame(width: CGFloat(count) * scale, height: 5).id("bar")
    }
  }
}

/// How many labels a subtree holds: the values add up.
private struct LabelCountKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

@Suite("Deferred content is built from the view's latest value")
struct DeferredContentUpdateTests {
  @Test("A reader given a new closure builds its content from it, though its frame is the same")
  func readerBuildsFromTheNewClosure() {
    let log = GeometryLog<CGFloat>()
    let host = ViewHost(rootView: ReaderBar(width: 10, log: log))
    let first = host.layout(in: phoneSize)
    // The reader fills the root: 390 × 844. The bar, 10 × 10, sits at its top leading corner.
    #expect(readerBuilds(first) == 1)
    expectFrame(first.frame(id: "bar"), CGRect(x: 0, y: 0, width: 10, height: 10))

    host.rootView = ReaderBar(width: 30, log: log)
    let second = host.layout(in: phoneSize)
    // The same frame (390 wide), a new closure: built once more, and from the new closure,
    // so the bar is 30 wide.
    #expect(readerBuilds(second) == 1)
    #expect(log.values == [390, 390])
    expectFrame(second.frame(id: "reader"), CGRect(x: 0, y: 0, width: 390, height: 844))
    expectFrame(second.frame(id: "bar"), CGRect(x: 0, y: 0, width: 30, height: 10))

    // Laid out again without a new value: nothing to build, the bar stays 30 wide.
    let third = host.layout(in: phoneSize)
    #expect(readerBuilds(third) == 0)
    expectFrame(third.frame(id: "bar"), CGRect(x: 0, y: 0, width: 30, height: 10))
  }

  @Test("A preference value reader given a new transform makes its view with it (P10)")
  func preferenceValueReaderUsesTheNewTransform() {
    let host = ViewHost(rootView: LabelledBar(scale: 10))
    let first = host.layout(in: phoneSize)
    // Two labels, 10 points each: a 20 × 5 bar at the column's top leading corner. The
    // column is 40 × 40, centred in 390 × 844: (175, 402).
    expectFrame(first.frame(id: "column"), CGRect(x: 175, y: 402, width: 40, height: 40))
    expectFrame(first.frame(id: "bar"), CGRect(x: 175, y: 402, width: 20, height: 5))
    #expect(first.preferenceReductions == 1)  // 1 + 1, once

    host.rootView = LabelledBar(scale: 30)
    let second = host.layout(in: phoneSize)
    // The same value (2), the new transform: 2 × 30 = 60 wide.
    expectFrame(second.frame(id: "bar"), CGRect(x: 175, y: 402, width: 60, height: 5))
    #expect(second.preferenceReductions == 1)
  }
}
