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
  /// The views of a layout, to any depth (see `JSONViewTree`).
  case views(JSONViewTree)

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.int(let a), .int(let b)): a == b
    case (.literal(let a), .literal(let b)), (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a == b
    case (.views(let a), .views(let b)): a === b
    default: false
    }
  }

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
    var text = ""
    if pretty { writeExpanded(indent: 0, into: &text) } else { write(spaced: false, into: &text) }
    return text + "\n"
  }

  /// The longest one-line array or object pretty printing keeps.
  static let lineLength = 100

  /// The indentation of `levels` levels, two spaces each, at most `DeepTrees.maximumIndentation`
  /// characters: a deeper document is still valid JSON, its text growing with its depth, not
  /// with the square of it.
  static func padding(_ levels: Int) -> String {
    String(repeating: "  ", count: min(levels, DeepTrees.maximumIndentation / 2))
  }

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

  /// A value that is neither an array nor an object, as JSON.
  private var scalar: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .int(let value): String(value)
    case .literal(let text): text
    case .string(let text): Self.quoted(text)
    case .array, .object, .views: ""
    }
  }

  /// Appends the value on one line to `text`; `spaced` puts a space after commas and colons.
  /// (Every writer appends to one string: returning each subtree's text would copy a deep
  /// document's text once per level.)
  func write(spaced: Bool, into text: inout String) {
    if case .views(let tree) = self { return tree.write(spaced: spaced, into: &text) }
    guard let members else { return text += scalar }
    text += brackets.open
    for (index, member) in members.enumerated() {
      if index > 0 { text += spaced ? ", " : "," }
      if let key = member.key { text += Self.quoted(key) + (spaced ? ": " : ":") }
      member.value.write(spaced: spaced, into: &text)
    }
    text += brackets.close
  }

  /// Appends the value pretty printed to `text`, its first line unindented, the next ones at
  /// `indent` levels.
  func writeExpanded(indent: Int, into text: inout String) {
    if case .views(let tree) = self { return tree.writeExpanded(indent: indent, into: &text) }
    guard let members, !members.isEmpty else { return write(spaced: true, into: &text) }
    if let line = spacedLine(within: Self.lineLength) { return text += line }
    let padding = Self.padding(indent + 1)
    text += brackets.open + "\n"
    for (index, member) in members.enumerated() {
      if index > 0 { text += ",\n" }
      text += padding
      if let key = member.key { text += Self.quoted(key) + ": " }
      member.value.writeExpanded(indent: indent + 1, into: &text)
    }
    text += "\n" + Self.padding(indent) + brackets.close
  }

  /// The value on one line with spaces when that is at most `limit` characters long, `nil`
  /// otherwise. Writing stops as soon as the line is too long, so that deciding at every level
  /// of a deep document whether it fits on one line costs at most `limit` characters a level,
  /// not the whole subtree. (Counting piece by piece is exact: every piece starts and ends with
  /// an ASCII character other than a carriage return, so no two pieces join into one character.)
  private func spacedLine(within limit: Int) -> String? {
    var line = ""
    var count = 0
    return append(to: &line, count: &count, limit: limit) ? line : nil
  }

  private func append(to line: inout String, count: inout Int, limit: Int) -> Bool {
    func add(_ piece: String) -> Bool {
      count += piece.count
      guard count <= limit else { return false }
      line += piece
      return true
    }
    if case .views(let tree) = self { return tree.isEmpty && add("[]") }
    guard let members else { return add(scalar) }
    guard add(brackets.open) else { return false }
    for (index, member) in members.enumerated() {
      if index > 0, !add(", ") { return false }
      if let key = member.key, !add(Self.quoted(key) + ": ") { return false }
      guard member.value.append(to: &line, count: &count, limit: limit) else { return false }
    }
    return add(brackets.close)
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
