import Foundation

/// A JSON value as the scene decoder walks it: `JSONSerialization`'s untyped tree, with
/// booleans told apart from numbers.
///
/// SwiftUI parity: none needed; the scene decoder's input.
enum SceneJSON: Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([SceneJSON])
  case object([String: SceneJSON])

  /// Parses a JSON document. Malformed JSON throws an error at `$` that repeats
  /// `JSONSerialization`'s explanation and, when it names a byte offset ("around character
  /// 18"), adds that byte's line and column (both from 1).
  static func parse(_ data: Data) throws(SceneError) -> SceneJSON {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      throw SceneError(path: ScenePath.root.description, message: "malformed JSON: \(explanation(of: error, in: data))")
    }
    return SceneJSON(object)
  }

  /// The type `JSONSerialization` gives `true` and `false`, which are also `NSNumber`s.
  private static let booleanType = type(of: NSNumber(value: true))

  /// Converts `JSONSerialization`'s output; anything it never produces becomes `null`.
  private init(_ value: Any) {
    switch value {
    case let number as NSNumber:
      self = type(of: number) == Self.booleanType ? .bool(number.boolValue) : .number(number.doubleValue)
    case let string as String:
      self = .string(string)
    case let array as [Any]:
      self = .array(array.map(SceneJSON.init))
    case let object as [String: Any]:
      self = .object(object.mapValues(SceneJSON.init))
    default:
      self = .null
    }
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

  /// `JSONSerialization`'s explanation of `error`, without its final full stop, followed by the
  /// line and column of the byte offset it names, if any.
  private static func explanation(of error: Error, in data: Data) -> String {
    let nsError = error as NSError
    var text = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    if text.hasSuffix(".") { text.removeLast() }
    if text.isEmpty { text = "not a JSON document" }
    guard let offset = byteOffset(in: text), offset <= data.count else { return text }
    let (line, column) = lineAndColumn(ofByte: offset, in: data)
    return "\(text) (line \(line), column \(column))"
  }

  /// The number after "character " in `text`: the byte offset swift-corelibs-foundation names.
  private static func byteOffset(in text: String) -> Int? {
    guard let range = text.range(of: "character ") else { return nil }
    let digits = text[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
    return digits.isEmpty ? nil : Int(digits)
  }

  /// The line and column (both from 1; the column counts characters) of the byte at `offset`.
  private static func lineAndColumn(ofByte offset: Int, in data: Data) -> (line: Int, column: Int) {
    let prefix = String(decoding: data.prefix(offset), as: UTF8.self)
    var line = 1
    var column = 1
    for character in prefix {
      if character == "\n" || character == "\r\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }
}
