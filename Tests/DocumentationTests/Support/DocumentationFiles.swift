import Foundation

/// Where the documentation and its tests live in the package, found from this file's path.
enum DocumentationFiles {
  /// The package's root folder.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // DocumentationTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The two DocC catalogs.
  static let catalogs: [URL] = [
    packageRoot.appendingPathComponent("Sources/LayoutLab/LayoutLab.docc"),
    packageRoot.appendingPathComponent("Sources/LayoutExamples/LayoutExamples.docc"),
  ]

  /// This test target's folder.
  static let testSources = packageRoot.appendingPathComponent("Tests/DocumentationTests")

  /// Every `.md` file of both catalogs, sorted by path.
  static func articles() -> [URL] {
    catalogs.flatMap { files(in: $0, withExtension: "md") }
  }

  /// Every `.swift` file of this test target, sorted by path.
  static func testSourceFiles() -> [URL] {
    files(in: testSources, withExtension: "swift")
  }

  /// The files below `folder` whose name ends in `.ext`, sorted by path.
  static func files(in folder: URL, withExtension ext: String) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return []
    }
    return enumerator.compactMap { $0 as? URL }
      .filter { $0.pathExtension == ext }
      .sorted { $0.path < $1.path }
  }

  /// The file's text, or an empty string when it cannot be read.
  static func text(of file: URL) -> String {
    (try? String(contentsOf: file, encoding: .utf8)) ?? ""
  }

  /// `file`'s path relative to the package root, for messages.
  static func relativePath(_ file: URL) -> String {
    let root = packageRoot.standardizedFileURL.path + "/"
    let path = file.standardizedFileURL.path
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }

  /// Whether the tests should rewrite pasted outputs and pictures instead of failing on them:
  /// `LAYOUTLAB_UPDATE_DOCS=1 swift test --filter DocumentationTests`, which
  /// `Tests/Documentation/build-docs.sh --update` runs.
  static var updating: Bool {
    ProcessInfo.processInfo.environment["LAYOUTLAB_UPDATE_DOCS"] == "1"
  }
}
