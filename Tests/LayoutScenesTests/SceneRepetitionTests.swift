import Foundation
import LayoutExamples
import LayoutLab
import LayoutScenes
import Testing

/// `repeat` and `forEach` in a children list make many views from one template, with `{index}`,
/// `{number}` and `{item}` filled into texts and ids, so that large scenes stay short.
@Suite("Scene repetition makes many views from one template")
struct SceneRepetitionTests {
  @Test("repeat fills {index} from 0 and {number} from 1 in texts and ids")
  func repeatPlaceholders() {
    expectSceneMatches(
      #"{"vstack": [{"text": "top"}, {"repeat": 3, "of": {"text": "Row {number} of 3", "id": "row-{index}"}}, {"text": "end"}]}"#,
      VStack {
        Text("top")
        ForEach(0..<3) { Text("Row \($0 + 1) of 3").id("row-\($0)") }
        Text("end")
      })
  }

  @Test("forEach makes one view per item, strings or numbers, with {item}")
  func forEachItems() {
    expectSceneMatches(
      #"{"hstack": [{"forEach": ["a", 2, 2.5, "{index}"], "of": {"text": "{item}/{index}/{number}", "id": "{item}"}}]}"#,
      HStack {
        Text("a/0/1").id("a")
        Text("2/1/2").id("2")
        Text("2.5/2/3").id("2.5")
        // An item's own text is not filled in again.
        Text("{index}/3/4").id("{index}")
      })
  }

  @Test("An inner repetition hides the outer one's placeholders; unknown placeholders stay")
  func nestedRepetition() {
    let json = """
      {"vstack": [{"forEach": ["x", "y"], "of": {"hstack": [
        {"repeat": 2, "of": {"text": "{item}{index}{unknown}", "id": "{item}-{index}"}}
      ]}}]}
      """
    expectSceneMatches(
      json,
      VStack {
        ForEach(["x", "y"], id: \.self) { item in
          HStack { ForEach(0..<2) { Text("\(item)\($0){unknown}").id("\(item)-\($0)") } }
        }
      })
  }

  @Test("repeat 0 and an empty forEach make no views")
  func emptyRepetition() {
    expectSceneMatches(
      #"{"vstack": [{"repeat": 0, "of": {"text": "x"}}, {"forEach": [], "of": {"text": "y"}}, {"text": "only"}]}"#,
      VStack { Text("only") })
  }

  @Test("A 1,000-item scene from one repeat lays out as 1,000 views written in Swift")
  func thousandItems() {
    let json = """
      {"host": "iPhone", "root": {"scrollView": {"content": {
        "flowLayout": {"spacing": 8, "children": [
          {"repeat": 1000, "of": {"text": "tag {number}", "padding": 4, "background": "mint", "id": "tag-{index}"}}
        ]},
        "padding": true
      }}}}
      """
    #expect(json.count < 300)
    expectSceneMatches(
      json,
      ScrollView {
        FlowLayout(spacing: 8) {
          ForEach(0..<1000) { Text("tag \($0 + 1)").padding(4).background(Color.mint).id("tag-\($0)") }
        }
        .padding()
      })
    let result = decodedScene(json)?.layout()
    // 1,000 tags × (.background, .padding, Text, Color) + FlowLayout, .padding, ScrollView.
    #expect(result?.viewCount == 4003)
    // "tag 1" is 5 × 8.5 = 42.5 wide, padded by 4: 50.5 × 28.4, first on the first line.
    #expect(result?.frame(id: "tag-0")?.size == CGSize(width: 50.5, height: 28.4))
    #expect(result?.frame(id: "tag-999") != nil)
  }

  @Test("A repeat inside the example flows gives each technique its items")
  func repeatInTechniques() {
    for kind in ["collectionView", "alignmentGuideFlow", "geometryChangeFlow"] {
      let json =
        #"{"scrollView": {"content": {"\#(kind)": [{"repeat": 12, "of": {"color": "red", "frame": {"width": 50, "height": 30}, "id": "c{index}"}}]}}}"#
      let result = decodedScene(json)?.layout()
      // 50-wide tiles 10 apart in 390: 6 per line (6 × 50 + 5 × 10 = 350; a 7th would end at
      // 410). Tile 7 (index 6) starts the second line, 30 + 10 lower.
      expectSceneRect(result?.frame(id: "c6"), CGRect(x: 0, y: 40, width: 50, height: 30), "\(kind)")
      expectSceneRect(result?.frame(id: "c11"), CGRect(x: 300, y: 40, width: 50, height: 30), "\(kind)")
      #expect(result?.frames.count == 2, "\(kind)")
    }
  }
}
