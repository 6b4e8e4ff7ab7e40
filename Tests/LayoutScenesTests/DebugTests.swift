import Foundation
import LayoutLab
import LayoutScenes
import Testing

@Test func debugPrint() throws {
  for json in [#"{"vstack": {"alignment": "leading", "spacing": 4, "children": [{"text": "Hello", "id": "a"}, {"text": "Hi", "id": "b"}]}}"#,
   #"{"scrollView": {"content": {"cardLayout": {"padding": 4, "margin": 12, "minimumWidth": 100, "maximumWidth": "infinity", "aspectRatio": 2, "children": [{"repeat": 7, "of": {"text": "Card {number}", "id": "card-{index}"}}]}}}}"#] {
    print(sceneOutline(try LayoutScene(json: json).layout()).joined(separator: "\n"))
  }
}
