import Foundation
import LayoutLab
import LayoutRendering
import Testing

/// `Tests/ExamplePackage`: a package of its own that depends on LayoutLab as a user's package
/// does, and that the README shows whole. CI builds and runs it and compares what it prints with
/// `expected-output.txt`; these tests keep that file, the README and the example's files in step.
enum ExamplePackage {
  /// The example's folder.
  static let folder = DocumentationFiles.packageRoot.appendingPathComponent("Tests/ExamplePackage")
  /// Its manifest, its `main.swift` and what running it prints.
  static let manifest = folder.appendingPathComponent("Package.swift")
  static let main = folder.appendingPathComponent("Sources/MyViews/main.swift")
  static let expectedOutput = folder.appendingPathComponent("expected-output.txt")

  /// What the example prints, from the same code as its `main.swift` below its imports (a test
  /// checks the copy word for word), with `print` collecting the lines.
  static func output() -> String {
    var printed = ""
    func print(_ text: String) { printed += text + "\n" }
    struct Badge: View {
      var body: some View {
        HStack {
          Text("New").padding(4).background(Color.yellow)
          Text("LayoutLab on Linux")
        }
      }
    }

    let result = ViewHost(rootView: Badge()).layout(in: CGSize(width: 320, height: 40))
    print(TextTreeRenderer().render(result))
    print(ASCIIRenderer(width: 40).render(result))
    return printed
  }
}

@Suite("The example package")
struct ExamplePackageTests {
  @Test("The example's code below its imports is the code these tests run, word for word")
  func codeIsTested() {
    let code = DocumentationFiles.text(of: ExamplePackage.main)
      .components(separatedBy: "\n")
      .filter { !$0.hasPrefix("import ") }
      .joined(separator: "\n")
    let tested = ArticleParser.normalizedWhitespace(
      DocumentationFiles.text(of: DocumentationFiles.testSources.appendingPathComponent("ExamplePackageTests.swift")))
    #expect(!ArticleParser.normalizedWhitespace(code).isEmpty)
    #expect(
      tested.contains(ArticleParser.normalizedWhitespace(code)),
      "copy Tests/ExamplePackage/Sources/MyViews/main.swift into ExamplePackage.output()")
  }

  @Test("The example prints what expected-output.txt says, which CI compares with the example's real run")
  func printsTheExpectedOutput() throws {
    let expected = DocumentationFiles.text(of: ExamplePackage.expectedOutput)
    let output = ExamplePackage.output()
    if expected != output, DocumentationFiles.updating {
      try Data(output.utf8).write(to: ExamplePackage.expectedOutput, options: .atomic)
      return
    }
    #expect(
      expected == output,
      "Tests/ExamplePackage/expected-output.txt is out of date:\n\(ConsoleBlock.diff(pasted: PastedOutputs.blockLines(expected), output: PastedOutputs.blockLines(output)))"
    )
  }
}
