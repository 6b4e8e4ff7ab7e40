import Foundation
import LayoutLab
import LayoutScenes
import Testing

@Suite("Safe area in scene files and the catalog")
struct SafeAreaSceneTests {
  @Test("A device gives the host its size and insets; the root stays in the safe area (C-SA1, C-SA2)")
  func device() throws {
    let scene = try LayoutScene(json: #"{"device": "iPhone15", "root": {"color": "red", "id": "fill"}}"#)
    #expect(scene.hostSize == CGSize(width: 393, height: 852))
    #expect(scene.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    // 852 − 59 − 34 = 759 tall from y = 59.
    #expect(scene.layout().frame(id: "fill") == CGRect(x: 0, y: 59, width: 393, height: 759))
  }

  @Test("safeArea sets the insets, and ignoresSafeArea and safeAreaPadding are modifiers (C-SA4, C-SA10)")
  func modifiers() throws {
    let scene = try LayoutScene(
      json: #"""
        {"host": {"width": 300, "height": 200}, "safeArea": {"top": 20},
         "root": {"zstack": [
           {"color": "blue", "id": "backdrop", "modifiers": [{"ignoresSafeArea": {"edges": "top"}}]},
           {"color": "red", "id": "padded", "modifiers": [{"safeAreaPadding": 10}]}
         ]}}
        """#)
    let result = scene.layout()
    // The modifiers are outside the ids (a "modifiers" array is applied last). The safe area is 300 × 180 from y = 20; the backdrop reaches the top: 200 tall from 0.
    #expect(result.frame(id: "backdrop") == CGRect(x: 0, y: 0, width: 300, height: 200))
    // The padded colour: 280 × 160 at (10, 30).
    #expect(result.frame(id: "padded") == CGRect(x: 10, y: 30, width: 280, height: 160))
  }

  @Test("An unknown device is an error naming the presets")
  func unknownDevice() {
    #expect(throws: SceneError.self) { try LayoutScene(json: #"{"device": "pixel", "root": {"text": "a"}}"#) }
  }

  @Test("The safe-area scenario's backdrop fills the window behind content inside the safe area")
  func scenario() throws {
    let scenario = try #require(Scenario.named("safe-area"))
    let result = scenario.layout()
    #expect(result.frame(id: "backdrop") == CGRect(x: 0, y: 0, width: 390, height: 844))
    // Padded by 16 inside 390 × 763 at y = 47: the content ends at 810 − 16 = 794.
    let content = try #require(result.frame(id: "content"))
    #expect(content.minX == 16 && content.maxX == 374 && content.maxY == 794)
    #expect(result.diagnostics.isEmpty)
  }

  @Test("The safe-area-scroll scenario's scroll view reaches under the bars and builds the rows there (C-SA11)")
  func scrollScenario() throws {
    let scenario = try #require(Scenario.named("safe-area-scroll"))
    let result = scenario.layout()
    // Proposed 390 × 763 at y = 47; both ends touch the boundary: 844 from y = 0.
    #expect(result.frame(id: "scroll") == CGRect(x: 0, y: 0, width: 390, height: 844))
    // 100 rows of 44 (4,400) from y = 47.
    #expect(result.frame(id: "rows") == CGRect(x: 0, y: 47, width: 390, height: 4400))
    // Shown −47...797 of the stack, with the look-ahead −147...897: rows 0 to 20 (20 × 44 =
    // 880 < 897); row 20 (its text's width, centred) is at 47 + 880 = 927, below the window.
    let row20 = try #require(result.frame(id: "row-20"))
    #expect(row20.minY == 927 && row20.height == 44 && row20.midX == 195)
    #expect(result.frame(id: "row-21") == nil)
    #expect(result.diagnostics.isEmpty)
  }
}
