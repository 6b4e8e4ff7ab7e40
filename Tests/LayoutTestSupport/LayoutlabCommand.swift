import Foundation

/// What one run of the built `layoutlab` binary printed, and how it exited.
public struct CommandRun: Sendable {
  /// The exit status (0 for success).
  public let status: Int32
  /// Everything written to standard output.
  public let output: String
  /// Everything written to standard error.
  public let error: String
}

/// The `layoutlab` built next to the test runner (SwiftPM builds it when the test target
/// depends on it): the first folder, walking up from the runner, that holds it. The runner may
/// be inside an .xctest bundle.
public func layoutlabURL() -> URL {
  let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  var folder = runner.deletingLastPathComponent()
  while folder.pathComponents.count > 1,
    !FileManager.default.fileExists(atPath: folder.appendingPathComponent("layoutlab").path)
  {
    folder = folder.deletingLastPathComponent()
  }
  return folder.appendingPathComponent("layoutlab")
}

/// Runs `layoutlab` with `arguments`, as a user runs it, in `directory` (when given) and with
/// `input` (when given) on its standard input, and returns what it printed.
public func runLayoutlab(_ arguments: [String], in directory: URL? = nil, input: Data? = nil) throws -> CommandRun {
  let process = Process()
  process.executableURL = layoutlabURL()
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  let output = Pipe()
  let error = Pipe()
  let standardInput = Pipe()
  process.standardOutput = output
  process.standardError = error
  if input != nil { process.standardInput = standardInput }
  try process.run()
  if let input {
    // Written beside the reads below, so that neither side waits for a full pipe.
    let writer = standardInput.fileHandleForWriting
    DispatchQueue.global().async {
      writer.write(input)
      try? writer.close()
    }
  }
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  let errorData = error.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return CommandRun(
    status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
    error: String(decoding: errorData, as: UTF8.self))
}
