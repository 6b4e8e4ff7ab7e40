import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// How sibling values are combined on their way up: layout rule P3 (skip, pass through,
/// fold from the first, level by level) and P5 (fivestars' walk-through).
///
/// Each test reads the combined value with one `onPreferenceChange` at the top (which delivers
/// the first value after the first frame, P8) and counts `reduce` calls with
/// `result.preferenceReductions`; only the observed key is ever combined, so the count is
/// exactly the folds for that key.
@Suite("Preference values combine in view-tree order")
struct PreferenceCombinationTests {
  @Test("With no writer the observer never runs and reduce is never called (P3 step 2, P5)")
  func noWriter() {
    let seen = Recorder<[String]>()
    let host = ViewHost(
      rootView: VStack {
        Text("A")
        Text("B")
      }.onPreferenceChange(OrderKey.self) { seen.record($0) })
    let result = host.layout(in: phoneSize)
    // Nothing below the observer can produce an OrderKey value (no writer, no dynamic
    // content): SwiftUI makes no binder for a key its content does not output, so the action
    // never runs, not even with the default, in the first frame or any later one.
    #expect(seen.values.isEmpty)
    #expect(result.preferenceReductions == 0)
    #expect(result.frames.count == 1)
    #expect(result.actionsCalled == 0)
    #expect(host.layout(in: CGSize(width: 200, height: 300)).actionsCalled == 0)
    #expect(seen.values.isEmpty)
  }

  @Test("One writer passes its value through without reduce (P3 step 3, P5)")
  func oneWriter() {
    let seen = Recorder<[String]>()
    let result = ViewHost(
      rootView: VStack {
        writer("A")
        Text("B")
      }.onPreferenceChange(OrderKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    #expect(seen.values == [["A"]])
    // Text("B") contributes nothing and is skipped; "A" is the only contribution: no fold.
    #expect(result.preferenceReductions == 0)
  }

  @Test("Two writers fold with one reduce, first value first (P3 step 4, P5)")
  func twoWriters() {
    let seen = Recorder<[String]>()
    let result = ViewHost(
      rootView: VStack {
        writer("A")
        writer("B")
      }.onPreferenceChange(OrderKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    #expect(seen.values == [["A", "B"]])
    #expect(result.preferenceReductions == 1)  // reduce(["A"], ["B"])
  }

  @Test("VStack { A; HStack { B; C }; D } combines to [A, B, C, D] with three reduces (P3 steps 4–5)")
  func nestedOrder() {
    let seen = Recorder<[String]>()
    let result = ViewHost(
      rootView: VStack {
        writer("A")
        HStack {
          writer("B")
          writer("C")
        }
        writer("D")
      }.onPreferenceChange(OrderKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    #expect(seen.values == [["A", "B", "C", "D"]])
    // HStack: reduce([B], [C]) = 1; VStack: [A] then reduce with [B, C], then with [D] = 2.
    #expect(result.preferenceReductions == 3)
  }

  @Test("Folding is level by level: the HStack's values are folded before the VStack's (P3 step 5)")
  func levelByLevel() {
    let seen = Recorder<String>()
    let result = ViewHost(
      rootView: VStack {
        writer("A")
        HStack {
          writer("B")
          writer("C")
        }
        writer("D")
      }.onPreferenceChange(GroupingKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    // GroupingKey brackets each reduce. The HStack folds first: "(B C)". The VStack folds its
    // three children from the first: "(A (B C))", then "((A (B C)) D)". A flat fold over the
    // four leaves would read "(((A B) C) D)".
    #expect(seen.values == ["((A (B C)) D)"])
    #expect(result.preferenceReductions == 3)
  }

  @Test("Children that write nothing are skipped at every level (P3 step 1)")
  func silentChildrenSkipped() {
    let seen = Recorder<String>()
    let result = ViewHost(
      rootView: VStack {
        Text("x")
        writer("A")
        Color.red.frame(width: 10, height: 10)
        HStack {
          Text("y")
          writer("B")
          Spacer()
        }
        Text("z")
      }.onPreferenceChange(GroupingKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    // The HStack has one contribution ("B") and passes it through unchanged; the VStack has two
    // ("A", "B"): one reduce. Had a silent child contributed the default, a "( " would show.
    #expect(seen.values == ["(A B)"])
    #expect(result.preferenceReductions == 1)
  }

  @Test("A value passes unchanged through modifiers, groups and user views between writer and reader")
  func passThroughStructure() {
    struct Row: View {
      let label: String
      var body: some View { writer(label).padding(4).frame(width: 100) }
    }
    let seen = Recorder<String>()
    let result = ViewHost(
      rootView: VStack {
        Group {
          Row(label: "A")
          Row(label: "B")
        }
        Row(label: "C").background(Color.blue)
      }.onPreferenceChange(GroupingKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    // Padding, frame, background and the user view each have one contribution and pass it
    // through. Left to right: "(A B)", then "((A B) C)": two reduces. (The Group comes first
    // on purpose: a left fold gives the same brackets whether or not the Group folds its members
    // before the VStack does, and layout rule P3 does not say which SwiftUI does.)
    #expect(seen.values == ["((A B) C)"])
    #expect(result.preferenceReductions == 2)
  }

  @Test("A background's value comes before its content's; an overlay's after")
  func backgroundFirstOverlayLast() {
    let seen = Recorder<[String]>()
    let grouped = Recorder<String>()
    _ = ViewHost(
      rootView: VStack {
        writer("content").background(writer("background"))
      }.onPreferenceChange(OrderKey.self) { seen.record($0) }.onPreferenceChange(GroupingKey.self) {
        grouped.record($0)
      }
    )
    .layout(in: phoneSize)
    // SwiftUI combines a background's outputs as (background, content): the background is
    // drawn first (OpenSwiftUI's makeSecondaryLayerView with flipOrder: true). One reduce.
    #expect(seen.values == [["background", "content"]])
    #expect(grouped.values == ["(background content)"])
    let overlaid = Recorder<[String]>()
    _ = ViewHost(
      rootView: VStack {
        writer("content").overlay(writer("overlay"))
      }.onPreferenceChange(OrderKey.self) { overlaid.record($0) }
    ).layout(in: phoneSize)
    // An overlay is drawn after its content, and its value follows the content's.
    #expect(overlaid.values == [["content", "overlay"]])
  }

  @Test("An observer above the combined subtree counts each reduce once per frame")
  func oneCombinationPerFrame() {
    let inner = Recorder<[String]>()
    let outer = Recorder<[String]>()
    let result = ViewHost(
      rootView: VStack {
        writer("A")
        writer("B")
        writer("C")
      }
      .onPreferenceChange(OrderKey.self) { inner.record($0) }
      .onPreferenceChange(OrderKey.self) { outer.record($0) }
    ).layout(in: phoneSize)
    #expect(inner.values == [["A", "B", "C"]])
    #expect(outer.values == [["A", "B", "C"]])
    // The VStack folds three values once (2 reduces); the outer observer reads the same
    // combined value, as SwiftUI's preference combiner is one attribute evaluated once per update.
    #expect(result.preferenceReductions == 2)
    #expect(result.actionsCalled == 2)
  }
}
