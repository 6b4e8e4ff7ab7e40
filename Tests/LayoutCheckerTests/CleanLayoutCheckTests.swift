import Foundation
import LayoutChecker
import LayoutLab
import Testing

/// Content that exercises a layout: a short and a wrapping text, a fixed box and a greedy colour.
private struct SampleContent: View {
  var body: some View {
    Text("Hello")
    Text("wrapping words here")
    Color.red.frame(width: 40, height: 30)
    Color.blue
  }
}

@Suite("Layouts that keep the contract get an empty report")
struct CleanLayoutCheckTests {
  static let layouts: [any Layout] = [
    HStackLayout(), HStackLayout(alignment: .top, spacing: 4),
    VStackLayout(), VStackLayout(alignment: .leading, spacing: 0),
    ZStackLayout(), ZStackLayout(alignment: .topLeading),
    AnyLayout(HStackLayout()), AnyLayout(VStackLayout()),
    CheckedFlowLayout(),
  ]

  @Test("Built-in stacks, AnyLayout and a correct flow layout pass every standard proposal", arguments: layouts)
  func passes(layout: any Layout) {
    let report = LayoutContractChecker.check(layout) { SampleContent() }
    #expect(report.isEmpty, "\(report)")
    #expect(report.outcomes.count == LayoutContractChecker.standardProposals.count)
  }

  @Test("Stacks with Spacers pass too: an infinite size for the infinite proposal is legal and is not placed")
  func spacers() throws {
    let report = LayoutContractChecker.check(HStackLayout()) {
      Text("a")
      Spacer()
      Text("b")
    }
    #expect(report.isEmpty, "\(report)")
    // L5: proposed infinity, the Spacer and so the stack are infinitely wide; SwiftUI never
    // places a view in an infinite size, and neither does the checker.
    let maximum = try #require(report.outcome(for: .infinity))
    #expect(maximum.size.width == .infinity)
    #expect(!maximum.wasPlaced)
    #expect(maximum.frames == [nil, nil, nil])
  }

  @Test("The report keeps each proposal's size and frames, relative to the bounds' origin")
  func outcomes() throws {
    let report = LayoutContractChecker.check(
      HStackLayout(), proposals: [ProposedViewSize(width: 390, height: 844), .unspecified]
    ) {
      Color.red.frame(width: 50, height: 50)
      Color.blue.frame(width: 30, height: 30)
    }
    #expect(report.isEmpty, "\(report)")
    // Fixed boxes: the stack is 50 + 8 + 30 = 88 by 50 under any proposal; the smaller box is
    // centred vertically: y = (50 - 30) / 2 = 10.
    for proposal in [ProposedViewSize(width: 390, height: 844), .unspecified] {
      let outcome = try #require(report.outcome(for: proposal))
      #expect(outcome.size == CGSize(width: 88, height: 50))
      #expect(outcome.wasPlaced)
      #expect(
        outcome.frames == [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 58, y: 10, width: 30, height: 30)])
    }
  }

  @Test("Subviews can be given as an array")
  func subviewArray() throws {
    let report = LayoutContractChecker.check(
      CheckedFlowLayout(spacing: 10), subviews: [Text("one"), Text("two"), Text("three")],
      proposals: [ProposedViewSize(width: 80, height: 100)])
    #expect(report.isEmpty, "\(report)")
    // "one" and "two" are 25.5 wide: 25.5 + 10 + 25.5 = 61 fits 80; "three" (42.5) does not:
    // second row at 20.4 + 10 = 30.4. Size 61 x 50.8.
    let outcome = try #require(report.outcomes.first)
    #expect(outcome.size == CGSize(width: 61, height: 50.8))
    #expect(outcome.frames.map { $0?.origin } == [CGPoint(x: 0, y: 0), CGPoint(x: 35.5, y: 0), CGPoint(x: 0, y: 30.4)])
    #expect(outcome.frames.map { $0?.size.width } == [25.5, 25.5, 42.5])
  }

  @Test("Baseline-aligned HStack with a greedy colour and no proposed height: texts end up below its bounds")
  func baselineStackOverflows() {
    let report = LayoutContractChecker.check(HStackLayout(alignment: .firstTextBaseline, spacing: 4)) {
      SampleContent()
    }
    #expect(report.errors.isEmpty, "\(report)")
    // Ideal (nil, nil): texts' baseline 17, the red box's 30 and the blue colour's 10 (a view
    // without text has its height as baseline, A1): height 30 + (20.4 - 17) = 33.4.
    // Placing (S7), the stack re-proposes its children its own height, 33.4: the blue colour
    // grows to 33.4, so its baseline does, and the texts move down to 33.4 - 17 = 16.4: their
    // bottoms (36.8) pass the bounds' (33.4). With a width of 390 the long text wraps to two
    // lines (23.8 below its baseline): height 53.8; placed, the texts start at 53.8 - 17 = 36.8.
    // So SwiftUI's rule S7 makes this stack overflow its own bounds; the checker warns, for
    // every proposal with an unspecified height (100 x nil as well).
    let unspecifiedHeights = [
      .unspecified, ProposedViewSize(width: 390, height: nil), ProposedViewSize(width: 100, height: nil),
    ]
    #expect(report.warnings.map(\.kind) == Array(repeating: .frameOutsideBounds, count: 6))
    #expect(report.warnings.map(\.proposal) == unspecifiedHeights.flatMap { [$0, $0] })
    #expect(report.warnings.map(\.subviewIndex) == [0, 1, 0, 1, 0, 1])
    #expect(
      report.warnings.first?.message
        == "subview 0 (Text(\"Hello\")) was placed at (0, 16.4, 42.5, 20.4), outside the bounds (0, 0, 266, 33.4)")
  }

  @Test("A checker can compare fewer policies and use its own environment")
  func configuredChecker() {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility5
    let checker = LayoutContractChecker(
      proposals: [.unspecified], comparedPolicies: [.none], environment: environment)
    let report = checker.check(HStackLayout(spacing: 0)) { Text("ab") }
    #expect(report.isEmpty, "\(report)")
    // Body at AX5 is 53 pt: "ab" is 2 x 26.5 = 53 wide, 1.2 x 53 = 63.6 tall.
    #expect(report.outcomes.first?.size.width == 53)
    #expect(abs((report.outcomes.first?.size.height ?? 0) - 63.6) < 0.001)
  }
}
