import Foundation
import LayoutLab
import Testing

/// Tags stacked on top of each other, each `Text(word).padding(4)`, the element view of a
/// `ForEach` over the words' indices.
private struct Tags: View {
  var words: [String]
  var body: some View {
    ZStack(alignment: .topLeading) {
      ForEach(words.indices, id: \.self) { index in
        Text(words[index]).padding(4)
      }
    }
  }
}

/// A tag whose word its own `@State` can replace; the test writes that state through `remote`.
private struct StatefulTag: View {
  let word: String
  let remote: Remote<String?>?
  @State private var text: String?
  var body: some View {
    let _ = remote?.capture($text)
    Text(text ?? word).padding(4)
  }
}

/// Tags in which the one at `changing` carries the remote.
private struct StatefulTags: View {
  var words: [String]
  var changing: Int
  var remote: Remote<String?>
  var body: some View {
    ZStack(alignment: .topLeading) {
      ForEach(words.indices, id: \.self) { index in
        StatefulTag(word: words[index], remote: index == changing ? remote : nil)
      }
    }
  }
}

/// A tag whose view holds a closure, which is never the same as the last one.
private struct ClosureTag: View {
  var word: String
  var action: () -> Void
  var body: some View { Text(word).padding(4) }
}

/// A preference the observing tag writes.
private struct ObservedMarkKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
}

/// Where an observing tag's `onPreferenceChange` action leaves what it was given.
private final class MarkInbox {
  var value: Int?
}

/// A tag that, when `observes`, writes a preference and observes it below itself; its value
/// holds no closure, so it is compared with its last value (the closure is in its body).
private struct ObservingTag: View {
  var word: String
  var observes: Bool
  var inbox: MarkInbox
  var body: some View {
    if observes {
      Text(word).preference(key: ObservedMarkKey.self, value: 1).onPreferenceChange(ObservedMarkKey.self) {
        inbox.value = $0
      }
    } else {
      Text(word)
    }
  }
}

@Suite("An update does work in proportion to what changed")
struct ProportionalUpdateTests {
  let size = CGSize(width: 390, height: 844)
  let words = ["alpha", "beta", "gamma", "delta", "epsilon"]

  /// The tags' padding views, in order (the ZStack's subviews).
  private func tags(_ result: LayoutResult) -> [PlacedView] {
    result.views[0].children
  }

  @Test("Changing one tag's text through a new root view updates one element's path")
  func oneChangedElementUpdatesItsPathOnly() {
    let host = ViewHost(rootView: Tags(words: words))
    let cold = host.layout(in: size)
    // Tags, ZStack, ForEach, and per word a padding and its Text: 3 + 5 × 2 = 13 nodes.
    #expect(cold.tree.nodesCreated == 13)
    var changed = words
    changed[2] = "gammas"
    host.rootView = Tags(words: changed)
    let result = host.layout(in: size)
    // Tags' value changed, so its body runs (1 body). Kept and visited: Tags, ZStack, ForEach
    // (3); the four unchanged tags, kept at their padding node without entering it (4); the
    // changed tag's padding and its Text (2): 9. Before, every tag's two nodes were visited: 13.
    #expect(result.tree.bodyEvaluations == 1)
    #expect(result.tree.nodesKept == 9)
    #expect(result.tree.nodesCreated == 0)
    #expect(result.tree.nodesRemoved == 0)
    // In the cold layout each tag's padding and Text are asked 3 times, with 2 different
    // proposals (2 misses, 1 hit). Now the unchanged tags' paddings answer all 3 from their
    // caches and their Texts are not asked at all; the changed tag's padding and Text miss
    // twice each, as in the cold layout; the ZStack, whose subviews changed, once: 5 misses.
    #expect(cold.counters.cacheMisses == 21)  // ZStack 1 + 5 tags × (padding 2 + Text 2)
    #expect(tags(result).map(\.counters.cacheMisses) == [0, 0, 2, 0, 0])
    #expect(tags(result).map(\.counters.cacheHits) == [3, 3, 1, 3, 3])
    #expect(tags(result).map { $0.children[0].counters.sizeThatFitsCalls } == [0, 0, 3, 0, 0])
    #expect(result.counters.cacheMisses == 5)
  }

  @Test("A new root view in which no element changed visits each element once and measures nothing")
  func unchangedElementsAreKeptWithoutEnteringThem() {
    let host = ViewHost(rootView: ZStack { ForEach(words.indices, id: \.self) { Text(words[$0]).padding(4) } })
    _ = host.layout(in: size)
    host.rootView = ZStack { ForEach(words.indices, id: \.self) { Text(words[$0]).padding(4) } }
    let result = host.layout(in: size)
    // The root ZStack and the ForEach are primitives, visited again (2); each of the five tags
    // is kept at its padding node (5): 7. Nothing changed, so nothing is measured again.
    #expect(result.tree.nodesKept == 7)
    #expect(result.counters.cacheMisses == 0)
  }

  @Test("An element whose view holds a closure is updated every time, as its value is never the same")
  func elementsHoldingClosuresAreAlwaysUpdated() {
    let host = ViewHost(rootView: ZStack { ForEach(words.indices, id: \.self) { ClosureTag(word: words[$0]) {} } })
    _ = host.layout(in: size)
    host.rootView = ZStack { ForEach(words.indices, id: \.self) { ClosureTag(word: words[$0]) {} } }
    let result = host.layout(in: size)
    // A closure makes two values different (ViewEquality): each of the five ClosureTags
    // evaluates its body again (5 bodies), and its padding and Text are visited: ZStack and
    // ForEach (2) + 5 × (ClosureTag, padding, Text) = 17 nodes kept.
    #expect(result.tree.bodyEvaluations == 5)
    #expect(result.tree.nodesKept == 17)
  }

  @Test("Elements whose views are the same are updated again when the environment above them changed")
  func changedEnvironmentUpdatesEveryElement() {
    func tags(_ font: Font) -> some View {
      ZStack(alignment: .topLeading) { ForEach(words.indices, id: \.self) { Text(words[$0]).padding(4) } }.font(font)
    }
    let host = ViewHost(rootView: tags(.body))
    _ = host.layout(in: size)
    host.rootView = tags(.title)
    let result = host.layout(in: size)
    // The element views are the same, but the font above them is not: no element is kept
    // without entering it, and every tag's padding and Text measure again in the new font,
    // twice each as in a cold layout.
    #expect(self.tags(result).map(\.counters.cacheMisses) == [2, 2, 2, 2, 2])
    #expect(self.tags(result).map { $0.children[0].counters.cacheMisses } == [2, 2, 2, 2, 2])
  }

  @Test("Changing one tag's @State evaluates that tag's body alone and measures only its path")
  func stateChangeMeasuresItsPathOnly() {
    let remote = Remote<String?>()
    let host = ViewHost(rootView: StatefulTags(words: words, changing: 2, remote: remote))
    _ = host.layout(in: size)
    remote.binding?.wrappedValue = "gammas"
    let result = host.layout(in: size)
    // Only the dirty tag's body runs; its padding and Text are kept (2 nodes visited).
    #expect(result.tree.bodyEvaluations == 1)
    #expect(result.tree.bodyEvaluationsByType == ["StatefulTag": 1])
    #expect(result.tree.nodesKept == 2)
    // As with a new root view: the changed tag's padding and Text miss twice each (as in a cold
    // layout), the other tags' paddings answer from their caches and their Texts are not
    // asked, and the ZStack misses once: 5 misses.
    #expect(tags(result).map(\.counters.cacheMisses) == [0, 0, 2, 0, 0])
    #expect(tags(result).map { $0.children[0].counters.sizeThatFitsCalls } == [0, 0, 3, 0, 0])
    #expect(result.counters.cacheMisses == 5)
  }

  @Test("A moved element keeps its node and state, though the elements are compared by position")
  func movedElementsKeepTheirNodes() {
    let host = ViewHost(rootView: Tags(words: words))
    let first = host.layout(in: size)
    let ids = tags(first).map(\.nodeID)
    host.rootView = Tags(words: Array(words.reversed()))
    let result = host.layout(in: size)
    // The ids are indices: each position keeps its node, and each word now at another index
    // is a changed value there. "gamma" stays at index 2, the only tag kept without entering
    // it; the other four update their padding and Text: 3 + 1 + 4 × 2 = 12 nodes kept.
    #expect(result.tree.nodesKept == 12)
    #expect(result.tree.nodesCreated == 0)
    #expect(tags(result).map(\.nodeID) == ids)
    #expect(tags(result).map { $0.children[0].summary } == words.reversed().map { #"Text("\#($0)")"# })
  }

  @Test("After the collection grew or shrank, each element is compared with the last view at its position")
  func grownAndShrunkCollectionsCompareByPosition() {
    func stack(_ words: [String]) -> some View {
      ZStack { ForEach(words.indices, id: \.self) { Text(words[$0]).padding(4) } }
    }
    let host = ViewHost(rootView: stack(words))
    _ = host.layout(in: size)
    // Two elements added: five kept at their padding node, two made (padding and Text each).
    let grown = words + ["zeta", "eta"]
    host.rootView = stack(grown)
    var result = host.layout(in: size)
    #expect(result.tree.nodesKept == 2 + 5)
    #expect(result.tree.nodesCreated == 2 * 2)
    // The same seven: each kept without entering it, the new ones too.
    host.rootView = stack(grown)
    #expect(host.layout(in: size).tree.nodesKept == 2 + 7)
    // The last one changed: it alone updates its padding and Text.
    var changed = grown
    changed[6] = "etas"
    host.rootView = stack(changed)
    result = host.layout(in: size)
    #expect(result.tree.nodesKept == 2 + 6 + 2)
    #expect(tags(result).map { $0.children[0].summary }.last == #"Text("etas")"#)
    // Down to three: the other four removed with their Texts; the three kept.
    let shrunk = Array(changed.prefix(3))
    host.rootView = stack(shrunk)
    result = host.layout(in: size)
    #expect(result.tree.nodesKept == 2 + 3)
    #expect(result.tree.nodesRemoved == 4 * 2)
    host.rootView = stack(shrunk)
    #expect(host.layout(in: size).tree.nodesKept == 2 + 3)
    // Down to one, then none (the views' room given back), and back to three: made again.
    host.rootView = stack(Array(changed.prefix(1)))
    #expect(host.layout(in: size).tree.nodesRemoved == 2 * 2)
    host.rootView = stack([])
    #expect(host.layout(in: size).tree.nodesRemoved == 2)
    host.rootView = stack(shrunk)
    #expect(host.layout(in: size).tree.nodesCreated == 3 * 2)
    host.rootView = stack(shrunk)
    #expect(host.layout(in: size).tree.nodesKept == 2 + 3)
    // Back to four: the fourth is compared with nothing, and made again.
    host.rootView = stack(Array(changed.prefix(4)))
    result = host.layout(in: size)
    #expect(result.tree.nodesCreated == 2)
    #expect(tags(result).map { $0.children[0].summary } == changed.prefix(4).map { #"Text("\#($0)")"# })
  }

  @Test("Elements of a range, not in contiguous storage, are compared and kept as an array's are")
  func rangeElementsAreComparedAndKept() {
    func stack(_ words: [String]) -> some View {
      ZStack { ForEach(0..<words.count) { Text(words[$0]).padding(4) } }
    }
    let host = ViewHost(rootView: stack(words))
    _ = host.layout(in: size)
    var changed = words
    changed[1] = "betas"
    host.rootView = stack(changed)
    let result = host.layout(in: size)
    // Four tags kept at their padding node; the changed one updates its padding and Text.
    #expect(result.tree.nodesKept == 2 + 4 + 2)
    #expect(tags(result).map { $0.children[0].summary } == changed.map { #"Text("\#($0)")"# })
  }

  @Test("An element that gains an observer when the others are kept as they are has its observer run")
  func enteredElementGainsAnObserver() {
    let inbox = MarkInbox()
    func stack(observing: Int?) -> some View {
      ZStack {
        ForEach(words.indices, id: \.self) { ObservingTag(word: words[$0], observes: $0 == observing, inbox: inbox) }
      }
    }
    let host = ViewHost(rootView: stack(observing: nil))
    _ = host.layout(in: size)
    #expect(inbox.value == nil)
    // Every element stays at its position; the third alone is entered, and gains the observer.
    host.rootView = stack(observing: 2)
    let result = host.layout(in: size)
    #expect(result.tree.bodyEvaluations == 1)
    #expect(inbox.value == 1)
  }
}
