import Foundation
import LayoutLab
import LayoutRendering
import LayoutScenes
import Testing

/// `Fixtures/Conformance/`, read from the source tree: one scene file per layout case, each
/// with the frames its views must get (`expect`) and where those numbers come from (`source`:
/// the rules and the arithmetic worked by hand, or the SwiftUI observation reproduced).
private let conformanceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Fixtures/Conformance")

/// The fixtures' file names, sorted.
private func conformanceFixtures() -> [String] {
  let files = (try? FileManager.default.contentsOfDirectory(atPath: conformanceFolder.path)) ?? []
  return files.filter { $0.hasSuffix(".json") }.sorted()
}

/// A failing fixture's report: the case, where its numbers come from, every expected frame
/// beside the actual one (mismatches marked), the scene, and the command that draws it.
private func report(_ file: String, _ scene: LayoutScene, _ result: LayoutResult, _ text: String) -> String {
  func box(_ rect: CGRect?) -> String {
    guard let rect else { return "no view" }
    return "[" + [rect.minX, rect.minY, rect.width, rect.height].map { formatLength($0) }.joined(separator: ", ") + "]"
  }
  let unmet = Set(scene.unmetExpectations(in: result).map(\.expectation.id))
  let rows = scene.expectations.map { expectation in
    let mark = unmet.contains(expectation.id) ? "✗" : "✓"
    let view = result.view(id: expectation.id)
    let proposal =
      expectation.proposal.map { "; proposal expected \($0), got \(view.map { "\($0.proposal)" } ?? "none")" } ?? ""
    return "  \(mark) \(expectation.id): expected \(box(expectation.frame)), got \(box(view?.frame))\(proposal)"
  }
  return """
    \(file): \(scene.summary ?? scene.name ?? "")
    where the numbers come from:
    \(scene.source ?? "(no source)")
    frames:
    \(rows.joined(separator: "\n"))
    scene:
    \(text)
    to see it: swift run layoutlab render Tests/LayoutScenesTests/Fixtures/Conformance/\(file) --format tree
    """
}

@Suite("Conformance fixtures: scene files with the frames worked out by hand")
struct ConformanceFixtureTests {
  @Test("Every conformance fixture lays out to the frames it expects", arguments: conformanceFixtures())
  func fixture(file: String) throws {
    let path = conformanceFolder.appendingPathComponent(file).path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let scene = try LayoutScene(json: text)
    // A fixture states numbers and says where they come from; a scene without them checks nothing.
    #expect(!scene.expectations.isEmpty, "\(file) has no \"expect\" frames")
    #expect(!(scene.source ?? "").isEmpty, "\(file) has no \"source\"")
    #expect(scene.diagnostics.isEmpty, "\(file): \(scene.diagnostics)")
    let result = scene.layout()
    // Fixtures are valid layouts: a diagnostic means the engine found something wrong.
    #expect(result.diagnostics.isEmpty, "\(file): \(result.diagnostics)")
    if !scene.unmetExpectations(in: result).isEmpty {
      Issue.record(Comment(rawValue: report(file, scene, result, text)))
    }
  }

  @Test("A frame or a proposal off by more than a thousandth, or a missing view, is an unmet expectation")
  func unmetExpectations() throws {
    // The id names the 100-wide frame around the colour: centred in the 300 × 100 host at
    // (100, 0), 100 × 100, proposed the host's 300 × 100.
    let scene = try LayoutScene(
      json: """
        {"host": {"width": 300, "height": 100}, "root": {"color": "red", "frame": {"width": 100}, "id": "red"},
         "expect": {"red": {"frame": [100.0005, 0, 100, 100], "proposal": [300, 100]}}}
        """)
    #expect(scene.unmetExpectations(in: scene.layout()).isEmpty)
    let wrong = try LayoutScene(
      json: """
        {"host": {"width": 300, "height": 100}, "root": {"color": "red", "frame": {"width": 100}, "id": "red"},
         "expect": {"red": {"frame": [100, 0, 100, 100], "proposal": [null, 100]}, "blue": [0, 0, 1, 1], "frame": [100.01, 0, 100, 100]}}
        """)
    let unmet = wrong.unmetExpectations(in: wrong.layout())
    // Sorted by id: "blue" names no view, "frame" neither, "red" has the wrong proposal.
    #expect(unmet.map(\.expectation.id) == ["blue", "frame", "red"])
    #expect(unmet.map { $0.actual == nil } == [true, true, false])
  }
}
