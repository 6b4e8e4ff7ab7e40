// The listings of CardLayoutSeed.md (LayoutExamples), run: seed 000's card layout, its bugs,
// and the finished CardLayout.
import Foundation
import LayoutChecker
import LayoutExamples
import LayoutLab
import LayoutTestSupport
import Testing

/// Seed 000's card layout, restated: every card as large as the largest ideal size (grown to
/// 1.5 : 1, 150 to 400 wide), never wider than the proposed width less the margins; as many
/// columns as the integer division gives; rows wrapped at the bounds' right edge.
struct SeedCardLayout: Layout {
  let padding: CGFloat = 8
  let margin: CGFloat = 8

  func cardSize(_ subviews: Subviews, width: CGFloat?) -> CGSize {
    let ideal = subviews.map { $0.sizeThatFits(.unspecified) }
    var card = CGSize(width: ideal.map(\.width).max() ?? 0, height: ideal.map(\.height).max() ?? 0)
    card.width = max(card.width, card.height * 1.5)
    card.width = min(max(card.width, 150), 400)
    if let width, card.width > width - 2 * margin { card.width = width - 2 * margin }
    return CGSize(width: card.width, height: card.width / 1.5)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard !subviews.isEmpty else { return .zero }
    let card = cardSize(subviews, width: proposal.width)
    let width = proposal.replacingUnspecifiedDimensions().width  // 10 when unspecified
    let columns = Int((width + padding - 2 * margin) / (card.width + padding))
    let rows = Int(ceil(Double(subviews.count) / Double(columns)))  // traps when columns is 0
    return CGSize(
      width: 2 * margin + CGFloat(columns) * (card.width + padding) - padding,
      height: 2 * margin + CGFloat(rows) * (card.height + padding) - padding)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let card = cardSize(subviews, width: bounds.width)
    var origin = CGPoint(x: bounds.minX + margin, y: bounds.minY + margin)
    for subview in subviews {
      subview.place(at: origin, proposal: ProposedViewSize(card))
      origin.x += card.width + padding
      if origin.x + card.width + margin > bounds.maxX {
        origin = CGPoint(x: bounds.minX + margin, y: origin.y + card.height + padding)
      }
    }
  }
}

/// The checker's reports on the seed's layout and on `CardLayout`, as the article pastes them.
enum CardReports {
  /// The seed's layout with four cards, under the standard proposals it survives.
  static func seed() -> LayoutCheckReport {
    let survivable = LayoutContractChecker.standardProposals.filter { $0 != .unspecified && $0 != .infinity }
    let report = LayoutContractChecker.check(SeedCardLayout(), proposals: survivable) {
      ForEach(1...4, id: \.self) { NumberedCard(number: $0) }
    }
    return report
  }

  /// `CardLayout` with the same four cards, under every standard proposal.
  static func finished() -> LayoutCheckReport {
    let report = LayoutContractChecker.check(CardLayout()) {
      ForEach(1...4, id: \.self) { NumberedCard(number: $0) }
    }
    return report
  }
}

/// `CardGrid`, as the article lists it.
private func cardGrid() -> some View {
  ScrollView {
    CardLayout {
      ForEach(0..<35) { index in
        NumberedCard(number: index + 1)
      }
    }
  }
}

@Suite("Seed 000: cards that size themselves")
struct SeedCardListings {
  @Test("The seed's column count is 0 for an unspecified width: 10 + 8 − 16 < 158")
  func zeroColumns() {
    let unspecifiedWidth = ProposedViewSize.unspecified.replacingUnspecifiedDimensions().width  // 10
    let columns = Int((unspecifiedWidth + 8 - 2 * 8) / (150 + 8))  // 0
    // LV1: nil becomes 10. ⌊2 / 158⌋ = 0, and ⌈4 / 0⌉ = ∞, which Int(_:) cannot hold: a trap.
    #expect(unspecifiedWidth == 10)
    #expect(columns == 0)
    #expect((Double(4) / Double(columns)).isInfinite)
  }

  @Test("The checker finds the seed's negative heights; CardLayout has no errors")
  func reports() {
    let seed = CardReports.seed()
    // At width 0 a card is 0 − 16 = −16 wide and −10.667 tall: one column (−8 ÷ −8), four rows,
    // 16 + 4 × (−10.667 + 8) − 8 = −2.667.
    #expect(seed.violations(.invalidSize).count == 2)
    #expect(seed.errors.count == 2)
    let finished = CardReports.finished()
    #expect(finished.errors.isEmpty, "\(finished)")
    // Its warnings are cards whose text cannot get as small as a card squeezed into a 0- or
    // 100-point container.
    #expect(finished.warnings.allSatisfy { $0.kind == .frameOutsideBounds })
  }

  @Test("Three cards: the seed reports seven columns' width, CardLayout three")
  func fullRowWidth() {
    let seedGrid = ViewHost(rootView: SeedCardLayout { ForEach(1...3, id: \.self) { NumberedCard(number: $0) } })
      .layout(in: CGSize(width: 1194, height: 834)).rootSize.width  // 1114: seven columns for three cards
    let grid = ViewHost(rootView: CardLayout { ForEach(1...3, id: \.self) { NumberedCard(number: $0) } })
      .layout(in: CGSize(width: 1194, height: 834)).rootSize.width  // 482: three columns
    // ⌊(1194 + 8 − 16) / 158⌋ = 7 columns; 16 + 7 × 158 − 8 = 1114 and 16 + 3 × 158 − 8 = 482.
    #expect(abs(seedGrid - 1114) < 0.001)
    #expect(abs(grid - 482) < 0.001)
  }

  @Test("cards-iphone: 150 × 100 cards in two columns, the grid 324 wide centred in 390")
  func iPhoneGrid() {
    let result = ViewHost(rootView: CardGrid()).layout(in: CGSize(width: 390, height: 844))
    // NumberedCard's ideal size is 104 × 95.2 (its type's notes): grown to 1.5 : 1 gives
    // 142.8 × 95.2, raised to the 150 minimum: 150 × 100. ⌊(390 + 8 − 16) / 158⌋ = 2 columns;
    // 16 + 2 × 158 − 8 = 324 wide, centred: (390 − 324) / 2 = 33; the first card at 33 + 8.
    let grid = result.views.first?.children.first
    expectFrame(grid?.frame, CGRect(x: 33, y: 0, width: 324, height: 16 + 18 * 108 - 8))
    expectFrame(grid?.children.first?.frame, CGRect(x: 41, y: 8, width: 150, height: 100))
    expectFrame(grid?.children[1].frame, CGRect(x: 199, y: 8, width: 150, height: 100))
    expectScenario("cards-iphone", laysOutAs: cardGrid())
    expectScenario("cards-ipad", laysOutAs: cardGrid())
  }

  @Test("The checker reports the seed's layout without trapping, and CardLayout under every proposal")
  func checkerListings() {
    let survivable = LayoutContractChecker.standardProposals.filter { $0 != .unspecified && $0 != .infinity }
    let report = LayoutContractChecker.check(SeedCardLayout(), proposals: survivable) {
      ForEach(1...4, id: \.self) { NumberedCard(number: $0) }
    }
    #expect(report.description == CardReports.seed().description)
    // The nine standard proposals without the two that trap the seed (nil and infinite widths).
    #expect(report.outcomes.count == 7)
  }
}
