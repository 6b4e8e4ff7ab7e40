import Foundation

/// Finds the layout rule ids that a file cites and the ones that an article defines.
///
/// **An id** is a family of one or two capital letters, or `C-` and one to three capitals,
/// followed by a number of one or two digits, and standing alone: not preceded by a letter, a
/// digit, `_` or `-`, not followed by a letter, a digit or `_`. `S5`, `LV3`, `AN2`, `C-G10` are
/// ids; `CGSize`, `UInt8`, `#F1F2F3` and `M60 30` are not cited by any of the forms below.
/// `AX1` to `AX5` name Dynamic Type's accessibility sizes, never a rule, so they are no ids.
///
/// **A list** is ids joined by `–` (a range), `, `, ` and `, ` or `, `/` or ` / `: `L5–L9`,
/// `G1, G4 and G6`, `LV1/LV3`. (Not a hyphen: `C-G9` would read as the end of a range.)
///
/// **A citation** is an id in one of these forms, and only there:
/// 1. after a keyword: `rule S5`, `rules G1–G3 and G6`, `Rule O1`, `layout rule P4`,
///    `semantics C3`: every id of the list that follows the keyword;
/// 2. in parentheses that open with an id or a keyword (`layout` may come first): `(S5)`,
///    `(C-G5, C-G8)`, `(P3 step 1)`, `(LV4: 2 characters)`, `(layout rules S4 steps 2–3, S6,
///    F6, N3)`: every id inside those parentheses, up to the closing one or the line's end;
/// 3. at the start of a `//` or `///` comment, a list followed by `:`, `.`, `,`, a space and
///    `step`, or the end of the line: `// E2: only "a" sees…`, `// E1.`, `// N5/E5: padding…`.
///
/// Two things that look alike are not citations. An article's definition, a list item that
/// opens with the id in bold (`- **S5** …`), defines the id. And a test file may number its
/// own cases (`@Test("F7: …")`, `@Test("C6 …")`): such a label, an id that opens a test's name,
/// names that test case everywhere in the same file, not a layout rule.
struct RuleCitations {
  /// An id standing alone.
  static let id = #"(?<![A-Za-z0-9_-])(?!AX[0-9])(?:C-[A-Z]{1,3}|[A-Z]{1,2})[0-9]{1,2}(?![A-Za-z0-9_])"#

  /// Ids joined by the separators of a list.
  static let list = "\(id)(?:(?:–|, | and | or | / |/)\(id))*"

  /// The words after which a list is cited.
  static let keyword = #"(?<![A-Za-z])(?:[Rr]ules?|semantics)"#

  private let anyID = Self.regex("(\(id))")
  private let definition = Self.regex(#"^\s*[-*] \*\*(\#(id))\*\*"#)
  private let testLabel = Self.regex(#"@Test\(\s*"(\#(id))[: ]"#)
  private let afterKeyword = Self.regex("\(keyword) (\(list))")
  private let inParentheses = Self.regex(#"\(((?:\#(id)|(?:[Ll]ayout )?\#(keyword) )[^()]*)"#)
  private let openingComment = Self.regex(#"^\s*///?\s*(\#(list))(?::|\.|,| step|\s*$)"#)

  /// Where a rule is defined: an article's list item that opens with the id in bold.
  func definitions(in text: String) -> Set<String> {
    var ids: Set<String> = []
    for line in Self.lines(of: text) {
      for match in Self.matches(definition, in: line) {
        ids.insert(match)
      }
    }
    return ids
  }

  /// The ids that open a test's name in a Swift file: the file's own test-case labels.
  func testLabels(in text: String) -> Set<String> {
    Set(Self.matches(testLabel, in: text))
  }

  /// Every rule id `text` cites, with its 1-based line number, in line order; the file's own
  /// test-case labels are left out.
  func citations(in text: String) -> [(id: String, line: Int)] {
    let labels = testLabels(in: text)
    var found: [(id: String, line: Int)] = []
    for (index, line) in Self.lines(of: text).enumerated() {
      for id in citedIDs(inLine: line) where !labels.contains(id) {
        found.append((id, index + 1))
      }
    }
    return found
  }

  /// The ids one line cites, in order, each once.
  func citedIDs(inLine line: some StringProtocol) -> [String] {
    var cited: [String] = []
    func add(_ ids: [String]) {
      for id in ids where !cited.contains(id) { cited.append(id) }
    }
    // Form 1: a keyword and the list after it.
    for list in Self.matches(afterKeyword, in: line) {
      add(Self.matches(anyID, in: list))
    }
    // Form 2: parentheses that open with an id or a keyword, to the closing one or the line's end.
    for group in Self.matches(inParentheses, in: line) {
      add(Self.matches(anyID, in: group))
    }
    // Form 3: a comment that opens with a list.
    for list in Self.matches(openingComment, in: line) {
      add(Self.matches(anyID, in: list))
    }
    return cited
  }

  /// The text's lines, split on line feeds only, so that line numbers match an editor's.
  static func lines(of text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// `pattern` compiled; the patterns are constants of this type, so one that does not compile
  /// is a bug here.
  private static func regex(_ pattern: String) -> NSRegularExpression {
    try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
  }

  /// The first capture group of each match of `regex` in `text`.
  private static func matches(_ regex: NSRegularExpression, in text: some StringProtocol) -> [String] {
    let text = String(text)
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }
}
