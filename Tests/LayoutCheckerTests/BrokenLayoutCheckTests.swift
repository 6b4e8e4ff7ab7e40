import Foundation
import LayoutChecker
import LayoutLab
import Testing

/// Each broken layout of `CheckerFixtures` is checked under the standard proposals
/// `.zero, .unspecified, .infinity, 390 x 844, (390, nil), 100 x 100, 0 x 500` unless a test says
/// otherwise. `Text("a")` is 8.5 x 20.4.
@Suite("Layouts that break the contract are reported with the proposal, the subview and the reason")
struct BrokenLayoutCheckTests {
  private let standard = LayoutChecker.standardProposals

  @Test("A NaN width is an invalid size under every proposal, and nothing is placed")
  func nanSize() {
    let report = LayoutChecker.check(NaNLayout()) { Text("a") }
    #expect(report.violations.map(\.kind) == Array(repeating: .invalidSize, count: 7))
    #expect(report.violations.map(\.proposal) == standard)
    #expect(report.violations.allSatisfy { $0.message == "NaNLayout returned (nan, 10): width is NaN" })
    #expect(report.outcomes.allSatisfy { !$0.wasPlaced && $0.size.width.isNaN })
  }

  @Test("An infinite size is invalid except as the answer to the infinite proposal")
  func infiniteSize() {
    let report = LayoutChecker.check(InfinityLayout()) { Text("a") }
    let invalid = report.violations(.invalidSize)
    #expect(report.violations.count == invalid.count)
    #expect(invalid.map(\.proposal) == standard.filter { $0 != .infinity })
    #expect(invalid.first { $0.proposal == ProposedViewSize(width: 390, height: 844) }?.message
      == "InfinityLayout returned (inf, inf): width is infinite but the proposed width was 390, height is infinite but the proposed height was 844")
    #expect(invalid.first { $0.proposal == .unspecified }?.message
      == "InfinityLayout returned (inf, inf): width is infinite but the proposed width was nil, height is infinite but the proposed height was nil")
  }

  @Test("A negative height is an invalid size")
  func negativeSize() {
    let report = LayoutChecker.check(NegativeSizeLayout()) { Text("a") }
    #expect(report.violations.map(\.kind) == Array(repeating: .invalidSize, count: 7))
    #expect(report.violations.first?.message == "NegativeSizeLayout returned (10, -20): height is negative")
  }

  @Test("place from sizeThatFits is reported under every proposal, naming the layout")
  func placementOutsidePlaceSubviews() {
    let report = LayoutChecker.check(EagerPlacementLayout()) { Text("a") }
    #expect(report.violations.map(\.kind) == Array(repeating: .placementOutsidePlaceSubviews, count: 7))
    #expect(report.violations.map(\.proposal) == standard)
    #expect(report.violations.allSatisfy { $0.subviewIndex == nil && $0.severity == .error })
    #expect(report.violations.first?.message
      == "EagerPlacementLayout called place(at:anchor:proposal:) on a subview outside its placeSubviews; ignored")
  }

  @Test("A placement at NaN is reported for the subview concerned, not as an unplaced subview")
  func nanPlacement() {
    let report = LayoutChecker.check(NaNPlacementLayout(), proposals: [ProposedViewSize(width: 390, height: 844)]) {
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
    let report = LayoutChecker.check(FirstOnlyLayout()) {
      Text("a")
      Text("b")
      Text("c")
    }
    #expect(report.errors.isEmpty)
    #expect(report.warnings.count == 14)
    #expect(report.warnings.allSatisfy { $0.kind == .unplacedSubview })
    #expect(report.warnings.prefix(2).map(\.subviewIndex) == [1, 2])
    #expect(report.warnings.first?.message
      == "FirstOnlyLayout.placeSubviews never placed subview 1 (Text(\"b\")); SwiftUI centres it in the bounds with the container's proposal")
  }

  @Test("Placing from (0, 0) instead of bounds.origin is caught by moving the bounds")
  func originIgnored() {
    let report = LayoutChecker.check(OriginIgnoringLayout(), proposals: [ProposedViewSize(width: 390, height: 844)]) {
      Text("a")
    }
    #expect(report.violations.count == 1)
    let violation = report.violations.first
    #expect(violation?.kind == .boundsOriginIgnored)
    #expect(violation?.subviewIndex == 0)
    // Bounds at (1000, 2000): the text stays at (0, 0), which is (-1000, -2000) relative to them.
    #expect(violation?.message
      == "with the bounds at (1000, 2000) instead of (0, 0), subview 0 (Text(\"a\")) was placed at (-1000, -2000, 8.5, 20.4) relative to them instead of (0, 0, 8.5, 20.4); place relative to bounds.origin")
  }

  @Test("A size that changes from one call to the next is nondeterministic")
  func growing() {
    let report = LayoutChecker.check(GrowingLayout(), proposals: [.zero]) { Text("a") }
    // The shared counter answers 1, 2, ... : asked twice in the first pass, then once per pass.
    let sizes = report.violations(.nondeterministicSize)
    #expect(sizes.map(\.message) == [
      "asked twice in a row with the same cache, GrowingLayout returned (1, 10), then (2, 10)",
      "in a second layout pass with the same proposal, GrowingLayout returned (3, 10) instead of (1, 10)",
    ])
  }

  @Test("A cache that remembers the first proposal's size changes later results")
  func staleCache() {
    let report = LayoutChecker.check(StaleCacheLayout()) { Color.red }
    // Cold, each proposal gets its own size (nil and infinity count as 0), which the colour
    // fills. With the cache kept from .zero, every later answer is (0, 0): wrong from 390 x 844
    // on, for the size and for the colour's frame.
    let expected = [
      ProposedViewSize(width: 390, height: 844), ProposedViewSize(width: 390, height: nil),
      ProposedViewSize(width: 100, height: 100), ProposedViewSize(width: 0, height: 500),
    ]
    #expect(report.violations.map(\.kind) == Array(repeating: .cacheDependentResult, count: 8))
    #expect(report.violations.map(\.proposal) == expected.flatMap { [$0, $0] })
    #expect(report.violations.map(\.subviewIndex) == Array(repeating: [nil, 0], count: 4).flatMap { $0 })
    #expect(report.violations.prefix(2).map(\.message) == [
      "with the cache kept from proposals (0, 0), (nil, nil), (inf, inf), StaleCacheLayout returned (0, 0) instead of (390, 844)",
      "with the cache kept from proposals (0, 0), (nil, nil), (inf, inf), subview 0 (Color.red) was placed at (0, 0, 0, 0) instead of (0, 0, 390, 844)",
    ])
  }

  @Test("A cache that moves subviews on every other placement is nondeterministic and cache-dependent")
  func alternating() {
    let report = LayoutChecker.check(AlternatingLayout()) { Text("a") }
    let repeats = report.violations(.nondeterministicPlacement)
    #expect(repeats.map(\.proposal) == standard)
    #expect(repeats.allSatisfy { $0.subviewIndex == 0 })
    #expect(repeats.first?.message
      == "in a second layout pass with the same proposal and the warm cache, subview 0 (Text(\"a\")) went from (0, 0, 8.5, 20.4) to (10, 0, 8.5, 20.4)")
    // Laid out in sequence with one cache, every second proposal is placed 10 to the right.
    #expect(report.violations(.cacheDependentResult).map(\.proposal) == [standard[1], standard[3], standard[5]])
    #expect(report.violations.count == 10)
  }

  @Test("A subview whose size depends on how often it is asked makes results depend on the cache policy")
  func policyDependence() {
    let report = LayoutChecker.check(CheckedFlowLayout(), proposals: [ProposedViewSize(width: 390, height: 844)]) {
      CallCountingLayout {}
    }
    // The flow asks its subview for its ideal size in sizeThatFits (twice) and in placeSubviews,
    // and the engine once more to place it. Under .swiftUI and .unbounded only the first ask
    // reaches the subview (10 wide); under .none all four do, and it is placed 40 wide.
    #expect(report.violations.map(\.kind) == [.policyDependentResult])
    #expect(report.violations.first?.subviewIndex == 0)
    #expect(report.violations.first?.message
      == "under the .none measurement cache policy, subview 0 (CallCountingLayout()) was placed at (0, 0, 40, 10) instead of (0, 0, 10, 10)")
  }

  @Test("Seed 001's height bug shows as a subview outside the bounds")
  func lastItemHeight() {
    let report = LayoutChecker.check(LastItemHeightFlowLayout(), proposals: [ProposedViewSize(width: 150, height: 400)]) {
      Color.red.frame(width: 50, height: 30)
      Color.green.frame(width: 60, height: 20)
      Color.blue.frame(width: 40, height: 50)
      Color.gray.frame(width: 70, height: 10)
    }
    // Rows: red, green | blue, gray at y 40; height = gray's bottom 50, blue's is 90.
    #expect(report.violations.count == 1)
    #expect(report.warnings.first?.kind == .frameOutsideBounds)
    #expect(report.warnings.first?.subviewIndex == 2)
    #expect(report.warnings.first?.message == "subview 2 (.frame(width: 40, height: 50)) was placed at (0, 40, 40, 50), outside the bounds (0, 0, 120, 50)")
  }

  @Test("Engine diagnostics from the content are reported")
  func contentDiagnostics() {
    let report = LayoutChecker.check(HStackLayout(), proposals: [.unspecified]) {
      Text("a").frame(width: -5)
    }
    #expect(report.violations.map(\.kind) == [.engineDiagnostic])
    #expect(report.violations.first?.message.hasPrefix("invalidFrameDimension: invalid frame dimension width: -5") == true)
  }

  @Test("The report prints a summary line and one line per violation")
  func description() {
    let report = LayoutChecker.check(NaNLayout(), proposals: [.zero, .unspecified]) { Text("a") }
    #expect(report.description == """
      NaNLayout: 2 errors, 0 warnings in 2 proposals
        error: invalidSize at proposal (0, 0): NaNLayout returned (nan, 10): width is NaN
        error: invalidSize at proposal (nil, nil): NaNLayout returned (nan, 10): width is NaN
      """)
    #expect(LayoutChecker.check(HStackLayout(), proposals: [.zero]) { Text("a") }.description
      == "HStackLayout: no violations in 1 proposals")
  }
}
