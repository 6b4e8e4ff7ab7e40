/// A value of a scene that was read but is suspect: legal JSON of the right type that SwiftUI
/// would correct, ignore or warn about at run time (a negative frame width, an opacity above
/// 1, two siblings with one id). The scene still lays out; the diagnostic says where the value
/// is (`path`, in JSONPath notation from `$`) and what becomes of it (`message`).
///
///     $.root.frame.width: -5 is a negative frame width; SwiftUI ignores it ("Invalid frame dimension"), and so does the layout
///
/// SwiftUI parity: SwiftUI reports such values as runtime issues in Xcode's console, without
/// a place in the source; a scene file can say where.
public struct SceneDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// Where the value is: `$` for the document, `.key` for an object's key, `[n]` for an
  /// array's element.
  public let path: String
  /// What is suspect about the value, and what the layout does with it.
  public let message: String

  /// A diagnostic at `path` saying `message`.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`.
  public var description: String { "\(path): \(message)" }
}
