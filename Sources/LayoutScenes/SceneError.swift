/// Why a scene could not be read: where in the JSON (`path`, in JSONPath notation from `$`,
/// the document) and what was expected there (`message`).
///
///     $.root.vstack.children[2].frame.width: expected a number from -1000000 to 1000000, "infinity" or null, found "wide"
///     $.root.vstak: unknown view "vstak"; expected one of vstack, hstack, zstack, ...
///
/// Every way a scene can be wrong ends here, never in a crash: malformed JSON (at the path of
/// the value being read, with the line and column where reading stopped), a document past one
/// of a scene file's limits (nesting, entries, values, views), a value of the wrong type, a
/// name that is not one of the valid choices (which the message lists), an unknown key, a
/// missing required key, a number out of range.
///
/// SwiftUI parity: none; SwiftUI has no scene files. The shape of the message follows JSON
/// Schema validators' "instance path: problem" convention.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is: `$` for the document, `.key` for an object's key (`["key"]` when the
  /// key is not an identifier), `[n]` for an array's element.
  public let path: String
  /// What was expected there, and what was found.
  public let message: String

  /// An error at `path` saying `message`.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`.
  public var description: String { "\(path): \(message)" }
}
