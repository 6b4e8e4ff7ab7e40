import LayoutLab
import Testing

/// Seed 003's flow layout (final version) with the article's preview. Label `index` is the
/// index written index + 1 times: 1 to 10 characters for 0...9, 22 to 40 for 10...19; each
/// character is 8.5 wide, each line 20.4 tall. `.padding()` takes 16 a side, so in a 390-wide
/// host the layout is proposed (358, 812); in a 200-wide one, (168, 812).
@Suite("Seed 003's flow layout and its preview compile unchanged and give the article's rows")
struct PreviewFlowLayoutTests {
  /// The flow layout's view: padding › background › flow.
  private func flow(_ result: LayoutResult) -> PlacedView? {
    result.views.first?.children.first?.children.first
  }

  @Test("On an iPhone, the twenty labels take eleven rows: eight, three, then one per row")
  func iPhoneRows() throws {
    let result = ViewHost(rootView: PreviewFlowLayoutPreview()).layout(in: CGSize(width: 390, height: 844))
    // Proposed (358, inf) each label is one line. Row 1: labels 0...7 end at 8.5 x (1 + ... + 8)
    // = 306; label 8 (76.5) would end at 382.5 > 358. Row 2: 8, 9 and 10 (76.5 + 85 + 187 = 348.5).
    // Rows 3...11: labels 11...19 (204 to 340 wide) one each. Size 348.5 x 11 x 20.4 = 224.4;
    // padded 380.5 x 256.4, centred at ((390 - 380.5) / 2, (844 - 256.4) / 2) = (4.75, 293.8).
    let layout = try #require(flow(result))
    expectFrame(layout.frame, CGRect(x: 20.75, y: 309.8, width: 348.5, height: 224.4))
    let labels = layout.children.map(\.frame)
    #expect(labels.count == 20)
    #expect(Set(labels.map(\.minY)).count == 11)
    expectFrame(labels[7], CGRect(x: 20.75 + 238, y: 309.8, width: 68, height: 20.4))
    expectFrame(labels[8], CGRect(x: 20.75, y: 330.2, width: 76.5, height: 20.4))
    expectFrame(labels[10], CGRect(x: 20.75 + 161.5, y: 330.2, width: 187, height: 20.4))
    expectFrame(labels[19], CGRect(x: 20.75, y: 309.8 + 204, width: 340, height: 20.4))
    #expect(result.diagnostics.isEmpty)
  }

  @Test("Each label's background is proposed the label's size, in the deterministic colour order")
  func backgrounds() throws {
    let result = ViewHost(rootView: PreviewFlowLayoutPreview()).layout(in: CGSize(width: 390, height: 844))
    let labels = try #require(flow(result)?.children)
    // Each label is Text(...).background(colour): children [text, colour], the colour sized and
    // placed exactly over the text (O1). Colours cycle blue, red, green from index 0.
    for (index, label) in labels.enumerated() {
      #expect(label.children.count == 2)
      #expect(label.children.first?.frame == label.children.last?.frame)
      #expect(label.children.last?.summary == ["Color.blue", "Color.red", "Color.green"][index % 3])
    }
    // The grey background behind the layout is the layout's size (O1).
    #expect(result.views.first?.children.first?.children.last?.frame == flow(result)?.frame)
  }

  @Test("In a narrow host the long labels wrap inside themselves, one per row")
  func narrowHostWraps() throws {
    let result = ViewHost(rootView: PreviewFlowLayoutPreview()).layout(in: CGSize(width: 200, height: 844))
    // Proposed 168 wide, a line holds 19 characters. Rows: 0...4 (ends 127.5; 5 would reach
    // 178.5), 5-6, 7-8, 9, then 10...19 alone. Labels 10...18 (22 to 38 characters) take 2 lines
    // of at most 19 characters: 161.5 x 40.8; label 19 (40 characters) takes 3: 161.5 x 61.2.
    // Height: 4 x 20.4 + 9 x 40.8 + 61.2 = 510. Padded 193.5 x 542, centred at (3.25, 151).
    let layout = try #require(flow(result))
    expectFrame(layout.frame, CGRect(x: 19.25, y: 167, width: 161.5, height: 510))
    let labels = layout.children.map(\.frame)
    expectFrame(labels[5], CGRect(x: 19.25, y: 187.4, width: 51, height: 20.4))
    expectFrame(labels[10], CGRect(x: 19.25, y: 248.6, width: 161.5, height: 40.8))
    expectFrame(labels[19], CGRect(x: 19.25, y: 615.8, width: 161.5, height: 61.2))
  }
}
