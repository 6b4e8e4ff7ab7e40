import Foundation
import LayoutExamples
import LayoutLab
import Testing

/// A layout value a test writes on one tag.
private struct Weight: LayoutValueKey {
  static let defaultValue = 0
}

/// A tag as a view of its own: the container's subview (its padding) lies below a user view.
private struct Tag: View {
  let word: String
  var body: some View { Text(word).padding(4) }
}

/// `words` as tags, `Text(word).padding(4)`, in `layout`.
private struct Tags<L: Layout>: View {
  let layout: L
  var words: [String]

  var body: some View {
    layout { ForEach(words.indices, id: \.self) { Text(words[$0]).padding(4) } }
  }
}

/// `words` as `Tag` views in `layout`.
private struct WrappedTags<L: Layout>: View {
  let layout: L
  var words: [String]

  var body: some View {
    layout { ForEach(words.indices, id: \.self) { Tag(word: words[$0]) } }
  }
}

/// `words` as tags in `layout`, each with the priority 1 if it is at `prioritised`, 0 otherwise.
private struct PrioritisedTags<L: Layout>: View {
  let layout: L
  var words: [String]
  var prioritised: Int?

  var body: some View {
    layout {
      ForEach(words.indices, id: \.self) { index in
        Text(words[index]).padding(4).layoutPriority(index == prioritised ? 1 : 0)
      }
    }
  }
}

/// `words` as tags in `layout`, each with the layout value `weight` if it is at `weighted`, 0
/// otherwise.
private struct WeightedTags<L: Layout>: View {
  let layout: L
  var words: [String]
  var weighted: Int
  var weight: Int

  var body: some View {
    layout {
      ForEach(words.indices, id: \.self) { index in
        Text(words[index]).padding(4).layoutValue(key: Weight.self, value: index == weighted ? weight : 0)
      }
    }
  }
}

@Suite("A new root view tells a container which of its subviews changed")
struct ChangedSubviewReportTests {
  private static let size = CGSize(width: 390, height: 844)
  /// 100 words: `w0` to `w99`.
  private static let words = (0..<100).map { "w\($0)" }

  /// `words` with the word at `index` one letter longer.
  private static func changing(_ index: Int, in words: [String] = words) -> [String] {
    var changed = words
    changed[index] += "s"
    return changed
  }

  /// The column's subviews (the tags' paddings).
  private static func tags(_ result: LayoutResult) -> [PlacedView] { result.views[0].children }

  @Test("A word changed in one of 100 tags tells an IncrementalLayout that tag's index alone")
  func oneChangedTagIsNamed() {
    let log = CacheLog()
    let layout = IncrementalCacheLoggingColumn(column: CacheLoggingColumn(log: log))
    let host = ViewHost(rootView: Tags(layout: layout, words: Self.words))
    _ = host.layout(in: Self.size)
    host.rootView = Tags(layout: layout, words: Self.changing(37))
    let result = host.layout(in: Self.size)
    #expect(log.entries == ["make", "update [37]"])
    // The column asks tag 37 alone for its height (a miss), then places every tag, which
    // measures each once more for its placement (a hit): 2 calls for tag 37, 1 for each of the
    // other 99, 101 in all, where a cache made again asks all 100 twice (200).
    let calls = Self.tags(result).map(\.counters.sizeThatFitsCalls)
    #expect(calls[37] == 2)
    #expect(calls.reduce(0, +) == 101)
    // Misses: tag 37's padding (1) and its Text (1), and the column itself (1) above them.
    #expect(result.counters.cacheMisses == 3)
    // Cold = warm: the frames are those of a host laid out once with the new words.
    let cold = ViewHost(rootView: Tags(layout: layout, words: Self.changing(37))).layout(in: Self.size)
    #expect(Self.tags(result).map(\.frame) == Self.tags(cold).map(\.frame))
  }

  @Test(
    "A word changed in a flow of 100 tags lays out as a cold layout does, under every cache policy",
    arguments: MeasurementCachePolicy.allCases)
  func flowAfterChangeMatchesColdLayout(policy: MeasurementCachePolicy) {
    // FlowLayout is an IncrementalLayout: it is told index 50 and breaks lines again from
    // there; the words grow by one letter three times, moving the tags after it.
    let flow = FlowLayout(itemAlignment: .top, itemSpacing: 8, lineSpacing: 8)
    let host = ViewHost(rootView: Tags(layout: flow, words: Self.words))
    host.measurementCachePolicy = policy
    _ = host.layout(in: Self.size)
    var words = Self.words
    for _ in 0..<3 {
      words = Self.changing(50, in: words)
      host.rootView = Tags(layout: flow, words: words)
      let warm = host.layout(in: Self.size)
      let coldHost = ViewHost(rootView: Tags(layout: flow, words: words))
      coldHost.measurementCachePolicy = policy
      let cold = coldHost.layout(in: Self.size)
      #expect(Self.tags(warm).map(\.frame) == Self.tags(cold).map(\.frame))
    }
  }

  @Test("Words changed in two tags are told together, in order")
  func twoChangedTagsAreNamedTogether() {
    let log = CacheLog()
    let layout = IncrementalCacheLoggingColumn(column: CacheLoggingColumn(log: log))
    let host = ViewHost(rootView: Tags(layout: layout, words: Self.words))
    _ = host.layout(in: Self.size)
    host.rootView = Tags(layout: layout, words: Self.changing(60, in: Self.changing(3)))
    _ = host.layout(in: Self.size)
    #expect(log.entries == ["make", "update [3, 60]"])
  }

  @Test("A tag below a user view of its own is named too: structural views between pass it on")
  func tagBelowUserViewIsNamed() {
    let log = CacheLog()
    let layout = IncrementalCacheLoggingColumn(column: CacheLoggingColumn(log: log))
    let host = ViewHost(rootView: WrappedTags(layout: layout, words: Self.words))
    _ = host.layout(in: Self.size)
    host.rootView = WrappedTags(layout: layout, words: Self.changing(99))
    let result = host.layout(in: Self.size)
    #expect(log.entries == ["make", "update [99]"])
    // Only the changed Tag's body runs again: the others are the same values.
    #expect(result.tree.bodyEvaluationsByType == ["WrappedTags<IncrementalCacheLoggingColumn>": 1, "Tag": 1])
  }

  @Test("A layout written for SwiftUI still gets updateCache(_:subviews:) for the same change (L9)")
  func plainLayoutIsUpdatedAsInSwiftUI() {
    let log = CacheLog()
    let host = ViewHost(rootView: Tags(layout: CacheLoggingColumn(log: log), words: Self.words))
    _ = host.layout(in: Self.size)
    host.rootView = Tags(layout: CacheLoggingColumn(log: log), words: Self.changing(37))
    let result = host.layout(in: Self.size)
    #expect(log.entries == ["make", "update"])
    // Its cache starts again: every tag is asked by the column and again to be placed.
    #expect(Self.tags(result).map(\.counters.sizeThatFitsCalls) == Array(repeating: 2, count: 100))
  }

  @Test("A changed layout value on a tag counts as everything changed")
  func changedLayoutValueUpdatesWholeCache() {
    let log = CacheLog()
    let layout = IncrementalCacheLoggingColumn(column: CacheLoggingColumn(log: log))
    let host = ViewHost(rootView: WeightedTags(layout: layout, words: Self.words, weighted: 5, weight: 1))
    _ = host.layout(in: Self.size)
    host.rootView = WeightedTags(layout: layout, words: Self.words, weighted: 5, weight: 2)
    _ = host.layout(in: Self.size)
    #expect(log.entries == ["make", "update"])
  }

  @Test("A priority given to a tag counts as everything changed")
  func changedPriorityUpdatesWholeCache() {
    let log = CacheLog()
    let layout = IncrementalCacheLoggingColumn(column: CacheLoggingColumn(log: log))
    let host = ViewHost(rootView: PrioritisedTags(layout: layout, words: Self.words))
    _ = host.layout(in: Self.size)
    host.rootView = PrioritisedTags(layout: layout, words: Self.words, prioritised: 5)
    _ = host.layout(in: Self.size)
    #expect(log.entries == ["make", "update"])
  }

  @Test("A word changed in a tag whose priority stays the same is still named")
  func unchangedPriorityKeepsTheIndex() {
    let log = CacheLog()
    let layout = IncrementalCacheLoggingColumn(column: CacheLoggingColumn(log: log))
    let host = ViewHost(rootView: PrioritisedTags(layout: layout, words: Self.words, prioritised: 5))
    _ = host.layout(in: Self.size)
    host.rootView = PrioritisedTags(layout: layout, words: Self.changing(5), prioritised: 5)
    _ = host.layout(in: Self.size)
    #expect(log.entries == ["make", "update [5]"])
  }

  @Test("A changed layout value of the container itself counts as everything changed, with a tag changed too")
  func changedContainerUpdatesWholeCache() {
    let log = CacheLog()
    let host = ViewHost(
      rootView: Tags(layout: IncrementalCacheLoggingColumn(column: CacheLoggingColumn(log: log)), words: Self.words))
    _ = host.layout(in: Self.size)
    host.rootView = Tags(
      layout: IncrementalCacheLoggingColumn(column: CacheLoggingColumn(log: log, spacing: 2)), words: Self.changing(37))
    let result = host.layout(in: Self.size)
    #expect(log.entries == ["make", "update"])
    // The new spacing is used: tags 2 apart (up to rounding), every frame as in a host laid
    // out once with the new column and words.
    let tags = Self.tags(result)
    #expect(abs(tags[1].frame.minY - tags[0].frame.maxY - 2) < 1e-9)
    let cold = ViewHost(
      rootView: Tags(
        layout: IncrementalCacheLoggingColumn(column: CacheLoggingColumn(log: CacheLog(), spacing: 2)),
        words: Self.changing(37))
    ).layout(in: Self.size)
    #expect(tags.map(\.frame) == Self.tags(cold).map(\.frame))
  }

  @Test("A tag added counts as everything changed")
  func addedTagUpdatesWholeCache() {
    let log = CacheLog()
    let layout = IncrementalCacheLoggingColumn(column: CacheLoggingColumn(log: log))
    let host = ViewHost(rootView: Tags(layout: layout, words: Self.words))
    _ = host.layout(in: Self.size)
    host.rootView = Tags(layout: layout, words: Self.words + ["w100"])
    let result = host.layout(in: Self.size)
    #expect(log.entries == ["make", "update"])
    #expect(Self.tags(result).count == 101)
  }
}
