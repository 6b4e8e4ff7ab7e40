import Foundation
import LayoutJSON

/// Reads a scene file's JSON (RFC 8259, UTF-8) into a `JSONValue` tree in one pass, checking
/// `SceneLimits`' nesting depth, entries per array or object and values per document as it
/// goes: a file past a limit fails at the first value beyond it, with that value's JSON path,
/// without reading the rest. Every error names the path of the value being read and the line
/// and column (both from 1, columns counting characters) where reading stopped.
///
/// Stricter than JSON requires where a scene would be ambiguous: a key twice in one object is
/// an error (JSON leaves its meaning open), and so is a number too large for a `Double`, a
/// lone UTF-16 surrogate in a `\u` escape and bytes that are not UTF-8. A UTF-8 byte order
/// mark at the start is skipped.
///
/// SwiftUI parity: none needed; the scene reader's own parser, because Foundation's
/// `JSONSerialization` reads the whole document before any limit can be checked and reports
/// its depth limit without a path.
struct SceneJSONParser {
  /// One step of the path from the document to the value being read.
  private enum Step {
    case key(String)
    case index(Int)
  }

  /// The document's bytes, valid while `parse` runs.
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  /// The keys and indices leading to the value being read; its count is the number of
  /// arrays and objects around it.
  private var steps: [Step] = []
  private var valueCount = 0

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The JSON document in `data`.
  static func parse(_ data: Data) throws(SceneError) -> JSONValue {
    try [UInt8](data).withUnsafeBufferPointer { bytes throws(SceneError) in
      var parser = SceneJSONParser(bytes: bytes)
      return try parser.document()
    }
  }

  /// The one value of the document, with only whitespace around it.
  private mutating func document() throws(SceneError) -> JSONValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    skipWhitespace()
    let value = try self.value()
    skipWhitespace()
    guard position == bytes.count else {
      throw malformed("expected the end of the document, found \(found)")
    }
    return value
  }

  // MARK: Values

  /// The value starting at `position`, counted against the values limit.
  private mutating func value() throws(SceneError) -> JSONValue {
    valueCount += 1
    guard valueCount <= SceneLimits.values else {
      throw limit("more than \(SceneLimits.values) values in one document")
    }
    guard position < bytes.count else { throw malformed("expected a value, found \(found)") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: throw malformed("expected a value, found \(found)")
    }
  }

  /// An object from `{` to `}`: keys unique, within the depth and entries limits.
  private mutating func object() throws(SceneError) -> JSONValue {
    try enterContainer()
    position += 1
    var entries: [String: JSONValue] = [:]
    skipWhitespace()
    if consume("}") { return .object(entries) }
    while true {
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw malformed("expected a key in double quotes, found \(found)")
      }
      let keyStart = position
      let key = try string()
      steps.append(.key(key))
      guard entries[key] == nil else {
        position = keyStart
        throw malformed("duplicate key \(JSONString.quoted(key)); a key may appear once in an object")
      }
      guard entries.count < SceneLimits.entries else {
        position = keyStart
        throw limit("more than \(SceneLimits.entries) entries in one object")
      }
      skipWhitespace()
      guard consume(":") else { throw malformed("expected \":\" after the key, found \(found)") }
      skipWhitespace()
      entries[key] = try value()
      steps.removeLast()
      skipWhitespace()
      if consume("}") { break }
      guard consume(",") else { throw malformed("expected \",\" or \"}\" in an object, found \(found)") }
      skipWhitespace()
    }
    return .object(entries)
  }

  /// An array from `[` to `]`, within the depth and entries limits.
  private mutating func array() throws(SceneError) -> JSONValue {
    try enterContainer()
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if consume("]") { return .array(elements) }
    while true {
      steps.append(.index(elements.count))
      guard elements.count < SceneLimits.entries else {
        throw limit(
          "more than \(SceneLimits.entries) entries in one array",
          hint: "\"repeat\" and \"forEach\" make many views from one entry")
      }
      elements.append(try value())
      steps.removeLast()
      skipWhitespace()
      if consume("]") { break }
      guard consume(",") else { throw malformed("expected \",\" or \"]\" in an array, found \(found)") }
      skipWhitespace()
    }
    return .array(elements)
  }

  /// Checks that the array or object starting here is within the depth limit: the steps
  /// leading to it are the containers around it.
  private func enterContainer() throws(SceneError) {
    guard steps.count < SceneLimits.depth else {
      throw limit("nested more than \(SceneLimits.depth) arrays and objects deep")
    }
  }

  /// `true`, `false` or `null`, spelt out whole.
  private mutating func literal(_ word: String, _ value: JSONValue) throws(SceneError) -> JSONValue {
    let utf8 = Array(word.utf8)
    guard bytes[position...].starts(with: utf8), !isWordByte(at: position + utf8.count) else {
      throw malformed("expected a value, found \(found)")
    }
    position += utf8.count
    return value
  }

  // MARK: Numbers

  /// A number as JSON writes it: `-`, an integer part without leading zeros, an optional
  /// fraction and exponent; it must be finite as a `Double`.
  private mutating func number() throws(SceneError) -> Double {
    let start = position
    _ = consume("-")
    if consume("0") {
      if position < bytes.count, isDigit(bytes[position]) {
        throw malformed("invalid number: a leading zero is followed by digits")
      }
    } else {
      guard digits() > 0 else { throw malformed("invalid number: expected a digit after \"-\", found \(found)") }
    }
    if consume(".") {
      guard digits() > 0 else { throw malformed("invalid number: expected a digit after \".\", found \(found)") }
    }
    if consume("e") || consume("E") {
      if !consume("+") { _ = consume("-") }
      guard digits() > 0 else { throw malformed("invalid number: expected a digit in the exponent, found \(found)") }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      position = start
      throw malformed("the number \(text.prefix(40)) is too large for a Double")
    }
    return value
  }

  /// Skips digits and returns how many.
  private mutating func digits() -> Int {
    let start = position
    while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    return position - start
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Whether the byte at `index` continues a word (so `truex` is not `true`).
  private func isWordByte(at index: Int) -> Bool {
    guard index < bytes.count else { return false }
    let byte = bytes[index]
    return isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
  }

  // MARK: Strings

  /// A string from its opening quote to its closing one, escapes resolved.
  private mutating func string() throws(SceneError) -> String {
    let opening = position
    position += 1
    var utf8: [UInt8] = []
    var escaped = false
    var start = position
    while true {
      guard position < bytes.count else {
        position = opening
        throw malformed("a string is not closed: no \" before the end of the file")
      }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") { break }
      if byte < 0x20 {
        throw malformed("a control character (U+\(hex(UInt32(byte)))) in a string; write it as an escape such as \\n")
      }
      if byte == UInt8(ascii: "\\") {
        escaped = true
        utf8.append(contentsOf: bytes[start..<position])
        try escape(into: &utf8)
        start = position
      } else {
        position += 1
      }
    }
    let string: String?
    if escaped {
      utf8.append(contentsOf: bytes[start..<position])
      string = String(validating: utf8, as: UTF8.self)
    } else {
      string = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }
    guard let string else {
      position = opening
      throw malformed("a string is not valid UTF-8")
    }
    position += 1
    return string
  }

  /// Reads the escape at `position` (a backslash) and appends its UTF-8.
  private mutating func escape(into utf8: inout [UInt8]) throws(SceneError) {
    guard position + 1 < bytes.count else {
      throw malformed("a string is not closed: no \" before the end of the file")
    }
    let letter = bytes[position + 1]
    let simple: UInt8? =
      switch letter {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let byte = simple {
      utf8.append(byte)
      position += 2
      return
    }
    guard letter == UInt8(ascii: "u") else {
      throw malformed(
        "invalid escape \(JSONString.quoted("\\" + String(decoding: [letter], as: UTF8.self))) in a string")
    }
    let start = position
    var scalar = try hexEscape()
    if (0xD800...0xDBFF).contains(scalar) {
      // A high surrogate must be followed by a low one: together they are one scalar.
      let high = scalar
      let low = bytes[position...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) ? try hexEscape() : 0
      guard (0xDC00...0xDFFF).contains(low) else {
        position = start
        throw malformed("a lone UTF-16 surrogate \\u\(hex(high)) in a string")
      }
      scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(scalar) {
      position = start
      throw malformed("a lone UTF-16 surrogate \\u\(hex(scalar)) in a string")
    }
    guard let unicode = Unicode.Scalar(scalar) else { throw malformed("invalid \\u escape in a string") }
    utf8.append(contentsOf: Array(String(Character(unicode)).utf8))
  }

  /// The value of the `\uXXXX` escape at `position`, which it moves past.
  private mutating func hexEscape() throws(SceneError) -> UInt32 {
    guard position + 6 <= bytes.count,
      let value = UInt32(String(decoding: bytes[(position + 2)..<(position + 6)], as: UTF8.self), radix: 16),
      bytes[(position + 2)..<(position + 6)].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
    else {
      throw malformed("invalid \\u escape in a string: expected four hexadecimal digits")
    }
    position += 6
    return value
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  // MARK: Reading

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  /// Moves past `character` if it is next.
  private mutating func consume(_ character: Unicode.Scalar) -> Bool {
    guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
    position += 1
    return true
  }

  /// What is at `position`, for "found ...": the end of the file, or the character quoted.
  private var found: String {
    guard position < bytes.count else { return "the end of the file" }
    let length = bytes[position] < 0x80 ? 1 : bytes[position] >= 0xF0 ? 4 : bytes[position] >= 0xE0 ? 3 : 2
    let slice = bytes[position..<min(bytes.count, position + length)]
    guard let character = String(validating: slice, as: UTF8.self) else {
      return "the byte 0x\(String(bytes[position], radix: 16, uppercase: true)), which is not UTF-8"
    }
    return JSONString.quoted(character)
  }

  // MARK: Errors

  /// The path of the value being read.
  private var path: ScenePath {
    steps.reduce(ScenePath.root) { path, step in
      switch step {
      case .key(let key): path.appending(key: key)
      case .index(let index): path.appending(index: index)
      }
    }
  }

  /// "malformed JSON: `problem` (line, column)" at the value being read.
  private func malformed(_ problem: String) -> SceneError {
    SceneError(path: path.description, message: "malformed JSON: \(problem) (\(location))")
  }

  /// "`problem`, the limit of a scene file (line, column)", then `hint`, at the value being read.
  private func limit(_ problem: String, hint: String? = nil) -> SceneError {
    SceneError(
      path: path.description,
      message: "\(problem), the limit of a scene file (\(location))" + (hint.map { "; \($0)" } ?? ""))
  }

  /// "line l, column c" of `position`, both from 1; columns count characters (UTF-8 lead bytes).
  private var location: String {
    var line = 1
    var column = 1
    for index in 0..<min(position, bytes.count) {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return "line \(line), column \(column)"
  }
}
