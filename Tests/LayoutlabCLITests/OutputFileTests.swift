import Foundation
import LayoutTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--output` replaces only a regular file, and writes it whole or not at all.
@Suite("render --output refuses what is not a regular file and never leaves a partial file")
struct OutputFileTests {
  /// A new empty folder, removed by `body`'s end.
  private func inFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  /// The names in `folder`, sorted.
  private func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test("A regular file is replaced whole, with the usual permissions; no temporary file is left")
  func replacesARegularFile() throws {
    try inFolder { folder in
      let file = folder.appendingPathComponent("tree.txt")
      try "old contents\n".write(to: file, atomically: false, encoding: .utf8)
      let run = try runLayoutlab(["render", "tag-cloud", "--output", file.path])
      #expect(run.status == 0, "\(run.error)")
      let written = try String(contentsOf: file, encoding: .utf8)
      #expect(written.hasPrefix("ViewHost  390×844\n"))
      #expect(run.error == "wrote \(file.path) (\(written.utf8.count) bytes)\n")
      #expect(try names(in: folder) == ["tree.txt"])
      // Not the temporary file's private 0600: 0666 less the umask, so at least readable by all.
      let permissions = try #require(
        try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int)
      #expect(permissions & 0o044 == 0o044)
    }
  }

  @Test("A symbolic link (to a file or to /dev/null) is refused, naming the path; the link and its target stay")
  func refusesASymbolicLink() throws {
    try inFolder { folder in
      let target = folder.appendingPathComponent("target.txt")
      try "keep\n".write(to: target, atomically: false, encoding: .utf8)
      for destination in [target.path, "/dev/null"] {
        let link = folder.appendingPathComponent("link-\(destination.count)")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
        let run = try runLayoutlab(["render", "tag-cloud", "--output", link.path])
        #expect(run.status == 1)
        #expect(
          run.error
            == "layoutlab: error: cannot write \(link.path): it is a symbolic link, not a regular file; only a regular file is replaced\n"
        )
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == destination)
      }
      #expect(try String(contentsOf: target, encoding: .utf8) == "keep\n")
      #expect(try names(in: folder).count == 3)
    }
  }

  @Test("A FIFO is refused without being opened (opening it would wait for a reader)")
  func refusesAFIFO() throws {
    try inFolder { folder in
      let fifo = folder.appendingPathComponent("pipe")
      #expect(mkfifo(fifo.path, 0o600) == 0)
      let run = try runLayoutlab(["render", "tag-cloud", "--output", fifo.path])
      #expect(run.status == 1)
      #expect(run.error.contains("cannot write \(fifo.path): it is a FIFO, not a regular file"))
      var status = stat()
      #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
      #expect(try names(in: folder) == ["pipe"])
    }
  }

  @Test("A directory is refused and left as it was")
  func refusesADirectory() throws {
    try inFolder { folder in
      let directory = folder.appendingPathComponent("out")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
      let run = try runLayoutlab(["render", "tag-cloud", "--output", directory.path])
      #expect(run.status == 1)
      #expect(run.error.contains("cannot write \(directory.path): it is a directory, not a regular file"))
      #expect(try names(in: directory).isEmpty)
      #expect(try names(in: folder) == ["out"])
    }
  }

  @Test("A write that fails part way (a 1-block file size limit) leaves the old file as it was and no temporary file")
  func failingWrite() throws {
    try inFolder { folder in
      let file = folder.appendingPathComponent("tags.json")
      try "old\n".write(to: file, atomically: false, encoding: .utf8)
      // The JSON of the tag cloud is tens of KB; `ulimit -f 1` allows 512 or 1,024 bytes, so
      // the write fails with EFBIG (the command ignores SIGXFSZ, which would kill it).
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = [
        "-c", "ulimit -f 1; exec \"$0\" render tag-cloud --format json --output \"$1\"", layoutlabURL().path, file.path,
      ]
      let error = Pipe()
      process.standardError = error
      try process.run()
      let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationReason == .exit)
      #expect(process.terminationStatus == 1)
      #expect(message == "layoutlab: error: cannot write \(file.path): \(String(cString: strerror(EFBIG)))\n")
      #expect(try String(contentsOf: file, encoding: .utf8) == "old\n")
      #expect(try names(in: folder) == ["tags.json"])
    }
  }
}
