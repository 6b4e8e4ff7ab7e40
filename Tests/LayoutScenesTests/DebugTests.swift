import Foundation
import LayoutLab
import LayoutScenes
import Testing

@Test func debugPrint() throws {
  for json in [#"{"color": "red", "aspectRatio": 2, "id": "c"}"#] {
    print(sceneOutline(try LayoutScene(json: json).layout()).joined(separator: "\n"))
  }
}
