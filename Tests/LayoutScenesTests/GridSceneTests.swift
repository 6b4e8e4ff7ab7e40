import Foundation
import LayoutLab
import LayoutScenes
import Testing

/// `grid`, `gridRow` and the grid cell modifiers in scene files.
@Suite("Scene files hold grids, grid rows and grid cell modifiers")
struct GridSceneTests {
  @Test("grid and gridRow lay out as Grid and GridRow written in Swift")
  func gridMatchesSwift() {
    let json = """
      {"grid": {"alignment": "topLeading", "horizontalSpacing": 4, "verticalSpacing": 2, "children": [
        {"gridRow": {"alignment": "bottom", "children": [
          {"color": "red", "frame": {"width": 20, "height": 30}, "id": "a"},
          {"color": "blue", "frame": {"width": 10, "height": 10}, "id": "b", "gridCellAnchor": "center"}
        ]}},
        {"divider": true, "gridCellUnsizedAxes": "horizontal", "id": "rule"},
        {"gridRow": [
          {"color": "green", "frame": {"width": 50, "height": 10}, "id": "c", "gridCellColumns": 2},
          {"color": "gray", "frame": {"width": 5, "height": 5}, "id": "d", "gridColumnAlignment": "trailing"}
        ]}
      ]}}
      """
    expectSceneMatches(
      json,
      Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 2) {
        GridRow(alignment: .bottom) {
          Color.red.frame(width: 20, height: 30).id("a")
          Color.blue.frame(width: 10, height: 10).id("b").gridCellAnchor(.center)
        }
        Divider().id("rule").gridCellUnsizedAxes(.horizontal)
        GridRow {
          Color.green.frame(width: 50, height: 10).id("c").gridCellColumns(2)
          Color.gray.frame(width: 5, height: 5).id("d").gridColumnAlignment(.trailing)
        }
      })
    // Three columns: the second row's 2 + 1. The green cell needs 50 over columns 0 and 1,
    // which cover 20 + 4 + 10 = 34: each grows by 8, to 28 and 18. Column 2 is d's 5.
    // b is anchored at the centre of its 18 × 30 cell: x = 28 + 4 + 9 − 5 = 36, y = 15 − 5 = 10.
    let result = decodedScene(json)?.layout()
    // a is at the grid's top leading corner (leading, and as tall as its bottom-aligned row).
    let origin = result?.frame(id: "a")?.origin ?? .zero
    func relative(_ id: String) -> CGRect? { result?.frame(id: id)?.offsetBy(dx: -origin.x, dy: -origin.y) }
    expectSceneRect(relative("b"), CGRect(x: 36, y: 10, width: 10, height: 10))
    // The divider is proposed the grid's width: 28 + 4 + 18 + 4 + 5 = 59.
    expectSceneRect(relative("rule"), CGRect(x: 0, y: 32, width: 59, height: 1))
  }

  @Test("gridCellAnchor takes a unit point name or x and y")
  func anchorForms() {
    let json = """
      {"grid": [{"gridRow": [
        {"color": "red", "frame": {"width": 40, "height": 40}},
        {"color": "blue", "frame": {"width": 10, "height": 10}, "gridCellAnchor": {"x": 0.25, "y": 1}}
      ]}]}
      """
    expectSceneMatches(
      json,
      Grid {
        GridRow {
          Color.red.frame(width: 40, height: 40)
          Color.blue.frame(width: 10, height: 10).gridCellAnchor(UnitPoint(x: 0.25, y: 1))
        }
      })
  }

  @Test("Bad grid values are named with their path")
  func errors() {
    #expect(throws: SceneError.self) { try LayoutScene(json: #"{"grid": {"alignment": "up"}}"#) }
    #expect(throws: SceneError.self) { try LayoutScene(json: #"{"color": "red", "gridCellAnchor": "middle"}"#) }
    #expect(throws: SceneError.self) { try LayoutScene(json: #"{"color": "red", "gridCellColumns": 1.5}"#) }
    #expect(throws: SceneError.self) { try LayoutScene(json: #"{"gridRow": {"alignment": "leading"}}"#) }
  }
}
