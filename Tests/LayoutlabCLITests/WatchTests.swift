import Foundation
import LayoutTestSupport
import Testing

/// `layoutlab render scene.json --watch`, run as a user runs it: it renders, renders again after
/// an edit, reports a malformed edit and goes on, and Ctrl-C ends it with status 0.
@Suite("layoutlab render --watch")
struct WatchTests {
  /// What a running process has printed so far on one stream.
  final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ more: Data) { lock.withLock { data.append(more) } }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
  }

  /// Waits until `condition` holds, looking every 20 ms, for at most `timeout` seconds.
  func eventually(within timeout: TimeInterval = 30, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      if Date() > deadline { return false }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return true
  }

  /// A 100 × 50 host with one text of body size (8.5 per character, 20.4 tall), centred.
  func scene(_ text: String) -> String {
    #"{"host": {"width": 100, "height": 50}, "root": {"text": "\#(text)"}}"#
  }

  @Test("An edit renders again, a malformed edit prints its error and the watch goes on, Ctrl-C exits 0")
  func rendersEachChange() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("scene.json")
    try scene("alpha").write(to: file, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = layoutlabURL()
    process.arguments = ["render", file.path, "--watch"]
    let output = Collected()
    let error = Collected()
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    outputPipe.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
    errorPipe.fileHandleForReading.readabilityHandler = { error.append($0.availableData) }
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    try process.run()
    defer {
      if process.isRunning { process.terminate() }
      outputPipe.fileHandleForReading.readabilityHandler = nil
      errorPipe.fileHandleForReading.readabilityHandler = nil
    }

    // "alpha": 5 × 8.5 = 42.5 wide; x = (100 − 42.5) / 2 = 28.75, y = (50 − 20.4) / 2 = 14.8.
    #expect(
      eventually { output.text.contains("Text(\"alpha\")  [28.75 14.8 42.5 20.4]") }, "\(output.text)\(error.text)")
    // Saved as editors save: a new file renamed over the old one.
    try "{".write(to: file, atomically: true, encoding: .utf8)
    #expect(eventually { error.text.contains("layoutlab: error: \(file.path): $: malformed JSON") }, "\(error.text)")
    #expect(process.isRunning)
    // "gamma!": 6 × 8.5 = 51 wide; x = (100 − 51) / 2 = 24.5.
    try scene("gamma!").write(to: file, atomically: true, encoding: .utf8)
    #expect(eventually { output.text.contains("Text(\"gamma!\")  [24.5 14.8 51 20.4]") }, "\(output.text)\(error.text)")

    process.interrupt()
    #expect(eventually { !process.isRunning })
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    // Two renderings, one error: nothing is rendered or reported twice.
    #expect(output.text.components(separatedBy: "ViewHost  100×50").count == 3)
    #expect(error.text.components(separatedBy: "layoutlab: error:").count == 2)
  }
}
