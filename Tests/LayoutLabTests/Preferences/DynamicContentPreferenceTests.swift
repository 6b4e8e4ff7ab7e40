import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// Dynamic content (`ForEach`, `if`, `if`/`else`) always contributes a value: the fold of the
/// values written inside it, or `defaultValue` when nothing inside writes (layout rule P4;
/// the choice documented on `PreferenceKey`). So `reduce` can be handed the default even where
/// only one view wrote, which is why a reducer must not write `value = nextValue()` (P2, P4).
@Suite("Dynamic content contributes the default value to preference folds")
struct DynamicContentPreferenceTests {
  /// `A` followed by an optional `B`: the `if` is dynamic content.
  private struct MaybeB<Key: PreferenceKey>: View {
    let showB: Bool
    let a: Key.Value
    let b: Key.Value
    var body: some View {
      VStack {
        Text("A").preference(key: Key.self, value: a)
        if showB {
          Text("B").preference(key: Key.self, value: b)
        }
      }
    }
  }

  @Test("A ForEach whose items write nothing still adds one reduce with the default")
  func silentForEach() {
    let seen = Recorder<String>()
    let result = ViewHost(
      rootView: VStack {
        writer("A")
        ForEach(0..<3) { index in Text("\(index)") }
      }.onPreferenceChange(GroupingKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    // The ForEach contributes "" (GroupingKey.defaultValue); the VStack folds "A" with it once.
    #expect(seen.values == ["(A )"])
    #expect(result.preferenceReductions == 1)
  }

  @Test("The same three silent views in a Group add nothing: static content is skipped (P3 step 1)")
  func silentGroup() {
    let seen = Recorder<String>()
    let result = ViewHost(
      rootView: VStack {
        writer("A")
        Group {
          Text("0")
          Text("1")
          Text("2")
        }
      }.onPreferenceChange(GroupingKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    #expect(seen.values == ["A"])
    #expect(result.preferenceReductions == 0)
  }

  @Test("An empty ForEach contributes the default too")
  func emptyForEach() {
    let seen = Recorder<[String]>()
    let result = ViewHost(
      rootView: VStack {
        writer("A")
        ForEach(0..<0) { index in Text("\(index)") }
      }.onPreferenceChange(OrderKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    // reduce(["A"], []) leaves ["A"]: an appending reducer is unharmed (P2), but it was called.
    #expect(seen.values == [["A"]])
    #expect(result.preferenceReductions == 1)
  }

  @Test("A false if contributes the default, and a value = nextValue() reducer loses the real value (P4)")
  func lastWinsLosesValue() {
    let seen = Recorder<String>()
    let result = ViewHost(
      rootView: MaybeB<LastWinsKey>(showB: false, a: "A", b: "B")
        .onPreferenceChange(LastWinsKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    // Only Text("A") writes, yet the VStack folds "A" with the if's default "":
    // value = nextValue() makes it "". This is the bug layout rule P4 warns about.
    #expect(seen.values == [""])
    #expect(result.preferenceReductions == 1)
  }

  @Test("A reducer that keeps its value when handed the default survives the same if (P2)")
  func lastNonNilKeepsValue() {
    let seen = Recorder<String?>()
    let result = ViewHost(
      rootView: MaybeB<LastNonNilKey>(showB: false, a: "A", b: "B")
        .onPreferenceChange(LastNonNilKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    // reduce("A", nil): value = nil ?? "A" = "A".
    #expect(seen.values == ["A"])
    #expect(result.preferenceReductions == 1)
  }

  @Test("A true if contributes its content's value: the later writer wins")
  func trueIf() {
    let seen = Recorder<String>()
    let result = ViewHost(
      rootView: MaybeB<LastWinsKey>(showB: true, a: "A", b: "B")
        .onPreferenceChange(LastWinsKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    // The if passes "B" through (one value inside it); the VStack: reduce("A", "B") = "B".
    #expect(seen.values == ["B"])
    #expect(result.preferenceReductions == 1)
  }

  @Test("A static sibling that writes nothing does not erase the value")
  func staticSiblingKeepsValue() {
    let seen = Recorder<String>()
    let result = ViewHost(
      rootView: VStack {
        Text("A").preference(key: LastWinsKey.self, value: "A")
        Text("B")
      }.onPreferenceChange(LastWinsKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    #expect(seen.values == ["A"])
    #expect(result.preferenceReductions == 0)
  }

  @Test("Dynamic content first: the fold starts from the default and reduce is handed the real value")
  func dynamicFirst() {
    struct FirstIf: View {
      let show: Bool
      var body: some View {
        VStack {
          if show { Text("hidden") }
          writer("A")
        }
      }
    }
    let seen = Recorder<String>()
    let result = ViewHost(rootView: FirstIf(show: false).onPreferenceChange(GroupingKey.self) { seen.record($0) })
      .layout(in: phoneSize)
    // The if contributes "" first; reduce("", "A") = "( A)".
    #expect(seen.values == ["( A)"])
    #expect(result.preferenceReductions == 1)
  }

  @Test("ForEach items that write fold inside the ForEach first: [A, B, C, D] with three reduces")
  func writingForEach() {
    let seen = Recorder<String>()
    let result = ViewHost(
      rootView: VStack {
        writer("A")
        ForEach(["B", "C", "D"], id: \.self) { label in writer(label) }
      }.onPreferenceChange(GroupingKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    // The ForEach folds its items: "(B C)", "((B C) D)" = 2 reduces; the VStack folds "A" with
    // that: 1 more.
    #expect(seen.values == ["(A ((B C) D))"])
    #expect(result.preferenceReductions == 3)
  }

  @Test("if/else items in a ForEach each contribute: one writer among three costs three reduces")
  func conditionalItems() {
    let seen = Recorder<String>()
    let result = ViewHost(
      rootView: VStack {
        writer("A")
        ForEach(0..<3) { index in
          if index == 1 {
            writer("B")
          } else {
            Text("-")
          }
        }
      }.onPreferenceChange(GroupingKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    // Items 0 and 2 are if/else with a silent branch: each contributes "". The ForEach folds
    // "", "B", "": "( B)" then "(( B) )" = 2 reduces; the VStack folds "A" with it: 1 more.
    // Only one view wrote, yet reduce saw the default as nextValue and as the accumulated value.
    #expect(seen.values == ["(A (( B) ))"])
    #expect(result.preferenceReductions == 3)
  }
}
