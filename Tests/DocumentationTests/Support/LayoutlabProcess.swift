import Foundation
import LayoutTestSupport

/// The documentation's way of running the built `layoutlab` (SwiftPM builds it: this test
/// target depends on it): a marker's command split into arguments, its output made stable.
enum LayoutlabProcess {
  /// Runs `layoutlab` with `arguments` and returns what it printed on standard output, or
  /// throws with its standard error when it exits with a failure.
  static func run(_ arguments: [String]) throws -> String {
    let run = try runLayoutlab(arguments)
    guard run.status == 0 else {
      throw Failure(
        description: "layoutlab \(arguments.joined(separator: " ")) exited with status \(run.status): \(run.error)")
    }
    return run.output
  }

  /// A failed run.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Splits a marker's command into arguments at spaces; single quotes group
  /// (`--filter 'Text("Hello, world")'`).
  static func arguments(_ command: String) -> [String] {
    var arguments: [String] = []
    var current = ""
    var quoted = false
    var started = false
    for character in command {
      if character == "'" {
        quoted.toggle()
        started = true
      } else if character == " " && !quoted {
        if started { arguments.append(current) }
        current = ""
        started = false
      } else {
        current.append(character)
        started = true
      }
    }
    if started { arguments.append(current) }
    return arguments
  }

  /// `compare`'s output without what differs from run to run: the wall-time column (`ms`)
  /// and the line about times. Other commands' output is returned as is.
  static func stable(_ output: String, for arguments: [String]) -> String {
    guard arguments.first == "compare" else { return output }
    var lines = output.components(separatedBy: "\n")
    lines.removeAll { $0.hasPrefix("times are ") }
    var inTable = false
    for index in lines.indices {
      if lines[index].hasPrefix("technique ") { inTable = true }
      if lines[index].isEmpty { inTable = false }
      guard inTable, let last = lines[index].range(of: " +[^ ]+$", options: .regularExpression) else { continue }
      lines[index].removeSubrange(last)
    }
    return lines.joined(separator: "\n")
  }
}
