import Foundation
import LayoutTestSupport
import Testing

/// `layoutlab render` on scene files it cannot read, or reads with diagnostics.
@Suite("layoutlab render says why a scene file cannot be read")
struct SceneFileReadingTests {
  @Test("A missing file and a directory are told apart, with the path, status 2")
  func unreadable() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-read-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("missing.json").path
    let noFile = try runLayoutlab(["render", missing])
    #expect(noFile.status == 2)
    #expect(noFile.error == "layoutlab: error: \(missing): no such file (see `layoutlab render --help`)\n")
    // A directory whose name ends in .json, so it is taken for a scene file.
    let directory = folder.appendingPathComponent("scenes.json")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let isDirectory = try runLayoutlab(["render", directory.path])
    #expect(isDirectory.status == 2)
    #expect(
      isDirectory.error
        == "layoutlab: error: \(directory.path): a directory, not a scene file (see `layoutlab render --help`)\n")
  }

  @Test("A scene's diagnostics are warnings on standard error, naming the file and the JSON path; it still renders")
  func warnings() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-warn-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("ids.json")
    try Data(
      #"{"host": {"width": 100, "height": 100}, "root": {"vstack": [{"text": "a", "id": "x"}, {"text": "b", "id": "x"}]}}"#
        .utf8
    )
    .write(to: file)
    let run = try runLayoutlab(["render", file.path])
    #expect(run.status == 0)
    #expect(
      run.error
        == "layoutlab: warning: \(file.path): $.root.vstack[1].id: the id \"x\" is also the id of a sibling, at $.root.vstack[0].id\n"
    )
    #expect(run.output.contains("VStack"))
  }
}
