import Foundation
import LayoutLab
import LayoutRendering
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every renderer walks a tree 10,000 views deep without recursion, in text that grows with
/// the depth, not its square: indentation stops at 256 characters.
@Suite("Every renderer copes with a chain of 10,000 paddings")
struct DeepTreeRenderingTests {
  /// A 10 x 10 colour inside 10,000 paddings of 1 in a 100 x 100 host: 10 + 2 x 10,000 =
  /// 20,010 square, centred at 50 - 10,005 = -9,955; the colour is 10,000 in, at 45.
  private func chain(tracing: Bool = false) -> LayoutResult {
    var view = AnyView(Color.red.frame(width: 10, height: 10))
    for _ in 0..<10_000 { view = AnyView(view.padding(1)) }
    let host = ViewHost(rootView: view)
    host.tracing = tracing
    return host.layout(in: CGSize(width: 100, height: 100))
  }

  /// How many times `piece` occurs in `text`, compared byte by byte.
  private func occurrences(of piece: String, in text: String) -> Int {
    let bytes = Array(text.utf8)
    let pattern = Array(piece.utf8)
    guard let first = pattern.first, bytes.count >= pattern.count else { return 0 }
    var count = 0
    for index in 0...(bytes.count - pattern.count) where bytes[index] == first {
      if bytes[index..<(index + pattern.count)].elementsEqual(pattern) { count += 1 }
    }
    return count
  }

  /// The indentation of `line`: its leading spaces and tree rules.
  private func indentation(_ line: Substring) -> Int {
    line.prefix { $0 == " " || $0 == "│" }.count
  }

  @Test("The text tree: one line per view, indentation kept at 64 levels, deeper lines marked with their depth")
  func textTree() throws {
    let text = TextTreeRenderer().render(chain())
    let lines = text.split(separator: "\n")
    // The host line, 10,000 paddings, the frame and the colour.
    #expect(lines.count == 10_003)
    #expect(lines[1] == "└── .padding(1)  [-9955 -9955 20010 20010]")
    // Level 64 is the last indented further (256 characters); level 65 on say their depth.
    #expect(lines[65] == String(repeating: " ", count: 256) + "└── .padding(1)  [-9891 -9891 19882 19882]")
    #expect(lines[66] == String(repeating: " ", count: 256) + "└── (depth 65) .padding(1)  [-9890 -9890 19880 19880]")
    #expect(
      lines.last.map(String.init) == String(repeating: " ", count: 256) + "└── (depth 10001) Color.red  [45 45 10 10]")
    #expect(lines.allSatisfy { indentation($0) <= 256 })
  }

  @Test("JSON: pretty printing is the compact document with whitespace, indented at most 256 spaces")
  func json() throws {
    let result = chain()
    let pretty = JSONRenderer().render(result)
    let compact = JSONRenderer(prettyPrinted: false).render(result)
    #expect(Self.removingWhitespaceOutsideStrings(pretty) == Self.removingWhitespaceOutsideStrings(compact))
    #expect(occurrences(of: "\"nodeID\":", in: compact) == 10_002)
    let lines = pretty.split(separator: "\n")
    #expect(lines.allSatisfy { indentation($0) <= 256 })
    #expect(lines.contains { $0 == String(repeating: " ", count: 256) + "\"summary\": \"Color.red\"" })
  }

  @Test("SVG parses; HTML nests one list per view with children; ASCII fits its columns")
  func pictures() throws {
    let result = chain()
    let svg = SVGRenderer().render(result)
    #expect(XMLParser(data: Data(svg.utf8)).parse())
    let html = HTMLRenderer().render(result)
    // The outer list and one for each of the 10,001 views with a child.
    #expect(occurrences(of: "<ul>\n", in: html) == 10_002)
    #expect(occurrences(of: "</ul>\n", in: html) == 10_002)
    #expect(html.hasSuffix("</html>\n"))
    let ascii = ASCIIRenderer(width: 40).render(result)
    #expect(ascii.split(separator: "\n").allSatisfy { $0.count <= 40 })
  }

  @Test("The trace: indentation kept at 256 spaces, deeper lines marked with their depth")
  func trace() throws {
    let trace = TraceRenderer().render(chain(tracing: true))
    let lines = trace.split(separator: "\n")
    #expect(lines.first == "frame 1")
    #expect(lines.allSatisfy { indentation($0) <= 256 })
    // Events at depth 127 and deeper: 128 levels of indentation, then the marker. The colour
    // is placed at depth 10,002: below the host, 10,000 paddings and the frame.
    let placed = try #require(lines.last)
    #expect(placed.hasPrefix(String(repeating: " ", count: 256) + "(depth 10002) Color.red#"))
    #expect(placed.hasSuffix(" placed at [45 45 10 10] with (10, 10)"))
  }

  /// `json` without the spaces and newlines between its tokens (its bytes: every token
  /// boundary is ASCII).
  private static func removingWhitespaceOutsideStrings(_ json: String) -> [UInt8] {
    var result: [UInt8] = []
    var inString = false
    var escaped = false
    for byte in json.utf8 {
      if inString {
        result.append(byte)
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
        result.append(byte)
      } else if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n") {
        result.append(byte)
      }
    }
    return result
  }
}
