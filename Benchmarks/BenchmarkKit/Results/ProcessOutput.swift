import Foundation

/// Runs a short command (`git rev-parse HEAD`, `swift --version`) found on the PATH and
/// returns what it printed, for the run's metadata.
///
/// SwiftUI parity: none; a harness.
enum ProcessOutput {
  /// The standard output of `arguments` (program first), or `nil` when it cannot be run or
  /// exits with a failure.
  static func run(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
