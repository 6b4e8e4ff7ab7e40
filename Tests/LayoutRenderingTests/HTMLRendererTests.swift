import Foundation
import LayoutLab
import LayoutRendering
import Testing

private struct HTMLWidthKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// A text reports its width; the parent stores it and shows it: two frames (the second after
/// the state write).
private struct HTMLWidthReporter: View {
  @State private var width: CGFloat = 0

  var body: some View {
    VStack {
      Text("abc").background(GeometryReader { Color.clear.preference(key: HTMLWidthKey.self, value: $0.size.width) })
      Text("\(Int(width))")
    }
    .onPreferenceChange(HTMLWidthKey.self) { width = $0 }
  }
}

@Suite("The HTML page is self-contained and embeds the picture and the trace")
struct HTMLRendererTests {
  /// The text of the `<script type="application/json">` element.
  private func embeddedData(_ html: String) throws -> String {
    let open = "<script type=\"application/json\" id=\"layoutlab-data\">"
    let start = try #require(html.range(of: open))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    return String(html[start.upperBound..<end.lowerBound])
  }

  @Test("The page contains the SVG drawing and the result as JSON with the trace")
  func embedsDrawingAndTrace() throws {
    let result = RenderingScenes.objcIO(tracing: true)
    let html = HTMLRenderer().render(result)
    #expect(html.hasPrefix("<!DOCTYPE html>\n"))
    #expect(html.contains(SVGRenderer().render(result)))
    let embedded = try JSONSerialization.jsonObject(with: Data(try embeddedData(html).utf8)) as? NSDictionary
    let direct =
      try JSONSerialization.jsonObject(
        with: Data(JSONRenderer(includesExplanations: true).render(result).utf8)) as? NSDictionary
    #expect(embedded != nil)
    #expect(embedded == direct)
    #expect((embedded?["trace"] as? [String: Any])?["events"] != nil)
    // Each view carries its explanation, for the view panel: the first names the view.
    let first = try #require((embedded?["views"] as? [[String: Any]])?.first)
    let explanation = try #require(first["explanation"] as? String)
    #expect(
      explanation.hasPrefix("\(first["summary"] as? String ?? "")#\(first["nodeID"] as? Int ?? -1) in frame 1 of 1:\n"))
    // The trace is also written out as text.
    #expect(html.contains(MarkupEscapingForTests.escaped(TraceRenderer().render(result))))
  }

  @Test("No text can close the data script early, and the data still parses to the same strings")
  func scriptSafe() throws {
    let hostile = "</script><script>alert(1)</script> & <!--"
    let host = ViewHost(rootView: Text(hostile))
    host.tracing = true
    let html = HTMLRenderer().render(host.layout(in: CGSize(width: 390, height: 200)))
    let data = try embeddedData(html)
    #expect(!data.contains("<") && !data.contains(">") && !data.contains("&"))
    let document = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
    let view = try #require((document["views"] as? [[String: Any]])?.first)
    #expect((view["appearance"] as? [String: Any])?["text"] as? String == hostile)
    // The data script and the inline script are the only two.
    #expect(html.components(separatedBy: "</script>").count == 3)
  }

  @Test("Nothing is loaded from the network")
  func selfContained() {
    let html = HTMLRenderer().render(RenderingScenes.objcIO(tracing: true))
    for reference in ["src=", "href=", "@import", "url(", "https:"] {
      #expect(!html.contains(reference), "\(reference)")
    }
    // The only address is the SVG namespace, which is a name, not a download.
    #expect(html.components(separatedBy: "http://").count == 2)
    #expect(html.contains("xmlns=\"http://www.w3.org/2000/svg\""))
  }

  @Test("Counters are listed for every frame")
  func frameTable() {
    let host = ViewHost(rootView: HTMLWidthReporter())
    host.tracing = true
    let result = host.layout(in: CGSize(width: 200, height: 100))
    // The first frame reports Text("abc")'s width (3 × 8.5 = 25.5) and the action writes it to
    // the state; the second frame shows it and reports the same width, so the loop settles.
    #expect(result.frames.count == 2)
    let html = HTMLRenderer().render(result)
    let rows = html.components(separatedBy: "<tr><td class=\"number\">").dropFirst()
    #expect(rows.count == 2)
    #expect(rows.first?.hasPrefix("1</td>") == true)
    #expect(rows.last?.hasPrefix("2</td>") == true)
  }

  @Test("Diagnostics are listed with their kind, message and path")
  func diagnostics() {
    let result = ViewHost(rootView: Color.red.frame(width: -5)).layout(in: CGSize(width: 100, height: 100))
    #expect(result.diagnostics.count == 1)
    let html = HTMLRenderer().render(result)
    #expect(html.contains("<li><code>invalidFrameDimension</code>: "))
    let clean = HTMLRenderer().render(RenderingScenes.objcIO())
    #expect(clean.contains("<h2>Diagnostics</h2>\n<p class=\"hint\">None.</p>"))
  }

  @Test("Without a trace there is no trace section, and the page says how to record one")
  func withoutTrace() {
    let html = HTMLRenderer().render(RenderingScenes.objcIO())
    #expect(!html.contains("<details id=\"trace\">"))
    #expect(html.contains("ViewHost.tracing = true"))
  }

  @Test("Each view of the tree list is clickable by its node number, and the title is escaped")
  func treeList() {
    let result = RenderingScenes.objcIO()
    let html = HTMLRenderer(title: "A <small> & \"quoted\" title").render(result)
    #expect(html.contains("<title>A &lt;small&gt; &amp; &quot;quoted&quot; title</title>"))
    result.forEachView { view in
      #expect(html.contains("<span data-node=\"\(view.nodeID)\">"))
    }
  }
}

/// The escaping the page applies to text in elements, restated for the tests.
private enum MarkupEscapingForTests {
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "'", with: "&#39;")
  }
}
