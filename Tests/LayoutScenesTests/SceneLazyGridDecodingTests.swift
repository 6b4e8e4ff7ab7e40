import Foundation
import LayoutLab
import LayoutScenes
import Testing

/// The lazy grid, section and `ViewThatFits` keys of a scene build the SwiftUI views they name.
@Suite("Scene lazy grids, sections and ViewThatFits")
struct SceneLazyGridDecodingTests {
  @Test("lazyVGrid takes grid items of each size, alignment, spacing and pinned views")
  func lazyVGrid() {
    let json = """
      {"lazyVGrid": {"columns": [{"fixed": 100, "spacing": 4}, {"flexible": {"minimum": 20, "maximum": "infinity"}}, {"adaptive": {"minimum": 50}, "alignment": "top"}],
        "alignment": "leading", "spacing": 12, "pinnedViews": ["sectionHeaders"],
        "children": [{"repeat": 5, "of": {"color": "red", "frame": {"height": 20}, "id": "c{index}"}}]}}
      """
    expectSceneMatches(
      json,
      LazyVGrid(
        columns: [
          GridItem(.fixed(100), spacing: 4), GridItem(.flexible(minimum: 20)),
          GridItem(.adaptive(minimum: 50), alignment: .top),
        ], alignment: .leading, spacing: 12, pinnedViews: [.sectionHeaders]
      ) {
        ForEach(0..<5) { index in Color.red.frame(height: 20).id("c\(index)") }
      })
    // remaining = 390 − 100 − 4 − 8 = 278. Flexible: 278 / 2 = 139; remaining 139.
    // Adaptive: k = ⌊(139 + 8) / (50 + 8)⌋ = 2 sub-columns of (139 − 8) / 2 = 65.5.
    // Four tracks per row: the fifth cell starts row 2, at y = 20 + 12 = 32.
    let result = decodedScene(json)?.layout()
    expectSceneRect(result?.frame(id: "c3"), CGRect(x: 324.5, y: (844 - 52) / 2, width: 65.5, height: 20))
    expectSceneRect(result?.frame(id: "c4"), CGRect(x: 0, y: (844 - 52) / 2 + 32, width: 100, height: 20))
  }

  @Test("lazyHGrid takes rows; section takes a header and a footer")
  func lazyHGridWithSection() {
    expectSceneMatches(
      #"{"lazyHGrid": {"rows": [{"flexible": true}, {"adaptive": 30}], "alignment": "bottom", "children": [{"section": {"header": {"text": "A"}, "footer": {"color": "gray", "frame": {"width": 4}}, "children": [{"color": "blue", "frame": {"width": 10}}]}}]}}"#,
      LazyHGrid(rows: [GridItem(.flexible()), GridItem(.adaptive(minimum: 30))], alignment: .bottom) {
        Section {
          Color.blue.frame(width: 10)
        } header: {
          Text("A")
        } footer: {
          Color.gray.frame(width: 4)
        }
      })
  }

  @Test("viewThatFits takes its axes and children")
  func viewThatFits() {
    expectSceneMatches(
      #"{"viewThatFits": {"axes": "horizontal", "children": [{"text": "A long label that does not fit", "id": "long"}, {"text": "Short", "id": "short"}]}, "frame": {"width": 100}}"#,
      ViewThatFits(in: .horizontal) {
        Text("A long label that does not fit").id("long")
        Text("Short").id("short")
      }
      .frame(width: 100))
    // The long label's ideal width is 30 × 8.5 = 255 > 100: only "Short" is laid out.
    let result = decodedScene(
      #"{"viewThatFits": [{"text": "A long label that does not fit", "id": "long"}, {"text": "Short", "id": "short"}], "frame": {"width": 100}}"#
    )?.layout()
    #expect(result?.frame(id: "long") == nil)
    #expect(result?.frame(id: "short")?.width == 42.5)
  }

  @Test("A grid item with no size or two sizes is an error naming its path")
  func gridItemErrors() {
    expectSceneError(
      #"{"root": {"lazyVGrid": {"columns": [{"spacing": 4}]}}}"#,
      #"$.root.lazyVGrid.columns[0]: a grid item has exactly one of "fixed", "flexible" and "adaptive""#)
    expectSceneError(
      #"{"root": {"lazyHGrid": {"children": []}}}"#, #"$.root.lazyHGrid: missing required key "rows""#)
  }
}
