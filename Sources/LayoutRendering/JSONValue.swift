import Foundation

/// A JSON document built in memory and written with a stable layout: object keys sorted, numbers
/// in the renderers' number format (`JSONValue.number(_:)`), non-finite lengths as strings.
///
/// Written by hand rather than with `JSONSerialization` so the output is the same on every
/// platform and golden-testable: `JSONSerialization` writes `1.0` or `1`, and orders keys
/// differently between Foundation versions.
enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case int(Int)
  /// A number already formatted as JSON (see `number(_:)`).
  case literal(String)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// A length or component: integral values without a fraction, others rounded to 6 decimals
  /// without trailing zeros, magnitudes from 10¹⁵ in exponent form; infinity as the string
  /// `"inf"` (`"-inf"`) and NaN as `"nan"`, since JSON has no such numbers.
  static func number(_ value: Double) -> JSONValue {
    if value.isNaN { return .string("nan") }
    if value.isInfinite { return .string(value < 0 ? "-inf" : "inf") }
    guard abs(value) < 1e15 else { return .literal("\(value)") }
    let rounded = (value * 1e6).rounded() / 1e6
    if rounded == rounded.rounded() { return .literal(String(Int(rounded))) }
    var text = String(format: "%.6f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return .literal(text)
  }

  /// A proposed dimension: `nil` (unspecified) as JSON `null`.
  static func dimension(_ value: CGFloat?) -> JSONValue {
    value.map { number(Double($0)) } ?? .null
  }

  /// The document as text ending with a newline. Pretty printing indents by two spaces and
  /// writes an array or object on one line when that line (without its indentation) is at most
  /// `lineLength` characters long.
  func serialized(pretty: Bool) -> String {
    (pretty ? expanded(indent: 0) : written(spaced: false)) + "\n"
  }

  /// The longest one-line array or object pretty printing keeps.
  static let lineLength = 100

  private var members: [(key: String?, value: JSONValue)]? {
    switch self {
    case .array(let items): items.map { (nil, $0) }
    case .object(let members): members.keys.sorted().map { ($0, members[$0] ?? .null) }
    default: nil
    }
  }

  private var brackets: (open: String, close: String) {
    if case .array = self { ("[", "]") } else { ("{", "}") }
  }

  /// The value on one line; `spaced` puts a space after commas and colons.
  private func written(spaced: Bool) -> String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .literal(let text): return text
    case .string(let text): return Self.quoted(text)
    case .array, .object:
      let items = (members ?? []).map { member in
        (member.key.map { Self.quoted($0) + (spaced ? ": " : ":") } ?? "") + member.value.written(spaced: spaced)
      }
      return brackets.open + items.joined(separator: spaced ? ", " : ",") + brackets.close
    }
  }

  /// The value pretty printed, its first line unindented, the next ones at `indent` levels.
  private func expanded(indent: Int) -> String {
    let line = written(spaced: true)
    guard let members, !members.isEmpty, line.count > Self.lineLength else { return line }
    let padding = String(repeating: "  ", count: indent + 1)
    let items = members.map { member in
      padding + (member.key.map { Self.quoted($0) + ": " } ?? "") + member.value.expanded(indent: indent + 1)
    }
    return brackets.open + "\n" + items.joined(separator: ",\n") + "\n"
      + String(repeating: "  ", count: indent) + brackets.close
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        result += String(format: "\\u%04x", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
