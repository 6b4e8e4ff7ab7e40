import LayoutLab
import Testing

/// Seed 001's flow layout, as written, under LayoutLab. Expected numbers follow the article's
/// algorithm by hand: each subview is proposed the container size (the proposal with `nil`
/// replaced by 10); it goes right of the previous one when `previous.maxX + spacing + width`
/// fits the container width, else to a new row at `maxY + spacing`; the size is (widest
/// `maxX`, last item's `maxY`).
@Suite("Seed 001's Arranger flow layout compiles unchanged and gives the article's numbers")
struct ArrangerFlowLayoutTests {
  @Test("Coloured boxes flow into rows, and the layout is as tall as its last item (the seed's bug)")
  func boxesAndTheHeightBug() throws {
    let result = ViewHost(
      rootView: ArrangerFlowLayout(spacing: 10) {
        Color.red.frame(width: 50, height: 30).id("a")
        Color.green.frame(width: 60, height: 20).id("b")
        Color.blue.frame(width: 40, height: 50).id("c")
        Color.gray.frame(width: 70, height: 10).id("d")
      }
    ).layout(in: CGSize(width: 150, height: 400))
    // Container 150 wide. a at (0, 0); b: 50 + 10 + 60 = 120 <= 150, so (60, 0);
    // c: 120 + 10 + 40 = 170 > 150, so a new row at maxY 30 + 10 = 40: (0, 40);
    // d: 40 + 10 + 70 = 120 <= 150, so (50, 40) in c's row.
    // Size: width = max maxX = 120; height = d.maxY = 40 + 10 = 50, although c reaches 90:
    // the article's `previousFrame.maxY` should be `maxY`. Centred in 150 x 400: origin
    // ((150 - 120) / 2, (400 - 50) / 2) = (15, 175).
    #expect(result.rootSize == CGSize(width: 120, height: 50))
    #expect(result.frame(id: "a") == CGRect(x: 15, y: 175, width: 50, height: 30))
    #expect(result.frame(id: "b") == CGRect(x: 75, y: 175, width: 60, height: 20))
    #expect(result.frame(id: "c") == CGRect(x: 15, y: 215, width: 40, height: 50))
    #expect(result.frame(id: "d") == CGRect(x: 65, y: 215, width: 70, height: 10))
    // The bug made visible: c ends at 265, below the layout's bottom at 175 + 50 = 225.
    let c = try #require(result.frame(id: "c"))
    #expect(c.maxY > result.views[0].frame.maxY)
  }

  @Test("When the last item is the tallest of its row, the height is right")
  func lastItemTallest() {
    let result = ViewHost(
      rootView: ArrangerFlowLayout(spacing: 10) {
        Color.red.frame(width: 50, height: 30)
        Color.green.frame(width: 60, height: 20)
        Color.blue.frame(width: 40, height: 10)
        Color.gray.frame(width: 70, height: 50).id("d")
      }
    ).layout(in: CGSize(width: 150, height: 400))
    // Same rows as above; d (the tallest of row 2) is last: height = d.maxY = 40 + 50 = 90.
    // Centred: origin ((150 - 120) / 2, (400 - 90) / 2) = (15, 155); d at (15 + 50, 155 + 40).
    #expect(result.rootSize == CGSize(width: 120, height: 90))
    #expect(result.frame(id: "d") == CGRect(x: 65, y: 195, width: 70, height: 50))
  }

  @Test("Text tags wrap to new rows, and a tag wider than the container wraps inside itself")
  func textTags() {
    let result = ViewHost(
      rootView: ArrangerFlowLayout(spacing: 8) {
        Text("alpha").id("alpha")
        Text("beta").id("beta")
        Text("gamma delta").id("gd")
      }
    ).layout(in: CGSize(width: 60, height: 300))
    // Text: 8.5 per character, 20.4 per line. Container (60, 300).
    // alpha 42.5 x 20.4 at (0, 0). beta 34: 42.5 + 8 + 34 = 84.5 > 60, new row at 20.4 + 8 = 28.4.
    // "gamma delta" proposed 60 wide (7 characters a line) wraps to "gamma" / "delta":
    // 42.5 x 40.8; 34 + 8 + 42.5 > 60, new row at 48.8 + 8 = 56.8.
    // Size (42.5, 56.8 + 40.8 = 97.6); centred: ((60 - 42.5) / 2, (300 - 97.6) / 2) = (8.75, 101.2).
    // Each tag is placed with its cell size as proposal, which gives the same text size back.
    expectSize(result.rootSize, CGSize(width: 42.5, height: 97.6))
    expectFrame(result.frame(id: "alpha"), CGRect(x: 8.75, y: 101.2, width: 42.5, height: 20.4))
    expectFrame(result.frame(id: "beta"), CGRect(x: 8.75, y: 129.6, width: 34, height: 20.4))
    expectFrame(result.frame(id: "gd"), CGRect(x: 8.75, y: 158, width: 42.5, height: 40.8))
    #expect(result.diagnostics.isEmpty)
  }

  @Test("The article's ContentView lays 22 capsule tags out in 4 rows on an iPhone")
  func articleContentView() throws {
    let result = ViewHost(rootView: ArrangerTagCloudView()).layout(in: CGSize(width: 390, height: 844))
    // The quotation has 22 distinct words. A vertical ScrollView proposes (390, nil); .padding()
    // takes 16 a side: the flow is proposed (358, nil), so its container is (358, 10).
    // Each tag is Text.padding(4): 8.5 per character + 8 wide, 20.4 + 8 = 28.4 tall (the text is
    // proposed (350, 2): one line, as every word fits).
    // Rows (spacing 12, hand-run of the algorithm):
    //   You 33.5, can’t 50.5, connect 67.5, the 33.5, dots 42, looking 67.5   (ends at 354.5)
    //   forward; 76, you 33.5, can 33.5, only 42, them 42                      (ends at 275)
    //   backwards. 93, So 25, have 42, to 25, trust 50.5, that 42               (ends at 337.5)
    //   will 42, somehow 67.5, in 25, your 42, future. 67.5                    (ends at 292)
    // Flow: width 354.5, height = last maxY = 3 x (28.4 + 12) + 28.4 = 149.6 (all tags are equally
    // tall, so the seed's height bug does not show). Padded: 386.5 x 181.6; the ScrollView is as
    // wide as its content and as tall as proposed: 386.5 x 844, centred at x = 1.75.
    let scroll = try #require(result.views.first)
    #expect(scroll.frame == CGRect(x: 1.75, y: 0, width: 386.5, height: 844))
    let flow = try #require(scroll.children.first?.children.first)
    expectFrame(flow.frame, CGRect(x: 17.75, y: 16, width: 354.5, height: 149.6))
    #expect(flow.children.count == 22)
    let tags = flow.children.map(\.frame)
    expectFrame(tags[0], CGRect(x: 17.75, y: 16, width: 33.5, height: 28.4))
    expectFrame(tags[5], CGRect(x: 304.75, y: 16, width: 67.5, height: 28.4))
    expectFrame(tags[6], CGRect(x: 17.75, y: 56.4, width: 76, height: 28.4))
    expectFrame(tags[11], CGRect(x: 17.75, y: 96.8, width: 93, height: 28.4))
    expectFrame(tags[21], CGRect(x: 242.25, y: 137.2, width: 67.5, height: 28.4))
    #expect(result.diagnostics.isEmpty)
  }
}
