import Foundation
import LayoutLab
import LayoutScenes
import Testing

/// A scene document's settings reach the host: its size, Dynamic Type size, layout direction,
/// measurement cache policy and frame budget; a bare view gets the defaults.
@Suite("Scene documents set up the host")
struct SceneDocumentTests {
  @Test("A bare view is laid out in 390 × 844 at .large, left to right, under .swiftUI")
  func bareView() {
    let scene = decodedScene(#"{"text": "Hello", "id": "t"}"#)
    #expect(scene?.hostSize == CGSize(width: 390, height: 844))
    #expect(scene?.dynamicTypeSize == .large)
    #expect(scene?.layoutDirection == .leftToRight)
    #expect(scene?.measurementCachePolicy == .swiftUI)
    #expect(scene?.frameBudget == nil)
    #expect(scene?.name == nil)
    // 42.5 × 20.4, centred.
    expectSceneRect(scene?.layout().frame(id: "t"), CGRect(x: 173.75, y: 411.8, width: 42.5, height: 20.4))
  }

  @Test("host takes a size or a preset")
  func host() {
    #expect(
      decodedScene(#"{"host": {"width": 200, "height": 100}, "root": {"text": "a"}}"#)?.hostSize
        == CGSize(width: 200, height: 100))
    let presets = [
      "iPhone": CGSize(width: 390, height: 844), "iPhoneLandscape": CGSize(width: 844, height: 390),
      "iPad": CGSize(width: 834, height: 1194), "iPadLandscape": CGSize(width: 1194, height: 834),
    ]
    for (name, size) in presets {
      #expect(decodedScene(#"{"host": "\#(name)", "root": {"text": "a"}}"#)?.hostSize == size, "\(name)")
    }
    // The root is proposed the host size: a greedy colour fills 200 × 100.
    let result = decodedScene(#"{"host": {"width": 200, "height": 100}, "root": {"color": "red", "id": "c"}}"#)?
      .layout()
    #expect(result?.frame(id: "c") == CGRect(x: 0, y: 0, width: 200, height: 100))
  }

  @Test("dynamicTypeSize scales text styles from the host's environment")
  func dynamicType() {
    let scene = decodedScene(#"{"dynamicTypeSize": "accessibility5", "root": {"text": "ab", "id": "t"}}"#)
    #expect(scene?.dynamicTypeSize == .accessibility5)
    // Body at accessibility5 is 53 pt: 2 × 26.5 = 53 wide, 1.2 × 53 = 63.6 tall.
    let size = scene?.layout().frame(id: "t")?.size
    #expect(size?.width == 53)
    #expect(abs((size?.height ?? 0) - 63.6) < 0.001)
  }

  @Test("layoutDirection mirrors the host")
  func direction() {
    let scene = decodedScene(
      #"{"layoutDirection": "rightToLeft", "root": {"hstack": [{"text": "a", "id": "a"}, {"spacer": true}]}}"#)
    #expect(scene?.layoutDirection == .rightToLeft)
    // The leading text is at the right edge: 390 − 8.5.
    #expect(scene?.layout().frame(id: "a")?.minX == 381.5)
  }

  @Test("cachePolicy chooses the measurement cache: none answers nothing from it")
  func cachePolicy() {
    let body = #""root": {"vstack": [{"text": "a"}, {"text": "b"}, {"hstack": [{"text": "c"}, {"spacer": true}]}]}"#
    let none = decodedScene(#"{"cachePolicy": "none", \#(body)}"#)
    let swiftUI = decodedScene(#"{"cachePolicy": "swiftUI", \#(body)}"#)
    let unbounded = decodedScene(#"{"cachePolicy": "unbounded", \#(body)}"#)
    #expect(none?.measurementCachePolicy == MeasurementCachePolicy.none)
    #expect(unbounded?.measurementCachePolicy == .unbounded)
    #expect(none?.layout().counters.cacheHits == 0)
    // The stack measures its children more than once per proposal (min and max probes), so a
    // cache answers some calls; frames are identical either way.
    #expect((swiftUI?.layout().counters.cacheHits ?? 0) > 0)
    if let none, let swiftUI { #expect(sceneOutline(none.layout()) == sceneOutline(swiftUI.layout())) }
  }

  @Test("frameBudget limits the frames a layout may take")
  func frameBudget() {
    // A collection view needs 2 frames; a budget of 1 stops after the first, with the items
    // still at the corner, and says so.
    let json =
      #"{"frameBudget": 1, "root": {"scrollView": {"content": {"collectionView": [{"repeat": 3, "of": {"color": "red", "frame": {"width": 50, "height": 20}, "id": "c{index}"}}]}}}}"#
    let scene = decodedScene(json)
    #expect(scene?.frameBudget == 1)
    let result = scene?.layout()
    #expect(result?.frames.count == 1)
    #expect(result?.diagnostics.map(\.kind) == [.unsettledLayout])
    #expect(result?.frame(id: "c2")?.origin == .zero)
  }

  @Test("name and description are kept, and make a scenario")
  func scenario() {
    let scene = decodedScene(#"{"name": "mine", "description": "my scene", "host": "iPad", "root": {"text": "a"}}"#)
    #expect(scene?.name == "mine")
    #expect(scene?.summary == "my scene")
    guard let scene else { return }
    let scenario = Scenario(scene: scene)
    #expect(scenario.name == "mine")
    #expect(scenario.summary == "my scene")
    #expect(scenario.group == .scene)
    #expect(scenario.hostSize == CGSize(width: 834, height: 1194))
    #expect(sceneOutline(scenario.layout()) == sceneOutline(scene.layout()))
    // Without a name the scenario takes the one given.
    let unnamed = decodedScene(#"{"text": "a"}"#).map { Scenario(scene: $0, name: "file.json", summary: "from a file") }
    #expect(unnamed?.name == "file.json")
  }

  @Test("A document's settings become the host's: rootView and environment are public")
  func hostParts() {
    guard
      let scene = decodedScene(
        #"{"dynamicTypeSize": "xSmall", "layoutDirection": "rightToLeft", "root": {"text": "a"}}"#)
    else { return }
    #expect(scene.environment.dynamicTypeSize == .xSmall)
    #expect(scene.environment.layoutDirection == .rightToLeft)
    let result = ViewHost(rootView: scene.rootView, environment: scene.environment).layout(in: scene.hostSize)
    #expect(sceneOutline(result) == sceneOutline(scene.layout()))
  }

  @Test("Decoding from Data reads the same scene as from a String")
  func data() throws {
    let json = #"{"text": "a", "padding": 3}"#
    let fromData = try LayoutScene(data: Data(json.utf8))
    let fromString = try LayoutScene(json: json)
    #expect(sceneOutline(fromData.layout()) == sceneOutline(fromString.layout()))
  }
}
