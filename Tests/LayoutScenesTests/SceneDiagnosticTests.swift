import Foundation
import LayoutExamples
import LayoutLab
import LayoutScenes
import Testing

/// The diagnostics of `json`, as `path: message` lines, or none after recording its error.
private func sceneDiagnostics(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
  decodedScene(json, sourceLocation: sourceLocation)?.diagnostics.map(\.description) ?? []
}

/// Numbers outside what a layout can use are errors naming their path; values SwiftUI takes but
/// corrects are read, passed on as SwiftUI takes them, and listed as diagnostics with their paths.
@Suite("Out-of-range numbers and suspect values name their JSON path")
struct SceneDiagnosticTests {
  @Test(
    "A number beyond ±1,000,000 is an error at its path",
    arguments: [
      (
        #"{"hstack": {"spacing": -1e308, "children": [{"color": "red"}]}}"#,
        #"$.hstack.spacing: expected a number from -1000000 to 1000000, found -1e+308"#
      ),
      (
        #"{"text": "a", "frame": {"width": 1e308}}"#,
        #"$.frame.width: expected a number from -1000000 to 1000000, "infinity" or null, found 1e+308"#
      ),
      (
        #"{"text": "a", "frame": {"maxHeight": -1000001}}"#,
        #"$.frame.maxHeight: expected a number from -1000000 to 1000000, "infinity" or null, found -1000001"#
      ),
      (
        #"{"text": "a", "offset": {"x": 1e308}}"#,
        #"$.offset.x: expected a number from -1000000 to 1000000, found 1e+308"#
      ),
      (
        #"{"text": "a", "position": {"y": -1e7}}"#,
        #"$.position.y: expected a number from -1000000 to 1000000, found -10000000"#
      ),
      (#"{"text": "a", "padding": 1e300}"#, #"$.padding: expected a number from -1000000 to 1000000, found 1e+300"#),
      (
        #"{"text": "a", "padding": {"top": 2e6}}"#,
        #"$.padding.top: expected a number from -1000000 to 1000000, found 2000000"#
      ),
      (#"{"text": "a", "font": {"size": 1e308}}"#, #"$.font.size: expected a number from 0 to 1000000, found 1e+308"#),
      (#"{"text": "a", "font": {"size": -1}}"#, #"$.font.size: expected a number from 0 to 1000000, found -1"#),
      (
        #"{"color": {"name": "red", "opacity": 1e308}}"#,
        #"$.color.opacity: expected a number from -1000000 to 1000000, found 1e+308"#
      ),
      (#"{"spacer": 1e9}"#, #"$.spacer: expected a number from -1000000 to 1000000, found 1000000000"#),
      (
        #"{"roundedRectangle": {"cornerRadius": 1e9}}"#,
        #"$.roundedRectangle.cornerRadius: expected a number from -1000000 to 1000000, found 1000000000"#
      ),
      (
        #"{"tileGrid": {"spacing": 1e9}}"#,
        #"$.tileGrid.spacing: expected a number from -1000000 to 1000000, found 1000000000"#
      ),
      (
        #"{"text": "a", "layoutPriority": 1e9}"#,
        #"$.layoutPriority: expected a number from -1000000 to 1000000, found 1000000000"#
      ),
      (
        #"{"text": "a", "aspectRatio": 1e300}"#,
        #"$.aspectRatio: expected a number from -1000000 to 1000000, found 1e+300"#
      ),
    ])
  func outOfRange(json: String, expected: String) {
    expectSceneError(json, expected)
  }

  @Test("±1,000,000 itself is read; negative stack spacing is legal, as in SwiftUI")
  func bounds() {
    #expect(sceneDiagnostics(#"{"text": "a", "offset": {"x": 1000000, "y": -1000000}}"#) == [])
    // Two 10 × 10 colours with spacing -4 overlap by 4: the second starts at 6, and the stack
    // is 16 wide, as HStack(spacing: -4) lays them out.
    expectSceneMatches(
      #"{"hstack": {"spacing": -4, "children": [{"color": "red", "frame": {"width": 10, "height": 10}}, {"color": "blue", "frame": {"width": 10, "height": 10}}]}}"#,
      HStack(spacing: -4) {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10)
      })
  }

  @Test("A negative or infinite fixed frame dimension is diagnosed at its path and ignored, as SwiftUI does")
  func frames() {
    #expect(
      sceneDiagnostics(#"{"text": "a", "frame": {"width": -5, "height": "infinity"}}"#) == [
        #"$.frame.width: -5 is a negative frame dimension; SwiftUI ignores it ("Invalid frame dimension"), and so does the layout"#,
        #"$.frame.height: "infinity" is not a fixed frame dimension; SwiftUI ignores it ("Invalid frame dimension"), and so does the layout; use maxWidth or maxHeight to fill the space"#,
      ])
    #expect(
      sceneDiagnostics(#"{"text": "a", "frame": {"minWidth": -1, "maxWidth": "infinity"}}"#) == [
        "$.frame.minWidth: -1 is a negative frame dimension; SwiftUI reports it as an invalid frame dimension"
      ])
    // The layout is still the one the same Swift code gives.
    expectSceneMatches(#"{"text": "a", "frame": {"width": -5}}"#, Text("a").frame(width: -5))
  }

  @Test("An opacity outside 0...1 is clamped, as SwiftUI does, with a diagnostic")
  func opacity() {
    #expect(
      sceneDiagnostics(
        #"{"vstack": [{"color": {"name": "red", "opacity": 1.5}}, {"color": {"white": 0.5, "opacity": -0.25}}]}"#) == [
          "$.vstack[0].color.opacity: opacity 1.5 is outside 0...1; SwiftUI clamps it to 1, and so does the scene",
          "$.vstack[1].color.opacity: opacity -0.25 is outside 0...1; SwiftUI clamps it to 0, and so does the scene",
        ])
    // Clamped: an opacity of 1 leaves the named colour as it is; 0 is a transparent grey.
    expectSceneMatches(
      #"{"vstack": [{"color": {"name": "red", "opacity": 1.5}}, {"color": {"white": 0.5, "opacity": -0.25}}]}"#,
      VStack {
        Color.red
        Color(white: 0.5, opacity: 0)
      })
    #expect(sceneDiagnostics(#"{"color": {"name": "red", "opacity": 0.5}}"#) == [])
  }

  @Test("maxLines below 1 is diagnosed; FlowLayout shows one line, as for maxLines 1")
  func maxLines() {
    let tags = #""children": [{"repeat": 30, "of": {"text": "tag {number}", "padding": 4}}]"#
    for value in [0, -1] {
      #expect(
        sceneDiagnostics(#"{"flowLayout": {"maxLines": \#(value), \#(tags)}}"#) == [
          "$.flowLayout.maxLines: maxLines \(value) is below 1; FlowLayout shows 1 line"
        ])
      let below = decodedScene(#"{"flowLayout": {"maxLines": \#(value), \#(tags)}}"#)?.layout()
      let one = decodedScene(#"{"flowLayout": {"maxLines": 1, \#(tags)}}"#)?.layout()
      // The same frames; only the container's summary keeps the value as given.
      let outline = below.map(sceneOutline)?.map {
        $0.replacingOccurrences(of: "maxLines: \(value)", with: "maxLines: 1")
      }
      #expect(outline == one.map(sceneOutline))
    }
  }

  @Test("Negative metrics of the example layouts are diagnosed with the correction the layout documents")
  func layoutMetrics() {
    #expect(
      sceneDiagnostics(
        #"{"tileGrid": {"spacing": -4, "blocks": ["full", {"fullCustom": -10}], "children": [{"color": "red"}]}}"#) == [
          "$.tileGrid.blocks[1].fullCustom: -10 is negative; HorizontalTileGrid counts it as 0",
          "$.tileGrid.spacing: -4 is negative; HorizontalTileGrid counts it as 0",
        ])
    #expect(
      sceneDiagnostics(
        #"{"cardLayout": {"padding": -1, "margin": -2, "minimumWidth": 200, "maximumWidth": 100, "aspectRatio": 0}}"#)
        == [
          "$.cardLayout.padding: -1 is negative; CardLayout counts it as 0",
          "$.cardLayout.margin: -2 is negative; CardLayout counts it as 0",
          "$.cardLayout.maximumWidth: maximumWidth 100 is below minimumWidth; CardLayout counts it as 200",
          "$.cardLayout.aspectRatio: aspectRatio 0 is not positive; CardLayout counts it as 1.5",
        ])
  }

  @Test("Siblings with one id are diagnosed, naming both paths; ids in different containers are not")
  func sharedIDs() {
    #expect(
      sceneDiagnostics(
        #"{"vstack": [{"text": "a", "id": "title"}, {"text": "b"}, {"text": "c", "modifiers": [{"padding": 1}, {"id": "title"}]}]}"#
      )
        == [#"$.vstack[2].modifiers[1].id: the id "title" is also the id of a sibling, at $.vstack[0].id"#])
    // A repetition whose id has no placeholder gives every copy that id.
    #expect(
      sceneDiagnostics(#"{"vstack": [{"repeat": 3, "of": {"text": "x", "id": "row"}}]}"#)
        == [#"$.vstack[0].of.id: every one of the 3 copies has the id "row"; add {index} to tell them apart"#])
    // With {index}, {number} or {item} the copies differ; one copy cannot collide with itself;
    // the same id in two different stacks belongs to views that are not siblings.
    #expect(sceneDiagnostics(#"{"vstack": [{"repeat": 3, "of": {"text": "x", "id": "row-{index}"}}]}"#) == [])
    #expect(sceneDiagnostics(#"{"vstack": [{"forEach": ["a", "b"], "of": {"text": "x", "id": "{item}"}}]}"#) == [])
    #expect(sceneDiagnostics(#"{"vstack": [{"repeat": 1, "of": {"text": "x", "id": "row"}}]}"#) == [])
    #expect(
      sceneDiagnostics(#"{"vstack": [{"vstack": [{"text": "a", "id": "x"}]}, {"hstack": [{"text": "b", "id": "x"}]}]}"#)
        == [])
    // A repetition's template and a sibling view share an id as written.
    #expect(
      sceneDiagnostics(
        #"{"hstack": [{"text": "a", "id": "t-{index}"}, {"repeat": 2, "of": {"text": "b", "id": "t-{index}"}}]}"#)
        == [#"$.hstack[1].of.id: the id "t-{index}" is also the id of a sibling, at $.hstack[0].id"#])
  }

  @Test("The example scenes have no diagnostics")
  func examplesAreClean() throws {
    for example in ExampleScenes.all {
      #expect(try LayoutScene(json: example).diagnostics == [])
    }
  }
}
