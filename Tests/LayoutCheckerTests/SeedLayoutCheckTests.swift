import Foundation
import LayoutChecker
import LayoutLab
import SeedTranscriptions
import Testing

/// The seed articles' layouts as written (`SeedLayoutFixtures.swift` and the seed transcriptions) fail the check exactly
/// where their bugs predict, and nowhere else. Standard proposals, in order:
/// `.zero, .unspecified, .infinity, 390 × 844, 390 × nil, 100 × 100, 0 × 500, 100 × 844, 100 × nil`.
/// The subviews are `TestSubview`s, so every size below is worked out by hand from their rules.
@Suite("Each seed article's layout fails the checker the way its bug predicts")
struct SeedLayoutCheckTests {
  private let standard = LayoutContractChecker.standardProposals

  /// Rigid boxes: the rows they make show each flow's arithmetic.
  private let boxes: [TestSubview] = [
    .fixed(width: 50, height: 30), .fixed(width: 60, height: 20), .fixed(width: 40, height: 50),
    .fixed(width: 70, height: 10),
  ]

  /// What the report says, as (rule, proposal, subview) triples, in report order.
  private func findings(_ report: LayoutCheckReport) -> [Finding] {
    report.violations.map { Finding(kind: $0.kind, proposal: $0.proposal, subview: $0.subviewIndex) }
  }

  private struct Finding: Equatable, CustomStringConvertible {
    let kind: LayoutViolation.Kind
    let proposal: ProposedViewSize
    let subview: Int?
    var description: String { "\(kind) at \(proposal) subview \(subview.map(String.init) ?? "-")" }
  }

  @Test("Seed 000's CardLayout answers a negative height when proposed no width")
  func seed000() {
    // Unspecified and infinite widths trap in the article's code (Int of 0 or inf columns):
    // not asked.
    let proposals = standard.filter { $0 != .unspecified && $0 != .infinity }
    let cards = Array(repeating: TestSubview.flexible(idealWidth: 60, idealHeight: 40), count: 4)
    let report = LayoutContractChecker.check(CardLayout(), subviews: cards, proposals: proposals)
    // Largest ideal 60 x 40 is already 1.5 : 1; widened to the 150 minimum: 150 x 100. Width 0
    // caps the card at 0 - 16 = -16 wide, -16 / 1.5 = -10.667 tall; columns
    // Int((0 + 8 - 16) / (-16 + 8)) = 1, so 4 rows: width 16 + 1 x (-8) - 8 = 0, height
    // 16 + 4 x (-10.667 + 8) - 8 = -2.667. Every other width leaves a card of at least 84.
    #expect(
      findings(report) == [
        Finding(kind: .invalidSize, proposal: .zero, subview: nil),
        Finding(kind: .invalidSize, proposal: ProposedViewSize(width: 0, height: 500), subview: nil),
      ], "\(report)")
    #expect(report.violations.first?.message == "CardLayout returned (0, -2.667): height is negative")
  }

  @Test("Seed 001's flow is as tall as its last item: taller items of the last row overflow it")
  func seed001() throws {
    let report = LayoutContractChecker.check(ArrangerFlowLayout(spacing: 10), subviews: boxes)
    // Wherever all four fit on one row (390 wide or infinite: 50 + 10 + 60 + 10 + 40 + 10 + 70
    // = 250), the height is the last box's bottom, 10: boxes 0, 1 and 2 (30, 20 and 50 tall)
    // reach below it. Narrower proposals put each box on its own row, where the last box is
    // the lowest, and the height is right.
    let overflowing = [standard[2], standard[3], standard[4]]
    #expect(
      findings(report)
        == overflowing.flatMap { proposal in
          (0..<3).map { Finding(kind: .frameOutsideBounds, proposal: proposal, subview: $0) }
        }, "\(report)")
    #expect(
      report.violations[2].message
        == "subview 2 (fixed(40 × 50)) was placed at (130, 0, 40, 50), outside the bounds (0, 0, 250, 10)")
    let tall = try #require(report.outcome(for: ProposedViewSize(width: 100, height: 100)))
    // 100 wide: rows at y 0, 40, 70 and 130 (each 10 below the lowest bottom so far).
    #expect(tall.size == CGSize(width: 70, height: 140))
  }

  @Test("Seed 002's tile grid never places the subviews its blocks have no room for")
  func seed002() throws {
    let tiles = Array(repeating: TestSubview.flexible(idealWidth: 20, idealHeight: 10), count: 5)
    let grid = Seed002HorizontalTileGrid(blocks: [.full, .block, .block, .fullCustom(width: 30)])
    let report = LayoutContractChecker.check(grid, subviews: tiles)
    // Four blocks, five subviews: subview 4 is never placed, under every proposal (the grid
    // ignores its proposal, so every one is placed).
    #expect(findings(report) == standard.map { Finding(kind: .unplacedSubview, proposal: $0, subview: 4) }, "\(report)")
    // Slot side: the largest ideal dimension, 20; a full block 40. Width 40 + 20 + 0 + 30 = 90,
    // height 40; the two blocks share a column, one above the other.
    let outcome = try #require(report.outcome(for: ProposedViewSize(width: 390, height: 844)))
    #expect(outcome.size == CGSize(width: 90, height: 40))
    #expect(
      outcome.frames == [
        CGRect(x: 0, y: 0, width: 40, height: 40), CGRect(x: 40, y: 0, width: 20, height: 20),
        CGRect(x: 40, y: 20, width: 20, height: 20), CGRect(x: 60, y: 0, width: 30, height: 40), nil,
      ])
  }

  @Test("Seed 003's basic flow shrinks when given more width and ignores the bounds' origin")
  func seed003Basic() {
    let report = LayoutContractChecker.check(Seed003BasicFlowLayout(), subviews: boxes)
    // Width: only lines ended by an overflow count. 100 wide: lines [50], [60 40], [70]: the
    // first two count, 100. 390 wide: one line, never ended: 0.
    #expect(
      findings(report).filter { $0.kind == .shrinkingSize } == [
        Finding(kind: .shrinkingSize, proposal: ProposedViewSize(width: 390, height: 844), subview: nil),
        Finding(kind: .shrinkingSize, proposal: ProposedViewSize(width: 390, height: nil), subview: nil),
      ], "\(report)")
    #expect(
      report.violations(.shrinkingSize).first?.message
        == "the proposal grew from (100, 844) to (390, 844), but Seed003BasicFlowLayout's width shrank from 100 to 0")
    // placeSubviews compares x, which starts at bounds.minX, with the width: with the bounds at
    // x = 1000 every box wraps. Unchanged only where every box wraps anyway (widths 0 and 10)
    // or none does (infinity).
    let moved = [standard[3], standard[4], standard[5], standard[7], standard[8]]
    #expect(
      findings(report).filter { $0.kind == .boundsOriginIgnored }
        == moved.flatMap { proposal in
          (0..<4).map { Finding(kind: .boundsOriginIgnored, proposal: proposal, subview: $0) }
        })
    // And 0 wide at 390 x 844, the layout has every box outside it.
    #expect(
      report.violations(.frameOutsideBounds).filter { $0.proposal == standard[3] }.map(\.subviewIndex) == [0, 1, 2, 3])
  }

  @Test("Seed 003's final flow measures with an infinite height: a colour makes it infinitely tall")
  func seed003Final() {
    let content: [TestSubview] = [.fixed(width: 50, height: 30), .flexible(), .fixed(width: 40, height: 20)]
    let report = LayoutContractChecker.check(PreviewFlowLayout(), subviews: content)
    // The flexible subview answers the proposed height, infinity, so every line with it is
    // infinitely tall: invalid under every proposal but the infinite one, where it is legal.
    #expect(
      findings(report)
        == standard.filter { $0 != .infinity }.map { Finding(kind: .invalidSize, proposal: $0, subview: nil) },
      "\(report)")
    #expect(
      report.violations.map(\.message).contains(
        "PreviewFlowLayout returned (390, inf): height is infinite but the proposed height was 844"))
    // With rigid subviews only, the same layout keeps the contract.
    #expect(LayoutContractChecker.check(PreviewFlowLayout(), subviews: boxes).isEmpty)
  }

  @Test("Seed 004's GeometryReader bug breaks no rule: the checker is silent, every element is the same size")
  func seed004() throws {
    let report = LayoutContractChecker.check(HStackLayout(), proposals: [ProposedViewSize(width: 390, height: 844)]) {
      Seed004PropagateSize(content: TestSubview.fixed(width: 30, height: 10))
      Seed004PropagateSize(content: TestSubview.fixed(width: 80, height: 10))
      Seed004PropagateSize(content: TestSubview.fixed(width: 50, height: 10))
    }
    #expect(report.isEmpty, "\(report)")
    // Readers take what the HStack offers: (390 - 2 x 8) / 3 = 124.667 each, full height.
    let outcome = try #require(report.outcomes.first)
    #expect(outcome.frames.count == 3)
    #expect(
      outcome.frames.allSatisfy { frame in
        guard let frame else { return false }
        return abs(frame.width - 124.667) < 0.001 && frame.height == 844
      })
  }
}
