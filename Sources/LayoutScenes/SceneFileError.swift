/// Why a scene file could not be read: the file (`file`, as given) and the reason, which tells
/// a missing file from a directory, a file that may not be read, one too large for a scene and
/// one whose contents are not a valid scene.
///
///     missing.json: no such file
///     scenes: a directory, not a scene file
///     locked.json: permission denied
///     huge.json: 52428800 bytes; a scene file is at most 16777216 bytes
///     bad.json: $.root.vstak: unknown view "vstak"; expected one of vstack, hstack, ...
///
/// SwiftUI parity: none; SwiftUI has no scene files.
public struct SceneFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why the file could not be read.
  public enum Reason: Hashable, Sendable {
    /// Nothing exists at the path.
    case notFound
    /// The path names a directory.
    case isDirectory
    /// The file exists but may not be read by this process.
    case permissionDenied
    /// The file has more bytes than a scene file may (`limit`); `size` is how many it has, or
    /// at least has (a stream is read only up to just past the limit).
    case tooLarge(size: Int, limit: Int)
    /// The file could not be read for another reason, which the system gives.
    case unreadable(String)
    /// The file was read, but its contents are not a valid scene.
    case invalidScene(SceneError)
  }

  /// The file, as given.
  public let file: String
  /// Why it could not be read.
  public let reason: Reason

  /// An error for `file` saying `reason`.
  public init(file: String, reason: Reason) {
    self.file = file
    self.reason = reason
  }

  /// `file: reason`.
  public var description: String {
    switch reason {
    case .notFound: "\(file): no such file"
    case .isDirectory: "\(file): a directory, not a scene file"
    case .permissionDenied: "\(file): permission denied"
    case .tooLarge(let size, let limit): "\(file): \(size) bytes; a scene file is at most \(limit) bytes"
    case .unreadable(let explanation): "\(file): cannot be read: \(explanation)"
    case .invalidScene(let error): "\(file): \(error)"
    }
  }
}
