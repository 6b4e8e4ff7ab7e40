import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Layout traits (layout rules L13, F6, S6): `.layoutValue(key:value:)` and
// `.layoutPriority(_:)` are read by the containing layout as `subview[Key.self]` and
// `subview.priority`. They live on the subview, so modifiers wrapped around the writer keep
// them; the outermost writer wins; an unset key reads its default, an unset priority 0.

private struct Rank: LayoutValueKey {
  static let defaultValue = 0
}

/// Records what a layout reads from its subviews.
private final class TraitLog: @unchecked Sendable {
  // @unchecked: every access goes through `lock`.
  private let lock = NSLock()
  private var readRanks: [Int] = []
  private var readPriorities: [Double] = []

  func record(ranks: [Int], priorities: [Double]) {
    lock.lock()
    readRanks = ranks
    readPriorities = priorities
    lock.unlock()
  }

  var ranks: [Int] {
    lock.lock()
    defer { lock.unlock() }
    return readRanks
  }

  var priorities: [Double] {
    lock.lock()
    defer { lock.unlock() }
    return readPriorities
  }
}

/// A layout that stacks nothing in particular: it records each subview's `Rank` and priority.
private struct TraitReader: Layout {
  let log: TraitLog

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    log.record(ranks: subviews.map { $0[Rank.self] }, priorities: subviews.map(\.priority))
    return proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
  }
}

@Suite("Layout traits")
struct LayoutTraitsTests {
  @Test("A layout value survives modifiers around the view, and unset keys read the default")
  func layoutValueThroughModifiers() {
    let log = TraitLog()
    _ = modifierLayout(
      TraitReader(log: log) {
        Text("a").layoutValue(key: Rank.self, value: 3).padding()
        Text("b")
        Text("c").layoutValue(key: Rank.self, value: 4).frame(width: 50).background(.gray).offset(x: 2)
        Text("d").layoutValue(key: Rank.self, value: 5).fixedSize().aspectRatio(1, contentMode: .fit).hidden()
      })
    #expect(log.ranks == [3, 0, 4, 5])
  }

  @Test("The outermost writer wins")
  func outermostWins() {
    let log = TraitLog()
    _ = modifierLayout(
      TraitReader(log: log) {
        Text("a").layoutValue(key: Rank.self, value: 1).padding().layoutValue(key: Rank.self, value: 2)
        Text("b").layoutPriority(1).frame(width: 10).layoutPriority(5)
      })
    #expect(log.ranks == [2, 0])
    #expect(log.priorities == [0, 5])
  }

  @Test("layoutPriority survives modifiers and defaults to 0")
  func priorityThroughModifiers() {
    let log = TraitLog()
    _ = modifierLayout(
      TraitReader(log: log) {
        Text("a").layoutPriority(2).padding(4).frame(maxWidth: 100)
        Text("b")
      })
    #expect(log.priorities == [2, 0])
  }

  @Test("A trait written on a Group reaches each member, and a padded Group keeps members' traits")
  func groupTraits() {
    let log = TraitLog()
    _ = modifierLayout(
      TraitReader(log: log) {
        Group {
          Text("a")
          Text("b").layoutValue(key: Rank.self, value: 7)
        }
        .layoutValue(key: Rank.self, value: 9)
        Group {
          Text("c").layoutValue(key: Rank.self, value: 6)
          Text("d")
        }
        .padding(5)
      })
    // The Group's writer is outside its members' (outermost wins): 9 for both; the padding is
    // applied to each member and each keeps its own trait.
    #expect(log.ranks == [9, 9, 6, 0])
  }
}
