import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// How often stacks measure their children, counted per view (layout rules C1,
/// C2, S7, S8). Counts are deterministic; the expected numbers are worked out by hand from
/// `StackAlgorithm` and the engine:
///
/// - The host places its root with the host's proposal, which measures the root once.
/// - `StackAlgorithm.distribute` with a concrete width, for a priority group of two or more,
///   asks each child its minimum (width 0) and maximum (width ∞) with the stack's height, then
///   its share. A repeated proposal reuses the last distribution (S8).
/// - Placing a child (`place(at:anchor:proposal:)`) measures it once more with its share.
/// - `sizeThatFitsCalls` counts every ask; `cacheMisses` those that reached the child's own
///   sizing; under `.swiftUI` the last three proposals per view are remembered (C1).
@Suite("Stacks measure each child with few distinct proposals")
struct StackMeasurementTests {
  /// Two colours in an HStack with default spacing.
  private static var twoColours: some View {
    HStack {
      Color.red.id("red")
      Color.blue.id("blue")
    }
    .id("stack")
  }

  @Test("One concrete proposal: each child is asked 3 distinct proposals, plus a cached ask at placement")
  func threeDistinctProposalsPerChild() {
    let result = ViewHost(rootView: Self.twoColours, measurementCachePolicy: .swiftUI)
      .layout(in: CGSize(width: 100, height: 50))
    // The stack is measured once, with (100, 50). Distributing: available 100 - 8 = 92;
    // each colour is asked (0, 50) [min], (∞, 50) [max], then (46, 50) [share]: 3 misses.
    // The stack is placed with the same proposal, so the distribution is reused (S8);
    // placing each colour asks (46, 50) again, a hit in the 3-entry cache (C1, C2).
    for id in ["red", "blue"] {
      let counters = result.view(id: id)?.counters
      #expect(counters?.sizeThatFitsCalls == 4, "\(id)")
      #expect(counters?.cacheMisses == 3, "\(id)")
      #expect(counters?.cacheHits == 1, "\(id)")
      #expect(counters?.placements == 1, "\(id)")
    }
    #expect(result.view(id: "stack")?.counters.sizeThatFitsCalls == 1)
    #expect(result.counters.sizeThatFitsCalls == 9)
  }

  @Test("A stack placed with the proposal it was measured with does not distribute again")
  func repeatedProposalReusesDistribution() {
    let result = ViewHost(rootView: Self.twoColours, measurementCachePolicy: .none)
      .layout(in: CGSize(width: 100, height: 50))
    // S8 with no measurement cache: min, max and share while measuring (3), and only the
    // placement ask (1) afterwards. Redistributing at placement would add 3 more per child.
    for id in ["red", "blue"] {
      #expect(result.view(id: id)?.counters.sizeThatFitsCalls == 4, "\(id)")
      #expect(result.view(id: id)?.counters.cacheMisses == 4, "\(id)")
    }
  }

  @Test("Mixed children each see at most 3 distinct proposals for one concrete proposal")
  func atMostThreeDistinctProposals() {
    let result = ViewHost(
      rootView: HStack {
        Color.red.frame(maxWidth: 100).id("capped")
        Text("Hello, world").id("text")
        Color.green.frame(minWidth: 50).id("floored")
        Color.blue.id("free")
      },
      measurementCachePolicy: .unbounded
    ).layout(in: CGSize(width: 300, height: 100))
    // C2: under `.unbounded` every distinct proposal misses exactly once, so misses count
    // distinct proposals: (0, 100), (∞, 100) and the share. The placement ask is a hit.
    for id in ["capped", "text", "floored", "free"] {
      #expect(result.view(id: id)?.counters.cacheMisses == 3, "\(id)")
      #expect(result.view(id: id)?.counters.sizeThatFitsCalls == 4, "\(id)")
    }
  }

  @Test("A child alone in the highest priority group is not probed for its range")
  func singleHighPriorityChildIsNotProbed() {
    let result = ViewHost(
      rootView: HStack {
        Text("Hello").layoutPriority(1).id("text")
        Color.red.id("red")
      },
      measurementCachePolicy: .unbounded
    ).layout(in: CGSize(width: 300, height: 100))
    // C2: the text needs no ordering and is in no lower group: only its share (300 - 8 - 0,
    // 100) and the placement hit. The colour, in the lower group, is asked its minimum
    // (S4 step 2) and its share: 2 distinct proposals, then the placement hit.
    #expect(result.view(id: "text")?.counters.cacheMisses == 1)
    #expect(result.view(id: "text")?.counters.sizeThatFitsCalls == 2)
    #expect(result.view(id: "red")?.counters.cacheMisses == 2)
    #expect(result.view(id: "red")?.counters.sizeThatFitsCalls == 3)
  }

  @Test("With no proposed height, placement measures the children again at the stack's height")
  func nilMinorProposalAddsPlacementProposals() {
    let result = ViewHost(
      rootView: Self.twoColours.fixedSize(horizontal: false, vertical: true),
      measurementCachePolicy: .unbounded
    ).layout(in: CGSize(width: 100, height: 50))
    // Measuring with (100, nil): (0, nil), (∞, nil), (46, nil); each colour is 10 tall, so
    // the stack is 100 × 10. S7: placing re-proposes (100, 10); the height changed, so the
    // ranges are measured again (S8): (0, 10), (∞, 10), (46, 10). 6 distinct proposals, and
    // the placement ask (46, 10) is a hit. C2's "fourth proposal" is in fact three more here.
    for id in ["red", "blue"] {
      #expect(result.view(id: id)?.counters.cacheMisses == 6, "\(id)")
      #expect(result.view(id: id)?.counters.sizeThatFitsCalls == 7, "\(id)")
    }
    expectSize(result.frame(id: "red")?.size, CGSize(width: 46, height: 10))
  }

  @Test("After an ideal-width proposal the stack measures its children's ranges again")
  func rangesRemeasuredAfterIdealProposal() {
    let result = ViewHost(
      rootView: ProbingLayout(proposals: [
        ProposedViewSize(width: 100, height: 50),
        ProposedViewSize(width: nil, height: 50),
        ProposedViewSize(width: 100, height: 50),
      ]) {
        Self.twoColours
      },
      measurementCachePolicy: .none
    ).layout(in: CGSize(width: 390, height: 844))
    // S8: ranges are measured again when the minor proposal changes *or the last major
    // proposal was nil*. Per colour, with no measurement cache:
    //   (100, 50): min, max, share            3
    //   (nil, 50): ideal                      1
    //   (100, 50): last major was nil → min, max, share again   3
    //   placed with (100, 50): the stack reuses that distribution; the placement ask   1
    for id in ["red", "blue"] {
      #expect(result.view(id: id)?.counters.sizeThatFitsCalls == 8, "\(id)")
    }
  }
}

/// A container that asks its one subview each of `proposals` in turn, takes the last answer
/// as its size, and places the subview with the last proposal: a way to feed a stack a known
/// sequence of proposals.
private struct ProbingLayout: Layout {
  let proposals: [ProposedViewSize]

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let subview = subviews.first else { return .zero }
    return proposals.reduce(CGSize.zero) { _, proposal in subview.sizeThatFits(proposal) }
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.origin, proposal: proposals.last ?? proposal)
  }
}
