import Foundation
import LayoutTestSupport
import Testing

/// `layoutlab render -`: a scene read from standard input, with the errors a file gets, naming
/// standard input as the source.
@Suite("layoutlab render - reads a scene from standard input")
struct StandardInputTests {
  /// A 100 × 50 host with one text. "hi" is 2 characters of 17 pt body text, 8.5 each: 17 wide,
  /// one 20.4 pt line; centred: x = (100 − 17) / 2 = 41.5, y = (50 − 20.4) / 2 = 14.8.
  static let scene = #"{"host": {"width": 100, "height": 50}, "root": {"text": "hi"}}"#

  @Test("A scene on standard input renders as the same scene in a file does")
  func rendersLikeAFile() throws {
    let run = try runLayoutlab(["render", "-"], input: Data(Self.scene.utf8))
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.hasPrefix("ViewHost  100×50\n└── Text(\"hi\")  [41.5 14.8 17 20.4]\n"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-stdin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("hi.json")
    try Self.scene.write(to: file, atomically: true, encoding: .utf8)
    #expect(try runLayoutlab(["render", file.path]).output == run.output)
  }

  @Test("An invalid scene on standard input is an error naming standard input and the JSON path, status 2")
  func invalidScene() throws {
    let run = try runLayoutlab(["render", "-", "--format", "svg"], input: Data(#"{"root": {"txt": "hi"}}"#.utf8))
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("layoutlab: error: standard input: $.root.txt: unknown view \"txt\"; expected one of "))
    #expect(run.output.isEmpty)
    let empty = try runLayoutlab(["render", "-"], input: Data())
    #expect(empty.status == 2)
    #expect(empty.error.hasPrefix("layoutlab: error: standard input: $: malformed JSON: expected a value"))
  }

  @Test("Standard input past the scene-file limit fails as a file would, after one byte more than the limit")
  func tooLarge() throws {
    // The scene-file limit, 16 MiB (`LayoutScene.maximumFileSize`, SceneFormat.md).
    let limit = 16 * 1024 * 1024
    let run = try runLayoutlab(["render", "-"], input: Data(repeating: UInt8(ascii: " "), count: limit + 1))
    #expect(run.status == 2)
    #expect(
      run.error
        == "layoutlab: error: standard input: \(limit + 1) bytes; a scene file is at most \(limit) bytes (see `layoutlab render --help`)\n"
    )
  }

  @Test("A scene's diagnostics from standard input are warnings naming standard input")
  func warnings() throws {
    let scene =
      #"{"host": {"width": 100, "height": 100}, "root": {"vstack": [{"text": "a", "id": "x"}, {"text": "b", "id": "x"}]}}"#
    let run = try runLayoutlab(["render", "-"], input: Data(scene.utf8))
    #expect(run.status == 0)
    #expect(
      run.error
        == "layoutlab: warning: standard input: $.root.vstack[1].id: the id \"x\" is also the id of a sibling, at $.root.vstack[0].id\n"
    )
  }

  @Test("--watch is refused for standard input and for built-in scenarios, status 2")
  func watchNeedsAFile() throws {
    for target in ["-", "tag-cloud"] {
      let run = try runLayoutlab(["render", target, "--watch"], input: Data())
      #expect(run.status == 2)
      #expect(
        run.error
          == "layoutlab: error: --watch needs a scene file to watch, found \"\(target)\" (see `layoutlab render --help`)\n"
      )
    }
  }
}
