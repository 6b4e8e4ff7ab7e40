import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// A view with one `@State` count, drawn as a clear rectangle `count × 10` wide and
/// `tint × 10` tall, so that its frame shows its state. Its body hands `$count` to the test.
private struct Counter: View {
  let remote: Remote<Int>
  var key = 0
  var tint = 1
  @State private var count = 1

  var body: some View {
    let _ = remote.capture($count, as: key)
    Color.clear.frame(width: CGFloat(count) * 10, height: CGFloat(tint) * 10).id("counter \(key)")
  }
}

/// A parent whose only job is to pass `tint` to its `Counter`.
private struct Parent: View {
  let remote: Remote<Int>
  let tint: Int
  var body: some View { Counter(remote: remote, tint: tint) }
}

/// A `Counter` whose identity is `version`.
private struct Versioned: View {
  let remote: Remote<Int>
  let version: Int
  var body: some View { Counter(remote: remote).id(version) }
}

/// One `Counter` per item, side by side.
private struct Row: View {
  let remote: Remote<Int>
  let items: [Int]
  var body: some View {
    HStack(spacing: 0) {
      ForEach(items, id: \.self) { Counter(remote: remote, key: $0) }
    }
  }
}

/// One `Counter` per item, each inside a modifier, so that an item's top node is not the
/// counter's own.
private struct PaddedRow: View {
  let remote: Remote<Int>
  let items: [Int]
  var body: some View {
    HStack(spacing: 0) {
      ForEach(items, id: \.self) { Counter(remote: remote, key: $0).padding(0) }
    }
  }
}

/// Hands every binding it is given to the test, in order.
private final class Bindings: Equatable {
  var all: [Binding<Int>] = []
  static func == (lhs: Bindings, rhs: Bindings) -> Bool { lhs === rhs }
}

/// A counter that appends its binding to `bindings` each time its body runs.
private struct Listed: View {
  let bindings: Bindings
  let id: String
  @State private var count = 1

  var body: some View {
    let _ = bindings.all.append($count)
    Color.clear.frame(width: CGFloat(count) * 10, height: 10).id(id)
  }
}

/// One `Listed` value placed twice.
private struct Twice: View {
  let bindings: Bindings
  var body: some View {
    let listed = Listed(bindings: bindings, id: "listed")
    HStack(spacing: 0) {
      listed
      listed
    }
  }
}

/// The same `Counter` type in both branches of an `if`.
private struct Branches: View {
  let remote: Remote<Int>
  let flag: Bool
  var body: some View {
    if flag { Counter(remote: remote) } else { Counter(remote: remote) }
  }
}

/// A `Counter` that exists only while `shown`.
private struct Toggled: View {
  let remote: Remote<Int>
  let shown: Bool
  var body: some View {
    if shown { Counter(remote: remote) }
  }
}

private let screen = CGSize(width: 390, height: 844)

/// The frame of a counter `width × height` centred in the 390 × 844 host (the root is centred).
private func centred(width: CGFloat, height: CGFloat = 10) -> CGRect {
  CGRect(x: (390 - width) / 2, y: (844 - height) / 2, width: width, height: height)
}

@Suite("@State lives as long as its view's identity")
struct StateIdentityTests {
  @Test("A child keeps its state when the root view is replaced with an equal or a changed parent")
  func survivesParentUpdates() {
    let remote = Remote<Int>()
    let host = ViewHost(rootView: Parent(remote: remote, tint: 1))
    let first = host.layout(in: screen)
    // count 1, tint 1: 10 × 10, centred: (390 − 10) / 2 = 190, (844 − 10) / 2 = 417.
    expectFrame(first.frame(id: "counter 0"), centred(width: 10))
    #expect(first.tree.bodyEvaluationsByType == ["Parent": 1, "Counter": 1])

    remote.bindings[0]?.wrappedValue = 4
    let written = host.layout(in: screen)
    // 40 × 10 at x = (390 − 40) / 2 = 175. Only the writer's body runs (U1).
    expectFrame(written.frame(id: "counter 0"), centred(width: 40))
    #expect(written.frames.count == 1)
    #expect(written.stateWrites == 1)
    #expect(written.tree.bodyEvaluationsByType == ["Counter": 1])

    // An equal root: nothing is evaluated, nothing created; the state is untouched.
    host.rootView = Parent(remote: remote, tint: 1)
    let equal = host.layout(in: screen)
    expectFrame(equal.frame(id: "counter 0"), centred(width: 40))
    #expect(equal.tree.bodyEvaluations == 0)
    #expect(equal.tree.nodesCreated == 0)

    // A changed root: Parent and Counter evaluate again (tint changed) but the node is kept,
    // so count is still 4: 40 × 20 at y = (844 − 20) / 2 = 412.
    host.rootView = Parent(remote: remote, tint: 2)
    let changed = host.layout(in: screen)
    expectFrame(changed.frame(id: "counter 0"), centred(width: 40, height: 20))
    #expect(changed.tree.bodyEvaluationsByType == ["Parent": 1, "Counter": 1])
    #expect(changed.tree.nodesCreated == 0)
    #expect(changed.tree.nodesRemoved == 0)
  }

  @Test("A new .id makes a new view with fresh state; the old state's binding writes nowhere")
  func resetsOnIDChange() {
    let remote = Remote<Int>()
    let host = ViewHost(rootView: Versioned(remote: remote, version: 1))
    _ = host.layout(in: screen)
    let oldBinding = remote.bindings[0]
    oldBinding?.wrappedValue = 4
    expectFrame(host.layout(in: screen).frame(id: "counter 0"), centred(width: 40))

    host.rootView = Versioned(remote: remote, version: 2)
    let renewed = host.layout(in: screen)
    // Back to the initial count 1: 10 wide.
    expectFrame(renewed.frame(id: "counter 0"), centred(width: 10))
    // The subtree below `.id(version)` is built again: Counter, its `.id("counter 0")`,
    // `.frame` and `Color` are 4 nodes created, and the old 4 removed.
    #expect(renewed.tree.nodesCreated == 4)
    #expect(renewed.tree.nodesRemoved == 4)

    // The old view's state is gone: writing through its binding changes nothing.
    oldBinding?.wrappedValue = 9
    let after = host.layout(in: screen)
    expectFrame(after.frame(id: "counter 0"), centred(width: 10))
    #expect(after.stateWrites == 0)
    #expect(after.tree.bodyEvaluations == 0)
  }

  @Test("A ForEach element keeps its state while it moves, and loses it when it leaves and comes back")
  func forEachElementIdentity() {
    let remote = Remote<Int>()
    let host = ViewHost(rootView: Row(remote: remote, items: [1, 2, 3]))
    _ = host.layout(in: screen)
    remote.bindings[2]?.wrappedValue = 5
    remote.bindings[3]?.wrappedValue = 3
    let written = host.layout(in: screen)
    // Widths 10, 50, 30 in an HStack 90 wide at x = (390 − 90) / 2 = 150.
    expectFrame(written.frame(id: "counter 1"), CGRect(x: 150, y: 417, width: 10, height: 10))
    expectFrame(written.frame(id: "counter 2"), CGRect(x: 160, y: 417, width: 50, height: 10))
    expectFrame(written.frame(id: "counter 3"), CGRect(x: 210, y: 417, width: 30, height: 10))
    // Two writers, two bodies, one frame.
    #expect(written.tree.bodyEvaluationsByType == ["Counter": 2])
    #expect(written.stateWrites == 2)

    host.rootView = Row(remote: remote, items: [1, 3])
    let without = host.layout(in: screen)
    // Item 3 moved to the second place and kept count 3: widths 10, 30, HStack 40 at x = 175.
    #expect(without.frame(id: "counter 2") == nil)
    expectFrame(without.frame(id: "counter 1"), CGRect(x: 175, y: 417, width: 10, height: 10))
    expectFrame(without.frame(id: "counter 3"), CGRect(x: 185, y: 417, width: 30, height: 10))

    host.rootView = Row(remote: remote, items: [1, 2, 3])
    let back = host.layout(in: screen)
    // Item 2 is a new view with count 1: widths 10, 10, 30, HStack 50 at x = 170.
    expectFrame(back.frame(id: "counter 1"), CGRect(x: 170, y: 417, width: 10, height: 10))
    expectFrame(back.frame(id: "counter 2"), CGRect(x: 180, y: 417, width: 10, height: 10))
    expectFrame(back.frame(id: "counter 3"), CGRect(x: 190, y: 417, width: 30, height: 10))
  }

  @Test("Switching between the branches of an if/else gives each branch its own state")
  func branchSwitchResets() {
    let remote = Remote<Int>()
    let host = ViewHost(rootView: Branches(remote: remote, flag: true))
    _ = host.layout(in: screen)
    remote.bindings[0]?.wrappedValue = 4
    expectFrame(host.layout(in: screen).frame(id: "counter 0"), centred(width: 40))

    host.rootView = Branches(remote: remote, flag: false)
    let other = host.layout(in: screen)
    // The else branch is a different view, though of the same type: count 1.
    expectFrame(other.frame(id: "counter 0"), centred(width: 10))
    remote.bindings[0]?.wrappedValue = 6
    expectFrame(host.layout(in: screen).frame(id: "counter 0"), centred(width: 60))

    host.rootView = Branches(remote: remote, flag: true)
    // The true branch was dropped when it was switched away: count 1 again, not 4.
    expectFrame(host.layout(in: screen).frame(id: "counter 0"), centred(width: 10))
  }

  @Test("One view value placed twice makes two views, each with its own state")
  func valueUsedTwice() {
    let bindings = Bindings()
    let host = ViewHost(rootView: Twice(bindings: bindings))
    _ = host.layout(in: screen)
    #expect(bindings.all.count == 2)
    bindings.all[0].wrappedValue = 4
    let result = host.layout(in: screen)
    // Only the first view's state changed: widths 40 and 10, HStack 50 wide at x = 170.
    var frames: [CGRect] = []
    result.forEachView { if $0.ids.contains("listed") { frames.append($0.frame) } }
    #expect(frames.count == 2)
    if frames.count == 2 {
      expectFrame(frames[0], CGRect(x: 170, y: 417, width: 40, height: 10))
      expectFrame(frames[1], CGRect(x: 210, y: 417, width: 10, height: 10))
    }
    #expect(result.tree.bodyEvaluationsByType == ["Listed": 1])
  }

  @Test("A view behind an if without else loses its state while hidden")
  func optionalResets() {
    let remote = Remote<Int>()
    let host = ViewHost(rootView: Toggled(remote: remote, shown: true))
    _ = host.layout(in: screen)
    remote.bindings[0]?.wrappedValue = 4
    expectFrame(host.layout(in: screen).frame(id: "counter 0"), centred(width: 40))
    host.rootView = Toggled(remote: remote, shown: false)
    #expect(host.layout(in: screen).frame(id: "counter 0") == nil)
    host.rootView = Toggled(remote: remote, shown: true)
    expectFrame(host.layout(in: screen).frame(id: "counter 0"), centred(width: 10))
  }
}

@Suite("State written in a view that then leaves the tree")
struct StateOfRemovedViewTests {
  @Test("A write followed by the removal of the writer's element lays out the rest without it")
  func writeThenRemove() {
    let remote = Remote<Int>()
    let host = ViewHost(rootView: PaddedRow(remote: remote, items: [1, 2, 3]))
    _ = host.layout(in: screen)
    // Item 2's counter is dirty when the new root drops its element (the `.padding` node
    // above it): the frame must neither evaluate it nor walk up from it.
    remote.bindings[2]?.wrappedValue = 5
    host.rootView = PaddedRow(remote: remote, items: [1, 3])
    let result = host.layout(in: screen)
    #expect(result.frames.count == 1)
    #expect(result.frame(id: "counter 2") == nil)
    // Items 1 and 3, 10 wide each: HStack 20 wide at x = (390 − 20) / 2 = 185.
    expectFrame(result.frame(id: "counter 3"), CGRect(x: 195, y: 417, width: 10, height: 10))
    #expect(result.tree.bodyEvaluationsByType == ["PaddedRow": 1])
  }
}
