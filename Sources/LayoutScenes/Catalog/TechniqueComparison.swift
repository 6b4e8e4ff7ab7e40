import Foundation
import LayoutExamples
import LayoutLab

/// The same items flowed by every `FlowTechnique`, for a side-by-side comparison: one
/// scenario per technique (`scenarios`), whose item frames agree.
///
/// Each item is a word as a tag, `Text(word).padding(4)` on a capsule, carrying
/// `.id("item-<index>")`; the flow is padded by 16 in a vertical `ScrollView`, so in every
/// technique it is proposed the host's width less 32 and an unspecified height.
/// `itemFrames(in:)` reads the items' frames back from a result, and `agree(_:_:)` says whether
/// two results put every item at the same place.
///
///     let comparison = TechniqueComparison.named("tags")!
///     let results = comparison.scenarios.map { $0.layout() }
///     comparison.agree(results[0], results[2])   // FlowLayout and CollectionView: true
///
/// SwiftUI parity: none; a harness. Every technique is SwiftUI code (see `FlowTechnique`).
public struct TechniqueComparison: Sendable {
  /// The name to ask for it by, and the first part of its scenarios' names (`tags-flow-layout`).
  public let name: String
  /// One line saying what is compared.
  public let summary: String
  /// The items' words, in order.
  public let words: [String]
  /// The gap between items on a line.
  public let spacing: CGFloat
  /// The gap between lines.
  public let lineSpacing: CGFloat
  /// The host size of every scenario.
  public let hostSize: CGSize

  /// A comparison of `words` as tags, `spacing` apart in lines `lineSpacing` apart, in a host
  /// of `hostSize`.
  public init(
    name: String, summary: String, words: [String], spacing: CGFloat = 8, lineSpacing: CGFloat = 8,
    hostSize: CGSize = CGSize(width: 390, height: 844)
  ) {
    self.name = name
    self.summary = summary
    self.words = words
    self.spacing = spacing
    self.lineSpacing = lineSpacing
    self.hostSize = hostSize
  }

  /// The items' ids, in order: `item-0`, `item-1`, ...
  public var itemIDs: [String] { words.indices.map { "item-\($0)" } }

  /// The scenario of `technique`: named `<name>-<technique>`.
  public func scenario(_ technique: FlowTechnique) -> Scenario {
    let words = words
    let spacing = spacing
    let lineSpacing = lineSpacing
    return Scenario(
      name: "\(name)-\(technique.name)", summary: "\(summary), by \(technique.summary)", group: .technique,
      hostSize: hostSize, comparison: name
    ) {
      ScrollView {
        technique.view(count: words.count, spacing: spacing, lineSpacing: lineSpacing) { index in
          Text(words[index])
            .padding(4)
            .background(Capsule().fill(Color.teal.opacity(0.4)))
            .id("item-\(index)")
        }
        .padding(16)
      }
    }
  }

  /// One scenario per technique, in `FlowTechnique` order.
  public var scenarios: [Scenario] { FlowTechnique.allCases.map(scenario) }

  /// Each item's frame in `result`, in item order (`nil` for an item not found).
  /// One walk over the tree: the first view carrying each id wins, as in `frame(id:)`.
  public func itemFrames(in result: LayoutResult) -> [CGRect?] {
    var frames: [AnyHashable: CGRect] = [:]
    result.forEachView { view in
      for id in view.ids where frames[id] == nil { frames[id] = view.frame }
    }
    return itemIDs.map { frames[AnyHashable($0)] }
  }

  /// Whether `a` and `b` put every item at the same frame, within `tolerance` on every edge.
  public func agree(_ a: LayoutResult, _ b: LayoutResult, tolerance: CGFloat = 0.001) -> Bool {
    zip(itemFrames(in: a), itemFrames(in: b)).allSatisfy { first, second in
      guard let first, let second else { return false }
      return abs(first.minX - second.minX) <= tolerance && abs(first.minY - second.minY) <= tolerance
        && abs(first.width - second.width) <= tolerance && abs(first.height - second.height) <= tolerance
    }
  }

  /// The built-in comparisons: the tag cloud's 22 words, 1,000 words of the quotation
  /// repeated, and five words in a small host whose counts the documentation explains.
  public static let all: [TechniqueComparison] = [
    TechniqueComparison(
      name: "tags", summary: "the tag cloud's 22 words as tags, 8 apart, at iPhone width", words: TagCloud.tags),
    TechniqueComparison(
      name: "many-tags", summary: "1,000 words of the quotation as tags, 8 apart, at iPhone width",
      words: (0..<1000).map { TagCloud.tags[$0 % TagCloud.tags.count] }),
    TechniqueComparison(
      name: "words", summary: "five words as tags, 8 apart, in a 240 × 120 host: two lines, small enough to count",
      words: ["views", "choose", "their", "own", "size"], hostSize: CGSize(width: 240, height: 120)),
  ]

  /// The built-in comparison called `name`, if any.
  public static func named(_ name: String) -> TechniqueComparison? {
    all.first { $0.name == name }
  }
}
