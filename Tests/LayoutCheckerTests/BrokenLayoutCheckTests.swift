import Foundation
import LayoutChecker
import LayoutLab
import Testing

/// Each broken layout of `CheckerFixtures` is checked under the standard proposals
/// `.zero, .unspecified, .infinity, 390 x 844, (390, nil), 100 x 100, 0 x 500, 100 x 844,
/// (100, nil)` unless a test says otherwise. `Text("a")` is 8.5 x 20.4.
@Suite("Layouts that break the contract are reported with the proposal, the subview and the reason")
struct BrokenLayoutCheckTests {
  private let standard = LayoutContractChecker.standardProposals

  @Test("A NaN width is an invalid size under every proposal, and nothing is placed")
  func nanSize() {
    let report = LayoutContractChecker.check(NaNLayout()) { Text("a") }
    #expect(report.violations.map(\.kind) == Array(repeating: .invalidSize, count: 9))
    #expect(report.violations.map(\.proposal) == standard)
    #expect(report.violations.allSatisfy { $0.message == "NaNLayout returned (nan, 10): width is NaN" })
    #expect(report.outcomes.allSatisfy { !$0.wasPlaced && $0.size.width.isNaN })
  }

  @Test("An infinite size is invalid except as the answer to the infinite proposal")
  func infiniteSize() {
    let report = LayoutContractChecker.check(InfinityLayout()) { Text("a") }
    let invalid = report.violations(.invalidSize)
    #expect(report.violations.count == invalid.count)
    #expect(invalid.map(\.proposal) == standard.filter { $0 != .infinity })
    #expect(
      invalid.first { $0.proposal == ProposedViewSize(width: 390, height: 844) }?.message
        == "InfinityLayout returned (inf, inf): width is infinite but the proposed width was 390, height is infinite but the proposed height was 844"
    )
    #expect(
      invalid.first { $0.proposal == .unspecified }?.message
        == "InfinityLayout returned (inf, inf): width is infinite but the proposed width was nil, height is infinite but the proposed height was nil"
    )
  }

  @Test("A negative height is an invalid size")
  func negativeSize() {
    let report = LayoutContractChecker.check(NegativeSizeLayout()) { Text("a") }
    #expect(report.violations.map(\.kind) == Array(repeating: .invalidSize, count: 9))
    #expect(report.violations.first?.message == "NegativeSizeLayout returned (10, -20): height is negative")
  }

  @Test("place from sizeThatFits is reported under every proposal, naming the layout")
  func placementOutsidePlaceSubviews() {
    let report = LayoutContractChecker.check(EagerPlacementLayout()) { Text("a") }
    #expect(report.violations.map(\.kind) == Array(repeating: .placementOutsidePlaceSubviews, count: 9))
    #expect(report.violations.map(\.proposal) == standard)
    #expect(report.violations.allSatisfy { $0.subviewIndex == nil && $0.severity == .error })
    #expect(
      report.violations.first?.message
        == "EagerPlacementLayout called place(at:anchor:proposal:) on a subview outside its placeSubviews; ignored")
  }

  @Test("A placement at NaN is reported for the subview concerned, not as an unplaced subview")
  func nanPlacement() {
    let report = LayoutContractChecker.check(
      NaNPlacementLayout(), proposals: [ProposedViewSize(width: 390, height: 844)]
    ) {
      Text("a")
      Text("b")
      Text("c")
    }
    #expect(report.violations.count == 1, "\(report)")
    let violation = report.violations.first
    #expect(violation?.kind == .invalidPlacement)
    #expect(violation?.subviewIndex == 1)
    #expect(violation?.message == "NaNPlacementLayout placed a subview at (nan, 0); centring it instead")
    #expect(report.outcomes.first?.frames.map { $0 == nil } == [false, true, false])
  }

  @Test("Subviews never placed are warnings, one per subview and proposal")
  func unplaced() {
    let report = LayoutContractChecker.check(FirstOnlyLayout()) {
      Text("a")
      Text("b")
      Text("c")
    }
    #expect(report.errors.isEmpty)
    // 100 x 100 under every proposal, so placed under all nine: two warnings each.
    #expect(report.warnings.count == 18)
    #expect(report.warnings.allSatisfy { $0.kind == .unplacedSubview })
    #expect(report.warnings.prefix(2).map(\.subviewIndex) == [1, 2])
    #expect(
      report.warnings.first?.message
        == "FirstOnlyLayout.placeSubviews never placed subview 1 (Text(\"b\")); SwiftUI centres it in the bounds with the container's proposal"
    )
  }

  @Test("Placing from (0, 0) instead of bounds.origin is caught by moving the bounds")
  func originIgnored() {
    let report = LayoutContractChecker.check(
      OriginIgnoringLayout(), proposals: [ProposedViewSize(width: 390, height: 844)]
    ) {
      Text("a")
    }
    #expect(report.violations.count == 1)
    let violation = report.violations.first
    #expect(violation?.kind == .boundsOriginIgnored)
    #expect(violation?.subviewIndex == 0)
    // Bounds at (1000, 2000): the text stays at (0, 0), which is (-1000, -2000) relative to them.
    #expect(
      violation?.message
        == "with the bounds at (1000, 2000) instead of (0, 0), subview 0 (Text(\"a\")) was placed at (-1000, -2000, 8.5, 20.4) relative to them instead of (0, 0, 8.5, 20.4); place relative to bounds.origin"
    )
  }

  @Test("A size that changes from one call to the next is nondeterministic")
  func growing() {
    let report = LayoutContractChecker.check(GrowingLayout(), proposals: [.zero]) { Text("a") }
    // The shared counter answers 1, 2, ... : asked twice in the first pass, then once per pass.
    let sizes = report.violations(.nondeterministicSize)
    #expect(
      sizes.map(\.message) == [
        "asked twice in a row with the same cache, GrowingLayout returned (1, 10), then (2, 10)",
        "in a second layout pass with the same proposal, GrowingLayout returned (3, 10) instead of (1, 10)",
      ])
  }

  @Test("A cache that remembers the first proposal's size changes later results, in either order")
  func staleCache() {
    let report = LayoutContractChecker.check(StaleCacheLayout()) { Color.red }
    // Cold, each proposal gets its own size (nil and infinity count as 0), which the colour
    // fills: (0, 0) for the first three, then (390, 844), (390, 0), (100, 100), (0, 500),
    // (100, 844), (100, 0). Asked in order with one cache, every answer after .zero is (0, 0):
    // wrong from 390 x 844 on, for the size and for the colour's frame. Asked in reverse
    // order, every answer after (100, nil) is (100, 0): new differences only for the first
    // three proposals (the rest were reported already).
    #expect(report.violations.map(\.kind) == Array(repeating: .cacheDependentResult, count: 18))
    #expect(report.violations.map(\.proposal) == standard.flatMap { [$0, $0] })
    #expect(report.violations.map(\.subviewIndex) == Array(repeating: [nil, 0], count: 9).flatMap { $0 })
    let forward = report.violations.filter { $0.proposal == ProposedViewSize(width: 390, height: 844) }.map(\.message)
    #expect(
      forward == [
        "with the cache kept from proposals (0, 0), (nil, nil), (inf, inf), StaleCacheLayout returned (0, 0) instead of (390, 844)",
        "with the cache kept from proposals (0, 0), (nil, nil), (inf, inf), subview 0 (Color.red) was placed at (0, 0, 0, 0) instead of (0, 0, 390, 844)",
      ])
    #expect(
      report.violations.first?.message
        == "with the cache kept from proposals (100, nil), (100, 844), (0, 500), (100, 100), (390, nil), (390, 844), (inf, inf), (nil, nil), StaleCacheLayout returned (100, 0) instead of (0, 0)"
    )
  }

  @Test("A cache that moves subviews on every other placement is nondeterministic and cache-dependent")
  func alternating() {
    let report = LayoutContractChecker.check(AlternatingLayout()) { Text("a") }
    let repeats = report.violations(.nondeterministicPlacement)
    #expect(repeats.map(\.proposal) == standard)
    #expect(repeats.allSatisfy { $0.subviewIndex == 0 })
    #expect(
      repeats.first?.message
        == "in a second layout pass with the same proposal and the warm cache, subview 0 (Text(\"a\")) went from (0, 0, 8.5, 20.4) to (10, 0, 8.5, 20.4)"
    )
    // Laid out in sequence with one cache, every second proposal is placed 10 to the right:
    // positions 1, 3, 5, 7 in order; in reverse order the same proposals (8 is first), already
    // reported.
    #expect(
      report.violations(.cacheDependentResult).map(\.proposal) == [standard[1], standard[3], standard[5], standard[7]])
    #expect(report.violations.count == 13)
  }

  @Test("A subview whose size depends on how often it is asked makes results depend on the cache policy")
  func policyDependence() {
    let report = LayoutContractChecker.check(
      CheckedFlowLayout(), proposals: [ProposedViewSize(width: 390, height: 844)]
    ) {
      CallCountingLayout {}
    }
    // The flow asks its subview for its ideal size in sizeThatFits (twice) and in placeSubviews,
    // and the engine once more to place it. Under .swiftUI and .unbounded only the first ask
    // reaches the subview (10 wide); under .none all four do, and it is placed 40 wide.
    #expect(report.violations.map(\.kind) == [.policyDependentResult])
    #expect(report.violations.first?.subviewIndex == 0)
    #expect(
      report.violations.first?.message
        == "under the .none measurement cache policy, subview 0 (CallCountingLayout()) was placed at (0, 0, 40, 10) instead of (0, 0, 10, 10)"
    )
  }

  @Test("A subview placed twice is a warning for it, and the one never placed a warning for that one")
  func placedTwice() {
    let report = LayoutContractChecker.check(OffByOneLayout(), proposals: [ProposedViewSize(width: 390, height: 844)]) {
      Text("a")
      Text("b")
    }
    #expect(report.errors.isEmpty, "\(report)")
    #expect(report.violations.map(\.kind) == [.duplicatePlacement, .unplacedSubview])
    #expect(report.violations.map(\.subviewIndex) == [0, 1])
    #expect(
      report.violations.first?.message
        == "OffByOneLayout placed a subview more than once in one placeSubviews; the last placement counts")
    // The last placement counts: subview 0 at x = 10.
    #expect(report.outcomes.first?.frames.first == CGRect(x: 10, y: 0, width: 8.5, height: 20.4))
  }

  @Test("A size that shrinks when the proposal grows along one axis is named with both proposals")
  func shrinking() {
    let report = LayoutContractChecker.check(ShrinkingLayout()) { EmptyView() }
    // Widths: 300 - 100 = 200 at 100 x 844 and 100 x nil, 300 - 390 < 0, so 0, at 390 x 844
    // and 390 x nil. Heights follow the proposal and only grow. The other proposals differ on
    // both axes, or (0 x 0 and 0 x 500) have the same width.
    #expect(report.violations.map(\.kind) == [.shrinkingSize, .shrinkingSize], "\(report)")
    #expect(report.violations.map(\.proposal) == [standard[3], standard[4]])
    #expect(
      report.violations.map(\.message) == [
        "the proposal grew from (100, 844) to (390, 844), but ShrinkingLayout's width shrank from 200 to 0",
        "the proposal grew from (100, nil) to (390, nil), but ShrinkingLayout's width shrank from 200 to 0",
      ])
  }

  @Test("Engine diagnostics from the content are reported")
  func contentDiagnostics() {
    let report = LayoutContractChecker.check(HStackLayout(), proposals: [.unspecified]) {
      Text("a").frame(width: -5)
    }
    #expect(report.violations.map(\.kind) == [.engineDiagnostic])
    #expect(
      report.violations.first?.message.hasPrefix("invalidFrameDimension: invalid frame dimension width: -5") == true)
  }

  @Test("The report prints a summary line and one line per violation")
  func description() {
    let report = LayoutContractChecker.check(NaNLayout(), proposals: [.zero, .unspecified]) { Text("a") }
    #expect(
      report.description == """
        NaNLayout: 2 errors, 0 warnings in 2 proposals
          error: invalidSize at proposal (0, 0): NaNLayout returned (nan, 10): width is NaN
          error: invalidSize at proposal (nil, nil): NaNLayout returned (nan, 10): width is NaN
        """)
    #expect(
      LayoutContractChecker.check(HStackLayout(), proposals: [.zero]) { Text("a") }.description
        == "HStackLayout: no violations in 1 proposals")
    // A report made from a subview set is named after it; a violation names its subview.
    let sets = LayoutContractChecker(proposals: [ProposedViewSize(width: 100, height: 100)])
      .check(
        FirstOnlyLayout(),
        subviewSets: [.single, TestSubviewSet(name: "pair", subviews: [.fixed(width: 10, height: 10), .flexible()])])
    #expect(
      sets.map(\.description) == [
        "FirstOnlyLayout with subviews \"single\": no violations in 1 proposals",
        """
        FirstOnlyLayout with subviews "pair": 0 errors, 1 warnings in 1 proposals
          warning: unplacedSubview at proposal (100, 100), subview 1: FirstOnlyLayout.placeSubviews never placed subview 1 (flexible(min 0 × 0, ideal 10 × 10, max inf × inf)); SwiftUI centres it in the bounds with the container's proposal
        """,
      ])
  }
}
