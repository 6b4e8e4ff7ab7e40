/// Why a command line could not be read; `description` is the message `layout-bench` prints
/// before exiting with status 2.
///
/// SwiftUI parity: none; a harness.
public enum OptionsError: Error, Equatable, CustomStringConvertible {
  /// A flag `layout-bench` does not know.
  case unknownFlag(String)
  /// A flag that needs a value came last.
  case missingValue(flag: String)
  /// A flag's value could not be read; `expected` says what would be.
  case invalidValue(flag: String, value: String, expected: String)
  /// A word that is neither a flag nor a flag's value.
  case unexpectedArgument(String)
  /// Two flags that cannot be used together.
  case conflictingFlags(String, String)

  public var description: String {
    switch self {
    case .unknownFlag(let flag):
      "unknown flag \"\(flag)\"; valid flags: \(BenchmarkOptions.flags.map(\.name).joined(separator: ", "))"
    case .missingValue(let flag):
      "\(flag) needs a value (\(BenchmarkOptions.flag(named: flag)?.argument ?? "a value"))"
    case .invalidValue(let flag, let value, let expected):
      "\(flag) \"\(value)\": expected \(expected)"
    case .unexpectedArgument(let argument):
      "unexpected argument \"\(argument)\"; layout-bench takes flags only (see --help)"
    case .conflictingFlags(let first, let second):
      "\(first) and \(second) cannot be used together"
    }
  }
}
