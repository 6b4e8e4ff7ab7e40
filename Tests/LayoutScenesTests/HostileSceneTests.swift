import Foundation
import LayoutLab
import LayoutScenes
import Testing

/// `Fixtures/Hostile/`, read from the source tree: scene files that try to break the reader,
/// each `name.json` beside a `name.expected` that says what reading it must give, one line each:
/// `error: path: message` (the `SceneError`), `diagnostic: path: message` (one line per
/// `SceneDiagnostic`, in order), or `ok` (a scene with no diagnostics).
private let hostileFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Fixtures/Hostile")

/// The names of the hostile fixtures, sorted.
private func hostileFixtureNames() -> [String] {
  let files = (try? FileManager.default.contentsOfDirectory(atPath: hostileFolder.path)) ?? []
  return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
}

/// Hostile scene files fail with the error their sidecar names, or read with its diagnostics;
/// none crashes, and every scene that reads lays out without NaN or infinity in its frames.
@Suite("Hostile scene files")
struct HostileSceneTests {
  @Test("The corpus holds every kind of hostile file")
  func corpus() {
    // 7 numbers out of range, 6 suspect values, a byte order mark, 13 kinds of malformed JSON,
    // a document that is not an object, and 2 limits.
    #expect(hostileFixtureNames().count == 30)
  }

  @Test(
    "Each hostile scene file gives exactly the error or diagnostics its sidecar expects",
    arguments: hostileFixtureNames())
  func hostile(name: String) throws {
    let file = hostileFolder.appendingPathComponent("\(name).json").path
    let expected = try String(contentsOf: hostileFolder.appendingPathComponent("\(name).expected"), encoding: .utf8)
      .split(separator: "\n").map(String.init)
    let actual: [String]
    do {
      let scene = try LayoutScene(contentsOfFile: file)
      actual = scene.diagnostics.isEmpty ? ["ok"] : scene.diagnostics.map { "diagnostic: \($0)" }
      for view in sceneOutline(scene.layout()) {
        #expect(!view.contains("nan") && !view.contains("inf"), "\(view)")
      }
    } catch {
      guard case .invalidScene(let sceneError) = error.reason else {
        Issue.record("\(error)")
        return
      }
      actual = ["error: \(sceneError)"]
    }
    #expect(actual == expected)
  }
}
