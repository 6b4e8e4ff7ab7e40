import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `layoutlab render scene.json --watch`: renders a scene file, then again each time it changes,
/// for a live demonstration; it runs until interrupted, and Ctrl-C (SIGINT) exits with status 0.
///
/// Every `pollInterval` it reads the file's modification time and size; when either differs from
/// the last look it reads the file and hashes its bytes, and renders only when the hash differs
/// from the last rendered one (saving unchanged bytes renders nothing). A file that cannot be
/// read or is not a valid scene prints its error, once, on standard error, and the watch goes
/// on; the next good save renders again. Each rendering is printed to standard output (after
/// clearing the screen when that is a terminal) or written to `--output` as `render` writes it.
struct SceneWatcher {
  /// How often the file is looked at.
  static let pollInterval: TimeInterval = 0.2

  let path: String
  let command: RenderCommand

  /// What the file looked like: its modification time and size, or `nil` for both when it
  /// cannot be looked at (missing for a moment while an editor saves).
  private struct Stamp: Equatable {
    let modified: Date?
    let size: Int?

    init(path: String) {
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      modified = attributes?[.modificationDate] as? Date
      size = attributes?[.size] as? Int
    }
  }

  /// Renders the file now and after every change, until the process is interrupted.
  func run() -> Never {
    signal(SIGINT) { _ in _exit(0) }
    var stamp: Stamp?
    var renderedHash: Int?
    while true {
      let now = Stamp(path: path)
      if now != stamp {
        stamp = now
        var hasher = Hasher()
        hasher.combine(FileManager.default.contents(atPath: path))
        let hash = hasher.finalize()
        if hash != renderedHash {
          renderedHash = hash
          renderOnce()
        }
      }
      Thread.sleep(forTimeInterval: Self.pollInterval)
    }
  }

  /// One rendering, or the reason there is none, flushed at once so that a reader of the pipe
  /// (or an interrupt) sees it whole.
  private func renderOnce() {
    do {
      let text = command.render(try SceneSource.file(path).load(command: "render"))
      if let output = command.output {
        try OutputFile.save(text, to: output)
        FileHandle.standardError.write(Data("wrote \(output) (\(text.utf8.count) bytes)\n".utf8))
      } else {
        if isatty(STDOUT_FILENO) != 0 { print("\u{1B}[2J\u{1B}[H", terminator: "") }
        print(text, terminator: "")
      }
    } catch {
      FileHandle.standardError.write(Data("layoutlab: error: \(error)\n".utf8))
    }
    fflush(nil)
  }
}
