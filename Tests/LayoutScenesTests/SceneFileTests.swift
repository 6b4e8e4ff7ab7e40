import Foundation
import LayoutLab
import LayoutScenes
import Testing

/// A fresh folder under the temporary directory, removed by `body`'s end.
private func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-files-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  try body(folder)
}

/// The reason reading `path` fails, or `nil` after recording that it read.
private func fileError(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> SceneFileError? {
  do {
    _ = try LayoutScene(contentsOfFile: path)
    Issue.record("\(path) was read; expected an error", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}

/// Reading a scene file says which of its problems stopped it, with the file's path.
@Suite("Scene files that cannot be read say why")
struct SceneFileTests {
  @Test("A file that reads gives its scene; its contents' errors come with the file's path")
  func contents() throws {
    try withTemporaryFolder { folder in
      let good = folder.appendingPathComponent("good.json")
      try Data(#"{"text": "a", "id": "a"}"#.utf8).write(to: good)
      // One character of 8.5 points by one line of 20.4.
      #expect(
        try LayoutScene(contentsOfFile: good.path).layout().frame(id: "a")?.size == CGSize(width: 8.5, height: 20.4))
      let bad = folder.appendingPathComponent("bad.json")
      try Data(#"{"txt": "a"}"#.utf8).write(to: bad)
      let error = fileError(bad.path)
      #expect(
        error?.reason
          == .invalidScene(
            SceneError(
              path: "$.txt",
              message:
                #"unknown view "txt"; expected one of vstack, hstack, zstack, text, color, rectangle, roundedRectangle, capsule, circle, ellipse, spacer, divider, scrollView, geometryReader, group, flowLayout, cardLayout, tileGrid, collectionView, alignmentGuideFlow, geometryChangeFlow, lazyVGrid, lazyHGrid, lazyVStack, lazyHStack, section, viewThatFits, grid, gridRow, image, label, button, toggle, progressView"#
            )))
      #expect(error?.description.hasPrefix("\(bad.path): $.txt: unknown view \"txt\"") == true)
    }
  }

  @Test("A missing file, a directory and a file too large are told apart, with the path")
  func fileSystem() throws {
    try withTemporaryFolder { folder in
      let missing = folder.appendingPathComponent("missing.json").path
      #expect(fileError(missing)?.description == "\(missing): no such file")
      #expect(fileError(folder.path)?.description == "\(folder.path): a directory, not a scene file")
      // One byte past the limit, all spaces: refused from its size, before its contents (which
      // would be malformed JSON) are read.
      let large = folder.appendingPathComponent("large.json")
      try Data(repeating: 0x20, count: LayoutScene.maximumFileSize + 1).write(to: large)
      #expect(fileError(large.path)?.reason == .tooLarge(size: 16_777_217, limit: 16_777_216))
      #expect(
        fileError(large.path)?.description == "\(large.path): 16777217 bytes; a scene file is at most 16777216 bytes")
    }
  }

  @Test(
    "A file this process may not read is refused as permission denied",
    .disabled(if: geteuid() == 0, "root reads a file whatever its mode, so a mode-000 file is readable"))
  func permissionDenied() throws {
    try withTemporaryFolder { folder in
      let locked = folder.appendingPathComponent("locked.json")
      try Data(#"{"text": "a"}"#.utf8).write(to: locked)
      try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
      defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: locked.path) }
      #expect(fileError(locked.path)?.description == "\(locked.path): permission denied")
    }
  }

  @Test(
    "A stream with no size is read only to one byte past the limit",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/zero")))
  func endlessStream() {
    // /dev/zero never ends and has size 0: the read stops at 16 MiB + 1 bytes.
    #expect(fileError("/dev/zero")?.reason == .tooLarge(size: 16_777_217, limit: 16_777_216))
  }
}
