/// Writing a `JSONValue` as text, compact or pretty printed, with a stable layout.
extension JSONValue {
  /// The document as text ending with a newline. Pretty printing indents by two spaces and
  /// writes an array or object on one line when that line (without its indentation) is at most
  /// `lineLength` characters long.
  package func serialized(pretty: Bool) -> String {
    var text = ""
    if pretty { writeExpanded(indent: 0, into: &text) } else { write(spaced: false, into: &text) }
    return text + "\n"
  }

  /// The longest one-line array or object pretty printing keeps.
  package static let lineLength = 100

  /// The widest indentation pretty printing writes, in characters (128 levels): a deeper
  /// document is still valid JSON, its text growing with its depth, not with the square of it.
  package static let maximumIndentation = 256

  /// The indentation of `levels` levels, two spaces each, at most `maximumIndentation`.
  package static func padding(_ levels: Int) -> String {
    String(repeating: "  ", count: min(levels, maximumIndentation / 2))
  }

  /// Appends the value on one line to `text`; `spaced` puts a space after commas and colons.
  /// (Every writer appends to one string: returning each subtree's text would copy a deep
  /// document's text once per level.)
  package func write(spaced: Bool, into text: inout String) {
    if case .stream(let stream) = self { return stream.write(spaced: spaced, into: &text) }
    guard let members else {
      text += scalar
      return
    }
    text += brackets.open
    for (index, member) in members.enumerated() {
      if index > 0 { text += spaced ? ", " : "," }
      if let key = member.key { text += JSONString.quoted(key) + (spaced ? ": " : ":") }
      member.value.write(spaced: spaced, into: &text)
    }
    text += brackets.close
  }

  /// Appends the value pretty printed to `text`, its first line unindented, the next ones at
  /// `indent` levels.
  package func writeExpanded(indent: Int, into text: inout String) {
    if case .stream(let stream) = self { return stream.writeExpanded(indent: indent, into: &text) }
    guard let members, !members.isEmpty else { return write(spaced: true, into: &text) }
    if let line = spacedLine(within: Self.lineLength) {
      text += line
      return
    }
    let padding = Self.padding(indent + 1)
    text += brackets.open + "\n"
    for (index, member) in members.enumerated() {
      if index > 0 { text += ",\n" }
      text += padding
      if let key = member.key { text += JSONString.quoted(key) + ": " }
      member.value.writeExpanded(indent: indent + 1, into: &text)
    }
    text += "\n" + Self.padding(indent) + brackets.close
  }

  /// An array's elements or an object's members in key order; `nil` for other values.
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

  /// A value that is neither an array, an object nor a stream, as JSON.
  private var scalar: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .int(let value): String(value)
    case .number(let value): JSONNumber.text(value)
    case .string(let text): JSONString.quoted(text)
    case .array, .object, .stream: ""
    }
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
    if case .stream(let stream) = self { return stream.isEmpty && add("[]") }
    guard let members else { return add(scalar) }
    guard add(brackets.open) else { return false }
    for (index, member) in members.enumerated() {
      if index > 0, !add(", ") { return false }
      if let key = member.key, !add(JSONString.quoted(key) + ": ") { return false }
      guard member.value.append(to: &line, count: &count, limit: limit) else { return false }
    }
    return add(brackets.close)
  }
}
