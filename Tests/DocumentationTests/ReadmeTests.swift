import Foundation
import Testing

/// README.md cannot drift from the code: every command output pasted in it is a `console` block
/// (see `ConsoleBlock`) that these tests compare with what the command prints now, every picture
/// a command draws is announced by an output marker (as in the catalogs) and compared, and the
/// example package's files appear in it as they are.
///
/// `LAYOUTLAB_UPDATE_DOCS=1 swift test --filter DocumentationTests` rewrites the outputs that
/// are shown whole; an excerpt is chosen by hand and must be fixed by hand.
@Suite("README.md")
struct ReadmeTests {
  static let readme = DocumentationFiles.packageRoot.appendingPathComponent("README.md")

  /// The command of the example package's run, as the README shows it: run in the example's
  /// folder (or a reader's own package), `-q` leaving out the build's progress.
  static let exampleRun = "swift run -q"

  /// What `command` prints now: the built `layoutlab`'s output, or the example package's.
  func freshOutput(of command: String) throws -> String {
    if command == Self.exampleRun { return ExamplePackage.output() }
    let words = LayoutlabProcess.arguments(command)
    guard words.starts(with: ["swift", "run", "layoutlab"]) else {
      throw LayoutlabProcess.Failure(
        description:
          "a console block runs `swift run layoutlab ...` or, for the example package, `\(Self.exampleRun)`; found `\(command)`"
      )
    }
    return try LayoutlabProcess.run(Array(words.dropFirst(3)))
  }

  /// The lines of `text` without the blank lines at its end.
  static func trimmed(_ text: String) -> [String] {
    var lines = text.components(separatedBy: "\n")
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  @Test("Every command output pasted in the README is what the command prints now (times masked)")
  func consoleBlocksAreCurrent() throws {
    let text = DocumentationFiles.text(of: Self.readme)
    let parser = ArticleParser(article: Self.readme, text: text)
    var replacements: [(block: CodeBlock, lines: [String])] = []
    var checked = 0
    for block in parser.codeBlocks where block.language == "console" {
      let location = "README.md:\(block.openingLine + 1)"
      guard let console = ConsoleBlock(block) else {
        Issue.record("\(location): a console block starts with `\(ConsoleBlock.prompt)` and the command")
        continue
      }
      checked += 1
      let output: String
      do {
        output = try freshOutput(of: console.command)
      } catch {
        Issue.record("\(location): \(error)")
        continue
      }
      let arguments = Array(LayoutlabProcess.arguments(console.command).dropFirst(3))
      // Trailing blank lines cannot be seen in the README; they are not compared.
      let fresh = Self.trimmed(LayoutlabProcess.stable(output, for: arguments))
      let pasted = Self.trimmed(LayoutlabProcess.stable(console.pasted.joined(separator: "\n"), for: arguments))
      guard !ConsoleBlock.matches(pasted, fresh) else { continue }
      if DocumentationFiles.updating, !console.isExcerpt {
        replacements.append((block, [block.lines[0]] + Self.trimmed(output)))
        continue
      }
      let what =
        console.isExcerpt
        ? "this excerpt (`...` stands for lines left out) no longer matches"
        : "this pasted output is out of date (LAYOUTLAB_UPDATE_DOCS=1 swift test --filter ReadmeTests rewrites it)"
      Issue.record(
        "\(location): `\(console.command)`: \(what); - pasted, + printed now:\n\(ConsoleBlock.diff(pasted: pasted, output: fresh))"
      )
    }
    if !replacements.isEmpty {
      try Data(PastedOutputs.replacingBlocks(in: text, replacements).utf8).write(to: Self.readme, options: .atomic)
    }
    // The README pastes the default drawing, a tree, a trace, the comparison and the example's run.
    #expect(checked >= 5, "found only \(checked) console blocks")
  }

  @Test("No output is pasted where it is not checked: every fenced block is swift, sh, json or console")
  func everyBlockHasACheckedKind() {
    for block in ArticleParser(article: Self.readme).codeBlocks
    where !["swift", "sh", "json", "console"].contains(block.language) {
      Issue.record(
        "README.md:\(block.openingLine + 1): a block of kind \"\(block.language)\"; a command's output goes in a console block (`$ swift run layoutlab ...` and its output), code in swift, commands to type in sh"
      )
    }
  }

  @Test("Every picture a command draws for the README is what it draws now")
  func picturesAreCurrent() throws {
    let markers = ArticleParser(article: Self.readme).markers
    for marker in markers {
      guard case .picture(let name) = marker.target else {
        Issue.record(
          "\(marker.location): in the README an output marker announces a picture; outputs go in console blocks")
        continue
      }
      let picture = DocumentationFiles.packageRoot.appendingPathComponent(name)
      let output = try PastedOutputs.fresh(marker.command)
      guard DocumentationFiles.text(of: picture) != output else { continue }
      if DocumentationFiles.updating {
        try Data(output.utf8).write(to: picture, options: .atomic)
      } else {
        Issue.record("\(marker.location): \(name) is not what `\(marker.command)` draws now")
      }
    }
    #expect(!markers.isEmpty)
  }

  @Test("The README shows the example package's manifest and main.swift exactly, and its run's output")
  func exampleFilesAreShown() {
    let swiftBlocks = ArticleParser(article: Self.readme).codeBlocks.filter { $0.language == "swift" }.map(\.text)
    let manifest = DocumentationFiles.text(of: ExamplePackage.manifest)
    let main = DocumentationFiles.text(of: ExamplePackage.main)
    #expect(swiftBlocks.contains(manifest), "paste Tests/ExamplePackage/Package.swift into the README as it is")
    #expect(
      swiftBlocks.contains(main), "paste Tests/ExamplePackage/Sources/MyViews/main.swift into the README as it is")
    // The URL form is the same manifest with only the dependency line changed.
    let pathLine = #"    .package(name: "LayoutLab", path: "../..")"#
    let urlLine = #"    .package(url: "https://github.com/OWNER/LayoutLab.git", branch: "main")"#
    #expect(manifest.contains(pathLine + "\n"))
    #expect(
      swiftBlocks.contains(manifest.replacingOccurrences(of: pathLine + "\n", with: urlLine + "\n")),
      "the README's URL form is the example's manifest with \(urlLine)")
    let console = ArticleParser(article: Self.readme).codeBlocks.filter { $0.language == "console" }.compactMap(
      ConsoleBlock.init)
    #expect(
      console.contains { $0.command == Self.exampleRun }, "the README shows the example's run: \(Self.exampleRun)")
  }
}
