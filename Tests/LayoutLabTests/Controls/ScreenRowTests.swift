import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

@Suite("A screen row of controls")
struct ScreenRowTests {
  @Test("An icon, two lines of text, a spacer and a Follow button lay out as worked by hand")
  func followRow() {
    let row = HStack {
      Image(systemName: "person.circle").id("icon")
      VStack(alignment: .leading) {
        Text("Ada Lovelace").id("name")
        Text("Mathematician").id("job")
      }
      .id("texts")
      Spacer().id("spacer")
      Button("Follow") {}.id("button")
    }
    .id("row")
    let result = ViewHost(rootView: row).layout(in: CGSize(width: 390, height: 844))
    // Sizes (body text, 17 points: 8.5 per character, lines 20.4 tall):
    // - icon: a symbol at 17 points is 1.2 × 17 = 20.4 square (C-IMG4, unverified table);
    // - "Ada Lovelace" 12 × 8.5 = 102 and "Mathematician" 13 × 8.5 = 110.5, each 20.4 tall;
    //   the VStack puts 8 between two texts: 110.5 × (20.4 + 8 + 20.4 = 48.8);
    // - the button is its label (C-IMG6): "Follow" 6 × 8.5 = 51 × 20.4;
    // - spacing: 8 between the icon and the texts; a spacer asks for 0 on both sides.
    // The spacer takes what is left: 390 − 20.4 − 8 − 110.5 − 51 = 200.1.
    // The row is 390 × 48.8 (its tallest child), centred in 844: y = (844 − 48.8) / 2 = 397.6.
    // Children are centred vertically in the row: the icon and button at
    // 397.6 + (48.8 − 20.4) / 2 = 411.8, the spacer (0 tall) at 397.6 + 24.4 = 422.
    expectFrame(result.frame(id: "row"), CGRect(x: 0, y: 397.6, width: 390, height: 48.8))
    expectFrame(result.frame(id: "icon"), CGRect(x: 0, y: 411.8, width: 20.4, height: 20.4))
    // 20.4 + 8 = 28.4.
    expectFrame(result.frame(id: "texts"), CGRect(x: 28.4, y: 397.6, width: 110.5, height: 48.8))
    expectFrame(result.frame(id: "name"), CGRect(x: 28.4, y: 397.6, width: 102, height: 20.4))
    // 397.6 + 20.4 + 8 = 426.
    expectFrame(result.frame(id: "job"), CGRect(x: 28.4, y: 426, width: 110.5, height: 20.4))
    // 28.4 + 110.5 = 138.9.
    expectFrame(result.frame(id: "spacer"), CGRect(x: 138.9, y: 422, width: 200.1, height: 0))
    // 138.9 + 200.1 = 339 = 390 − 51.
    expectFrame(result.frame(id: "button"), CGRect(x: 339, y: 411.8, width: 51, height: 20.4))
    #expect(result.diagnostics.isEmpty)
  }
}
