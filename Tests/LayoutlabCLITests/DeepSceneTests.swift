import Foundation
import LayoutTestSupport
import Testing

/// A scene 10,000 paddings deep renders through the command (every renderer is tested on
/// such a chain in `DeepTreeRenderingTests`).
@Suite("render copes with a chain of 10,000 paddings")
struct DeepSceneTests {
  @Test("The text tree and the JSON of a 10 x 10 colour inside 10,000 paddings of 1, with the right frames")
  func tenThousandPaddings() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-deep-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("chain.json")
    let paddings = Array(repeating: #"{"padding": 1}"#, count: 10_000).joined(separator: ", ")
    try
      #"{"host": {"width": 100, "height": 100}, "root": {"color": "red", "frame": {"width": 10, "height": 10}, "modifiers": [\#(paddings)]}}"#
      .write(to: scene, atomically: true, encoding: .utf8)
    for format in ["text", "json"] {
      let run = try runLayoutlab(["render", scene.path, "--format", format])
      #expect(run.status == 0, "\(format): \(run.error)")
      #expect(run.error.isEmpty, "\(format): \(run.error)")
      switch format {
      case "text":
        // 10 + 2 x 10,000 = 20,010 square, centred in 100 x 100 at 50 - 10,005 = -9,955; the
        // colour is 10,000 in: at 45. Deeper than 64 levels, lines say their depth.
        #expect(run.output.contains("\n└── .padding(1)  [-9955 -9955 20010 20010]\n"))
        #expect(run.output.contains("└── (depth 10001) Color.red  [45 45 10 10]\n"))
        #expect(run.output.contains("views 10002 · frames 1"))
      default:
        #expect(run.output.hasPrefix("{\n  \"diagnostics\": []"))
        #expect(run.output.components(separatedBy: "\"nodeID\":").count - 1 == 10_002)
      }
    }
  }
}
