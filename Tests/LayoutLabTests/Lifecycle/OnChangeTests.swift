import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// Shows `value`; its `onChange` logs old → new, and with `initial` the first value too.
private struct Watcher: View {
  let log: EventLog
  let value: Int
  var initial = false

  var body: some View {
    Text("\(value)").onChange(of: value, initial: initial) { old, new in log.record("\(old) → \(new)") }
  }
}

/// Copies `source` into `@State` from `onChange`, the way SwiftUI code derives state from an
/// input; the copy shows in a second text.
private struct Copier: View {
  let source: Int
  @State private var copy = 0

  var body: some View {
    HStack {
      Text("\(source)")
      Text("copy \(copy)").id("copy")
    }
    .onChange(of: source) { _, new in copy = new }
  }
}

private let screen = CGSize(width: 390, height: 844)

@Suite("onChange runs after an update in which its value changed")
struct OnChangeTests {
  @Test("No action for the first value, one with old and new for each change, none for an equal value")
  func oldAndNew() {
    let log = EventLog()
    let host = ViewHost(rootView: Watcher(log: log, value: 1))
    _ = host.layout(in: screen)
    #expect(log.events.isEmpty)
    host.rootView = Watcher(log: log, value: 2)
    _ = host.layout(in: screen)
    host.rootView = Watcher(log: log, value: 2)
    _ = host.layout(in: screen)
    host.rootView = Watcher(log: log, value: 5)
    let last = host.layout(in: screen)
    #expect(log.events == ["1 → 2", "2 → 5"])
    #expect(last.actionsCalled == 1)
  }

  @Test("With initial: true the first value is delivered as both old and new")
  func initialValue() {
    let log = EventLog()
    _ = ViewHost(rootView: Watcher(log: log, value: 7, initial: true)).layout(in: screen)
    #expect(log.events == ["7 → 7"])
  }

  @Test("State written by the action makes a second frame of the same layout")
  func stateFromOnChange() {
    let host = ViewHost(rootView: Copier(source: 1))
    _ = host.layout(in: screen)
    host.rootView = Copier(source: 3)
    let result = host.layout(in: screen)
    // Frame 1 updates the root (source 3, copy still 0) and queues the action; it writes
    // copy = 3; frame 2 shows "copy 3" (6 characters: 6 × 8.5 = 51 wide).
    #expect(result.frames.count == 2)
    #expect(result.view(id: "copy")?.summary == "Text(\"copy 3\")")
    expectSize(result.frame(id: "copy")?.size, CGSize(width: 51, height: 20.4))
  }
}
