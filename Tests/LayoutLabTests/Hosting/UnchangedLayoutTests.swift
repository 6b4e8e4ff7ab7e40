import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// A row of words whose first word the test can change through state.
private struct UnchangedLayoutRow: View {
  let words: [String]
  let remote: Remote<String>
  @State private var first = "a"

  var body: some View {
    let _ = remote.capture($first)
    HStack(spacing: 10) {
      Text(first).id("first")
      ForEach(words, id: \.self) { Text($0).id($0) }
    }
  }
}

private let screen = CGSize(width: 390, height: 844)

@Suite("A host with nothing changed does not lay out again")
struct UnchangedLayoutTests {
  @Test("Nothing changed: no body, no sizeThatFits, no placement; the same frames in one frame report")
  func nothingDirty() {
    let host = ViewHost(rootView: UnchangedLayoutRow(words: ["bb", "ccc"], remote: Remote()))
    let first = host.layout(in: screen)
    // Cold: the row's body runs once and every view is measured and placed.
    #expect(first.tree.bodyEvaluations == 1)
    #expect(first.counters.placements > 0)
    let again = host.layout(in: screen)
    #expect(again.frames.count == 1)
    #expect(again.tree == TreeCounters())
    #expect(again.counters == NodeCounters())
    var perView = NodeCounters()
    again.forEachView { perView += $0.counters }
    #expect(perView == NodeCounters())
    // The frames are the last layout's: "a" is 8.5 wide, then 10 apart "bb" (17) and "ccc"
    // (25.5); the row is 8.5 + 10 + 17 + 10 + 25.5 = 71 wide, centred: x from (390 − 71) / 2.
    #expect(again.frame(id: "first") == first.frame(id: "first"))
    expectFrame(again.frame(id: "ccc"), CGRect(x: 159.5 + 45.5, y: (844 - 20.4) / 2, width: 25.5, height: 20.4))
    #expect(again.viewCount == first.viewCount)
  }

  @Test("A new size, a new root view, written state or a new cache policy each lay out again")
  func changesLayOutAgain() {
    let remote = Remote<String>()
    let host = ViewHost(rootView: UnchangedLayoutRow(words: ["bb"], remote: remote))
    _ = host.layout(in: screen)
    // A new size: every view is measured again (the stack's new proposal misses).
    #expect(host.layout(in: CGSize(width: 300, height: 844)).counters.cacheMisses > 0)
    // A new root value: the row's words changed, so its body runs.
    host.rootView = UnchangedLayoutRow(words: ["dd"], remote: remote)
    #expect(host.layout(in: CGSize(width: 300, height: 844)).tree.bodyEvaluations == 1)
    // Written state: the row's body runs again.
    remote.binding?.wrappedValue = "z"
    #expect(host.layout(in: CGSize(width: 300, height: 844)).tree.bodyEvaluations == 1)
    // A new policy forgets every remembered size: the next layout measures again.
    host.measurementCachePolicy = .unbounded
    #expect(host.layout(in: CGSize(width: 300, height: 844)).counters.cacheMisses > 0)
    // And then nothing changed again.
    #expect(host.layout(in: CGSize(width: 300, height: 844)).counters == NodeCounters())
  }

  @Test("A state write of an equal value changes nothing, so nothing is laid out")
  func equalWriteIsNothing() {
    let remote = Remote<String>()
    let host = ViewHost(rootView: UnchangedLayoutRow(words: ["bb"], remote: remote))
    _ = host.layout(in: screen)
    remote.binding?.wrappedValue = "a"
    let again = host.layout(in: screen)
    #expect(again.stateWrites == 0)
    #expect(again.tree.bodyEvaluations == 0)
    #expect(again.counters.sizeThatFitsCalls == 0)
  }

  @Test("A result keeps its views when the host later lays out something else")
  func resultsAreSnapshots() {
    let remote = Remote<String>()
    let host = ViewHost(rootView: UnchangedLayoutRow(words: ["bb"], remote: remote))
    let before = host.layout(in: screen)
    remote.binding?.wrappedValue = "wwww"
    let after = host.layout(in: screen)
    // `before` is read only now, after the tree changed: "a" (8.5 wide) is still in it, and the
    // row 8.5 + 10 + 17 = 35.5 wide centred at (390 − 35.5) / 2 = 177.25.
    expectFrame(before.frame(id: "first"), CGRect(x: 177.25, y: (844 - 20.4) / 2, width: 8.5, height: 20.4))
    // "wwww" is 34 wide: the row is 34 + 10 + 17 = 61, from (390 − 61) / 2 = 164.5.
    expectFrame(after.frame(id: "first"), CGRect(x: 164.5, y: (844 - 20.4) / 2, width: 34, height: 20.4))
    #expect(before.view(id: "first")?.summary == "Text(\"a\")")
    #expect(after.view(id: "first")?.summary == "Text(\"wwww\")")
  }

  @Test("Tracing an unchanged layout records a frame that starts and ends with nothing in between")
  func tracedUnchanged() {
    let host = ViewHost(rootView: UnchangedLayoutRow(words: ["bb"], remote: Remote()))
    host.tracing = true
    let first = host.layout(in: screen)
    #expect((first.trace?.events.count ?? 0) > 2)
    let again = host.layout(in: screen)
    #expect(again.trace?.events.map(\.kind) == [.frameStarted, .frameEnded])
  }

  @Test("Diagnostics of the view values stay with an unchanged layout")
  func diagnosticsStay() {
    let host = ViewHost(rootView: Color.red.frame(width: -5))
    let first = host.layout(in: screen)
    // F1: a negative width is reported and treated as nil.
    #expect(first.diagnostics.map(\.kind) == [.invalidFrameDimension])
    #expect(host.layout(in: screen).diagnostics == first.diagnostics)
  }
}
