import Foundation
import LayoutLab
import LayoutScenes
import Testing

/// Scene files too large for the reader's limits, generated here rather than committed. Each
/// one puts text that is not JSON after the first value past a limit: an error naming the
/// limit (not malformed JSON) shows the reader stopped there without reading the rest.
@Suite("Scene files past a limit fail at the first value beyond it")
struct SceneLimitTests {
  /// Text that is not JSON, after the part of a document the reader must never reach.
  private static let unread = " this is not JSON"

  @Test("A 100,000-child stack fails at child 10,000, the first past the entries limit")
  func entries() {
    // `{"root": {"vstack": [` is 21 characters and each child `{"text": "x"}, ` 15, so child
    // 10,000 starts at column 21 + 150,000 + 1.
    let json =
      #"{"root": {"vstack": ["# + Array(repeating: #"{"text": "x"}"#, count: 100_000).joined(separator: ", ")
      + "]}}" + Self.unread
    #expect(
      sceneError(json)?.description
        == #"$.root.vstack[10000]: more than 10000 entries in one array, the limit of a scene file (line 1, column 150022); "repeat" and "forEach" make many views from one entry"#
    )
    // 10,000 children are within the limit: the stack, its children and nothing else.
    let atLimit = #"{"vstack": ["# + Array(repeating: #"{"text": "x"}"#, count: 10_000).joined(separator: ", ") + "]}"
    #expect((try? LayoutScene(json: atLimit))?.layout().viewCount == 10_001)
  }

  @Test("An object with 10,001 keys fails at the 10,001st key")
  func objectEntries() {
    // After `{`, each `"kN": 0, ` is 8 characters and the digits of N. Keys k0 to k9999 take
    // 10 × 9 + 90 × 10 + 900 × 11 + 9,000 × 12 = 118,890 characters: k10000 starts at column
    // 1 + 118,890 + 1.
    let keys = (0...10_000).map { #""k\#($0)": 0"# }.joined(separator: ", ")
    let json = "{" + keys + "}" + Self.unread
    #expect(
      sceneError(json)?.description
        == "$.k10000: more than 10000 entries in one object, the limit of a scene file (line 1, column 118892)")
  }

  @Test("A document of more than 1,000,000 values fails at value 1,000,001")
  func values() {
    // Values in document order: the object (1), "a" (2), the outer array (3), then 100 arrays
    // of 10,000 zeros, each 10,001 values. After 99 of them come 990,102 values; the 100th
    // array is value 990,103, and its zero number j is 990,104 + j: j = 9,897 is 1,000,001.
    let inner = "[" + Array(repeating: "0", count: 10_000).joined(separator: ",") + "]"
    let json =
      #"{"text": "a", "x": ["# + Array(repeating: inner, count: 100).joined(separator: ",") + "]}" + Self.unread
    let error = sceneError(json)
    #expect(error?.path == "$.x[99][9897]")
    #expect(error?.message.hasPrefix("more than 1000000 values in one document, the limit of a scene file") == true)
  }

  @Test("A document nested 100,000 levels deep fails at level 513")
  func depth() {
    // The object is level 1 and bracket k level k + 1: bracket 512 is level 513, inside the
    // object's "vstack" and 511 arrays' first elements, at column 11 + 512 (`{"vstack": ` is
    // 11 characters).
    let json = #"{"vstack": "# + String(repeating: "[", count: 100_000) + Self.unread
    #expect(
      sceneError(json)?.description
        == "$.vstack" + String(repeating: "[0]", count: 511)
        + ": nested more than 512 arrays and objects deep, the limit of a scene file (line 1, column 523)")
  }
}
