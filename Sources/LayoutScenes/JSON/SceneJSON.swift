import Foundation

/// A JSON value as the scene decoder walks it: an untyped tree, with booleans told apart from
/// numbers and every number finite.
///
/// SwiftUI parity: none needed; the scene decoder's input.
enum SceneJSON: Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([SceneJSON])
  case object([String: SceneJSON])

  /// Parses a JSON document, within the limits of a scene file; see `SceneJSONParser`.
  static func parse(_ data: Data) throws(SceneError) -> SceneJSON {
    try SceneJSONParser.parse(data)
  }

  /// How the value is named after "found": strings quoted, numbers and literals as written,
  /// `an object` and `an array` for containers.
  var found: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let value): Self.number(value)
    case .string(let value): Self.quoted(value)
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// `value` as JSON writes it: whole numbers without a fraction.
  static func number(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// `string` in double quotes, with quotes, backslashes and control characters escaped.
  static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 {
          result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
            + String(scalar.value, radix: 16)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
