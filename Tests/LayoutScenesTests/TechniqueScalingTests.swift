import Foundation
import LayoutExamples
import LayoutLab
import LayoutScenes
import Testing

/// Every technique's work, counted, grows linearly with the number of tags: the counts for
/// 3N tags minus those for 2N equal those for 2N minus those for N (a count that grew faster,
/// say a reduction per pair of tags, would not). Counted rather than timed, so the check is
/// exact and cannot flake.
@Suite("Every flow technique's counted work is linear in the number of tags")
struct TechniqueScalingTests {
  /// Every count a layout reports, in one list.
  private static func counts(_ technique: FlowTechnique, tags: Int) -> [Int] {
    let words = (0..<tags).map { TagCloud.tags[$0 % TagCloud.tags.count] }
    let result = TechniqueComparison(name: "scaling", summary: "", words: words).scenario(technique).layout()
    let counters = result.counters
    let tree = result.tree
    return [
      counters.sizeThatFitsCalls, counters.cacheHits, counters.cacheMisses, counters.placements,
      tree.bodyEvaluations, tree.nodesCreated, tree.nodesKept, result.stateWrites, result.preferenceReductions,
      result.actionsCalled, result.viewCount,
    ]
  }

  @Test("Counts at N, 2N and 3N tags lie on a line", arguments: FlowTechnique.allCases)
  func linearCounts(technique: FlowTechnique) {
    // 60 tags make 6 or 7 lines at 358 points wide, so lines, not only tags, vary.
    let n = 60
    let one = Self.counts(technique, tags: n)
    let two = Self.counts(technique, tags: 2 * n)
    let three = Self.counts(technique, tags: 3 * n)
    let firstStep = zip(two, one).map { $0 - $1 }
    let secondStep = zip(three, two).map { $0 - $1 }
    #expect(firstStep == secondStep, "\(technique): \(one) \(two) \(three)")
    // And the work does grow with the tags: every tag is measured and placed.
    #expect(firstStep[0] >= n && firstStep[3] >= n, "\(technique)")
  }
}
