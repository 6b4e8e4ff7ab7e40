import Foundation
import LayoutLab
import LayoutRendering
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses an SVG document and collects its elements, to check well-formedness and structure.
private final class SVGElements: NSObject, XMLParserDelegate {
  private(set) var elements: [(name: String, attributes: [String: String])] = []
  private(set) var texts: [String] = []
  private var inText = false
  private var current = ""

  /// Parses `svg`; `nil` when it is not well-formed XML.
  static func parse(_ svg: String) -> SVGElements? {
    let collector = SVGElements()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = collector
    return parser.parse() ? collector : nil
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    elements.append((elementName, attributes))
    if elementName == "text" {
      inText = true
      current = ""
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if inText { current += string }
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    if elementName == "text" {
      texts.append(current)
      inText = false
    }
  }

  func named(_ name: String) -> [[String: String]] {
    elements.filter { $0.name == name }.map(\.attributes)
  }
}

@Suite("The SVG renderer draws every frame as a standalone picture")
struct SVGRendererTests {
  @Test("The picture is well-formed XML with the SVG namespace and the host's size as its viewBox")
  func wellFormed() throws {
    let svg = SVGRenderer(showsProposals: true, scale: 2).render(RenderingScenes.objcIO())
    let parsed = try #require(SVGElements.parse(svg))
    let root = try #require(parsed.elements.first)
    #expect(root.name == "svg")
    #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(root.attributes["viewBox"] == "0 0 200 100")
    // scale 2: 400 × 200 pixels.
    #expect(root.attributes["width"] == "400")
    #expect(root.attributes["height"] == "200")
  }

  @Test("Every view has a rect carrying its node number; colours fill theirs")
  func rects() throws {
    let result = RenderingScenes.objcIO()
    let parsed = try #require(SVGElements.parse(SVGRenderer().render(result)))
    let rects = parsed.named("rect").filter { $0["data-node"] != nil }
    #expect(rects.count == result.viewCount)
    guard let red = result.view(id: "red")?.children.first else {
      Issue.record("no red colour")
      return
    }
    let redRect = try #require(rects.first { $0["data-node"] == "\(red.nodeID)" })
    // S5: red is 75 × 50 at (12.5, 25); Color.red is (1, 0.231, 0.188): 255, 58.9 → 59, 47.9 → 48.
    #expect(redRect["x"] == "12.5" && redRect["y"] == "25" && redRect["width"] == "75" && redRect["height"] == "50")
    #expect(redRect["fill"] == "rgb(255,59,48)")
    #expect(redRect["fill-opacity"] == nil)
  }

  @Test("A colour's opacity becomes fill-opacity")
  func opacity() throws {
    let result = ViewHost(rootView: Color.blue.opacity(0.5)).layout(in: CGSize(width: 10, height: 10))
    let parsed = try #require(SVGElements.parse(SVGRenderer().render(result)))
    let rect = try #require(parsed.named("rect").first { $0["data-node"] != nil })
    // Color.blue is (0, 0.478, 1): 0, 121.9 → 122, 255.
    #expect(rect["fill"] == "rgb(0,122,255)")
    #expect(rect["fill-opacity"] == "0.5")
  }

  @Test("Texts are labels at their frames, baseline one point size below each line's top")
  func labels() throws {
    let parsed = try #require(SVGElements.parse(SVGRenderer().render(RenderingScenes.paddedText())))
    let text = try #require(parsed.named("text").first)
    // Text("Hi") at [41.5 14.8 17 20.4]: 17 pt body, baseline 14.8 + 17 = 31.8, 2 × 8.5 wide.
    #expect(text["x"] == "41.5")
    #expect(text["y"] == "31.8")
    #expect(text["font-size"] == "17")
    #expect(text["textLength"] == "17")
    #expect(parsed.texts == ["Hi"])
  }

  @Test("A wrapped text's lines are recovered from its frame")
  func wrappedLabels() throws {
    let result = ViewHost(rootView: Text("abc and a long text that wraps").frame(width: 112))
      .layout(in: CGSize(width: 200, height: 200))
    let parsed = try #require(SVGElements.parse(SVGRenderer().render(result)))
    // LV3/LV4: 112 / 8.5 = 13 characters a line: "abc and a" (9; "long" would make 14),
    // "long text", "that wraps": 3 lines, 85 × 61.2, centred: x = 44 + (112 - 85) / 2 = 57.5,
    // y = (200 - 61.2) / 2 = 69.4; baselines 17 below each 20.4 line top.
    #expect(parsed.texts == ["abc and a", "long text", "that wraps"])
    #expect(parsed.named("text").map { $0["y"] } == ["86.4", "106.8", "127.2"])
    #expect(parsed.named("text").map { $0["textLength"] } == ["76.5", "76.5", "85"])
    #expect(parsed.named("text").allSatisfy { $0["x"] == "57.5" && $0["font-size"] == "17" })
  }

  @Test("multilineTextAlignment places each line within the text's width (C-TX1)")
  func alignedLabels() throws {
    let text = Text("abc and a long text that wraps").frame(width: 112)
    let expected: [(TextAlignment, [String])] = [
      // The lines of the wrapped text above, 76.5, 76.5 and 85 wide in the 85-wide text at x
      // 57.5: centred they start (85 − 76.5) / 2 = 4.25 in, trailing 8.5 in; the widest at 57.5.
      (.leading, ["57.5", "57.5", "57.5"]),
      (.center, ["61.75", "61.75", "57.5"]),
      (.trailing, ["66", "66", "57.5"]),
    ]
    for (alignment, xs) in expected {
      let result = ViewHost(rootView: text.multilineTextAlignment(alignment)).layout(
        in: CGSize(width: 200, height: 200))
      let parsed = try #require(SVGElements.parse(SVGRenderer().render(result)))
      #expect(parsed.named("text").map { $0["x"] } == xs, "\(alignment)")
    }
  }

  @Test("Texts and summaries are escaped, so any string gives well-formed XML")
  func escaping() throws {
    let nasty = "<b>&amp; \"quoted\" 'single' \u{1} ]]>"
    let result = ViewHost(
      rootView: VStack {
        Text(nasty)
        Color.red.id(nasty)
      }
    ).layout(in: CGSize(width: 390, height: 200))
    let parsed = try #require(SVGElements.parse(SVGRenderer().render(result)))
    // The control character U+0001, which XML cannot carry, becomes U+FFFD.
    #expect(parsed.texts.joined(separator: " ") == "<b>&amp; \"quoted\" 'single' \u{FFFD} ]]>")
  }

  @Test("Proposals are dashed outlines from the view's origin where they differ from its size")
  func proposals() throws {
    let result = RenderingScenes.objcIO()
    let parsed = try #require(SVGElements.parse(SVGRenderer(showsProposals: true).render(result)))
    let group = parsed.elements.firstIndex { $0.name == "g" && $0.attributes["class"] == "proposals" }
    #expect(group != nil)
    let outlines = parsed.named("rect").filter { $0["data-node"] != nil && $0["fill"] == nil }
    // S5: green's frame is 100 wide but was offered 75 × 50 at (87.5, 25); the 150 × 50 frame
    // was offered the host's 200 × 100 at (25, 25). Red got exactly its size: no outline.
    let frames = outlines.map { [$0["x"], $0["y"], $0["width"], $0["height"]] }
    #expect(frames.contains(["87.5", "25", "75", "50"]))
    #expect(frames.contains(["25", "25", "200", "100"]))
    #expect(!frames.contains(["12.5", "25", "75", "50"]))
  }

  @Test("A proposal with one unspecified dimension is a dashed line at the other")
  func proposalLine() throws {
    let result = ViewHost(
      rootView: Text("Hi").fixedSize(horizontal: true, vertical: false).frame(width: 10, height: 50)
    )
    .layout(in: CGSize(width: 100, height: 50))
    let parsed = try #require(SVGElements.parse(SVGRenderer(showsProposals: true).render(result)))
    // F5: fixedSize proposes (nil, 50) to the text, which is 17 × 20.4 at (41.5, 14.8): the
    // proposed height ends at 14.8 + 50 = 64.8.
    let line = try #require(parsed.named("line").first)
    #expect(line["x1"] == "41.5" && line["x2"] == "58.5")
    #expect(line["y1"] == "64.8" && line["y2"] == "64.8")
  }

  @Test("Options: outline only leaves, no tooltips, no labels; hidden views are left out")
  func options() throws {
    let result = ViewHost(
      rootView: VStack {
        Text("a")
        Spacer()
        Color.red.hidden()
      }
    )
    .layout(in: CGSize(width: 100, height: 100))
    let svg = SVGRenderer(outlines: .leaves, showsLabels: false, showsTooltips: false).render(result)
    let parsed = try #require(SVGElements.parse(svg))
    let rects = parsed.named("rect").filter { $0["data-node"] != nil }
    // Five views are laid out; the .hidden() wrapper and its colour are not drawn.
    #expect(rects.count == 3)
    // Only the spacer is an outlined leaf (the text is a label, the stack has children).
    #expect(rects.filter { $0["stroke"] != "none" }.count == 1)
    #expect(parsed.named("title").isEmpty)
    #expect(parsed.named("text").isEmpty)
    #expect(!svg.contains("rgb(255,59,48)"))
  }
}
