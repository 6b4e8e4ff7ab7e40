import Foundation

/// A fenced code block of an article: its language and its lines, and where it is.
struct CodeBlock: Equatable {
  /// The word after the opening fence (`swift`, `text`, `sh`), or empty.
  let language: String
  /// The lines between the fences, less the opening fence's indentation (a block in a list
  /// item is indented as the item's text).
  let lines: [String]
  /// The line numbers (from 0) of the opening and closing fences.
  let openingLine: Int
  let closingLine: Int
  /// The opening fence's indentation.
  var indentation: String = ""

  /// The block's text: its lines joined, ending with a newline.
  var text: String { lines.map { $0 + "\n" }.joined() }
}

/// A pasted output an article promises to keep current, announced by an HTML comment (which
/// DocC does not show) just before a code block or a picture:
///
///     <!-- output: layoutlab render negotiation --format trace -->
///     <!-- excerpt: layoutlab render stack-175 --format trace -->
///     <!-- output: checker seed-flow-height -->
///     <!-- output: layoutlab render stack-175 --format svg -->
///
/// `output` means the block is the whole output; `excerpt` that the block's runs of lines
/// (separated by lines that are `...`) appear, whole and in that order, in the output. Before a
/// picture (`![...](name.svg)`), the catalog's `Resources/name.svg` is the whole output.
struct OutputMarker: Equatable {
  enum Mode: String {
    case output, excerpt
  }

  enum Target: Equatable {
    /// The code block after the marker.
    case block(CodeBlock)
    /// The picture file after the marker, named as in the article.
    case picture(String)
  }

  let mode: Mode
  /// The command after the mode: `layoutlab ...` arguments or `checker <name>`.
  let command: String
  let target: Target
  /// The article, and the marker's line number (from 0).
  let article: URL
  let line: Int

  /// `Sources/LayoutLab/LayoutLab.docc/Negotiation.md:12`.
  var location: String { "\(DocumentationFiles.relativePath(article)):\(line + 1)" }
}

/// Reads the fenced code blocks and the output markers of one article.
struct ArticleParser {
  let article: URL
  let lines: [String]

  init(article: URL, text: String? = nil) {
    self.article = article
    lines = (text ?? DocumentationFiles.text(of: article)).components(separatedBy: "\n")
  }

  /// Every fenced code block, in order. An unclosed fence runs to the end of the file.
  var codeBlocks: [CodeBlock] {
    var blocks: [CodeBlock] = []
    var index = 0
    while index < lines.count {
      if let language = Self.openingFence(lines[index]) {
        let start = index
        let indentation = String(lines[start].prefix { $0 == " " })
        index += 1
        while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" { index += 1 }
        let content = lines[(start + 1)..<min(index, lines.count)].map { line in
          line.hasPrefix(indentation) ? String(line.dropFirst(indentation.count)) : line
        }
        blocks.append(
          CodeBlock(
            language: language, lines: content, openingLine: start, closingLine: min(index, lines.count - 1),
            indentation: indentation))
      }
      index += 1
    }
    return blocks
  }

  /// Every output marker with the block or picture it announces. A marker followed by
  /// anything else is returned in `strayMarkers`.
  var markers: [OutputMarker] { parseMarkers().markers }

  /// Line numbers (from 0) of markers not followed by a code block or a picture.
  var strayMarkers: [Int] { parseMarkers().stray }

  private func parseMarkers() -> (markers: [OutputMarker], stray: [Int]) {
    let blocks = codeBlocks
    var markers: [OutputMarker] = []
    var stray: [Int] = []
    for (index, line) in lines.enumerated() {
      guard let (mode, command) = Self.marker(line) else { continue }
      var next = index + 1
      while next < lines.count, lines[next].trimmingCharacters(in: .whitespaces).isEmpty { next += 1 }
      if let block = blocks.first(where: { $0.openingLine == next }) {
        markers.append(OutputMarker(mode: mode, command: command, target: .block(block), article: article, line: index))
      } else if next < lines.count, let picture = Self.picture(lines[next]) {
        markers.append(
          OutputMarker(mode: mode, command: command, target: .picture(picture), article: article, line: index))
      } else {
        stray.append(index)
      }
    }
    return (markers, stray)
  }

  /// The language of an opening fence (` ```swift ` gives `swift`), or `nil`.
  static func openingFence(_ line: String) -> String? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("```") else { return nil }
    return String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces)
  }

  /// The mode and command of a marker line, or `nil`.
  static func marker(_ line: String) -> (OutputMarker.Mode, String)? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
    let inside = trimmed.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
    for mode in [OutputMarker.Mode.output, .excerpt] where inside.hasPrefix(mode.rawValue + ":") {
      return (mode, inside.dropFirst(mode.rawValue.count + 1).trimmingCharacters(in: .whitespaces))
    }
    return nil
  }

  /// The file name of a picture line, `![alt](name.svg)`, or `nil`.
  static func picture(_ line: String) -> String? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("!["), trimmed.hasSuffix(")"), let open = trimmed.range(of: "](") else { return nil }
    return String(trimmed[open.upperBound..<trimmed.index(before: trimmed.endIndex)])
  }

  /// `text` with every run of whitespace (newlines included) made one space, trimmed: a
  /// listing and the code it was copied from compare equal however they are indented.
  static func normalizedWhitespace(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }
}
