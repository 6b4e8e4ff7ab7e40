import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

@testable import BenchmarkKit

@Suite("The leaves workload flows fixed boxes exactly as the raw loop wraps the same sizes")
struct LeavesWorkloadTests {
  @Test("Every leaf's frame is the raw greedy wrap's frame for the same size")
  func framesMatchTheRawLoop() {
    let sizes = TagWords.words(300).map(TagWords.tagSize)
    var expected = Array(repeating: CGRect.zero, count: sizes.count)
    _ = GreedyWrap.wrap(
      sizes, width: TaggedFlow.hostSize.width, spacing: TaggedFlow.spacing, lineSpacing: TaggedFlow.spacing,
      into: &expected)
    let result = ViewHost(rootView: LeavesWorkload.view(sizes)).layout(in: TaggedFlow.hostSize)
    // The leaves are the frames of the flow's subviews, in order: the colours inside the frames.
    let leaves = leafViews(result)
    #expect(leaves.count == 300)
    for (leaf, frame) in zip(leaves, expected) { expectFrame(leaf.frame, frame) }
    #expect(result.diagnostics.isEmpty)
  }

  @Test("A cold run builds two nodes per leaf, evaluates no body and computes each view's size once")
  func counters() throws {
    for count in [100, 1_000] {
      let sampler = LeavesWorkload(count: count).makeSampler(blackHole: BlackHole())
      _ = sampler.run(repetitions: 1, renders: false)
      let counters = try #require(sampler.counters)
      // Per leaf a `.frame` node and its colour; around them the scroll view, the `AnyView`, the
      // `.frame(maxWidth:)`, the flow and its `ForEach`: 2N + 5 nodes, of which the `AnyView`
      // and the `ForEach` do not lay out: 2N + 3 views.
      #expect(counters.bodies == 0)
      #expect(counters.frames == 1)
      #expect(counters.nodesCreated == 2 * count + 5)
      #expect(counters.views == 2 * count + 3)
      // Every view's size is computed once (the flow asks each leaf for its ideal size, which
      // its cache keeps); placing asks each view again with the same proposal, and the cache
      // answers, once more for the scroll view's content, measured again to place it.
      #expect(counters.cacheMisses == counters.views)
      #expect(counters.cacheHits == counters.views + 1)
      #expect(counters.placements == counters.views)
    }
  }

  private func leafViews(_ result: LayoutResult) -> [PlacedView] {
    var found: [PlacedView] = []
    result.forEachView { if $0.summary.hasPrefix(".frame(width:") { found.append($0) } }
    return found
  }
}
