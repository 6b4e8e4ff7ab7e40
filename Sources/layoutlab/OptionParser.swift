import Foundation
import LayoutLab

/// Reads `--flag value` options and positional arguments, in order, with messages that list the
/// valid choices.
struct OptionParser {
  private var remaining: ArraySlice<String>
  let command: String

  init(_ arguments: [String], command: String) {
    remaining = arguments[...]
    self.command = command
  }

  /// The next argument, or `nil` at the end.
  mutating func next() -> String? { remaining.popFirst() }

  /// The value after `flag`.
  mutating func value(for flag: String) throws(CommandLineError) -> String {
    guard let value = remaining.popFirst() else { throw fail("\(flag) needs a value") }
    return value
  }

  /// The non-negative number after `flag`.
  mutating func length(for flag: String) throws(CommandLineError) -> CGFloat {
    let text = try value(for: flag)
    guard let number = Double(text), number.isFinite, number >= 0 else {
      throw fail("\(flag): expected a non-negative number of points, found \"\(text)\"")
    }
    return CGFloat(number)
  }

  /// The positive whole number after `flag`.
  mutating func count(for flag: String) throws(CommandLineError) -> Int {
    let text = try value(for: flag)
    guard let number = Int(text), number > 0 else {
      throw fail("\(flag): expected a positive whole number, found \"\(text)\"")
    }
    return number
  }

  /// The value after `flag`, which must be one of `choices`.
  mutating func choice<T>(for flag: String, _ choices: [(String, T)]) throws(CommandLineError) -> T {
    let text = try value(for: flag)
    guard let match = choices.first(where: { $0.0 == text }) else {
      throw fail("\(flag): expected one of \(choices.map(\.0).joined(separator: ", ")), found \"\(text)\"")
    }
    return match.1
  }

  func fail(_ message: String) -> CommandLineError {
    CommandLineError(description: message, command: command)
  }
}
