import Foundation
import LayoutLab
import LayoutScenes
import Testing

/// A scrolled lazy grid in a scene file and in the scenario catalog.
@Suite("Scene files and scenarios hold scrolled lazy grids")
struct LazyGridSceneTests {
  @Test("A lazyVGrid of 200 cells in a scrollView scrolled to y 500 builds the cells Swift builds (C-LG11)")
  func scrolledLazyGridMatchesSwift() {
    let json = """
      {"host": {"width": 390, "height": 844},
       "root": {"scrollView": {"scrollPosition": {"y": 500}, "content": {"lazyVGrid": {
         "columns": [{"flexible": true}, {"flexible": true}], "children": [
         {"repeat": 200, "of": {"color": "red", "frame": {"height": 50}, "id": "cell-{index}"}}
       ]}}}}}
      """
    expectSceneMatches(
      json,
      ScrollView {
        LazyVGrid(columns: [GridItem(), GridItem()]) {
          ForEach(0..<200) { Color.red.frame(height: 50).id("cell-\($0)") }
        }
      }
      .scrollPosition(.constant(ScrollPosition(y: 500))))
    guard let result = decodedScene(json)?.layout() else { return }
    // Rows of 2 stride 50 + 8 = 58. Shown 500...1344, with the look-ahead 400...1444: rows
    // ⌊400 / 58⌋ = 6 (at 348) to 24 (at 1392), and row 0. Cell 12 starts row 6, at
    // 348 − 500 = −152, in the first column, (390 − 8) / 2 = 191 wide.
    expectSceneRect(result.frame(id: "cell-12"), CGRect(x: 0, y: -152, width: 191, height: 50))
    #expect(result.frame(id: "cell-11") == nil)
    #expect(result.frame(id: "cell-49") != nil)
    #expect(result.frame(id: "cell-50") == nil)
    #expect(result.frame(id: "cell-1")?.minY == -500)
  }

  @Test("The lazy-grid-scrolled scenario builds row 0 and rows 36 to 56: 66 of 1,000 cells (C-LG11)")
  func scenarioBuildsTheWindow() {
    guard let scenario = Scenario.all.first(where: { $0.name == "lazy-grid-scrolled" }) else {
      Issue.record("no lazy-grid-scrolled scenario")
      return
    }
    let result = scenario.layout()
    // See the scenario: rows stride 52, the window runs from row 36 (at 1872) to row 56 (at
    // 2912): cells 0 to 2, then 108 to 170. Cell 108 sits at 1872 − 2000 = −128; its text,
    // "Cell 108", is 8 characters of 8.5 = 68 wide, centred in its 124.667 column: x 28.333.
    for built in [0, 2, 108, 170] { #expect(result.frame(id: "cell-\(built)") != nil, "cell \(built)") }
    for unbuilt in [3, 107, 171, 999] { #expect(result.frame(id: "cell-\(unbuilt)") == nil, "cell \(unbuilt)") }
    expectSceneRect(result.frame(id: "cell-108"), CGRect(x: 28.333, y: -128, width: 68, height: 44))
  }
}
