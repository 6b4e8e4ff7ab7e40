import Foundation

/// A JSON document in memory: what the renderers write and what the scene reader parses.
///
/// The one JSON model of the package. Writing is by hand rather than with
/// `JSONSerialization` so the output is the same on every platform and golden-testable:
/// object keys sorted, numbers in one format (`JSONNumber`), non-finite numbers as strings
/// (JSON has none). `JSONSerialization` writes `1.0` or `1` and orders keys differently
/// between Foundation versions.
///
/// SwiftUI parity: none needed; the package's data format.
package enum JSONValue {
  case null
  case bool(Bool)
  /// A whole number, written exactly (counters, identifiers).
  case int(Int)
  /// A number, written by `JSONNumber.text(_:)`.
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])
  /// An array written by its own writer: a tree too deep to build as nested values (see
  /// `JSONStream`).
  case stream(any JSONStream)

  /// `true` when the value is JSON `null`.
  package var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}

extension JSONValue: Equatable {
  /// Values are equal when they would be written the same; streams only when they are the
  /// same stream.
  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.int(let a), .int(let b)): a == b
    case (.number(let a), .number(let b)): JSONNumber.text(a) == JSONNumber.text(b)
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a == b
    case (.stream(let a), .stream(let b)): a === b
    default: false
    }
  }
}

/// An array in a JSON document that writes itself, without recursion if it must, instead of
/// being built as nested `JSONValue`s: a tree 100,000 levels deep would overflow the stack
/// when written, and again when its values were freed.
package protocol JSONStream: AnyObject {
  /// Appends the array on one line; `spaced` puts a space after commas and colons.
  func write(spaced: Bool, into text: inout String)
  /// Appends the array pretty printed, its first line unindented, the next ones at `indent`
  /// levels (see `JSONValue.serialized(pretty:)`).
  func writeExpanded(indent: Int, into text: inout String)
  /// Whether the array is empty: pretty printing writes a stream on one line only then.
  var isEmpty: Bool { get }
}
