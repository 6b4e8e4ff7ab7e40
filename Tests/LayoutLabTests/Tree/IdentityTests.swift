import Foundation
import LayoutLab
import Testing

/// A row whose content the tests swap between updates.
private struct Row: View {
  var items: [String]
  var body: some View {
    HStack {
      ForEach(items, id: \.self) { Text($0) }
    }
  }
}

private struct Toggle: View {
  var on: Bool
  var body: some View {
    VStack {
      Text("title")
      if on {
        Color.red.frame(width: 10, height: 10)
      } else {
        Text("off")
      }
    }
  }
}

private struct Tagged: View {
  var tag: Int
  var body: some View {
    Text("tagged").padding(4).id(tag)
  }
}

@Suite("The retained tree keeps identity across updates")
struct IdentityTests {
  let size = CGSize(width: 390, height: 844)

  @Test("An equal user view is not evaluated again: its node is kept and its subtree untouched")
  func unchangedViewKeepsNodes() {
    let host = ViewHost(rootView: Row(items: ["a", "b", "c"]))
    let first = host.layout(in: size)
    // Row (user view) + HStack + ForEach + 3 Texts = 6 nodes, all new.
    #expect(first.tree.nodesCreated == 6)
    #expect(first.tree.bodyEvaluations == 1)
    host.rootView = Row(items: ["a", "b", "c"])
    let second = host.layout(in: size)
    // Row's only property is equal and its environment unchanged (ViewEquality): the Row node is
    // kept and nothing below it is visited.
    #expect(second.tree.nodesCreated == 0)
    #expect(second.tree.nodesKept == 1)
    #expect(second.tree.bodyEvaluations == 0)
    #expect(second.counters.cacheMisses == 0)
  }

  @Test("A changed user view evaluates its body again and updates its subtree in place")
  func changedViewUpdatesNodes() {
    let host = ViewHost(rootView: Row(items: ["a", "b", "c"]))
    _ = host.layout(in: size)
    host.rootView = Row(items: ["a", "b", "d"])
    let result = host.layout(in: size)
    // Row, HStack, ForEach, "a" and "b" are kept; "c" is removed and "d" created.
    #expect(result.tree.bodyEvaluations == 1)
    #expect(result.tree.nodesKept == 5)
    #expect(result.tree.nodesCreated == 1)
    #expect(result.tree.nodesRemoved == 1)
  }

  @Test("Laying out again without changing the view updates nothing")
  func noUpdateWithoutChange() {
    let host = ViewHost(rootView: Row(items: ["a"]))
    _ = host.layout(in: size)
    let again = host.layout(in: size)
    #expect(again.tree == TreeCounters())
  }

  @Test("ForEach keeps an element's node when elements move, and drops it when its element leaves")
  func forEachIdentityFollowsIDs() {
    let host = ViewHost(rootView: Row(items: ["a", "b", "c"]))
    _ = host.layout(in: size)
    host.rootView = Row(items: ["c", "a"])
    let result = host.layout(in: size)
    // "c" and "a" keep their nodes (plus Row, HStack, ForEach); "b" is removed; nothing is new.
    #expect(result.tree.nodesCreated == 0)
    #expect(result.tree.nodesKept == 5)
    #expect(result.tree.nodesRemoved == 1)
    let texts = result.views[0].children.map(\.summary)
    #expect(texts == [#"Text("c")"#, #"Text("a")"#])
  }

  @Test("A new ForEach element gets a new node")
  func forEachInsertCreates() {
    let host = ViewHost(rootView: Row(items: ["a"]))
    _ = host.layout(in: size)
    host.rootView = Row(items: ["a", "z"])
    let result = host.layout(in: size)
    #expect(result.tree.nodesCreated == 1)
    #expect(result.tree.nodesKept == 4)
  }

  @Test("Switching an if/else branch replaces the branch's subtree and keeps its siblings")
  func conditionalBranchesHaveTheirOwnIdentity() {
    let host = ViewHost(rootView: Toggle(on: true))
    _ = host.layout(in: size)
    host.rootView = Toggle(on: false)
    let result = host.layout(in: size)
    // Kept: Toggle, VStack, TupleView, Text("title"), the conditional. New: Text("off").
    // Removed: the frame and its Color.
    #expect(result.tree.nodesCreated == 1)
    #expect(result.tree.nodesRemoved == 2)
    #expect(result.tree.nodesKept == 5)
  }

  @Test("Changing .id rebuilds the subtree; keeping it updates in place")
  func explicitIDChangeRebuilds() {
    let host = ViewHost(rootView: Tagged(tag: 1))
    _ = host.layout(in: size)
    host.rootView = Tagged(tag: 1)
    #expect(host.layout(in: size).tree.nodesCreated == 0)
    host.rootView = Tagged(tag: 2)
    let result = host.layout(in: size)
    // The padding and its Text are built again; Tagged and the IDView node stay.
    #expect(result.tree.nodesCreated == 2)
    #expect(result.tree.nodesRemoved == 2)
    #expect(result.frame(id: 2) != nil)
    #expect(result.frame(id: 1) == nil)
  }

  @Test("AnyView replaces its subtree when the wrapped type changes")
  func anyViewTypeChange() {
    let host = ViewHost(rootView: AnyView(Text("a")))
    _ = host.layout(in: size)
    host.rootView = AnyView(Text("b"))
    #expect(host.layout(in: size).tree.nodesCreated == 0)
    host.rootView = AnyView(Color.red)
    let result = host.layout(in: size)
    #expect(result.tree.nodesCreated == 1)
    #expect(result.tree.nodesRemoved == 1)
  }

  @Test("Duplicate ForEach ids are reported and each element still gets its own view")
  func duplicateIDs() {
    let host = ViewHost(rootView: Row(items: ["a", "a"]))
    let result = host.layout(in: size)
    #expect(result.views[0].children.count == 2)
    #expect(result.diagnostics.contains { $0.kind == .duplicateID && $0.path.contains("Row") })
  }
}
