import Foundation
import LayoutLab
import LayoutScenes
import Testing

/// Every path to a value in a JSON tree, with a function that replaces the value there.
private func mutations(of json: Any) -> [(path: String, replace: (Any) -> Any)] {
  var found: [(String, (Any) -> Any)] = [("$", { $0 })]
  if let object = json as? [String: Any] {
    for key in object.keys.sorted() {
      for (path, replace) in mutations(of: object[key] ?? NSNull()) {
        found.append(
          (
            "$.\(key)" + path.dropFirst(),
            { new in
              var copy = object
              copy[key] = replace(new)
              return copy
            }
          ))
      }
    }
  } else if let array = json as? [Any] {
    for (index, element) in array.enumerated() {
      for (path, replace) in mutations(of: element) {
        found.append(
          (
            "$[\(index)]" + path.dropFirst(),
            { new in
              var copy = array
              copy[index] = replace(new)
              return copy
            }
          ))
      }
    }
  }
  return found
}

/// Nothing in a scene can crash the reader or the layout: every value of the example scenes
/// replaced by values of every other type either decodes and lays out, or throws a `SceneError`
/// at the path of the replaced value or inside it.
@Suite("Scenes never crash, whatever their values")
struct SceneRobustnessTests {
  /// Values of every JSON type, and numbers a layout finds hard.
  private static var replacements: [Any] {
    [
      "wide", -1, 0, 1e9, -1e300, 2.5, true, NSNull(), [Any](), [String: Any](), ["text": "x"], [["text": "x"]],
    ]
  }

  @Test("Each example scene with any one value replaced decodes and lays out, or fails at that value")
  func mutatedScenes() throws {
    var decoded = 0
    var refused = 0
    for example in ExampleScenes.all {
      let tree = try JSONSerialization.jsonObject(with: Data(example.utf8))
      for (path, replace) in mutations(of: tree) where path != "$" {
        for replacement in Self.replacements {
          let data = try JSONSerialization.data(withJSONObject: replace(replacement))
          do {
            let scene = try LayoutScene(data: data)
            // Lay it out in a small host to keep the run short.
            var small = scene
            small.hostSize = CGSize(width: min(scene.hostSize.width, 400), height: min(scene.hostSize.height, 400))
            _ = small.layout()
            decoded += 1
          } catch {
            // The error is at the replaced value or inside it.
            #expect(error.path.hasPrefix(path), "\(path) → \(replacement): \(error)")
            refused += 1
          }
        }
      }
    }
    // Both outcomes occur many times.
    #expect(decoded > 100)
    #expect(refused > 100)
  }

  @Test("Views nested up to 512 levels of JSON lay out; the first level deeper is refused at its path")
  func deepNesting() throws {
    // 250 stacks, two JSON levels each ({"vstack": [ ... ]}), and the text's object: 501 levels.
    let depth = 250
    let nested =
      String(repeating: #"{"vstack": ["#, count: depth) + #"{"text": "deep", "id": "deep"}"#
      + String(repeating: "]}", count: depth)
    let result = try LayoutScene(json: nested).layout()
    #expect(result.frame(id: "deep")?.size == CGSize(width: 34, height: 20.4))
    // 510 nested backgrounds: one JSON level each, and the colour's object: 511 levels.
    let backgrounds =
      String(repeating: #"{"text": "b", "background": "#, count: 510) + #"{"color": "red"}"#
      + String(repeating: "}", count: 510)
    _ = try LayoutScene(json: backgrounds).layout()
    // 256 stacks are exactly 512 levels when the innermost is empty: read.
    let atLimit =
      String(repeating: #"{"vstack": ["#, count: 255) + #"{"vstack": []}"# + String(repeating: "]}", count: 255)
    _ = try LayoutScene(json: atLimit)
    // With a view inside the innermost, that view's object is level 513: refused at its path,
    // 256 stacks in; each stack's 12 characters put it at column 256 × 12 + 1 = 3073.
    let pastLimit =
      String(repeating: #"{"vstack": ["#, count: 256) + #"{"text": "x"}"# + String(repeating: "]}", count: 256)
    let expected =
      "$" + String(repeating: ".vstack[0]", count: 256)
      + ": nested more than 512 arrays and objects deep, the limit of a scene file (line 1, column 3073)"
    #expect(sceneError(pastLimit)?.description == expected)
    // 100,000 levels are refused at the same place: the rest is never read.
    let farPast = String(repeating: #"{"vstack": ["#, count: 50_000) + String(repeating: "]}", count: 50_000)
    #expect(sceneError(farPast)?.description == expected)
  }

  @Test("Valid JSON with values bad for layout is passed on; the engine reports what it corrected")
  func badLayoutValues() throws {
    // A negative frame width is corrected by the engine (treated as unspecified) with a diagnostic,
    // exactly as the same Swift code is.
    expectSceneMatches(#"{"text": "a", "frame": {"width": -5}}"#, Text("a").frame(width: -5))
    let result = try LayoutScene(json: #"{"text": "a", "frame": {"width": -5}}"#).layout()
    #expect(result.diagnostics.map(\.kind) == [.invalidFrameDimension])
    expectSceneMatches(#"{"color": "red", "aspectRatio": 0}"#, Color.red.aspectRatio(0, contentMode: .fit))
    expectSceneMatches(#"{"text": "a", "lineLimit": 0}"#, Text("a").lineLimit(0))
    expectSceneMatches(#"{"text": "a", "padding": -3}"#, Text("a").padding(-3))
  }
}
