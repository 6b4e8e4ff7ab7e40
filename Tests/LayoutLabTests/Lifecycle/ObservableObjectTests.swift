import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// A list of names, observed by the views below.
private final class Roster: ObservableObject {
  @Published var names: [String]
  @Published var title = "Team"
  init(_ names: [String]) { self.names = names }
}

/// Reads the roster it is given.
private struct RosterView: View {
  @ObservedObject var roster: Roster

  var body: some View {
    VStack(spacing: 0) {
      Text(roster.title).id("title")
      ForEach(roster.names, id: \.self) { Text($0) }
    }
    .id("list")
  }
}

/// Owns a roster made once per identity; counts how many it made.
private struct OwnerView: View {
  let made: EventLog
  @StateObject private var roster: Roster

  init(made: EventLog) {
    self.made = made
    _roster = StateObject(
      wrappedValue: {
        made.record("made")
        return Roster(["a"])
      }())
  }

  var body: some View {
    RosterView(roster: roster)
      .onAppear { roster.names.append("b") }
  }
}

/// Reads the roster from the environment.
private struct EnvironmentReader: View {
  @EnvironmentObject var roster: Roster

  var body: some View { Text("\(roster.names.count) names").id("count") }
}

/// Edits the roster's title through a binding.
private struct TitleEditor: View {
  @Binding var title: String
  var body: some View { Text(title).id("title") }
}

private let screen = CGSize(width: 390, height: 844)

@Suite("ObservableObject, @Published and the views that observe them")
struct ObservableObjectTests {
  @Test("Setting a @Published property makes the observing view evaluate its body again")
  func publishedWriteInvalidates() {
    let roster = Roster(["Ann", "Bo"])
    let host = ViewHost(rootView: RosterView(roster: roster))
    let first = host.layout(in: screen)
    // Title and two names: 3 lines of 20.4 = 61.2 tall, as wide as "Team" (4 × 8.5 = 34).
    expectSize(first.frame(id: "list")?.size, CGSize(width: 34, height: 61.2))
    roster.names.append("Cyd")
    let second = host.layout(in: screen)
    // One more line: 81.6. Only the observing view's body ran (the host's root).
    expectSize(second.frame(id: "list")?.size, CGSize(width: 34, height: 81.6))
    #expect(second.tree.bodyEvaluationsByType["RosterView"] == 1)
    // Nothing written: nothing to do.
    #expect(host.layout(in: screen).tree.bodyEvaluations == 0)
  }

  @Test("A @StateObject is made once per identity and its changes make another frame")
  func stateObjectMadeOnce() {
    let made = EventLog()
    let host = ViewHost(rootView: OwnerView(made: made))
    let result = host.layout(in: screen)
    // Frame 1 shows "Team" and "a"; onAppear appends "b"; frame 2 shows three lines.
    #expect(result.frames.count == 2)
    expectSize(result.frame(id: "list")?.size, CGSize(width: 34, height: 61.2))
    // A new root value evaluates the autoclosure's owner again but keeps the object: the
    // initial value is not made again.
    host.rootView = OwnerView(made: made)
    _ = host.layout(in: screen)
    #expect(made.events == ["made"])
  }

  @Test("@EnvironmentObject reads the object an ancestor provides, and observes it")
  func environmentObject() {
    let roster = Roster(["a", "b"])
    let host = ViewHost(rootView: VStack { EnvironmentReader() }.environmentObject(roster))
    #expect(host.layout(in: screen).view(id: "count")?.summary == "Text(\"2 names\")")
    roster.names = []
    #expect(host.layout(in: screen).view(id: "count")?.summary == "Text(\"0 names\")")
  }

  @Test("A missing environment object is a diagnostic naming the type, and the view shows nothing")
  func missingEnvironmentObject() {
    let result = ViewHost(rootView: EnvironmentReader()).layout(in: screen)
    #expect(result.view(id: "count") == nil)
    let diagnostic = result.diagnostics.first { $0.kind == .missingEnvironmentObject }
    #expect(diagnostic?.message.contains("No ObservableObject of type Roster found") == true)
  }

  @Test("$object.property is a binding that writes the object")
  func bindings() {
    let roster = Roster([])
    let observed = ObservedObject(wrappedValue: roster)
    let binding = observed.projectedValue.title
    binding.wrappedValue = "Crew"
    #expect(roster.title == "Crew")
    let result = ViewHost(rootView: TitleEditor(title: observed.projectedValue.title)).layout(in: screen)
    #expect(result.view(id: "title")?.summary == "Text(\"Crew\")")
  }

  @Test("A parent handing its child another object evaluates the child again")
  func newObjectReEvaluates() {
    let host = ViewHost(rootView: RosterView(roster: Roster(["a"])))
    _ = host.layout(in: screen)
    host.rootView = RosterView(roster: Roster(["a", "b"]))
    let result = host.layout(in: screen)
    #expect(result.tree.bodyEvaluationsByType["RosterView"] == 1)
    expectSize(result.frame(id: "list")?.size, CGSize(width: 34, height: 61.2))
  }
}
