import Foundation
import LayoutExamples
import LayoutLab
import Testing

/// Seed 000's account, reproduced with `CardGrid`: 35 `NumberedCard`s (a number in
/// `.largeTitle` over "Dynamic Type" in `.caption`, padded 16, 8 between the lines) in a
/// `CardLayout` in a vertical `ScrollView`.
///
/// Hand computation. Text model: advance = point size ÷ 2 per character, line = 1.2 × point
/// size; point sizes from DT3 (largeTitle L, caption C). The widest card content is the
/// caption, 12 × C ÷ 2 = 6C (a two-digit number is only L wide); so a card asks for
/// 6C + 32 by 1.2L + 8 + 1.2C + 32, made 1.5 : 1 and at least 150 wide. A vertical ScrollView
/// proposes (screen width, nil) (SV1); columns: ⌊(screen width + 8 − 16) ÷ (card width + 8)⌋.
///
/// | size | L | C | ideal | card | columns on 1194: ⌊1186 ÷ (w + 8)⌋ |
/// |---|---|---|---|---|---|
/// | xSmall…medium | 31–33 | 11 | 98 × 90.4 … 92.8 | 150 × 100 | 7 (7.51) |
/// | large | 34 | 12 | 104 × 95.2 | 150 × 100 | 7 |
/// | xLarge | 36 | 14 | 116 × 100 | 150 × 100 | 7 |
/// | xxLarge | 38 | 16 | 128 × 104.8 | 157.2 × 104.8 | 7 (7.18) |
/// | xxxLarge | 40 | 18 | 140 × 109.6 | 164.4 × 109.6 | 6 (6.88) |
/// | AX1 | 44 | 22 | 164 × 119.2 | 178.8 × 119.2 | 6 (6.35) |
/// | AX2 | 48 | 26 | 188 × 128.8 | 193.2 × 128.8 | 5 (5.89) |
/// | AX3 | 52 | 32 | 224 × 140.8 | 224 × 149.333 | 5 (5.11) |
/// | AX4 | 56 | 37 | 254 × 151.6 | 254 × 169.333 | 4 (4.53) |
/// | AX5 | 60 | 43 | 290 × 163.6 | 290 × 193.333 | 3 (3.98) |
@Suite("CardGrid reproduces seed 000's grids: 7 x 5 on an iPad, 3 columns at AX5, 2 on an iPhone")
struct CardGridScenarioTests {
  /// The card frames: ScrollView › CardLayout › cards.
  private func cards(_ result: LayoutResult) -> [CGRect] {
    result.views.first?.children.first?.children.map(\.frame) ?? []
  }

  /// The grid's frame: ScrollView › CardLayout.
  private func grid(_ result: LayoutResult) -> CGRect? {
    result.views.first?.children.first?.frame
  }

  private func layout(_ size: DynamicTypeSize, width: CGFloat = 1194, height: CGFloat = 834) -> LayoutResult {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = size
    return ViewHost(rootView: CardGrid(), environment: environment).layout(in: CGSize(width: width, height: height))
  }

  /// Whether `a` is `b` within 0.001.
  private func close(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001
      && abs(a.height - b.height) < 0.001
  }

  @Test("G1 On an 11-inch iPad in landscape at the default text size, 35 cards make 7 columns and 5 rows")
  func iPadDefault() throws {
    let result = layout(.large)
    // Table: 150 x 100 cards, 7 columns, ceil(35 / 7) = 5 rows. The grid: 16 + 7 x 158 - 8 =
    // 1114 by 16 + 5 x 108 - 8 = 548, centred in the 1194-wide scroll view: x = 40.
    let frames = cards(result)
    #expect(frames.count == 35)
    #expect(grid(result) == CGRect(x: 40, y: 0, width: 1114, height: 548))
    #expect(Set(frames.map(\.minX)).count == 7)
    #expect(Set(frames.map(\.minY)).count == 5)
    #expect(frames.first == CGRect(x: 48, y: 8, width: 150, height: 100))
    #expect(frames.dropFirst(7).first == CGRect(x: 48, y: 116, width: 150, height: 100))
    // Card 35 ends row 5: x = 48 + 6 x 158 = 996, y = 8 + 4 x 108 = 440.
    #expect(frames.last == CGRect(x: 996, y: 440, width: 150, height: 100))
    #expect(result.diagnostics.isEmpty)
  }

  @Test(
    "G2 The iPad's columns at every Dynamic Type size, from the table",
    arguments: zip(
      DynamicTypeSize.allCases, [7, 7, 7, 7, 7, 7, 6, 6, 5, 5, 4, 3]))
  func columnsPerSize(size: DynamicTypeSize, columns: Int) {
    let frames = cards(layout(size))
    #expect(frames.count == 35)
    #expect(Set(frames.map(\.minX)).count == columns)
    // Rows: ceil(35 / columns).
    #expect(Set(frames.map(\.minY)).count == (35 + columns - 1) / columns)
  }

  @Test("G3 Columns never increase as the text grows, from 7 at the smallest size to 3 at the largest")
  func fewerColumnsAsTextGrows() {
    let columns = DynamicTypeSize.allCases.map { Set(cards(layout($0)).map(\.minX)).count }
    #expect(columns.first == 7)
    #expect(columns.last == 3)
    #expect(zip(columns, columns.dropFirst()).allSatisfy { $0 >= $1 })
  }

  @Test("G4 At xxxLarge the iPad shows the seed's second screenshot: 6 x 6")
  func iPadSixBySix() {
    let result = layout(.xxxLarge)
    // Table: 164.4 x 109.6 cards, 6 columns, 6 rows. Grid: 16 + 6 x 172.4 - 8 = 1042.4 by
    // 16 + 6 x 117.6 - 8 = 713.6, centred: x = (1194 - 1042.4) / 2 = 75.8.
    let frames = cards(result)
    #expect(Set(frames.map(\.minX)).count == 6)
    #expect(Set(frames.map(\.minY)).count == 6)
    #expect(close(grid(result), CGRect(x: 75.8, y: 0, width: 1042.4, height: 713.6)))
    #expect(close(frames.first, CGRect(x: 83.8, y: 8, width: 164.4, height: 109.6)))
  }

  @Test("G5 At the largest accessibility size (AX5) the iPad shows 3 columns, 12 rows for 35 cards")
  func iPadAX5() {
    let result = layout(.accessibility5)
    // Table: 290 x 193.333 cards; 1186 / 298 = 3.98: 3 columns, ceil(35 / 3) = 12 rows (the
    // seed counts 11 rows of 3 for its 33 cards). Grid: 16 + 3 x 298 - 8 = 902 by
    // 16 + 12 x 201.333 - 8 = 2424, centred: x = (1194 - 902) / 2 = 146.
    let frames = cards(result)
    #expect(Set(frames.map(\.minX)).count == 3)
    #expect(Set(frames.map(\.minY)).count == 12)
    #expect(close(grid(result), CGRect(x: 146, y: 0, width: 902, height: 2424)))
    #expect(close(frames.first, CGRect(x: 154, y: 8, width: 290, height: 193.333)))
    // Card 35 is the second of row 12: x = 154 + 298 = 452, y = 8 + 11 x 201.333 = 2222.667.
    #expect(close(frames.last, CGRect(x: 452, y: 2222.667, width: 290, height: 193.333)))
  }

  @Test("G6 On an iPhone in portrait (390 wide) the cards form 2 columns")
  func iPhoneTwoColumns() {
    let result = layout(.large, width: 390, height: 844)
    // 150 x 100 cards; (390 + 8 - 16) / 158 = 2.42: 2 columns, ceil(35 / 2) = 18 rows.
    // Grid: 16 + 2 x 158 - 8 = 324 by 16 + 18 x 108 - 8 = 1952, centred: x = (390 - 324) / 2 = 33.
    let frames = cards(result)
    #expect(grid(result) == CGRect(x: 33, y: 0, width: 324, height: 1952))
    #expect(Set(frames.map(\.minX)) == [41, 199])
    #expect(Set(frames.map(\.minY)).count == 18)
    #expect(frames.last == CGRect(x: 41, y: 8 + 17 * 108, width: 150, height: 100))
  }

  @Test("G7 A card centres its number over its caption, as the text model measures them")
  func cardContent() throws {
    let result = layout(.large)
    // Card 1 is (48, 8, 150, 100). Its flexible frame takes it all; inside, the padded VStack
    // is 104 x 95.2 (the table), centred: (48 + 23, 8 + 2.4); the VStack 16 further in:
    // (87, 26.4, 72, 63.2). "1" in largeTitle is 17 x 40.8, centred: x = 87 + (72 - 17) / 2 =
    // 114.5; the caption 72 x 14.4 sits 40.8 + 8 lower: y = 75.2.
    let card = try #require(result.views.first?.children.first?.children.first)
    let frame = try #require(card.children.first)  // .background › .frame
    #expect(frame.frame == CGRect(x: 48, y: 8, width: 150, height: 100))
    let padding = try #require(frame.children.first)
    #expect(close(padding.frame, CGRect(x: 71, y: 10.4, width: 104, height: 95.2)))
    let stack = try #require(padding.children.first)
    #expect(close(stack.frame, CGRect(x: 87, y: 26.4, width: 72, height: 63.2)))
    #expect(close(stack.children.first?.frame, CGRect(x: 114.5, y: 26.4, width: 17, height: 40.8)))
    #expect(close(stack.children.last?.frame, CGRect(x: 87, y: 75.2, width: 72, height: 14.4)))
  }

  @Test("G8 The fitting size is measured once, in makeCache: each card is asked twice, never three times")
  func cacheMeasuresOnce() {
    let result = layout(.large)
    // Each card is asked for its ideal size once (makeCache) and for the 150 x 100 card size
    // once (placement); the seed's uncached layout asks for the ideal size again in
    // placeSubviews (3 calls, see the LayoutLabTests fixture).
    let counters = result.views.first?.children.first?.children.map(\.counters) ?? []
    #expect(counters.count == 35)
    #expect(counters.allSatisfy { $0.sizeThatFitsCalls == 2 && $0.cacheHits == 0 })
  }

  @Test("G9 Changing the Dynamic Type size of a live host remakes the cache: 7 columns become 3")
  func dynamicTypeChangeUpdatesTheCache() {
    let host = ViewHost(rootView: CardGrid())
    let before = host.layout(in: CGSize(width: 1194, height: 834))
    host.environment.dynamicTypeSize = .accessibility5
    let after = host.layout(in: CGSize(width: 1194, height: 834))
    // G1 and G5: the cards grow from 150 x 100 to 290 x 193.333 only if the cached fitting
    // size is measured again (L9: updateCache when the subviews change).
    #expect(Set(cards(before).map(\.minX)).count == 7)
    #expect(Set(cards(after).map(\.minX)).count == 3)
    #expect(close(cards(after).first, CGRect(x: 154, y: 8, width: 290, height: 193.333)))
  }

  @Test("G10 No cards: an empty grid, and a negative count shows none")
  func noCards() {
    for count in [0, -3] {
      let result = ViewHost(rootView: CardGrid(count: count)).layout(in: CGSize(width: 390, height: 844))
      // The layout is 0 x 0 (no subviews); the scroll view takes the proposed height and the
      // content's width: 0 x 844, centred at x = 195.
      #expect(grid(result) == CGRect(x: 195, y: 0, width: 0, height: 0))
      #expect(cards(result).isEmpty)
      #expect(result.diagnostics.isEmpty)
    }
  }
}
