import Foundation
import LayoutLab
import Testing

@testable import BenchmarkKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The elements of a chart's SVG, parsed, with the text of each `<text>` element.
private final class ChartSVGElements: NSObject, XMLParserDelegate {
  private(set) var elements: [(name: String, attributes: [String: String])] = []
  private(set) var texts: [(attributes: [String: String], text: String)] = []
  private var current: (attributes: [String: String], text: String)?

  static func parse(_ svg: String) -> ChartSVGElements? {
    let collector = ChartSVGElements()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = collector
    return parser.parse() ? collector : nil
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    elements.append((elementName, attributes))
    if elementName == "text" { current = (attributes, "") }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    current?.text += string
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    if elementName == "text", let current {
      texts.append(current)
      self.current = nil
    }
  }

  func named(_ name: String) -> [[String: String]] { elements.filter { $0.name == name }.map(\.attributes) }
  func texts(ofClass name: String) -> [String] { texts.filter { $0.attributes["class"] == name }.map(\.text) }
}

@Suite("SVGLineChart draws scaling curves: axes, log and linear scales, ticks, legend, polylines")
struct SVGLineChartTests {
  /// Plot area of the default 720 × 440 chart: x from 80 to 720 − 210 = 510 (430 wide), y from
  /// 48 to 440 − 56 = 384 (336 tall).
  private let area = CGRect(x: 80, y: 48, width: 430, height: 336)

  private func logLog(_ series: [ChartSeries]) -> SVGLineChart {
    SVGLineChart(
      title: "Time <against> N", xAxis: ChartAxis(title: "tags", scale: .logarithmic, unit: .count),
      yAxis: ChartAxis(title: "median", scale: .logarithmic, unit: .nanoseconds), series: series)
  }

  private let flow = ChartSeries(
    name: "flow-layout", points: [ChartPoint(x: 100, y: 1e3), ChartPoint(x: 1e4, y: 1e5), ChartPoint(x: 1e5, y: 1e6)])

  @Test("The plot area leaves margins for ticks, titles and the legend")
  func plotArea() {
    #expect(logLog([flow]).plotArea == area)
  }

  @Test("Log–log: decades from the power of ten below the smallest value to the one above the largest, equally spaced")
  func logMapping() throws {
    // x: 100…100 000 is 3 decades over 430; y: 1000…1 000 000 is 3 decades over 336, upwards.
    let chart = logLog([flow])
    #expect(chart.location(of: ChartPoint(x: 100, y: 1e3)) == CGPoint(x: 80, y: 384))
    #expect(chart.location(of: ChartPoint(x: 1e5, y: 1e6)) == CGPoint(x: 510, y: 48))
    let middle = try #require(chart.location(of: ChartPoint(x: 1e3, y: 1e4)))
    #expect(abs(middle.x - (80 + 430.0 / 3)) < 1e-9)
    #expect(abs(middle.y - (384 - 336.0 / 3)) < 1e-9)
    // 150…2500 widens to 100…10 000: √10 × 100 ≈ 316 is a quarter of the way.
    let widened = logLog([ChartSeries(name: "s", points: [ChartPoint(x: 150, y: 150), ChartPoint(x: 2500, y: 2500)])])
    let quarter = try #require(widened.location(of: ChartPoint(x: 100 * 10.0.squareRoot(), y: 10_000)))
    #expect(abs(quarter.x - (80 + 430.0 / 4)) < 1e-9)
    #expect(abs(quarter.y - 48) < 1e-9)
  }

  @Test("Linear: from 0 to a multiple of a 1-2-5 step; depth 15 of 1…30 is half-way")
  func linearMapping() throws {
    // 30 / 5 = 6 rounds up to a step of 10: the axis runs 0…30, ticks 0, 10, 20, 30.
    let chart = SVGLineChart(
      title: "t", xAxis: ChartAxis(title: "depth", scale: .linear, unit: .count),
      yAxis: ChartAxis(title: "calls", scale: .linear),
      series: [ChartSeries(name: "s", points: [ChartPoint(x: 1, y: 3), ChartPoint(x: 30, y: 90)])])
    let point = try #require(chart.location(of: ChartPoint(x: 15, y: 50)))
    #expect(abs(point.x - (80 + 215)) < 1e-9)
    // y: 90 / 5 = 18 → step 20, axis 0…100; 50 is half-way up.
    #expect(abs(point.y - (384 - 168)) < 1e-9)
    let svg = try #require(ChartSVGElements.parse(chart.render()))
    #expect(svg.texts(ofClass: "x-tick") == ["0", "10", "20", "30"])
    #expect(svg.texts(ofClass: "y-tick") == ["0", "20", "40", "60", "80", "100"])
  }

  @Test("Points an axis cannot show (zero or negative on a log axis, not finite) are not drawn")
  func undrawable() {
    let chart = logLog([flow])
    #expect(chart.location(of: ChartPoint(x: 0, y: 1e4)) == nil)
    #expect(chart.location(of: ChartPoint(x: 1e3, y: -1)) == nil)
    #expect(chart.location(of: ChartPoint(x: .nan, y: 1e4)) == nil)
  }

  @Test("The document: well-formed, escaped title, axis titles, decade ticks with unit labels")
  func structure() throws {
    let output = logLog([flow]).render()
    #expect(
      output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"720\" height=\"440\" viewBox=\"0 0 720 440\"")
    )
    #expect(output.contains(">Time &lt;against&gt; N</text>"))
    let svg = try #require(ChartSVGElements.parse(output))
    #expect(svg.texts(ofClass: "title") == ["Time <against> N"])
    #expect(svg.texts(ofClass: "x-title") == ["tags"])
    #expect(svg.texts(ofClass: "y-title") == ["median"])
    #expect(svg.texts(ofClass: "x-tick") == ["100", "1k", "10k", "100k"])
    #expect(svg.texts(ofClass: "y-tick") == ["1 µs", "10 µs", "100 µs", "1 ms"])
  }

  @Test(
    "Each series is a polyline through its points in order of x, a dot with a tooltip per point, and a legend entry")
  func series() throws {
    let shuffled = ChartSeries(
      name: "collection-view", points: [ChartPoint(x: 1e4, y: 1e5), ChartPoint(x: 100, y: 1e4)], dashed: true)
    let svg = try #require(ChartSVGElements.parse(logLog([flow, shuffled]).render()))
    let lines = svg.named("polyline")
    #expect(lines.count == 2)
    // (100, 1e3) → (80, 384); (1e4, 1e5) → (80 + 2 × 430/3, 384 − 2 × 336/3) = (366.667, 160); (1e5, 1e6) → (510, 48).
    #expect(lines[0]["points"] == "80,384 366.667,160 510,48")
    #expect(lines[0]["stroke-dasharray"] == nil)
    // Sorted by x: (100, 1e4) → (80, 272) first.
    #expect(lines[1]["points"] == "80,272 366.667,160")
    #expect(lines[1]["stroke-dasharray"] == "6 4")
    #expect(svg.named("circle").count == 5)
    #expect(
      svg.texts.map(\.text).filter { $0 == "flow-layout" || $0 == "collection-view" } == [
        "flow-layout", "collection-view",
      ])
    let colours = svg.named("g").filter { $0["class"] == "series" }.compactMap { $0["stroke"] }
    // Palette order: blue, then orange (LayoutLab's Color.blue and Color.orange).
    #expect(colours == ["rgb(0,122,255)", "rgb(255,149,0)"])
  }

  @Test("A series with nothing to draw stays in the legend as (no data); an empty chart still has axes")
  func emptySeries() throws {
    let svg = try #require(
      ChartSVGElements.parse(logLog([ChartSeries(name: "none", points: [ChartPoint(x: 0, y: 0)])]).render()))
    #expect(svg.named("polyline").isEmpty)
    #expect(svg.texts.contains { $0.text == "none (no data)" })
    // No data: the log axes show 1…10.
    #expect(svg.texts(ofClass: "x-tick") == ["1", "10"])
  }

  @Test("The same chart renders to the same text")
  func deterministic() {
    #expect(logLog([flow]).render() == logLog([flow]).render())
  }

  @Test("Axis labels: counts in k, M, G; nanoseconds in ns, µs, ms, s; three significant digits")
  func labels() {
    let count = ChartAxis(title: "", unit: .count)
    #expect([1, 100, 1_000, 12_500, 1e6, 2.5e9].map(count.label) == ["1", "100", "1k", "12.5k", "1M", "2.5G"])
    let time = ChartAxis(title: "", unit: .nanoseconds)
    #expect([850, 1_500, 20e6, 2e9, 1_234_567].map(time.label) == ["850 ns", "1.5 µs", "20 ms", "2 s", "1.23 ms"])
    #expect(ChartAxis(title: "").label(0.125) == "0.125")
  }
}
