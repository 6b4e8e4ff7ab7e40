import Foundation
import LayoutExamples
import LayoutLab
import LayoutScenes
import Testing

/// The same tags through every flow technique: the frames agree, and the counters show what
/// each technique costs.
@Suite("Technique comparisons")
struct TechniqueComparisonTests {
  @Test("Every technique puts every item at the same frame, in the frames it takes to settle")
  func techniquesAgree() {
    for comparison in TechniqueComparison.all {
      let results = FlowTechnique.allCases.map { ($0, comparison.scenario($0).layout()) }
      guard let (_, reference) = results.first else { continue }
      #expect(comparison.itemFrames(in: reference).allSatisfy { $0 != nil }, "\(comparison.name)")
      for (technique, result) in results {
        #expect(comparison.agree(reference, result), "\(comparison.name): \(technique)")
        #expect(result.frames.count == technique.framesToSettle, "\(comparison.name): \(technique)")
        #expect(result.diagnostics.isEmpty, "\(comparison.name): \(technique)")
      }
    }
  }

  @Test("The first tag sits at the padded corner: 16, 16, its text padded by 4")
  func firstItem() {
    guard let comparison = TechniqueComparison.named("tags") else { return }
    for technique in FlowTechnique.allCases {
      // Every technique fills the 358 points between the paddings from its top leading
      // corner; "You" is 25.5 × 20.4, padded by 4.
      let frames = comparison.itemFrames(in: comparison.scenario(technique).layout())
      expectSceneRect(frames.first ?? nil, CGRect(x: 16, y: 16, width: 33.5, height: 28.4), "\(technique)")
    }
  }

  @Test("Counters tell the techniques apart: state writes, preference reductions, measurements")
  func counters() {
    guard let comparison = TechniqueComparison.named("tags") else { return }
    let count = comparison.words.count
    var results: [FlowTechnique: LayoutResult] = [:]
    for technique in FlowTechnique.allCases { results[technique] = comparison.scenario(technique).layout() }
    // A Layout keeps no state and reduces no preference.
    #expect(results[.flowLayout]?.stateWrites == 0)
    #expect(results[.flowLayout]?.preferenceReductions == 0)
    // CollectionView writes its sizes and its width once each; the alignment-guide flow its
    // height; GeometryChangeFlow every item's size and its width, with no preference at all.
    #expect(results[.collectionView]?.stateWrites == 2)
    #expect((results[.collectionView]?.preferenceReductions ?? 0) > 0)
    #expect(results[.alignmentGuides]?.stateWrites == 1)
    #expect((results[.alignmentGuides]?.preferenceReductions ?? 0) > 0)
    #expect(results[.geometryChange]?.stateWrites == count + 1)
    #expect(results[.geometryChange]?.actionsCalled == count + 1)
    #expect(results[.geometryChange]?.preferenceReductions == 0)
    // Without its cache, FlowLayout asks each item for its ideal size again when placing: one
    // more call per item, all answered by the host's measurement cache (same misses).
    let cached = results[.flowLayout]?.counters
    let uncached = results[.flowLayoutUncached]?.counters
    #expect((uncached?.sizeThatFitsCalls ?? 0) == (cached?.sizeThatFitsCalls ?? 0) + count)
    #expect(uncached?.cacheMisses == cached?.cacheMisses)
  }

  @Test("Comparisons are found by name; their scenarios are named <comparison>-<technique>")
  func naming() {
    #expect(TechniqueComparison.named("tags")?.words == TagCloud.tags)
    #expect(TechniqueComparison.named("many-tags")?.words.count == 1000)
    #expect(TechniqueComparison.named("nope") == nil)
    let names = TechniqueComparison.named("tags")?.scenarios.map(\.name)
    #expect(
      names == [
        "tags-flow-layout", "tags-flow-layout-uncached", "tags-collection-view", "tags-alignment-guides",
        "tags-geometry-change",
      ])
    #expect(TechniqueComparison.named("tags")?.itemIDs.prefix(2) == ["item-0", "item-1"])
  }

  @Test("agree compares within a tolerance and fails when an item is missing or moved")
  func agreement() {
    let comparison = TechniqueComparison(name: "two", summary: "two words", words: ["a", "b"])
    let base = comparison.scenario(.flowLayout).layout()
    #expect(comparison.agree(base, base))
    // A wider host re-flows nothing here (both words fit either way) and keeps the frames
    // where they are relative to the leading edge: the flow starts at x = 16 in both.
    var wider = comparison.scenario(.flowLayout)
    wider.hostSize = CGSize(width: 500, height: 844)
    #expect(comparison.agree(base, wider.layout()))
    // A narrow host puts "b" on a second line: each tag is 8.5 + 2 × 4 = 16.5 wide, and
    // 16.5 + 8 + 16.5 = 41 is more than the 50 − 32 = 18 left between the paddings.
    var narrow = comparison.scenario(.flowLayout)
    narrow.hostSize = CGSize(width: 50, height: 844)
    #expect(!comparison.agree(base, narrow.layout()))
    // An item missing from a result never agrees.
    let other = TechniqueComparison(name: "three", summary: "", words: ["a", "b", "c"])
    #expect(!other.agree(base, base))
  }
}
