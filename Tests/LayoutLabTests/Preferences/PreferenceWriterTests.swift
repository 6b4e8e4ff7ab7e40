import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// `.preference(key:value:)` replaces its subtree's value (layout rule P6);
/// `.transformPreference` rewrites the subtree's value, or the default (P7).
@Suite("Preference writers replace and transform their subtree's value")
struct PreferenceWriterTests {
  @Test("An ancestor's preference replaces its subtree's value; the subtree is never folded (P6)")
  func setterReplacesSubtree() {
    let seen = Recorder<[String]>()
    let result = ViewHost(
      rootView: VStack {
        writer("A")
        writer("B")
      }
      .preference(key: OrderKey.self, value: ["outer"])
      .onPreferenceChange(OrderKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    #expect(seen.values == [["outer"]])
    // The descendants' values are discarded, not combined: no reduce.
    #expect(result.preferenceReductions == 0)
  }

  @Test("A replaced subtree folds with its siblings as one value (P6, P3)")
  func replacedSubtreeAmongSiblings() {
    let seen = Recorder<[String]>()
    let result = ViewHost(
      rootView: VStack {
        VStack {
          writer("A")
          writer("B")
        }.preference(key: OrderKey.self, value: ["X"])
        writer("C")
      }.onPreferenceChange(OrderKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    #expect(seen.values == [["X", "C"]])
    #expect(result.preferenceReductions == 1)  // reduce(["X"], ["C"])
  }

  @Test("A writer for another key lets this key's value through")
  func otherKeyPassesThrough() {
    let seen = Recorder<[String]>()
    let result = ViewHost(
      rootView: VStack {
        writer("A")
        writer("B")
      }
      .preference(key: LastWinsKey.self, value: "other")
      .onPreferenceChange(OrderKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    #expect(seen.values == [["A", "B"]])
    #expect(result.preferenceReductions == 1)
  }

  @Test("transformPreference receives the subtree's combined value (P7)")
  func transformSeesCombinedValue() {
    let received = Recorder<[String]>()
    let seen = Recorder<[String]>()
    let result = ViewHost(
      rootView: VStack {
        writer("A")
        writer("B")
      }
      .transformPreference(OrderKey.self) { value in
        received.record(value)
        value.append("T")
      }
      .onPreferenceChange(OrderKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    #expect(received.values == [["A", "B"]])
    #expect(seen.values == [["A", "B", "T"]])
    #expect(result.preferenceReductions == 1)  // the VStack's fold; the transform is no reduce
  }

  @Test("transformPreference over a subtree that writes nothing receives the default (P7)")
  func transformSeesDefault() {
    let received = Recorder<[String]>()
    let seen = Recorder<[String]>()
    let result = ViewHost(
      rootView: VStack {
        Text("A")
        Text("B")
      }
      .transformPreference(OrderKey.self) { value in
        received.record(value)
        value.append("T")
      }
      .onPreferenceChange(OrderKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    #expect(received.values == [[]])
    #expect(seen.values == [["T"]])
    #expect(result.preferenceReductions == 0)
  }

  @Test("A transform writes a value of its own: it folds with its siblings (P7, P3)")
  func transformContributes() {
    let seen = Recorder<[String]>()
    let result = ViewHost(
      rootView: VStack {
        Text("silent").transformPreference(OrderKey.self) { $0.append("T") }
        writer("B")
      }.onPreferenceChange(OrderKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    #expect(seen.values == [["T", "B"]])
    #expect(result.preferenceReductions == 1)
  }

  @Test("A transform on top of a set value receives that value; a set on top of a transform replaces it")
  func transformOverSet() {
    let seenTransformed = Recorder<[String]>()
    let seenReplaced = Recorder<[String]>()
    let result = ViewHost(
      rootView: VStack {
        Text("x")
          .preference(key: OrderKey.self, value: ["S"])
          .transformPreference(OrderKey.self) { $0.append("T") }
          .onPreferenceChange(OrderKey.self) { seenTransformed.record($0) }
        Text("y")
          .transformPreference(OrderKey.self) { $0.append("T") }
          .preference(key: OrderKey.self, value: ["S"])
          .onPreferenceChange(OrderKey.self) { seenReplaced.record($0) }
      }
    ).layout(in: phoneSize)
    #expect(seenTransformed.values == [["S", "T"]])
    #expect(seenReplaced.values == [["S"]])
    #expect(result.preferenceReductions == 0)
  }
}
