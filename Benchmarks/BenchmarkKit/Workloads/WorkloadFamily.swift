/// A group of workloads reported in one table and evaluated against the same targets.
///
/// SwiftUI parity: none; a harness.
public enum WorkloadFamily: String, CaseIterable, Codable, Sendable {
  /// The greedy wrap over plain data: the raw loop every engine figure is compared with.
  case baseline
  /// The same N tags through every flow technique.
  case tags
  /// The card grid at several counts and Dynamic Type sizes.
  case cards
  /// The tile strip at several counts and Dynamic Type sizes.
  case tiles
  /// Stacks nested 1 to 30 deep under each measurement-cache policy.
  case nested
  /// A chain of 1k to 100k paddings, one per level of a recursive view.
  case deepChain = "deep-chain"
  /// Updates to a laid-out host: one tag's text, the width by one point, nothing.
  case incremental
  /// N rows in a lazy stack against the same rows in a plain stack, in a scroll view.
  case lazyList = "lazy-list"
  /// N leaves of fixed sizes (no text) flowed by `FlowLayout`: what other engines publish.
  case leaves

  /// The heading of the family's table.
  public var title: String {
    switch self {
    case .tags: "Text tags through every flow technique"
    case .baseline: "Raw baseline: the greedy wrap without an engine"
    case .cards: "Card grid"
    case .tiles: "Tile strip"
    case .nested: "Nested stacks"
    case .deepChain: "Deep modifier chains"
    case .incremental: "Incremental updates"
    case .lazyList: "Lazy stack against eager stack"
    case .leaves: "Fixed-size leaves, no text, through FlowLayout"
    }
  }

  /// What the family measures, in one paragraph for the results document.
  public var summary: String {
    switch self {
    case .tags:
      "N words as tags (`Text(word).padding(4)`, 8 apart in lines 8 apart) in a vertical `ScrollView` 390 wide, laid out cold in a new host by each technique of `FlowTechnique` (LayoutExamples via LayoutScenes)."
    case .baseline:
      "The same tags' sizes wrapped by the same greedy rule (8 apart, lines 8 apart, width 390) in a plain loop: over an array of sizes, and over heap nodes with one dynamically dispatched `measure` call each. No engine can beat it; the ratio column of the other tables divides by the array loop's time per item at the nearest N."
    case .cards:
      "`CardGrid(count:)` (seed 000) in an iPad landscape host, 1194 × 834, at three Dynamic Type sizes, cold."
    case .tiles:
      "`TileStrip(count:)` (seed 002) in a 390 × 844 host, at three Dynamic Type sizes, cold."
    case .nested:
      "A stack holding a colour and the next level, `depth` levels deep, as plain HStacks or alternating HStack/VStack, cold in a 390 × 844 host under each `MeasurementCachePolicy`."
    case .deepChain:
      "`depth` `.padding(1)` modifiers around a colour, one added per level of a recursive view (`PaddingChain`), built and laid out cold in a 390 × 844 host under the SwiftUI-like policy. The time per level should not grow with the depth."
    case .incremental:
      "A host laid out once with N tags, then laid out again after one tag's word grows by a letter (a new root view), after the width changes by one point, or with nothing changed. The % column divides by the cold layout of the same technique and N."
    case .lazyList:
      "N rows (`HStack { Text; Color }.frame(height: 44)`, a user view each) in a `LazyVStack` or a `VStack` in a vertical `ScrollView` of 390 × 844, cold. The lazy stack builds only the rows near the screen (bodies and nodes stay flat as N grows); the eager one builds all N."
    case .leaves:
      "N leaves `Color.clear.frame(width:height:)`, each the size of the tag of the same index (33.5 to 118.5 wide, 28.4 tall), flowed by `FlowLayout` 8 apart in lines 8 apart in a vertical `ScrollView` 390 wide, cold: the flat list of fixed boxes other layout engines publish figures for. The raw loop over the same sizes is `baseline/array`, so the ratio column compares like with like."
    }
  }
}
