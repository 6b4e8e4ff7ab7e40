import Foundation
import LayoutLab

/// Checks a `Layout` against SwiftUI's contract, for your own tests. It depends on no test
/// framework: it returns a `LayoutCheckReport`, and your test asserts that it is empty.
///
///     import LayoutChecker
///     import LayoutLab
///     import Testing
///
///     @Test func flowLayoutKeepsTheContract() {
///       let report = LayoutContractChecker.check(FlowLayout(spacing: 8)) {
///         Text("alpha")
///         Text("beta gamma")
///         Color.red.frame(width: 40, height: 40)
///       }
///       #expect(report.isEmpty, "\(report)")
///     }
///
/// Subviews can be any views, or `TestSubview`s, whose answers to proposals are chosen in
/// advance (rigid, flexible between bounds, wrapping like text, with a spacing and a
/// priority); `check(_:subviewSets:)` checks with each of `TestSubviewSet.standard`.
///
/// The layout is hosted with the content as its subviews, and asked about each proposal in
/// `proposals` (by default `standardProposals`: `.zero`, `.unspecified`, `.infinity` and
/// concrete sizes). Every violation names its rule, the proposal that broke it and, where one
/// subview is concerned, the subview's index:
///
/// - **invalid sizes**: NaN, negative, or infinite where the proposal was not infinite;
/// - **shrinking sizes** (warnings): a smaller length along an axis for a larger proposal
///   along it, the other axis proposed the same;
/// - **nondeterminism**: a different size when asked twice, or different frames when laid out
///   again with the same proposal and the warm cache;
/// - **policy dependence**: different sizes or frames under the other measurement cache
///   policies (`comparedPolicies`) than under `.swiftUI`;
/// - **cache dependence**: different sizes or frames when the layout's cache was used for
///   other proposals first, asked in the given order and in reverse order (SwiftUI keeps a
///   cache across proposals until the subviews change);
/// - **placement problems**: a `place` call outside `placeSubviews`, a placement at a
///   position that is not finite, placements that do not follow the bounds when their origin
///   moves (SwiftUI's bounds rarely start at zero), and (warnings) a subview never placed,
///   placed twice, or placed outside the size the layout reported;
/// - **engine diagnostics** raised while laying out the content.
///
/// `placeSubviews` runs only when the size is finite: SwiftUI never places a view in an
/// infinite size. Frames in the report are relative to the bounds' origin.
///
/// Limits: a layout that traps (an out-of-range index, `Int(Double.infinity)`) stops the test
/// process, as it would stop an app; restrict `proposals` to check such a layout at all. An
/// `AnyLayout`'s dynamic stack orientation is not passed on to its subviews while checking
/// (a wrapping layout sees only static `layoutProperties`), so a `Spacer` inside a checked
/// `AnyLayout` behaves as outside a stack.
///
/// SwiftUI parity: the contract is Apple's documentation of `Layout`, `LayoutSubview.place`
/// and `makeCache` (layout rules L5–L10).
public struct LayoutContractChecker {
  /// `.zero`, `.unspecified`, `.infinity`, an iPhone's 390 × 844, a 390 width with an
  /// unspecified height (a vertical `ScrollView`), 100 × 100, 0 × 500, 100 × 844 and a 100
  /// width with an unspecified height.
  ///
  /// Four pairs grow along one axis with the other the same, for the shrinking-size rule:
  /// 0 × 0 to 0 × 500 and 100 × 100 to 100 × 844 (height), 100 × 844 to 390 × 844 and
  /// 100 × nil to 390 × nil (width).
  public static let standardProposals: [ProposedViewSize] = [
    .zero, .unspecified, .infinity,
    ProposedViewSize(width: 390, height: 844),
    ProposedViewSize(width: 390, height: nil),
    ProposedViewSize(width: 100, height: 100),
    ProposedViewSize(width: 0, height: 500),
    ProposedViewSize(width: 100, height: 844),
    ProposedViewSize(width: 100, height: nil),
  ]

  /// The proposals to ask the layout about, in order.
  public var proposals: [ProposedViewSize]
  /// Measurement cache policies whose results are compared with `.swiftUI`'s.
  public var comparedPolicies: [MeasurementCachePolicy]
  /// The environment the content sees (Dynamic Type size, layout direction, ...).
  public var environment: EnvironmentValues

  public init(
    proposals: [ProposedViewSize] = LayoutContractChecker.standardProposals,
    comparedPolicies: [MeasurementCachePolicy] = [.none, .unbounded],
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    self.proposals = proposals
    self.comparedPolicies = comparedPolicies
    self.environment = environment
  }

  /// Checks `layout` with the views of `content` as its subviews.
  public func check<L: Layout, Content: View>(
    _ layout: L, @ViewBuilder content: () -> Content
  ) -> LayoutCheckReport {
    run(layout, content: AnyView(content()), contentName: nil)
  }

  /// Checks `layout` with `subviews` as its subviews.
  public func check<L: Layout, V: View>(_ layout: L, subviews: [V]) -> LayoutCheckReport {
    run(layout, content: AnyView(ForEach(0..<subviews.count) { subviews[$0] }), contentName: nil)
  }

  /// Checks `layout` once with each set's subviews: one report per set, named after it.
  ///
  ///     for report in LayoutContractChecker().check(MyLayout(), subviewSets: TestSubviewSet.standard) {
  ///       #expect(report.isEmpty, "\(report)")
  ///     }
  public func check<L: Layout>(
    _ layout: L, subviewSets: [TestSubviewSet] = TestSubviewSet.standard
  ) -> [LayoutCheckReport] {
    subviewSets.map { set in
      run(layout, content: AnyView(ForEach(0..<set.subviews.count) { set.subviews[$0] }), contentName: set.name)
    }
  }

  /// Checks `layout` with the views of `content` as its subviews, under `proposals`.
  public static func check<L: Layout, Content: View>(
    _ layout: L, proposals: [ProposedViewSize] = standardProposals, @ViewBuilder content: () -> Content
  ) -> LayoutCheckReport {
    LayoutContractChecker(proposals: proposals).check(layout, content: content)
  }

  /// Checks `layout` with `subviews` as its subviews, under `proposals`.
  public static func check<L: Layout, V: View>(
    _ layout: L, subviews: [V], proposals: [ProposedViewSize] = standardProposals
  ) -> LayoutCheckReport {
    LayoutContractChecker(proposals: proposals).check(layout, subviews: subviews)
  }

  private func run<L: Layout>(_ layout: L, content: AnyView, contentName: String?) -> LayoutCheckReport {
    var analysis = CheckAnalysis(
      layoutName: String(describing: L.self), probeName: String(describing: CheckProbe<L>.self))
    func host(_ policy: MeasurementCachePolicy) -> CheckHost<L> {
      CheckHost(layout: layout, content: content, policy: policy, environment: environment)
    }

    // Each proposal on its own: a cold pass (the reference), a warm repeat, a pass in moved
    // bounds, and a cold pass under each compared policy.
    var references: [PassRecord] = []
    for (index, proposal) in proposals.enumerated() {
      let reference = host(.swiftUI)
      let cold = reference.run(proposal, keepingCache: false)
      let warm = reference.run(proposal, keepingCache: true)
      analysis.checkSize(cold, at: index)
      analysis.checkPlacements(cold, at: index)
      analysis.checkRepeat(cold, warm, at: index)
      analysis.collectDiagnostics(warm, at: index)
      let shifted = host(.swiftUI).run(proposal, origin: LayoutRules.shiftedOrigin, keepingCache: false)
      analysis.checkTranslation(cold, shifted, at: index)
      for policy in comparedPolicies where policy != .swiftUI {
        let other = host(policy).run(proposal, keepingCache: false)
        analysis.compare(
          cold, other, at: index, as: .policyDependentResult,
          because: "under the .\(policy.rawValue) measurement cache policy")
        analysis.collectDiagnostics(other, at: index)
      }
      references.append(cold)
    }

    // Sizes must not shrink along an axis whose proposal grows.
    for (larger, reference) in references.enumerated() {
      for smaller in references { analysis.checkGrowth(smaller, reference, at: larger) }
    }

    // All proposals with one cache, as SwiftUI keeps it until the subviews change: in the
    // given order, then in reverse order.
    for order in [Array(proposals.indices), proposals.indices.reversed()] {
      let sequence = host(.swiftUI)
      for (position, index) in order.enumerated() {
        let pass = sequence.run(proposals[index], keepingCache: position > 0)
        if position > 0 {
          analysis.compareKeptCache(references[index], pass, at: index, after: order[..<position].map { proposals[$0] })
        }
        analysis.collectDiagnostics(pass, at: index)
      }
    }

    return LayoutCheckReport(
      layoutName: analysis.layoutName, violations: analysis.violations, outcomes: references.map(\.outcome),
      contentName: contentName)
  }
}

extension PassRecord {
  /// The pass as a public outcome.
  var outcome: ProposalOutcome {
    ProposalOutcome(proposal: proposal, size: size ?? .zero, wasPlaced: bounds != nil, frames: frames)
  }
}
