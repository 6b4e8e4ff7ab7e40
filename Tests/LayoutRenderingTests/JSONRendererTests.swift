import Foundation
import LayoutLab
import LayoutRendering
import Testing

@Suite("The JSON renderer writes a versioned, golden-testable document")
struct JSONRendererTests {
  /// The document parsed back with Foundation, as a dictionary.
  private func parsed(_ json: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    return try #require(object as? [String: Any])
  }

  @Test("objc.io's layout as JSON: frames, proposals, ids, colours and counters")
  func objcIOGolden() {
    // Golden checked by hand: the frames are S5's (see RenderingScenes.objcIO); red is placed
    // with the stack's share (75, 50), green with (75, 50) too though it is 100 wide; the
    // colours are Color.red (1, 0.231, 0.188) and Color.green (0.204, 0.78, 0.349).
    RenderingGolden.check(JSONRenderer().render(RenderingScenes.objcIO()), matches: "json-objcio.json")
  }

  @Test("A traced layout's JSON carries every event with its kind's fields")
  func tracedGolden() {
    // Golden checked by hand: the host proposes 100 × 50 to the frame, which answers 20 × 10
    // without asking (F1), is placed centred at (40, 20), then asks its colour twice at
    // placement (to align it, then to place it; the second from the cache).
    RenderingGolden.check(
      JSONRenderer().render(RenderingScenes.colorFrame(tracing: true)), matches: "json-color-frame-traced.json")
  }

  @Test("The document parses, says schema version 1 and has a null trace when the host did not trace")
  func parsesWithVersion() throws {
    let document = try parsed(JSONRenderer().render(RenderingScenes.objcIO()))
    #expect(document["schemaVersion"] as? Int == 1)
    #expect(document["trace"] is NSNull)
    #expect((document["views"] as? [Any])?.count == 1)
    #expect((document["frames"] as? [Any])?.count == 1)
  }

  @Test("Keys are sorted, so the top-level keys come in alphabetical order")
  func sortedKeys() {
    let json = JSONRenderer().render(RenderingScenes.objcIO())
    let keys = ["diagnostics", "frames", "hostSize", "rootSize", "schemaVersion", "trace", "views"]
    let positions = keys.compactMap { json.range(of: "\n  \"\($0)\":")?.lowerBound }
    #expect(positions.count == keys.count)
    #expect(positions == positions.sorted())
  }

  @Test("Integral numbers have no fraction, others six decimals at most, infinity is the string inf")
  func numbers() throws {
    let traced = JSONRenderer().render(RenderingScenes.objcIO(tracing: true))
    #expect(!traced.contains(".0,") && !traced.contains(".0}"))
    // S4: the stack's maximum probe proposes infinity to each child; green answers it.
    #expect(traced.contains("\"proposal\": {\"height\": 50, \"width\": \"inf\"}"))
    #expect(traced.contains("\"size\": {\"height\": 50, \"width\": \"inf\"}"))
    // S5: three colours share 100 points equally: 100 / 3 each, at 0, 33.33... and 66.66....
    let thirds = ViewHost(
      rootView: HStack(spacing: 0) {
        Color.red
        Color.green
        Color.blue
      }
    )
    .layout(in: CGSize(width: 100, height: 10))
    let json = JSONRenderer().render(thirds)
    #expect(json.contains("{\"height\": 10, \"width\": 33.333333, \"x\": 33.333333, \"y\": 0}"))
    #expect(json.contains("{\"height\": 10, \"width\": 33.333333, \"x\": 66.666667, \"y\": 0}"))
  }

  @Test("An unspecified proposal dimension is null")
  func unspecifiedIsNull() throws {
    // fixedSize proposes nil on both axes (layout rule F3) to the text it wraps.
    let result = ViewHost(rootView: Text("Hi").fixedSize()).layout(in: CGSize(width: 100, height: 50))
    let document = try parsed(JSONRenderer().render(result))
    let root = try #require((document["views"] as? [[String: Any]])?.first)
    let text = try #require((root["children"] as? [[String: Any]])?.first)
    let proposal = try #require(text["proposal"] as? [String: Any])
    #expect(proposal["width"] is NSNull)
    #expect(proposal["height"] is NSNull)
  }

  @Test("Strings are escaped: quotes, backslashes, newlines and control characters survive a round trip")
  func escaping() throws {
    let content = "say \"hi\"\\ then\nnew line\u{1}\ttab é"
    let result = ViewHost(rootView: Text(content).id(7)).layout(in: CGSize(width: 390, height: 200))
    let document = try parsed(JSONRenderer().render(result))
    let root = try #require((document["views"] as? [[String: Any]])?.first)
    let appearance = try #require(root["appearance"] as? [String: Any])
    #expect(appearance["text"] as? String == content)
    // Ids are written as text, whatever their type.
    #expect(root["ids"] as? [String] == ["7"])
  }

  @Test("Compact output is one line with the same content")
  func compact() throws {
    let result = RenderingScenes.objcIO(tracing: true)
    let compact = JSONRenderer(prettyPrinted: false).render(result)
    #expect(compact.filter { $0 == "\n" }.count == 1)
    #expect(compact.hasSuffix("}\n"))
    let pretty = try parsed(JSONRenderer().render(result)) as NSDictionary
    let single = try parsed(compact) as NSDictionary
    #expect(pretty == single)
  }

  @Test("The example in JSONSchema.md is the renderer's real output")
  func schemaExample() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/LayoutRendering/JSONSchema.md").standardized
    let markdown = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(markdown.range(of: "```json\n"))
    let end = try #require(markdown.range(of: "```", range: start.upperBound..<markdown.endIndex))
    #expect(String(markdown[start.upperBound..<end.lowerBound]) == JSONRenderer().render(RenderingScenes.colorFrame()))
  }
}
