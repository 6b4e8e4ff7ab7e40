import LayoutLab
import Testing

/// Seed 000's CardLayout, as written, with 33 `CardView`s (a padded "Card n" title). Hand
/// computation, following the article:
/// - fitting size: the largest ideal card, "Card 10" ... "Card 33" (7 characters), made 1.5 : 1,
///   at least 150 and at most 400 wide;
/// - cards in a row: `Int((width + 8 - 16) / (card width + 8))`; rows: `ceil(33 / columns)`;
/// - size: `16 + columns x (card width + 8) - 8` by `16 + rows x (card height + 8) - 8`.
/// A vertical ScrollView proposes (screen width, nil) and is as wide as the layout, centred.
@Suite("Seed 000's CardLayout compiles unchanged and gives the article's grids")
struct CardLayoutTests {
  /// The card frames, from ScrollView › CardLayout › cards.
  private func cards(_ result: LayoutResult) -> [CGRect] {
    result.views.first?.children.first?.children.map(\.frame) ?? []
  }

  @Test("On a 390-wide iPhone the cards form 2 columns, as the article shows")
  func iPhoneTwoColumns() {
    let result = ViewHost(rootView: CardContentView()).layout(in: CGSize(width: 390, height: 844))
    // Ideal card: "Card 33" is 7 x 8.5 = 59.5 + 2 x 16 = 91.5 by 20.4 + 32 = 52.4; made 1.5 : 1
    // (91.5 / 52.4 > 1.5, so height 61), then widened to the minimum: 150 x 100.
    // Columns: Int((390 + 8 - 16) / 158) = Int(2.42) = 2; rows: ceil(33 / 2) = 17.
    // Layout: 16 + 2 x 158 - 8 = 324 by 16 + 17 x 108 - 8 = 1844; centred at x = (390 - 324) / 2 = 33.
    let layout = result.views.first?.children.first
    #expect(layout?.frame == CGRect(x: 33, y: 0, width: 324, height: 1844))
    let frames = cards(result)
    #expect(frames.count == 33)
    // Placing: x from 33 + 8 = 41, step 158; wrap when x + 150 + 8 > 357.
    #expect(frames.first == CGRect(x: 41, y: 8, width: 150, height: 100))
    #expect(frames.dropFirst().first == CGRect(x: 199, y: 8, width: 150, height: 100))
    #expect(frames.dropFirst(2).first == CGRect(x: 41, y: 116, width: 150, height: 100))
    #expect(frames.last == CGRect(x: 41, y: 8 + 16 * 108, width: 150, height: 100))
    #expect(Set(frames.map(\.minX)) == [41, 199])
    #expect(result.diagnostics.isEmpty)
  }

  @Test("On an 11-inch iPad in landscape the cards form 7 columns and 5 rows, as the article shows")
  func iPadSevenByFive() {
    let result = ViewHost(rootView: CardContentView()).layout(in: CGSize(width: 1194, height: 834))
    // Same 150 x 100 cards. Columns: Int((1194 + 8 - 16) / 158) = Int(7.51) = 7; rows: ceil(33 / 7) = 5.
    // Layout: 16 + 7 x 158 - 8 = 1114 by 16 + 5 x 108 - 8 = 548; centred at x = (1194 - 1114) / 2 = 40.
    let frames = cards(result)
    #expect(result.views.first?.children.first?.frame == CGRect(x: 40, y: 0, width: 1114, height: 548))
    #expect(Set(frames.map(\.minX)).count == 7)
    #expect(Set(frames.map(\.minY)).count == 5)
    #expect(frames.dropFirst(6).first == CGRect(x: 48 + 6 * 158, y: 8, width: 150, height: 100))
    #expect(frames.dropFirst(7).first == CGRect(x: 48, y: 116, width: 150, height: 100))
    // Card 33 is the fifth card of row 5.
    #expect(frames.last == CGRect(x: 48 + 4 * 158, y: 8 + 4 * 108, width: 150, height: 100))
  }

  @Test("At Dynamic Type AX3 the iPad grid becomes 6 x 6, the article's second screenshot")
  func iPadAX3SixBySix() {
    let result = ViewHost(rootView: CardContentView().dynamicTypeSize(.accessibility3))
      .layout(in: CGSize(width: 1194, height: 834))
    // Body at AX3 is 40 pt: "Card 33" is 7 x 20 = 140 + 32 = 172 wide, 48 + 32 = 80 tall;
    // 172 / 80 > 1.5, so the card is 172 x 114.667. Columns: Int(1186 / 180) = 6; rows: ceil(33 / 6) = 6.
    // Layout: 16 + 6 x 180 - 8 = 1088 by 16 + 6 x 122.667 - 8 = 744; centred at x = 53.
    let frames = cards(result)
    #expect(Set(frames.map(\.minX)).count == 6)
    #expect(Set(frames.map(\.minY)).count == 6)
    expectFrame(result.views.first?.children.first?.frame, CGRect(x: 53, y: 0, width: 1088, height: 744))
    expectFrame(frames.first, CGRect(x: 61, y: 8, width: 172, height: 114.667))
  }

  @Test("At Dynamic Type AX5 the iPad grid is 5 x 7, not the article's 3 x 11: its cards hold more text")
  func iPadAX5FiveBySeven() {
    let result = ViewHost(rootView: CardContentView().dynamicTypeSize(.accessibility5))
      .layout(in: CGSize(width: 1194, height: 834))
    // Body at AX5 is 53 pt: "Card 33" is 7 x 26.5 = 185.5 + 32 = 217.5 wide, 63.6 + 32 = 95.6 tall;
    // 217.5 / 95.6 > 1.5, so the card is 217.5 x 145. Columns: Int(1186 / 225.5) = Int(5.26) = 5;
    // rows: ceil(33 / 5) = 7. Layout: 16 + 5 x 225.5 - 8 = 1135.5 by 16 + 7 x 153 - 8 = 1079.
    // The article reaches 3 columns, which needs cards wider than 288.5: with this CardView that
    // would take a 73-pt body font, beyond AX5. The article's card content is not shown.
    let frames = cards(result)
    #expect(Set(frames.map(\.minX)).count == 5)
    #expect(Set(frames.map(\.minY)).count == 7)
    #expect(result.views.first?.children.first?.frame == CGRect(x: 29.25, y: 0, width: 1135.5, height: 1079))
    #expect(frames.first == CGRect(x: 37.25, y: 8, width: 217.5, height: 145))
    #expect(frames.dropFirst(4).first == CGRect(x: 37.25 + 4 * 225.5, y: 8, width: 217.5, height: 145))
    #expect(frames.dropFirst(5).first == CGRect(x: 37.25, y: 161, width: 217.5, height: 145))
  }

  @Test(
    "The cached CardLayout places every card where the uncached one does",
    arguments: [
      CGSize(width: 390, height: 844), CGSize(width: 1194, height: 834),
    ])
  func cachedMatchesUncached(screen: CGSize) {
    let plain = ViewHost(rootView: CardContentView()).layout(in: screen)
    let cached = ViewHost(rootView: CachedCardContentView()).layout(in: screen)
    #expect(cards(plain).count == 33)
    #expect(cards(cached) == cards(plain))
  }

  @Test("The cached CardLayout asks each card for its ideal size once instead of twice")
  func cachedAsksLess() {
    let screen = CGSize(width: 390, height: 844)
    let plain = ViewHost(rootView: CardContentView()).layout(in: screen)
    let cached = ViewHost(rootView: CachedCardContentView()).layout(in: screen)
    // Uncached: ideal size in sizeThatFits (a miss) and again in placeSubviews (a hit from the
    // 3-entry measurement cache), then the placement proposal 150 x 100 (a miss): 3 calls.
    // Cached: ideal size once, in makeCache, then the placement proposal: 2 calls, no hit.
    let plainCards = plain.views.first?.children.first?.children.map(\.counters) ?? []
    let cachedCards = cached.views.first?.children.first?.children.map(\.counters) ?? []
    #expect(plainCards.count == 33 && cachedCards.count == 33)
    #expect(plainCards.allSatisfy { $0.sizeThatFitsCalls == 3 && $0.cacheHits == 1 })
    #expect(cachedCards.allSatisfy { $0.sizeThatFitsCalls == 2 && $0.cacheHits == 0 })
  }
}
