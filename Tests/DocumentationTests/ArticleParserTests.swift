import Foundation
import Testing

/// The checks of `CatalogConsistencyTests` rest on this parsing: if it found nothing, they
/// would pass on anything.
@Suite("Reading articles")
struct ArticleParserTests {
  private let article = URL(fileURLWithPath: "Sources/LayoutLab/LayoutLab.docc/Example.md")

  @Test("Code blocks are read with their language, lines and fences")
  func codeBlocks() {
    let parser = ArticleParser(
      article: article, text: "Intro\n\n```swift\nlet a = 1\n  let b = 2\n```\n\n```\nplain\n```\n")
    #expect(
      parser.codeBlocks == [
        CodeBlock(language: "swift", lines: ["let a = 1", "  let b = 2"], openingLine: 2, closingLine: 5),
        CodeBlock(language: "", lines: ["plain"], openingLine: 7, closingLine: 9),
      ])
  }

  @Test("A marker announces the next code block or picture; any other marker is stray")
  func markers() {
    let text = """
      <!-- output: layoutlab render a --format trace -->
      ```text
      frame 1
      ```
      <!-- excerpt: checker b -->

      ![A picture.](a.svg)
      <!-- output: layoutlab list -->
      Some prose.
      <!-- an ordinary comment -->
      """
    let parser = ArticleParser(article: article, text: text)
    let markers = parser.markers
    #expect(markers.map(\.mode) == [.output, .excerpt])
    #expect(markers.map(\.command) == ["layoutlab render a --format trace", "checker b"])
    #expect(
      markers.first?.target == .block(CodeBlock(language: "text", lines: ["frame 1"], openingLine: 1, closingLine: 3)))
    #expect(markers.last?.target == .picture("a.svg"))
    #expect(parser.strayMarkers == [7])
  }

  @Test("Whitespace is normalised: indentation and line breaks do not matter, words do")
  func normalisation() {
    #expect(ArticleParser.normalizedWhitespace("  let a =\n    b(1)\n") == "let a = b(1)")
    #expect(ArticleParser.normalizedWhitespace("let a = b(1)") != ArticleParser.normalizedWhitespace("let a = b(2)"))
  }

  @Test("An excerpt's runs of lines must appear whole and in order")
  func excerpts() {
    let output = "a\nb\nc\nd\n"
    #expect(PastedOutputs.excerpt(["a", "b"], isIn: output))
    #expect(PastedOutputs.excerpt(["a", "...", "c", "d"], isIn: output))
    #expect(!PastedOutputs.excerpt(["c", "...", "a"], isIn: output))
    #expect(!PastedOutputs.excerpt(["a", "c"], isIn: output))
    #expect(!PastedOutputs.excerpt(["a", "...", "...", "d"], isIn: output))
  }

  @Test("Marker commands split at spaces, single quotes group; compare drops its wall times")
  func commands() {
    #expect(
      LayoutlabProcess.arguments("layoutlab render x --filter 'Text(\"a b\")'")
        == ["layoutlab", "render", "x", "--filter", "Text(\"a b\")"])
    let output =
      "compare w: s\n\ntechnique  frames     ms\nflow-layout     1   6.57\n\nfinal frames agree: yes\ntimes are one run\n"
    #expect(
      LayoutlabProcess.stable(output, for: ["compare", "w"])
        == "compare w: s\n\ntechnique  frames\nflow-layout     1\n\nfinal frames agree: yes\n")
  }

  @Test("A block in a list item is read and rewritten at its fence's indentation")
  func indentedBlocks() {
    let text = "1. Item:\n\n   ```text\n   old\n   ```\n"
    let blocks = ArticleParser(article: article, text: text).codeBlocks
    #expect(blocks.first?.lines == ["old"])
    #expect(
      PastedOutputs.replacingBlocks(in: text, [(blocks[0], ["new", "", "lines"])])
        == "1. Item:\n\n   ```text\n   new\n\n   lines\n   ```\n")
  }

  @Test("Updating replaces the lines between a block's fences")
  func replacing() {
    let text = "a\n```\nold\nold\n```\nb\n```\nx\n```"
    let blocks = ArticleParser(article: article, text: text).codeBlocks
    #expect(
      PastedOutputs.replacingBlocks(in: text, [(blocks[0], ["new"]), (blocks[1], ["y", "z"])])
        == "a\n```\nnew\n```\nb\n```\ny\nz\n```")
  }
}
