import Foundation
import LayoutLab
import LayoutScenes
import Testing

/// `lazyVStack`, `lazyHStack` and a scroll view's `scrollPosition` in scene files.
@Suite("Scene files hold lazy stacks and scrolled scroll views")
struct LazyStackSceneTests {
  @Test("A lazyVStack of 200 rows in a scrollView scrolled to y 500 builds the rows Swift builds (C-LS5)")
  func scrolledLazyStackMatchesSwift() {
    let json = """
      {"host": {"width": 390, "height": 844},
       "root": {"scrollView": {"scrollPosition": {"y": 500}, "content": {"lazyVStack": {"spacing": 0, "children": [
         {"repeat": 200, "of": {"color": "red", "frame": {"height": 50}, "id": "row-{index}"}}
       ]}}}}}
      """
    expectSceneMatches(
      json,
      ScrollView {
        LazyVStack(spacing: 0) { ForEach(0..<200) { Color.red.frame(height: 50).id("row-\($0)") } }
      }
      .scrollPosition(.constant(ScrollPosition(y: 500))))
    guard let result = decodedScene(json)?.layout() else { return }
    // Shown 500...1344, with the look-ahead 400...1444: rows 8 (at 400) to 28 (at 1400), and
    // row 0; row 8 sits at 400 − 500 = −100.
    expectSceneRect(result.frame(id: "row-8"), CGRect(x: 0, y: -100, width: 390, height: 50))
    #expect(result.frame(id: "row-7") == nil)
    #expect(result.frame(id: "row-29") == nil)
    #expect(result.frame(id: "row-0")?.minY == -500)
  }

  @Test("A negative scroll position in a scene is reported and read as 0")
  func negativePosition() {
    let json = """
      {"root": {"scrollView": {"scrollPosition": {"y": -10}, "content": {"color": "red", "frame": {"height": 2000}}}}}
      """
    guard let result = decodedScene(json)?.layout() else { return }
    #expect(result.diagnostics.contains { $0.message.contains("scroll position y -10 is negative") })
  }

  @Test("A scrollPosition with neither x nor y is an error")
  func emptyPosition() {
    #expect(sceneError(#"{"root": {"scrollView": {"scrollPosition": {}, "content": {"text": "a"}}}}"#) != nil)
  }
}
