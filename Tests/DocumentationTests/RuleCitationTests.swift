import Foundation
import Testing

/// Every layout rule the project cites is written down in an article, and nothing points at
/// files users do not have. What counts as a citation is defined, with examples, on
/// `RuleCitations`.
@Suite("Rule citations")
struct RuleCitationTests {
  let scanner = RuleCitations()

  /// The files where rules are cited: every `.swift`, `.md` and `.json` (scene files and conformance fixtures) file below `Sources`, `Tests`
  /// and `Benchmarks` (the catalogs are below `Sources`), and `README.md`. This suite's own
  /// files are among them, so their examples must pass too.
  static func citingFiles() -> [URL] {
    let root = DocumentationFiles.packageRoot
    let folders = ["Sources", "Tests", "Benchmarks"].map { root.appendingPathComponent($0) }
    return folders.flatMap { folder in
      ["swift", "md", "json"].flatMap { DocumentationFiles.files(in: folder, withExtension: $0) }
    } + [root.appendingPathComponent("README.md")]
  }

  /// Every id that an article of either catalog defines.
  func definedIDs() -> Set<String> {
    DocumentationFiles.articles().reduce(into: []) { ids, article in
      ids.formUnion(scanner.definitions(in: DocumentationFiles.text(of: article)))
    }
  }

  @Test("Every rule id cited in the sources, tests, benchmarks, README and catalogs is defined in an article")
  func everyCitedRuleIsDefined() {
    let defined = definedIDs()
    var citations = 0
    var cited: Set<String> = []
    for file in Self.citingFiles() {
      for citation in scanner.citations(in: DocumentationFiles.text(of: file)) {
        citations += 1
        cited.insert(citation.id)
        if !defined.contains(citation.id) {
          Issue.record(
            "\(DocumentationFiles.relativePath(file)):\(citation.line): cites rule \(citation.id), which no article defines (add it to LayoutRules.md or the feature's article, or fix the id)"
          )
        }
      }
    }
    // The walk reaches the code: the project cites hundreds of rules, from every family.
    #expect(citations >= 300, "found only \(citations) citations")
    for sample in ["S5", "LV3", "P4", "N2", "O2", "G1", "U1", "C-G5", "C-SA5", "DR1", "PF2", "FL3"] {
      #expect(cited.contains(sample), "no file cites \(sample); the citation forms may have stopped matching")
    }
  }

  @Test("The LayoutRules article defines every rule family the project cites, and the feature articles theirs")
  func articlesDefineTheFamilies() {
    let defined = definedIDs()
    // A few of each family, from the rules article and from the feature articles.
    for id in [
      "L5", "S1", "S12", "N5", "F2", "O3", "A3", "SV1", "G6", "LV4", "DT3", "P11", "AN2", "E5",
      "U2", "C3", "PF3", "FL4", "C-G15", "C-LG13", "C-VTF5", "C-SA12", "C-TX5", "DR4",
    ] {
      #expect(defined.contains(id), "no article defines \(id)")
    }
  }

  @Test("No file mentions the unpublished reference notes or a path outside the repository")
  func noPrivatePaths() {
    // Written in pieces so that this file does not mention them itself.
    let forbidden = [
      "semantics" + ".md", "flow-" + "libraries", "pre-" + "ios16", "containers" + ".md", "reference" + "/",
      "/" + "work/", "/" + "tmp/",
    ]
    for file in Self.citingFiles() {
      for (index, line) in RuleCitations.lines(of: DocumentationFiles.text(of: file)).enumerated() {
        for word in forbidden where line.contains(word) {
          Issue.record(
            "\(DocumentationFiles.relativePath(file)):\(index + 1): mentions \"\(word)\"; cite the rule id or the article instead"
          )
        }
      }
    }
  }

  @Test("Keywords, parentheses and comment openings cite every id of their list")
  func citationForms() {
    let cases: [(line: String, ids: [String])] = [
      ("/// SwiftUI parity: `FrameLayout` (layout rule F1). A negative", ["F1"]),
      ("// Layout rules G1–G3 and G6: a reader takes the whole proposal", ["G1", "G3", "G6"]),
      ("/// Alternating nesting thrashes the cache (semantics C3)", ["C3"]),
      (#"  @Test("Grid lays out a GridRow per row (C-G1, C-G5, C-G8)")"#, ["C-G1", "C-G5", "C-G8"]),
      ("/// How a grid places cells (rules C-G9–C-G11 of the Grid article).", ["C-G9", "C-G11"]),
      ("/// Layout priority (layout rules S4 steps 2–3, S6, F6, N3).", ["S4", "S6", "F6", "N3"]),
      ("    // text (LV4: 2 characters × 8.5, one 20.4 line);", ["LV4"]),
      ("    // N5/E5: padding() now insets (1, 2, 3, 4)", ["N5", "E5"]),
      ("    // LV4 / DT3, column L.", ["LV4", "DT3"]),
      ("    // E1.", ["E1"]),
      ("See (rule S5, <doc:LayoutRules>).", ["S5"]),
    ]
    for (line, ids) in cases {
      #expect(scanner.citedIDs(inLine: line) == ids, "\(line)")
    }
  }

  @Test("Type names, SVG paths, colours, definitions, text sizes and ids in running text are not citations")
  func nonCitations() {
    let lines = [
      "let size = CGSize(width: UInt8(1), height: 2)",
      #"#expect(svg.contains("d=\"M60 30 L60 70 L40 70 L40 30 Z\""))"#,
      ##"<rect fill="#F1F2F3" stroke="#A1B2C3"/>"##,
      "let point = CGPoint(x: 0, y: 0) // (x, y) in points",
      "- **S5** objc.io's check of the stack algorithm.",
      "    // Four tiles; each sweep reads L0 T0 L1 T1 L2 T2.",
      "    // As F20: NaN like .unspecified",
      "1.2 × 17 = 20.4 tall (TextLayoutModel rules 1, 2).",
      #"@Test("At the largest accessibility size (AX5) the iPad shows 3 columns")"#,
    ]
    for line in lines {
      #expect(scanner.citedIDs(inLine: line).isEmpty, "\(line)")
    }
  }

  @Test("A test file's own case labels are not rule citations, in its test names or its comments")
  func testCaseLabels() {
    let file = """
      @Test("C6 A container no wider than the margins gets one column")
      func narrow() {
        // The cards are 0 x 0 (C6), and the frame follows layout rule F1.
      }
      @Test(
        "F7: text wider than the line wraps (LV3)"
      )
      """
    #expect(scanner.testLabels(in: file) == ["C6", "F7"])
    #expect(scanner.citations(in: file).map(\.id) == ["F1", "LV3"])
    #expect(scanner.citations(in: file).map(\.line) == [3, 6])
  }

  @Test("An article defines the ids that open its bold list items, and nothing else")
  func definitions() {
    let article = """
      ## Rules

      - **C-G10** `gridCellAnchor(p)` puts point `p` of the view on point `p` of its cell (C-G9).
      - **S5** objc.io's check of S4.
      - **Columns.** Column 0 holds "Fruit".
      See **S6** in the text.
      """
    #expect(scanner.definitions(in: article) == ["C-G10", "S5"])
  }
}
