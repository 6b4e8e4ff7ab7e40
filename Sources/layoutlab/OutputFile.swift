import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `--output`: whole or not at all, and only ever in place of a regular file.
///
/// The text goes to a new temporary file in the same directory, which is renamed over the path
/// once every byte is written (a rename within one file system replaces the path in one step);
/// on any failure the temporary file is removed and the path is left as it was. A path that
/// names something other than a regular file (a symbolic link, a directory, a FIFO, a device,
/// a socket) is refused: renaming over it would replace a link or a device node with a file.
enum OutputFile {
  /// Writes `text` to `path`, or throws a `RuntimeError` naming the path and the reason.
  static func save(_ text: String, to path: String) throws {
    if let kind = try existingKind(at: path), kind != "a regular file" {
      throw RuntimeError(
        description: "cannot write \(path): it is \(kind), not a regular file; only a regular file is replaced")
    }
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    var template = Array("\(directory)/.\(url.lastPathComponent).layoutlab-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw failure(path, errno) }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    do {
      defer { close(descriptor) }
      try writeAll(Array(text.utf8), to: descriptor, path: path)
      // mkstemp makes the file private (0600); a written file gets the usual permissions.
      let mask = umask(0)
      umask(mask)
      guard fchmod(descriptor, 0o666 & ~mask) == 0 else { throw failure(path, errno) }
    } catch {
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw failure(path, code)
    }
  }

  /// What is at `path` without following a symbolic link ("a regular file", "a symbolic
  /// link", ...), or `nil` when nothing is.
  private static func existingKind(at path: String) throws -> String? {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      if errno == ENOENT { return nil }
      throw failure(path, errno)
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return "a regular file"
    case S_IFLNK: return "a symbolic link"
    case S_IFDIR: return "a directory"
    case S_IFIFO: return "a FIFO"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    default: return "not a regular file"
    }
  }

  /// Writes every byte of `bytes`, again after a partial write or an interruption.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        throw failure(path, errno)
      }
      offset += written
    }
  }

  /// The C library's `write` (the module's own `write(_:)` hides the unqualified name).
  private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, buffer, count)
    #elseif canImport(Musl)
      Musl.write(descriptor, buffer, count)
    #else
      Darwin.write(descriptor, buffer, count)
    #endif
  }

  private static func failure(_ path: String, _ code: Int32) -> RuntimeError {
    RuntimeError(description: "cannot write \(path): \(String(cString: strerror(code)))")
  }
}
