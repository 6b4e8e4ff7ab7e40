// The listings of EnvironmentAndPreferences.md, run.
import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

private struct NamesKey: PreferenceKey {
  static var defaultValue: [String] { [] }

  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value.append(contentsOf: nextValue())
  }
}

private struct Labels: View {
  var report: ([String]) -> Void = { _ in }

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Title").font(.title)
        .preference(key: NamesKey.self, value: ["title"])
      HStack(spacing: 8) {
        Text("Left").preference(key: NamesKey.self, value: ["left"])
        Text("Right").preference(key: NamesKey.self, value: ["right"])
      }
      Text("Footer")
    }
    .font(.footnote)
    .onPreferenceChange(NamesKey.self) { report($0) }
  }
}

private struct LastNameKey: PreferenceKey {
  static var defaultValue: String { "" }

  static func reduce(value: inout String, nextValue: () -> String) {
    value = nextValue()  // wrong: a default from dynamic content replaces a real value
  }
}

private struct MaybeTwo: View {
  var showsSecond: Bool
  var report: (String) -> Void = { _ in }

  var body: some View {
    VStack {
      Text("One").preference(key: LastNameKey.self, value: "one")
      if showsSecond {
        Text("Two").preference(key: LastNameKey.self, value: "two")
      }
    }
    .onPreferenceChange(LastNameKey.self) { report($0) }
  }
}

/// The article's fixed key: the default value no longer replaces a real one.
private struct FixedLastNameKey: PreferenceKey {
  static var defaultValue: String { "" }

  static func reduce(value: inout String, nextValue: () -> String) {
    let next = nextValue()
    if next != defaultValue { value = next }
  }
}

private struct FixedMaybeTwo: View {
  var showsSecond: Bool
  var report: (String) -> Void

  var body: some View {
    VStack {
      Text("One").preference(key: FixedLastNameKey.self, value: "one")
      if showsSecond {
        Text("Two").preference(key: FixedLastNameKey.self, value: "two")
      }
    }
    .onPreferenceChange(FixedLastNameKey.self) { report($0) }
  }
}

@Suite("Environment down, preferences up")
struct EnvironmentListings {
  @Test("The nearest font wins; names are folded in tree order with one reduce per extra contributor")
  func labels() {
    var delivered: [String] = []
    let result = ViewHost(rootView: Labels { delivered = $0 }).layout(in: CGSize(width: 200, height: 100))
    let reductions = result.preferenceReductions  // 2: one below the HStack, one below the VStack
    let names = delivered  // ["title", "left", "right"]: tree order
    // P3: the HStack folds left and right (1); the VStack folds title with [left, right] (2);
    // Footer writes nothing and is skipped. P8: the first value is delivered after the frame.
    #expect(reductions == 2)
    #expect(names == ["title", "left", "right"])
    #expect(result.actionsCalled == 1)
    #expect(result.frames.count == 1)
    // E2 and the text model: title 28 pt (5 × 14 = 70, 33.6 tall); footnote 13 pt for the
    // others (6.5 a character, 15.6 tall). VStack 70 × 72.8 centred in 200 × 100 at (65, 13.6).
    let stack = result.views.first
    expectFrame(stack?.frame, CGRect(x: 65, y: 13.6, width: 70, height: 72.8))
    expectFrame(stack?.children.first?.frame, CGRect(x: 65, y: 13.6, width: 70, height: 33.6))
    expectFrame(stack?.children.last?.frame, CGRect(x: 65, y: 70.8, width: 39, height: 15.6))
    expectScenario("environment-and-preferences", laysOutAs: Labels())
  }

  @Test("An empty if contributes the default value, and a last-value-wins reduce loses the real one")
  func dynamicContentContributesTheDefault() {
    var last = "not delivered"
    _ = ViewHost(rootView: MaybeTwo(showsSecond: false) { last = $0 }).layout(in: CGSize(width: 200, height: 100))
    // last == "": the real value, "one", was replaced by the empty branch's default
    // P4: the if contributes "" even though nothing in it writes; reduce("one", "") gives "".
    #expect(last == "")

    var shown = "not delivered"
    _ = ViewHost(rootView: MaybeTwo(showsSecond: true) { shown = $0 }).layout(in: CGSize(width: 200, height: 100))
    // With the second text shown, its value is the last one folded.
    #expect(shown == "two")

    var fixed = "not delivered"
    _ = ViewHost(rootView: FixedMaybeTwo(showsSecond: false) { fixed = $0 }).layout(in: CGSize(width: 200, height: 100))
    // P2: a reduce that ignores the default keeps "one".
    #expect(fixed == "one")
  }
}
