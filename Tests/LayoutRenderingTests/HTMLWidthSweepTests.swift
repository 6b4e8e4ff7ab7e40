import Foundation
import LayoutLab
import LayoutRendering
import Testing

@Suite("The width sweep page holds the layouts of one scene at several host widths")
struct HTMLWidthSweepTests {
  /// `Text("Hello world").padding(5)` in a host `width` × 100. The text is 11 characters of
  /// 17 / 2 = 8.5 points: 93.5 wide on one line of 20.4 (LV4). At 120 the padding proposes
  /// 110, so it stays one line: padded 103.5 × 30.4, centred at ((120 - 103.5) / 2,
  /// (100 - 30.4) / 2) = (8.25, 34.8), the text 5 further in at (13.25, 39.8). At 60 the
  /// padding proposes 50: the line breaks after "Hello" into two lines of 5 × 8.5 = 42.5, so the
  /// text is 42.5 × 40.8, padded 52.5 × 50.8 at (3.75, 24.6), the text at (8.75, 29.6).
  private func helloWorld(width: CGFloat) -> (width: CGFloat, result: LayoutResult) {
    let host = ViewHost(rootView: Text("Hello world").padding(5))
    return (width, host.layout(in: CGSize(width: width, height: 100)))
  }

  /// The embedded data (`#layoutlab-sweep`) parsed.
  private func sweepData(_ html: String) throws -> [String: Any] {
    let open = "<script type=\"application/json\" id=\"layoutlab-sweep\">"
    let start = try #require(html.range(of: open))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let object = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
    return try #require(object as? [String: Any])
  }

  /// The drawing of the layout at `index` (its `<template>`).
  private func drawing(_ html: String, _ index: Int) throws -> String {
    let start = try #require(html.range(of: "<template id=\"drawing-\(index)\">"))
    let end = try #require(html.range(of: "</template>", range: start.upperBound..<html.endIndex))
    return String(html[start.upperBound..<end.lowerBound])
  }

  @Test("Each width's drawing and view data carry that width's frames: a line breaks at 60, not at 120")
  func framesPerWidth() throws {
    let html = HTMLRenderer().render([helloWorld(width: 120), helloWorld(width: 60)])
    // Layouts are shown in ascending width: 60 first.
    let narrow = try drawing(html, 0)
    let wide = try drawing(html, 1)
    #expect(narrow.contains("viewBox=\"0 0 60 100\""))
    #expect(narrow.contains("x=\"3.75\" y=\"24.6\" width=\"52.5\" height=\"50.8\""))
    #expect(narrow.contains("x=\"8.75\" y=\"29.6\" width=\"42.5\" height=\"40.8\""))
    #expect(wide.contains("viewBox=\"0 0 120 100\""))
    #expect(wide.contains("x=\"8.25\" y=\"34.8\" width=\"103.5\" height=\"30.4\""))
    #expect(wide.contains("x=\"13.25\" y=\"39.8\" width=\"93.5\" height=\"20.4\""))
    // Tooltips are added by the script from the shared summaries, not written per width.
    #expect(!narrow.contains("<title>"))

    let data = try sweepData(html)
    let summaries = try #require(data["summaries"] as? [String])
    #expect(summaries == [".padding(5)", "Text(\"Hello world\")"])
    let layouts = try #require(data["layouts"] as? [[String: Any]])
    #expect(layouts.map { $0["width"] as? Double } == [60, 120])
    func text(_ layout: [String: Any]) throws -> [String: Any] {
      let padding = try #require((layout["views"] as? [[String: Any]])?.first)
      #expect(padding["summaryIndex"] as? Int == 0)
      return try #require((padding["children"] as? [[String: Any]])?.first)
    }
    let narrowText = try text(layouts[0])
    let wideText = try text(layouts[1])
    #expect(narrowText["summaryIndex"] as? Int == 1 && wideText["summaryIndex"] as? Int == 1)
    #expect(narrowText["frame"] as? [Double] == [8.75, 29.6, 42.5, 40.8])
    #expect(wideText["frame"] as? [Double] == [13.25, 39.8, 93.5, 20.4])
    // The padding places the text with the host's proposal less 2 × 5 each way.
    #expect(narrowText["proposal"] as? [Double] == [50, 90])
    #expect(wideText["proposal"] as? [Double] == [110, 90])
    #expect((layouts[0]["summary"] as? String)?.hasPrefix("host 60×100, root 52.5×50.8; 2 views; 1 frame;") == true)
  }

  @Test("The page opens at the width nearest the one asked for, with the slider over every width")
  func opensAtNearestWidth() {
    let html = HTMLRenderer().render(
      [helloWorld(width: 60), helloWorld(width: 120), helloWorld(width: 200)], initialWidth: 130)
    // 120 is 10 from 130, 200 is 70: the second of three.
    #expect(html.contains("<input type=\"range\" id=\"width-slider\" min=\"0\" max=\"2\" step=\"1\" value=\"1\""))
    #expect(html.contains("<output id=\"width-value\" for=\"width-slider\">120</output>"))
    #expect(html.contains("<tr data-index=\"2\"><td class=\"number\">200</td>"))
  }

  @Test("No text in a view's summary can close the data script early")
  func scriptSafe() throws {
    let hostile = "</script><script>alert(1)</script> & <!--"
    let html = HTMLRenderer().render([
      (390, ViewHost(rootView: Text(hostile)).layout(in: CGSize(width: 390, height: 200)))
    ])
    #expect(!html.contains("<script>alert(1)"))
    #expect(try sweepData(html)["summaries"] as? [String] == ["Text(\"\(hostile)\")"])
  }

  @Test("Without layouts the page says so instead of failing")
  func noLayouts() {
    let html = HTMLRenderer(title: "empty").render([])
    #expect(html.contains("<p class=\"hint\">No widths to show.</p>"))
    #expect(html.hasSuffix("</html>\n"))
  }
}
