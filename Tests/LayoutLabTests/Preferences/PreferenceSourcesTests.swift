import Foundation
import LayoutLab
import Testing

/// A colour that writes "B" for `OrderKey` once its state says so. The writer appears through
/// an `AnyView`, not an `if`, so the subtree holds no dynamic content that would contribute
/// anyway: only the new writer can make the value change.
private struct PreferenceSourcesLateWriter: View {
  let remote: Remote<Bool>
  @State private var writes = false

  var body: some View {
    let _ = remote.capture($writes)
    writes ? AnyView(Color.red.preference(key: OrderKey.self, value: ["B"])) : AnyView(Color.red)
  }
}

/// What an observer delivered, in order.
private final class PreferenceSourcesSeen {
  var values: [[String]] = []
}

/// "A" written by a reader's content (built during placement), beside the late writer.
private struct PreferenceSourcesScene: View {
  let remote: Remote<Bool>
  let seen: PreferenceSourcesSeen

  var body: some View {
    VStack {
      Color.blue.background(GeometryReader { _ in Color.clear.preference(key: OrderKey.self, value: ["A"]) })
      PreferenceSourcesLateWriter(remote: remote)
    }
    .onPreferenceChange(OrderKey.self) { seen.values.append($0) }
  }
}

/// The late writer alone under the observer: before its state changes, nothing in the
/// observer's subtree writes the key.
private struct PreferenceSourcesLone: View {
  let remote: Remote<Bool>
  let seen: PreferenceSourcesSeen

  var body: some View {
    VStack { PreferenceSourcesLateWriter(remote: remote) }
      .onPreferenceChange(OrderKey.self) { seen.values.append($0) }
  }
}

/// A `ForEach` whose items write another key, beside a writer of `GroupingKey`; with
/// `nested`, each item holds an `if`, dynamic content that contributes the default. (An
/// `AnyView` is not dynamic content: without `nested`, the items contribute nothing.)
private struct PreferenceSourcesOtherKeyItems: View {
  let nested: Bool
  let seen: Recorder<String>

  var body: some View {
    VStack {
      ForEach(["a", "b"], id: \.self) { name in item(name) }
      Color.blue.preference(key: GroupingKey.self, value: "g")
    }
    .onPreferenceChange(GroupingKey.self) { seen.record($0) }
  }

  private func item(_ name: String) -> AnyView {
    let writer = Color.red.preference(key: OrderKey.self, value: [name])
    return nested ? AnyView(VStack { if !name.isEmpty { writer } }) : AnyView(writer)
  }
}

/// Combining a key visits only the subtrees that can contribute to it; a writer that appears
/// later, during placement or in a dirty view, is still found.
@Suite("Preferences are found wherever their writers appear")
struct PreferenceSourcesTests {
  @Test("A reader's content and a dirty view's new writer both reach the observer above them")
  func lateWriters() {
    let remote = Remote<Bool>()
    let seen = PreferenceSourcesSeen()
    let host = ViewHost(rootView: PreferenceSourcesScene(remote: remote, seen: seen))
    let first = host.layout(in: CGSize(width: 390, height: 844))
    // Frame 1: the reader's content, built while the reader is placed, writes "A" (P8: the
    // first value is delivered).
    #expect(seen.values == [["A"]])
    #expect(first.preferenceReductions == 0)
    remote.binding?.wrappedValue = true
    let second = host.layout(in: CGSize(width: 390, height: 844))
    // The late writer's "B" follows "A" in tree order: one reduce, in the stack.
    #expect(seen.values == [["A"], ["A", "B"]])
    #expect(second.preferenceReductions == 1)
  }

  @Test("A writer that appears in a subtree that wrote nothing reaches the observer")
  func writerAppears() {
    let remote = Remote<Bool>()
    let seen = PreferenceSourcesSeen()
    let host = ViewHost(rootView: PreferenceSourcesLone(remote: remote, seen: seen))
    _ = host.layout(in: CGSize(width: 390, height: 844))
    // Nothing below the observer can write the key yet: its action does not run (P8).
    // (SwiftUI's AnyView outputs every key asked of it, its default when its view writes
    // none, and would deliver [] here; LayoutLab's AnyView is not dynamic content.)
    #expect(seen.values.isEmpty)
    remote.binding?.wrappedValue = true
    _ = host.layout(in: CGSize(width: 390, height: 844))
    #expect(seen.values == [["B"]])
  }

  @Test("A ForEach whose items write only other keys contributes the default; items holding an if still fold theirs")
  func dynamicContentOfOtherKeys() {
    let seen = Recorder<String>()
    let plain = ViewHost(rootView: PreferenceSourcesOtherKeyItems(nested: false, seen: seen))
      .layout(in: CGSize(width: 390, height: 844))
    // The ForEach contributes the default (P4), folded with the writer's "g": one reduce.
    #expect(seen.values == ["( g)"])
    #expect(plain.preferenceReductions == 1)
    let nestedSeen = Recorder<String>()
    let nested = ViewHost(rootView: PreferenceSourcesOtherKeyItems(nested: true, seen: nestedSeen))
      .layout(in: CGSize(width: 390, height: 844))
    // Each item's `if` contributes the default: the ForEach folds two of them, then "g".
    #expect(nestedSeen.values == ["(( ) g)"])
    #expect(nested.preferenceReductions == 2)
  }
}
