import Foundation
import LayoutExamples
import LayoutLab
import LayoutScenes
import Testing

/// The drawing modifiers and the ellipse in scene files apply the SwiftUI modifiers and shape
/// they name, and change no frame.
@Suite("Scene drawing modifiers apply the SwiftUI modifiers they name")
struct SceneDrawingTests {
  @Test("ellipse is a shape view, filled or not")
  func ellipse() {
    expectSceneMatches(
      #"{"ellipse": {"fill": "red"}, "frame": {"width": 40, "height": 20}}"#,
      Ellipse().fill(Color.red).frame(width: 40, height: 20))
    expectSceneMatches(#"{"ellipse": true}"#, Ellipse())
  }

  @Test("Every drawing modifier key decodes to its modifier, in every form")
  func drawingModifiers() {
    // `Color.red.opacity(0.5)` in Swift is a colour (Color.opacity); the key is the view modifier.
    expectSceneMatches(#"{"text": "Hi", "opacity": 0.5}"#, Text("Hi").opacity(0.5))
    expectSceneMatches(#"{"color": "red", "clipShape": "circle"}"#, Color.red.clipShape(Circle()))
    expectSceneMatches(
      #"{"color": "red", "clipShape": {"roundedRectangle": 8}}"#, Color.red.clipShape(RoundedRectangle(cornerRadius: 8))
    )
    expectSceneMatches(#"{"color": "red", "clipped": true}"#, Color.red.clipped())
    expectSceneMatches(#"{"color": "red", "cornerRadius": 6}"#, Color.red.cornerRadius(6))
    expectSceneMatches(#"{"text": "Hi", "border": "blue"}"#, Text("Hi").border(Color.blue))
    expectSceneMatches(
      #"{"text": "Hi", "border": {"color": "blue", "width": 3}}"#, Text("Hi").border(Color.blue, width: 3))
    expectSceneMatches(#"{"text": "Hi", "shadow": 4}"#, Text("Hi").shadow(radius: 4))
    expectSceneMatches(
      #"{"text": "Hi", "shadow": {"color": "gray", "radius": 2, "x": 1, "y": 3}}"#,
      Text("Hi").shadow(color: .gray, radius: 2, x: 1, y: 3))
    expectSceneMatches(#"{"text": "Hi", "rotationEffect": 45}"#, Text("Hi").rotationEffect(.degrees(45)))
    expectSceneMatches(
      #"{"text": "Hi", "rotationEffect": {"degrees": 90, "anchor": "topLeading"}}"#,
      Text("Hi").rotationEffect(.degrees(90), anchor: .topLeading))
    expectSceneMatches(#"{"text": "Hi", "scaleEffect": 2}"#, Text("Hi").scaleEffect(2))
    expectSceneMatches(#"{"text": "Hi", "scaleEffect": {"y": 3}}"#, Text("Hi").scaleEffect(x: 1, y: 3))
    expectSceneMatches(
      #"{"zstack": [{"color": "red", "zIndex": 1}, {"color": "blue"}]}"#,
      ZStack {
        Color.red.zIndex(1)
        Color.blue
      })
    expectSceneMatches(#"{"color": "red", "mask": {"circle": true}}"#, Color.red.mask { Circle() })
    expectSceneMatches(
      #"{"color": "red", "mask": {"content": {"text": "M"}, "alignment": "top"}}"#,
      Color.red.mask(alignment: .top) { Text("M") })
    expectSceneMatches(#"{"circle": true, "foregroundColor": "green"}"#, Circle().foregroundColor(.green))
    expectSceneMatches(#"{"text": "Hi", "blur": 2}"#, Text("Hi").blur(radius: 2))
  }

  @Test("A drawing modifier in a scene changes no frame (DR1)")
  func noFrameChange() {
    let plain = decodedScene(
      #"{"hstack": [{"text": "Hi", "padding": 5, "id": "a"}, {"color": "blue", "frame": {"width": 40, "height": 30}}]}"#
    )?.layout()
    let drawn = decodedScene(
      #"{"hstack": [{"text": "Hi", "padding": 5, "id": "a", "rotationEffect": 30, "shadow": 3, "opacity": 0.4, "border": "red"}, {"color": "blue", "frame": {"width": 40, "height": 30}}]}"#
    )?.layout()
    // In the default 390 × 844 host: the row is 27 + 8 + 40 = 75 wide and 30.4 tall, centred at
    // ((390 − 75) / 2, (844 − 30.4) / 2) = (157.5, 406.8); the padded text is 27 × 30.4 there.
    expectSceneRect(plain?.frame(id: "a"), CGRect(x: 157.5, y: 406.8, width: 27, height: 30.4))
    expectSceneRect(drawn?.frame(id: "a"), CGRect(x: 157.5, y: 406.8, width: 27, height: 30.4))
    #expect(drawn?.rootSize == plain?.rootSize)
  }

  @Test("A drawing modifier's bad value is a scene error naming it")
  func badValues() {
    #expect(sceneError(#"{"color": "red", "clipShape": "star"}"#) != nil)
    #expect(sceneError(#"{"color": "red", "shadow": {"x": 2}}"#) != nil)
    #expect(sceneError(#"{"color": "red", "blur": -1}"#) != nil)
  }
}
