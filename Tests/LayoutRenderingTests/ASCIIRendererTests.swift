import Foundation
import LayoutLab
import LayoutRendering
import Testing

@Suite("The ASCII renderer draws frames that fit a terminal width")
struct ASCIIRendererTests {
  /// Two colours sharing a 200 × 100 host (S5: 100 each).
  private let halves = ViewHost(
    rootView: HStack(spacing: 0) {
      Color.red
      Color.green
    }
  )
  .layout(in: CGSize(width: 200, height: 100))

  @Test("Colours are letter blocks inside their containers' boxes, with a legend")
  func colorsAndBoxes() {
    // 21 columns: 20 / 200 = 0.1 column per point, rows at half that: 100 × 0.05 = 5, so rows 0
    // to 5. Red covers columns 0–10, green 10–20 (painted later, it wins column 10); the
    // stack's box is drawn over both.
    let expected = """
      +-------------------+
      |rrrrrrrrrgggggggggg|
      |rrrrrrrrrgggggggggg|
      |rrrrrrrrrgggggggggg|
      |rrrrrrrrrgggggggggg|
      +-------------------+

      r Color.red
      g Color.green

      """
    #expect(ASCIIRenderer(width: 21).render(halves) == expected)
  }

  @Test("Without outlines only the colours are drawn")
  func withoutOutlines() {
    let lines = ASCIIRenderer(width: 21, outlines: .none, showsLegend: false).render(halves)
      .split(separator: "\n", omittingEmptySubsequences: false)
    // Columns 0–9 red (10), 10–20 green (11), on all 6 rows; then the final newline.
    #expect(lines == Array(repeating: "rrrrrrrrrrggggggggggg", count: 6) + [""])
  }

  @Test("A text is written in its frame's columns, centred on its rows")
  func text() {
    let result = ViewHost(rootView: Text("Hello")).layout(in: CGSize(width: 100, height: 40))
    // Text("Hello") is 42.5 × 20.4 (LV4), centred at (28.75, 9.8). At 0.2 column per point it
    // spans columns round(5.75) = 6 to round(14.25) = 14 and rows round(0.98) = 1 to
    // round(3.02) = 3 of 5 (40 × 0.1 = 4, plus one); one line on the middle row, 2.
    #expect(ASCIIRenderer(width: 21).render(result) == "\n\n      Hello\n\n\n")
  }

  @Test("A centred multiline text centres each line in its columns (C-TX1)")
  func centredText() {
    let text = Text("Hello big\nworld").multilineTextAlignment(.center)
    let result = ViewHost(rootView: text).layout(in: CGSize(width: 100, height: 60))
    // Two paragraphs, "Hello big" (9) and "world" (5): a text 76.5 × 40.8 centred at
    // (11.75, 9.6). At 0.2 column and 0.1 row per point it covers columns round(2.35) = 2 to round(17.65) = 18, 17 wide, rows
    // round(0.96) = 1 to round(5.04) = 5, 5 high. The 2 lines start on row 1 + (5 − 2) / 2 = 2;
    // "Hello big" is indented (17 − 9) / 2 = 4 columns, "world" (17 − 5) / 2 = 6.
    let lines = ASCIIRenderer(width: 21, outlines: .none, showsLegend: false).render(result).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2] == "      Hello big")
    #expect(lines[3] == "        world")
  }

  @Test("The root area crops to the root's frame; views beyond it are clipped")
  func rootArea() {
    // objc.io: the frame [25 25 150 50] spans 31 columns (0.2 per point) and 6 rows. The stack
    // overflows it on both sides (12.5 to 187.5) and is clipped; the red frame ends at column
    // round(62.5 × 0.2) = 13, where the green one starts.
    let expected = """
      +------------+----------------+
      |rrrrrrrrrrrr|gggggggggggggggg|
      |rrrrrrrrrrrr|gggggggggggggggg|
      |rrrrrrrrrrrr|gggggggggggggggg|
      |rrrrrrrrrrrr|gggggggggggggggg|
      +------------+----------------+

      """
    #expect(ASCIIRenderer(width: 31, area: .root, showsLegend: false).render(RenderingScenes.objcIO()) == expected)
  }

  @Test("Colours sharing an initial get the next free letter of their names")
  func letters() {
    let result = ViewHost(
      rootView: HStack(spacing: 0) {
        Color.red
        Color.green
        Color.gray
      }
    )
    .layout(in: CGSize(width: 300, height: 20))
    let legend = ASCIIRenderer(width: 31).render(result).split(separator: "\n").suffix(3)
    // gray: g (green's) and r (red's) are taken, a is free.
    #expect(Array(legend) == ["r Color.red", "g Color.green", "a Color.gray"])
  }

  @Test("Hidden views and clear colours draw nothing")
  func hiddenAndClear() {
    let result = ViewHost(
      rootView: VStack(spacing: 0) {
        Color.red.hidden()
        Color.clear
      }
    )
    .layout(in: CGSize(width: 100, height: 100))
    let drawing = ASCIIRenderer(width: 21, outlines: .none).render(result)
    #expect(drawing.allSatisfy { $0 == "\n" })
  }

  @Test("Every line fits the requested width, whatever the layout")
  func fitsWidth() {
    let scenes: [LayoutResult] = [
      RenderingScenes.objcIO(), RenderingScenes.paddedText(), halves,
      ViewHost(rootView: Text(String(repeating: "wide words ", count: 40)).fixedSize())
        .layout(in: CGSize(width: 390, height: 844)),
      ViewHost(rootView: Color.blue.frame(width: 5000, height: 10).offset(x: 3000))
        .layout(in: CGSize(width: 390, height: 100)),
      ViewHost(rootView: Color.red).layout(in: .zero),
      ViewHost(rootView: HStack { ForEach(0..<40, id: \.self) { Color(white: Double($0) / 40) } })
        .layout(in: CGSize(width: 390, height: 50)),
    ]
    for scene in scenes {
      for width in [1, 2, 5, 20, 80, 133] {
        for area in [ASCIIRenderer.Area.host, .root] {
          let text = ASCIIRenderer(width: width, area: area).render(scene)
          #expect(text.split(separator: "\n").allSatisfy { $0.count <= width }, "width \(width)")
        }
      }
    }
  }

  @Test("Huge widths and areas are capped at 2000 columns and 1000 rows instead of filling memory")
  func capped() {
    let tall = ViewHost(rootView: Color.red.frame(width: 10, height: 1e300)).layout(
      in: CGSize(width: 100, height: 1e300))
    let lines = ASCIIRenderer(width: 1_000_000, showsLegend: false).render(tall).split(
      separator: "\n", omittingEmptySubsequences: false)
    // 1000 rows and the empty string after the last newline.
    #expect(lines.count == ASCIIRenderer.maximumRows + 1)
    #expect(lines.allSatisfy { $0.count <= ASCIIRenderer.maximumColumns })
    let infinite = ViewHost(rootView: Color.red).layout(in: CGSize(width: CGFloat.infinity, height: .infinity))
    #expect(ASCIIRenderer(width: 10).render(infinite).split(separator: "\n").allSatisfy { $0.count <= 10 })
  }

  @Test("A width below 1 gives an empty drawing")
  func noWidth() {
    #expect(ASCIIRenderer(width: 0).render(halves) == "")
    #expect(ASCIIRenderer(width: -4).render(halves) == "")
  }
}
