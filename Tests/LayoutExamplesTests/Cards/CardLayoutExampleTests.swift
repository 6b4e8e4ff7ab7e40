import Foundation
import LayoutChecker
import LayoutExamples
import LayoutLab
import Testing

/// A flexible subview with the given ideal size: it takes whatever it is proposed, so its
/// frame is the card size `CardLayout` proposes.
private func idealBox(_ width: CGFloat, _ height: CGFloat) -> some View {
  Color.yellow.frame(idealWidth: width, idealHeight: height)
}

/// Whether `frames` are `expected`, one for one, within 0.001.
private func framesMatch(_ frames: [CGRect?], _ expected: [CGRect]) -> Bool {
  frames.count == expected.count
    && zip(frames, expected).allSatisfy { frame, rect in
      guard let frame else { return false }
      return abs(frame.minX - rect.minX) < 0.001 && abs(frame.minY - rect.minY) < 0.001
        && abs(frame.width - rect.width) < 0.001 && abs(frame.height - rect.height) < 0.001
    }
}

/// Whether `size` is `expected` within 0.001.
private func sizeMatches(_ size: CGSize?, _ expected: CGSize) -> Bool {
  guard let size else { return false }
  return abs(size.width - expected.width) < 0.001 && abs(size.height - expected.height) < 0.001
}

/// `CardLayout` on its own, asked through `LayoutChecker` (which also checks the contract:
/// every report must be empty). Frames are relative to the bounds' origin. Hand computation,
/// from the type's notes, with the default metrics (padding p = 8, margin m = 8, cards 150 to
/// 400 wide at 1.5 : 1):
/// - card: the largest ideal width W and height H; width max(W, 1.5 H), clamped to 150...400,
///   height width ÷ 1.5; then at most (proposed width − 2m) wide;
/// - columns: ⌊(proposed width + p − 2m) ÷ (card width + p)⌋, between 1 and the card count;
/// - size: 2m + columns × (card width + p) − p by 2m + rows × (card height + p) − p.
@Suite("CardLayout: equal cards, as many columns as fit, never fewer than one")
struct CardLayoutExampleTests {
  @Test("C1 Cards take the largest ideal width and height, widened to 1.5 : 1; an exact fit fits")
  func largestContentAndExactFit() throws {
    let exact = ProposedViewSize(width: 1000, height: nil)
    let short = ProposedViewSize(width: 999, height: nil)
    let report = LayoutContractChecker.check(CardLayout(), proposals: [exact, short]) {
      idealBox(200, 50)
      idealBox(100, 160)
      idealBox(10, 10)
      idealBox(10, 10)
      idealBox(10, 10)
    }
    #expect(report.isEmpty, "\(report)")
    // Largest: 200 x 160; max(200, 1.5 x 160 = 240) = 240 wide, 160 tall (within 150...400).
    // Width 1000: (1000 + 8 - 16) / 248 = 992 / 248 = 4 exactly: 4 columns, 2 rows;
    // 16 + 4 x 248 - 8 = 1000 by 16 + 2 x 168 - 8 = 344.
    let four = try #require(report.outcome(for: exact))
    #expect(four.size == CGSize(width: 1000, height: 344))
    #expect(
      framesMatch(
        four.frames,
        [
          CGRect(x: 8, y: 8, width: 240, height: 160), CGRect(x: 256, y: 8, width: 240, height: 160),
          CGRect(x: 504, y: 8, width: 240, height: 160), CGRect(x: 752, y: 8, width: 240, height: 160),
          CGRect(x: 8, y: 176, width: 240, height: 160),
        ]))
    // Width 999: 991 / 248 = 3.996: 3 columns, 2 rows; 16 + 3 x 248 - 8 = 752 by 344.
    let three = try #require(report.outcome(for: short))
    #expect(three.size == CGSize(width: 752, height: 344))
    #expect(
      framesMatch(
        three.frames.suffix(2).map { $0 },
        [
          CGRect(x: 8, y: 176, width: 240, height: 160), CGRect(x: 256, y: 176, width: 240, height: 160),
        ]))
  }

  @Test("C2 Content wider than 1.5 : 1 makes the card taller instead")
  func wideContent() throws {
    let proposal = ProposedViewSize(width: 390, height: nil)
    let report = LayoutContractChecker.check(CardLayout(), proposals: [proposal]) {
      idealBox(330, 100)
      idealBox(330, 100)
      idealBox(330, 100)
    }
    #expect(report.isEmpty, "\(report)")
    // max(330, 150) = 330 wide, 330 / 1.5 = 220 tall. Columns: 382 / 338 = 1.13 -> 1; rows 3.
    // 16 + 338 - 8 = 346 by 16 + 3 x 228 - 8 = 692.
    let outcome = try #require(report.outcome(for: proposal))
    #expect(outcome.size == CGSize(width: 346, height: 692))
    #expect(
      framesMatch(
        outcome.frames,
        [
          CGRect(x: 8, y: 8, width: 330, height: 220), CGRect(x: 8, y: 236, width: 330, height: 220),
          CGRect(x: 8, y: 464, width: 330, height: 220),
        ]))
  }

  @Test("C3 Small content is widened to the 150 minimum, and the height follows")
  func minimumWidth() throws {
    let proposal = ProposedViewSize(width: 390, height: nil)
    let report = LayoutContractChecker.check(CardLayout(), proposals: [proposal]) {
      idealBox(30, 20)
      idealBox(30, 20)
      idealBox(30, 20)
    }
    #expect(report.isEmpty, "\(report)")
    // max(30, 1.5 x 20) = 30 -> 150 x 100. Columns: 382 / 158 = 2.42 -> 2; rows 2.
    // 16 + 2 x 158 - 8 = 324 by 16 + 2 x 108 - 8 = 224.
    let outcome = try #require(report.outcome(for: proposal))
    #expect(outcome.size == CGSize(width: 324, height: 224))
    #expect(
      framesMatch(
        outcome.frames,
        [
          CGRect(x: 8, y: 8, width: 150, height: 100), CGRect(x: 166, y: 8, width: 150, height: 100),
          CGRect(x: 8, y: 116, width: 150, height: 100),
        ]))
  }

  @Test("C4 Large content is narrowed to the 400 maximum, and the height follows")
  func maximumWidth() throws {
    let proposal = ProposedViewSize(width: 1194, height: nil)
    let report = LayoutContractChecker.check(CardLayout(), proposals: [proposal]) {
      idealBox(900, 100)
      idealBox(10, 10)
    }
    #expect(report.isEmpty, "\(report)")
    // max(900, 150) = 900 -> 400 x 266.667. Columns: 1186 / 408 = 2.9 -> 2; rows 1.
    // 16 + 2 x 408 - 8 = 824 by 16 + 266.667 = 282.667.
    let outcome = try #require(report.outcome(for: proposal))
    #expect(sizeMatches(outcome.size, CGSize(width: 824, height: 282.667)))
    #expect(
      framesMatch(
        outcome.frames,
        [
          CGRect(x: 8, y: 8, width: 400, height: 266.667), CGRect(x: 416, y: 8, width: 400, height: 266.667),
        ]))
  }

  @Test("C5 A container narrower than one card shrinks the cards to its width minus the margins")
  func narrowerThanACard() throws {
    let proposal = ProposedViewSize(width: 300, height: nil)
    let report = LayoutContractChecker.check(CardLayout(), proposals: [proposal]) {
      idealBox(900, 100)
      idealBox(10, 10)
    }
    #expect(report.isEmpty, "\(report)")
    // 400 x 266.667 from the content; 300 - 16 = 284 < 400: 284 x 189.333. Columns:
    // (300 + 8 - 16) / 292 = 1; rows 2. 300 by 16 + 2 x 197.333 - 8 = 402.667.
    let outcome = try #require(report.outcome(for: proposal))
    #expect(sizeMatches(outcome.size, CGSize(width: 300, height: 402.667)))
    #expect(
      framesMatch(
        outcome.frames,
        [
          CGRect(x: 8, y: 8, width: 284, height: 189.333), CGRect(x: 8, y: 205.333, width: 284, height: 189.333),
        ]))
  }

  @Test("C6 A container no wider than the margins gets one column of 0 x 0 cards (the seed divides by zero)")
  func narrowerThanTheMargins() throws {
    let tiny = ProposedViewSize(width: 10, height: nil)
    let report = LayoutContractChecker.check(CardLayout(), proposals: [.zero, tiny]) {
      idealBox(30, 20)
      idealBox(30, 20)
      idealBox(30, 20)
    }
    #expect(report.isEmpty, "\(report)")
    // Width 0 or 10: max(0, width - 16) = 0, so 0 x 0 cards; (width + 8 - 16) / 8 < 1: one
    // column (the seed's Int(0 + ...) = 0 columns and ceil(3 / 0) trap here). Rows 3:
    // 16 + 0 - 0 = 16 by 16 + 3 x (0 + 8) - 8 = 32; cards 8 apart down the middle.
    for proposal in [ProposedViewSize.zero, tiny] {
      let outcome = try #require(report.outcome(for: proposal))
      #expect(outcome.size == CGSize(width: 16, height: 32))
      #expect(
        framesMatch(
          outcome.frames,
          [
            CGRect(x: 8, y: 8, width: 0, height: 0), CGRect(x: 8, y: 16, width: 0, height: 0),
            CGRect(x: 8, y: 24, width: 0, height: 0),
          ]))
    }
  }

  @Test("C7 An unspecified or infinite width puts every card in one row, of finite size")
  func unlimitedWidthIsOneRow() throws {
    let report = LayoutContractChecker.check(CardLayout(), proposals: [.unspecified, .infinity]) {
      idealBox(30, 20)
      idealBox(30, 20)
      idealBox(30, 20)
    }
    #expect(report.isEmpty, "\(report)")
    // 150 x 100 cards, 3 columns (all of them), 1 row: 16 + 3 x 158 - 8 = 482 by 116.
    for proposal in [ProposedViewSize.unspecified, .infinity] {
      let outcome = try #require(report.outcome(for: proposal))
      #expect(outcome.size == CGSize(width: 482, height: 116))
      #expect(outcome.wasPlaced)
      #expect(
        framesMatch(
          outcome.frames,
          [
            CGRect(x: 8, y: 8, width: 150, height: 100), CGRect(x: 166, y: 8, width: 150, height: 100),
            CGRect(x: 324, y: 8, width: 150, height: 100),
          ]))
    }
  }

  @Test("C8 Fewer cards than fit make a narrower grid: columns never exceed the card count")
  func fewCardsOnAWideScreen() throws {
    let proposal = ProposedViewSize(width: 1194, height: nil)
    let report = LayoutContractChecker.check(CardLayout(), proposals: [proposal]) {
      idealBox(30, 20)
      idealBox(30, 20)
    }
    #expect(report.isEmpty, "\(report)")
    // 7 would fit (1186 / 158 = 7.5) but there are 2 cards: 16 + 2 x 158 - 8 = 324 by 116.
    #expect(report.outcome(for: proposal)?.size == CGSize(width: 324, height: 116))
  }

  @Test("C9 No subviews: zero size for every proposal, and nothing to report")
  func noSubviews() {
    let report = LayoutContractChecker.check(CardLayout(), subviews: [Color]())
    #expect(report.isEmpty, "\(report)")
    #expect(report.outcomes.count == LayoutContractChecker.standardProposals.count)
    #expect(report.outcomes.allSatisfy { $0.size == .zero })
  }

  @Test("C10 Padding, margin, width limits and aspect ratio are configurable")
  func customMetrics() throws {
    let layout = CardLayout(padding: 0, margin: 20, minimumWidth: 100, maximumWidth: 200, aspectRatio: 1)
    let proposal = ProposedViewSize(width: 350, height: nil)
    let report = LayoutContractChecker.check(layout, proposals: [proposal]) {
      idealBox(50, 80)
      idealBox(10, 10)
      idealBox(10, 10)
      idealBox(10, 10)
    }
    #expect(report.isEmpty, "\(report)")
    // max(50, 1 x 80) = 80 -> minimum 100: 100 x 100. Columns: (350 + 0 - 40) / 100 = 3.1 -> 3;
    // rows 2. 40 + 3 x 100 = 340 by 40 + 2 x 100 = 240.
    let outcome = try #require(report.outcome(for: proposal))
    #expect(outcome.size == CGSize(width: 340, height: 240))
    #expect(
      framesMatch(
        outcome.frames,
        [
          CGRect(x: 20, y: 20, width: 100, height: 100), CGRect(x: 120, y: 20, width: 100, height: 100),
          CGRect(x: 220, y: 20, width: 100, height: 100), CGRect(x: 20, y: 120, width: 100, height: 100),
        ]))
  }

  @Test("C11 Bad metrics are read as documented and never trap")
  func badMetrics() throws {
    // padding NaN -> 0, margin -8 -> 0, minimum -10 -> 0, maximum NaN -> none, ratio -2 -> 1.5.
    let broken = CardLayout(padding: .nan, margin: -8, minimumWidth: -10, maximumWidth: .nan, aspectRatio: -2)
    let proposal = ProposedViewSize(width: 100, height: nil)
    let report = LayoutContractChecker.check(broken, proposals: LayoutContractChecker.standardProposals + [proposal]) {
      idealBox(30, 20)
      idealBox(30, 20)
      idealBox(30, 20)
      idealBox(30, 20)
    }
    #expect(report.isEmpty, "\(report)")
    // max(30, 1.5 x 20) = 30 x 20. Columns: 100 / 30 = 3.33 -> 3; rows 2: 90 by 40.
    let outcome = try #require(report.outcome(for: proposal))
    #expect(outcome.size == CGSize(width: 90, height: 40))
    #expect(
      framesMatch(
        outcome.frames,
        [
          CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 30, y: 0, width: 30, height: 20),
          CGRect(x: 60, y: 0, width: 30, height: 20), CGRect(x: 0, y: 20, width: 30, height: 20),
        ]))
    // A maximum below the minimum is the minimum: 150 ... 150, so 150 x 100 cards; at width
    // 390, 2 columns and 2 rows: 324 by 224.
    let inverted = LayoutContractChecker.check(
      CardLayout(minimumWidth: 150, maximumWidth: 100),
      proposals: [
        ProposedViewSize(width: 390, height: nil)
      ]
    ) {
      idealBox(300, 20)
      idealBox(30, 20)
      idealBox(30, 20)
    }
    #expect(inverted.isEmpty, "\(inverted)")
    #expect(inverted.outcomes.first?.size == CGSize(width: 324, height: 224))
  }

  @Test("C12 LayoutChecker finds nothing wrong with shapes and flexible frames as cards")
  func contract() {
    let report = LayoutContractChecker.check(CardLayout()) {
      Color.red
      idealBox(300, 40)
      Color.blue.frame(maxWidth: .infinity, maxHeight: 50)
    }
    #expect(report.isEmpty, "\(report)")
  }

  @Test("C13 With text cards the only findings are texts overflowing the 0 x 0 cards of a 0-wide container")
  func contractWithText() {
    let report = LayoutContractChecker.check(CardLayout()) {
      Text("1")
      Text("a caption that wraps when the card is narrow")
      Color.red
    }
    // Proposed width 0 (the .zero and 0 x 500 proposals): the cards are 0 x 0 (C6), and a
    // text proposed 0 x 0 is still one character wide (8.5 x 20.4, LayoutLab's text model),
    // so each text sticks out of the 16-wide grid: a warning, by design (the card is never
    // wider than the container minus the margins). Nothing else, at any proposal.
    #expect(report.errors.isEmpty, "\(report)")
    #expect(report.warnings.count == 4, "\(report)")
    #expect(report.warnings.allSatisfy { $0.kind == .frameOutsideBounds })
    let zeroWidth = Set([ProposedViewSize.zero, ProposedViewSize(width: 0, height: 500)])
    #expect(Set(report.warnings.map(\.proposal)) == zeroWidth)
    #expect(Set(report.warnings.compactMap(\.subviewIndex)) == [0, 1])
  }

  @Test("C14 10,000 cards make 7 columns of 1,429 rows on an iPad, last card where computed")
  func tenThousandCards() throws {
    let grid = ScrollView {
      CardLayout {
        ForEach(0..<10_000) { _ in Color.yellow }
      }
    }
    let result = ViewHost(rootView: grid).layout(in: CGSize(width: 1194, height: 834))
    // Colors' ideal size is 10 x 10 -> 150 x 100 cards; 1186 / 158 = 7.5 -> 7 columns;
    // rows ceil(10000 / 7) = 1429. 16 + 7 x 158 - 8 = 1114 by 16 + 1429 x 108 - 8 = 154340,
    // centred: x = (1194 - 1114) / 2 = 40. Card 9999 is row 1428, column 9999 - 7 x 1428 = 3:
    // x = 40 + 8 + 3 x 158 = 522, y = 8 + 1428 x 108 = 154232.
    let layout = try #require(result.views.first?.children.first)
    #expect(layout.frame == CGRect(x: 40, y: 0, width: 1114, height: 154_340))
    #expect(layout.children.count == 10_000)
    #expect(layout.children.last?.frame == CGRect(x: 522, y: 154_232, width: 150, height: 100))
    #expect(result.diagnostics.isEmpty)
  }
}
