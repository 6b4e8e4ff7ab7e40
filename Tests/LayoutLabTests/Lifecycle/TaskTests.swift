import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// Loads a title in `task`: the loader completes without suspending, as a cached value would.
private struct Loader: View {
  @State private var title = "…"
  let log: EventLog

  var body: some View {
    Text(title).id("title")
      .task {
        log.record("started")
        title = await load()
      }
  }

  private func load() async -> String { "Loaded" }
}

/// Restarts its task when `query` changes.
private struct Search: View {
  let query: String
  let log: EventLog

  var body: some View {
    Text(query).task(id: query) { log.record("search \(query)") }
  }
}

/// Shows a text whose task sleeps for an hour, or nothing.
private struct Switcher: View {
  let shown: Bool
  let log: EventLog

  var body: some View {
    VStack {
      if shown {
        Text("x").task {
          log.record("started")
          try? await Task.sleep(for: .seconds(3600))
          log.record(Task.isCancelled ? "cancelled" : "finished")
        }
      }
    }
  }
}

private let screen = CGSize(width: 390, height: 844)

@Suite("task starts once per identity, on appearance, and is cancelled when the view leaves")
struct TaskTests {
  @Test("A task that does not suspend writes its state within the same layout")
  func completesWithinLayout() {
    let log = EventLog()
    let host = ViewHost(rootView: Loader(log: log))
    let result = host.layout(in: screen)
    // Frame 1 shows "…" and starts the task, which sets the title; frame 2 shows "Loaded"
    // (6 × 8.5 = 51 wide).
    #expect(log.events == ["started"])
    #expect(result.frames.count == 2)
    #expect(result.view(id: "title")?.summary == "Text(\"Loaded\")")
    expectSize(result.frame(id: "title")?.size, CGSize(width: 51, height: 20.4))
    // Once per identity: another layout does not start it again.
    _ = host.layout(in: CGSize(width: 200, height: 200))
    #expect(log.events == ["started"])
  }

  @Test("task(id:) starts again when its id changes, and not when it stays")
  func restartsOnIDChange() {
    let log = EventLog()
    let host = ViewHost(rootView: Search(query: "a", log: log))
    _ = host.layout(in: screen)
    host.rootView = Search(query: "a", log: log)
    _ = host.layout(in: CGSize(width: 300, height: 300))
    host.rootView = Search(query: "ab", log: log)
    _ = host.layout(in: screen)
    #expect(log.events == ["search a", "search ab"])
  }

  @Test("A suspended task is cancelled when its view leaves the tree")
  func cancelledOnDisappear() async throws {
    let log = EventLog()
    let host = ViewHost(rootView: Switcher(shown: true, log: log))
    _ = host.layout(in: screen)
    #expect(log.events == ["started"])
    host.rootView = Switcher(shown: false, log: log)
    _ = host.layout(in: screen)
    // The cancelled sleep throws at once; the rest of the task runs when it resumes.
    for _ in 0..<200 where log.events.count < 2 { try await Task.sleep(for: .milliseconds(10)) }
    #expect(log.events == ["started", "cancelled"])
  }
}
