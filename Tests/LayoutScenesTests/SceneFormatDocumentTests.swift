import Foundation
import LayoutLab
import LayoutScenes
import Testing

/// `Sources/LayoutScenes/SceneFormat.md`, read from the source tree.
private func sceneFormatDocument() throws -> String {
  let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/LayoutScenes/SceneFormat.md")
  return try String(contentsOf: url, encoding: .utf8)
}

/// The fenced blocks of `language` in a Markdown text.
private func codeBlocks(_ language: String, in text: String) -> [String] {
  var blocks: [String] = []
  var current: [Substring]?
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    if current == nil, line == "```\(language)" {
      current = []
    } else if current != nil, line == "```" {
      blocks.append((current ?? []).joined(separator: "\n"))
      current = nil
    } else {
      current?.append(line)
    }
  }
  return blocks
}

/// The format's documentation stays true: its JSON examples decode and lay out, its main
/// example is the built-in `scene-profile`, and its error examples are the errors given.
@Suite("The scene format's documentation")
struct SceneFormatDocumentTests {
  @Test("Every JSON example in SceneFormat.md decodes and lays out without diagnostics")
  func examplesDecode() throws {
    let blocks = codeBlocks("json", in: try sceneFormatDocument())
    #expect(blocks.count >= 4)
    for block in blocks {
      let scene = try LayoutScene(json: block)
      #expect(scene.layout().diagnostics.isEmpty, "\(block.prefix(60))")
    }
  }

  @Test("The first example is ExampleScenes.profile, word for word")
  func mainExample() throws {
    #expect(codeBlocks("json", in: try sceneFormatDocument()).first == ExampleScenes.profile)
  }

  @Test("The error examples are the errors the scenes give")
  func errorExamples() throws {
    let errors = codeBlocks("text", in: try sceneFormatDocument()).first?.split(separator: "\n").map(String.init) ?? []
    let scenes = [
      #"{"root": {"vstack": {"children": [{"text": "a"}, {"text": "b"}, {"text": "c", "frame": {"width": "wide"}}]}}}"#,
      #"{"root": {"vstak": []}}"#,
      #"{"root": {"text": "Hi", "paddin": 8}}"#,
      #"{"root": {"hstack": {"alignment": "middle"}}}"#,
      #"{"root": {"scrollView": {"axes": "vertical"}}}"#,
      "{\n  \"root\": {\n    \"text\": ,\n  }\n}",
    ]
    #expect(errors.count == scenes.count)
    for (json, documented) in zip(scenes, errors) {
      guard let error = sceneError(json) else { continue }
      if documented.hasSuffix("...") {
        #expect(error.description.hasPrefix(String(documented.dropLast(3))), "\(documented)")
      } else {
        #expect(error.description == documented)
      }
    }
  }

  @Test("The diagnostic examples are the diagnostics the scenes give")
  func diagnosticExamples() throws {
    // The third text block, after the errors and the malformed document.
    let blocks = codeBlocks("text", in: try sceneFormatDocument())
    let documented = blocks.count > 2 ? blocks[2].split(separator: "\n").map(String.init) : []
    let first = try LayoutScene(json: #"{"root": {"text": "a", "frame": {"width": -5}}}"#)
    let second = try LayoutScene(
      json: #"{"root": {"vstack": [{"text": "a", "id": "title"}, {"text": "b", "id": "title"}]}}"#)
    #expect(documented == (first.diagnostics + second.diagnostics).map(\.description))
  }

  @Test("The limit example is the error a 10,001-entry children list gives")
  func limitExample() {
    // The fourth text block. The 10,001st entry starts after 21 characters of prefix and
    // 10,000 entries of 15 (`{"text": "x"}, `): at column 21 + 150,000 + 1.
    let blocks = codeBlocks("text", in: (try? sceneFormatDocument()) ?? "")
    let json =
      #"{"root": {"vstack": ["# + Array(repeating: #"{"text": "x"}"#, count: 10_001).joined(separator: ", ") + "]}}"
    #expect(blocks.count > 3 && sceneError(json)?.description == blocks[3])
  }
}
