import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// Records lifecycle events in order, for the tests to read after `layout(in:)`.
final class EventLog {
  var events: [String] = []
  func record(_ event: String) { events.append(event) }
}

/// Shows a list of rows; a row's `onAppear` and `onDisappear` log, and a button-like toggle
/// is the test writing `rows`.
private struct RowList: View {
  let log: EventLog
  let rows: [String]

  var body: some View {
    VStack {
      ForEach(rows, id: \.self) { row in
        Text(row)
          .onAppear { log.record("appear \(row)") }
          .onDisappear { log.record("disappear \(row)") }
      }
    }
  }
}

/// Counts its appearances into state, which its text shows: the write makes a second frame.
private struct AppearCounter: View {
  @State private var appearances = 0

  var body: some View {
    Text("\(appearances)").id("count")
      .onAppear { appearances += 1 }
  }
}

private let screen = CGSize(width: 390, height: 844)

@Suite("onAppear and onDisappear run in the frame loop when views join and leave the tree")
struct AppearanceTests {
  @Test("Each view appears once, in tree order, after the first frame that places it")
  func appearsOnceInTreeOrder() {
    let log = EventLog()
    let host = ViewHost(rootView: RowList(log: log, rows: ["a", "b", "c"]))
    let first = host.layout(in: screen)
    #expect(log.events == ["appear a", "appear b", "appear c"])
    // Three actions in one frame; they write no state, so the layout took one frame.
    #expect(first.frames.count == 1)
    #expect(first.actionsCalled == 3)
    // Laid out again at another size, nothing appears again.
    _ = host.layout(in: CGSize(width: 300, height: 600))
    #expect(log.events.count == 3)
  }

  @Test("A view dropped from a ForEach disappears; a new one appears; kept views do neither")
  func removalsDisappearAndAdditionsAppear() {
    let log = EventLog()
    let host = ViewHost(rootView: RowList(log: log, rows: ["a", "b", "c"]))
    _ = host.layout(in: screen)
    log.events.removeAll()
    host.rootView = RowList(log: log, rows: ["a", "c", "d"])
    let result = host.layout(in: screen)
    // The update drops "b" (its disappear is queued then) and the frame places "d" for the
    // first time: disappearances run first, then appearances in tree order.
    #expect(log.events == ["disappear b", "appear d"])
    #expect(result.actionsCalled == 2)
  }

  @Test("State written in onAppear makes a second frame that shows it")
  func stateWrittenOnAppearMakesAnotherFrame() {
    let result = ViewHost(rootView: AppearCounter()).layout(in: screen)
    // Frame 1 shows "0" and runs the action; frame 2 shows "1" and runs nothing, since the
    // view appeared already. "1" is one character: 8.5 × 20.4 at 17 pt.
    #expect(result.frames.count == 2)
    #expect(result.frames.map(\.actionsCalled) == [1, 0])
    #expect(result.view(id: "count")?.summary == "Text(\"1\")")
    expectSize(result.frame(id: "count")?.size, CGSize(width: 8.5, height: 20.4))
  }

  @Test("The modifiers change no frame")
  func noLayoutChange() {
    let log = EventLog()
    let plain = ViewHost(rootView: Text("Hello").id("t")).layout(in: screen)
    let observed = ViewHost(rootView: Text("Hello").id("t").onAppear { log.record("x") }.onDisappear {})
      .layout(in: screen)
    #expect(plain.frame(id: "t") == observed.frame(id: "t"))
  }

  @Test("Appearances and disappearances are traced as actions")
  func traced() throws {
    let log = EventLog()
    let host = ViewHost(rootView: RowList(log: log, rows: ["a"]))
    host.tracing = true
    let trace = try #require(host.layout(in: screen).trace)
    let actions = trace.events.compactMap { event -> String? in
      if case .actionCalled(let source) = event.kind { return source } else { return nil }
    }
    #expect(actions.count == 1)
    #expect(actions.first?.hasPrefix(".onAppear at ") == true)
  }
}
