import LayoutJSON

/// Where a value sits in a scene document, written in JSONPath notation: `$` for the document,
/// `.key` for an object's key (`["key"]` when the key is not an identifier), `[n]` for an
/// array's element.
///
/// SwiftUI parity: none needed; part of the scene decoder's error messages.
struct ScenePath: Hashable, Sendable, CustomStringConvertible {
  /// The path written out.
  let description: String

  /// The document itself: `$`.
  static let root = ScenePath(description: "$")

  private init(description: String) {
    self.description = description
  }

  /// The path of `key` in the object at this path.
  func appending(key: String) -> ScenePath {
    ScenePath(description: description + (Self.isIdentifier(key) ? ".\(key)" : "[\(JSONString.quoted(key))]"))
  }

  /// The path of element `index` of the array at this path.
  func appending(index: Int) -> ScenePath {
    ScenePath(description: description + "[\(index)]")
  }

  /// Whether `key` can be written after a dot: a letter or underscore, then letters, digits
  /// and underscores (ASCII only).
  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, first == "_" || isLetter(first) else { return false }
    return key.unicodeScalars.allSatisfy { $0 == "_" || isLetter($0) || ("0"..."9").contains($0) }
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}
