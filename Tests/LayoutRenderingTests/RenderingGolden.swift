import Foundation
import Testing

/// Golden files for the renderers' tests, in `Tests/LayoutRenderingTests/Golden`. Run the tests
/// with `RECORD_GOLDEN=1` to rewrite them from the current output (then read the diff: each
/// golden was checked by hand against the rules its test names).
enum RenderingGolden {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

  /// Compares `actual` with the golden file `name`, or rewrites the file when recording.
  static func check(_ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = directory.appendingPathComponent(name)
    if isRecording {
      do {
        try actual.write(to: url, atomically: true, encoding: .utf8)
      } catch {
        Issue.record("could not write golden \(name): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record("missing golden \(name); run with RECORD_GOLDEN=1 and check it", sourceLocation: sourceLocation)
      return
    }
    if actual != expected {
      let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let line =
        zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actualLines.count, expectedLines.count)
      let got = line < actualLines.count ? String(actualLines[line]) : "(end)"
      let wanted = line < expectedLines.count ? String(expectedLines[line]) : "(end)"
      Issue.record(
        "\(name) differs at line \(line + 1):\n  expected: \(wanted)\n  actual:   \(got)",
        sourceLocation: sourceLocation)
    }
  }
}
