import Foundation

/// Runs the built `layoutlab` binary, as a user would, and captures what it printed.
struct CommandRun {
  let status: Int32
  let output: String
  let error: String
}

/// The `layoutlab` built next to the test runner (SwiftPM builds it: the test target depends
/// on it).
func layoutlabURL() -> URL {
  let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  var folder = runner.deletingLastPathComponent()
  // The runner may be inside an .xctest bundle.
  while folder.pathComponents.count > 1,
    !FileManager.default.fileExists(atPath: folder.appendingPathComponent("layoutlab").path)
  {
    folder = folder.deletingLastPathComponent()
  }
  return folder.appendingPathComponent("layoutlab")
}

/// Runs `layoutlab` with `arguments`, and `input` (when given) on its standard input.
func runLayoutlab(_ arguments: [String], in directory: URL? = nil, input: Data? = nil) throws -> CommandRun {
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
