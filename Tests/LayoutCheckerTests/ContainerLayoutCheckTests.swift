import Foundation
import LayoutChecker
import LayoutExamples
import LayoutLab
import Testing

/// Every example layout (`LayoutExamples`: `FlowLayout`, `CardLayout`, `HorizontalTileGrid`;
/// the other examples are views, not layouts) and every built-in container passes the checker
/// with every standard subview set (`TestSubviewSet.standard`) under the standard proposals:
/// one test each.
///
/// The stacks are asked `.infinity` too, with subviews that then take infinite sizes (the `mixed`
/// and `greedy` sets): a stack whose alignment is not leading once answered NaN there
/// (∞ − ∞ when lining up on a guide); it answers ∞ now.
@Suite("Example layouts and built-in containers pass the checker with every standard subview set")
struct ContainerLayoutCheckTests {
  /// The report for every standard set, under the standard proposals.
  private func reports<L: Layout>(_ layout: L) -> [String: LayoutCheckReport] {
    var result: [String: LayoutCheckReport] = [:]
    for set in TestSubviewSet.standard {
      result[set.name] = LayoutContractChecker().check(layout, subviewSets: [set]).first
    }
    return result
  }

  /// Expects every report to be empty.
  private func expectClean<L: Layout>(_ layout: L, sourceLocation: SourceLocation = #_sourceLocation) {
    for (name, report) in reports(layout) {
      #expect(report.isEmpty, "\(name): \(report)", sourceLocation: sourceLocation)
    }
  }

  /// Expects no errors, and warnings only for rigid subviews larger than the room they are
  /// given; the sets `empty` and `greedy` (nothing rigid) must be clean.
  private func expectOnlyOverflow<L: Layout>(_ layout: L, sourceLocation: SourceLocation = #_sourceLocation) {
    for (name, report) in reports(layout) {
      #expect(report.errors.isEmpty, "\(name): \(report)", sourceLocation: sourceLocation)
      #expect(
        report.warnings.allSatisfy { $0.kind == .frameOutsideBounds }, "\(name): \(report)",
        sourceLocation: sourceLocation)
      if name == "empty" || name == "greedy" {
        #expect(report.isEmpty, "\(name): \(report)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test(
    "HStackLayout",
    arguments: [
      HStackLayout(), HStackLayout(alignment: .top, spacing: 4),
      HStackLayout(alignment: .firstTextBaseline, spacing: 0),
    ])
  func hStack(layout: HStackLayout) { expectClean(layout) }

  @Test(
    "VStackLayout",
    arguments: [
      VStackLayout(), VStackLayout(alignment: .leading, spacing: 0), VStackLayout(alignment: .trailing, spacing: 12),
    ])
  func vStack(layout: VStackLayout) { expectClean(layout) }

  @Test(
    "ZStackLayout: only lower-priority views overflow it",
    arguments: [ZStackLayout(), ZStackLayout(alignment: .topLeading), ZStackLayout(alignment: .bottomTrailing)])
  func zStack(layout: ZStackLayout) {
    let found = reports(layout)
    for name in ["empty", "single", "greedy", "many"] { #expect(found[name]?.isEmpty == true, "\(name)") }
    // O2: the ZStack takes the size of its highest-priority subviews only: in `mixed`, the
    // greedy subview 4 (priority 1), which is its proposal (10 x 10 where unspecified). Where
    // that is smaller than another subview, that one overflows; at 390 x 844, 100 x 100 and
    // 100 x 844 everything fits.
    let mixed = found["mixed"]
    #expect(mixed?.errors.isEmpty == true)
    #expect(mixed?.warnings.allSatisfy { $0.kind == .frameOutsideBounds && $0.subviewIndex != 4 } == true)
    let roomy = [
      ProposedViewSize(width: 390, height: 844), ProposedViewSize(width: 100, height: 100),
      ProposedViewSize(width: 100, height: 844),
    ]
    #expect(mixed?.warnings.contains { roomy.contains($0.proposal) } == false)
    #expect(
      mixed?.warnings.first?.message
        == "subview 0 (fixed(40 × 30)) was placed at \(layout.alignment == .topLeading ? "(0, 0" : layout.alignment == .center ? "(-20, -15" : "(-40, -30"), 40, 30), outside the bounds (0, 0, 0, 0)"
    )
  }

  @Test("AnyLayout around each stack")
  func anyLayout() {
    expectClean(AnyLayout(HStackLayout()))
    expectClean(AnyLayout(VStackLayout(spacing: 3)))
    expectClean(AnyLayout(HStackLayout(alignment: .bottom)))
  }

  @Test(
    "FlowLayout, with every option",
    arguments: [
      FlowLayout(spacing: 8), FlowLayout(),
      FlowLayout(alignment: .center, itemAlignment: .top, spacing: 6, justified: true),
      FlowLayout(alignment: .trailing, itemAlignment: .bottom, itemSpacing: 4, lineSpacing: 12, cached: false),
    ])
  func flow(layout: FlowLayout) { expectClean(layout) }

  @Test("CardLayout: cards narrower than a rigid view let it overflow, nothing else")
  func cards() {
    // Proposed no width, cards are 0 wide (the width less the margins, at least 0); rigid
    // subviews keep their size.
    expectOnlyOverflow(CardLayout())
    expectOnlyOverflow(CardLayout(padding: 4, margin: 0, minimumWidth: 40, maximumWidth: 120, aspectRatio: 1))
  }

  @Test("HorizontalTileGrid: tiles narrower than a rigid view let it overflow, nothing else")
  func tiles() {
    // A custom-width tile narrower than a rigid subview leaves it sticking out.
    expectOnlyOverflow(HorizontalTileGrid(blocks: [.full, .half, .half, .fullCustom(width: 30)]))
    expectOnlyOverflow(HorizontalTileGrid(blocks: [.half, .full], spacing: 4))
  }
}
