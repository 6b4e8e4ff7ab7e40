import Foundation
import LayoutLab
import LayoutRendering

/// A line chart as a standalone SVG document: a title, two axes (linear or logarithmic) with
/// ticks, grid lines and titles, one polyline per series with a dot and a tooltip at each
/// point, and a legend on the right. The benchmarks draw their scaling curves with it.
///
///     let chart = SVGLineChart(
///       title: "Time against N",
///       xAxis: ChartAxis(title: "tags", scale: .logarithmic, unit: .count),
///       yAxis: ChartAxis(title: "median", scale: .logarithmic, unit: .nanoseconds),
///       series: [ChartSeries(name: "flow-layout", points: [ChartPoint(x: 100, y: 5e4), ...])])
///     let svg = chart.render()
///
/// **Geometry.** The document is `width` × `height` (720 × 440 by default) in its own units.
/// The plot area leaves 80 on the left (tick labels and the y title), 210 on the right (the
/// legend), 48 at the top (the title) and 56 at the bottom (tick labels and the x title).
/// `location(of:)` says where a point is drawn. Each axis's range comes from the points it can
/// show (`ChartRange`): on a logarithmic axis from the power of ten at or below the smallest
/// to the one at or above the largest; on a linear one from 0 (or the smallest negative
/// value) to a multiple of a step of 1, 2 or 5 times a power of ten.
///
/// **Series** take the colours of `palette` in turn (or their own `colorIndex`), dashed when
/// they say so; a point an axis cannot show (not finite, or not positive on a logarithmic
/// axis) is left out of its curve, and a series with no point left stays in the legend,
/// marked "(no data)". Points are joined in order of x.
///
/// The output depends only on the chart's values: numbers are written by `formatLength` (up
/// to three decimals) and every text is escaped.
///
/// SwiftUI parity: none; Swift Charts' `LineMark` drawn headless for the benchmark results.
public struct SVGLineChart: Sendable {
  public var title: String
  public var xAxis: ChartAxis
  public var yAxis: ChartAxis
  public var series: [ChartSeries]
  public var width: Double
  public var height: Double

  public init(
    title: String, xAxis: ChartAxis, yAxis: ChartAxis, series: [ChartSeries], width: Double = 720,
    height: Double = 440
  ) {
    self.title = title
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.series = series
    self.width = width
    self.height = height
  }

  /// The series colours: the iOS system colours of LayoutLab's `Color`, in a fixed order.
  public static let palette: [Color] = [.blue, .orange, .green, .red, .purple, .brown, .pink, .teal, .indigo, .gray]

  /// Space around the plot area: left, right, top and bottom.
  static let margins = (left: 80.0, right: 210.0, top: 48.0, bottom: 56.0)

  /// The plot area, in the document's units.
  public var plotArea: CGRect {
    let plotWidth = max(1, width - Self.margins.left - Self.margins.right)
    let plotHeight = max(1, height - Self.margins.top - Self.margins.bottom)
    return CGRect(x: Self.margins.left, y: Self.margins.top, width: plotWidth, height: plotHeight)
  }

  /// Where `point` is drawn, in the document's units (y grows downwards); `nil` when an axis
  /// cannot show it.
  public func location(of point: ChartPoint) -> CGPoint? {
    let (xRange, yRange) = ranges
    return Self.location(of: point, xRange, yRange, plotArea)
  }

  private static func location(of point: ChartPoint, _ xRange: ChartRange, _ yRange: ChartRange, _ area: CGRect)
    -> CGPoint?
  {
    guard let fx = xRange.fraction(point.x), let fy = yRange.fraction(point.y) else { return nil }
    return CGPoint(x: area.minX + fx * area.width, y: area.maxY - fy * area.height)
  }

  /// The ranges of both axes for the points they can show.
  var ranges: (x: ChartRange, y: ChartRange) {
    let shown = series.flatMap(\.points).filter { xAxis.canShow($0.x) && yAxis.canShow($0.y) }
    return (
      ChartRange(scale: xAxis.scale, values: shown.map(\.x)), ChartRange(scale: yAxis.scale, values: shown.map(\.y))
    )
  }

  /// The chart as an SVG document (no XML declaration), ending with a newline.
  public func render() -> String {
    let (xRange, yRange) = ranges
    let area = plotArea
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\""
      + " viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"sans-serif\" font-size=\"12\">\n"
    svg +=
      "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"rgb(255,255,255)\"/>\n"
    svg +=
      "<text class=\"title\" x=\"\(n(area.midX))\" y=\"28\" text-anchor=\"middle\" font-size=\"16\">\(e(title))</text>\n"
    svg += grid(xRange, yRange, area)
    svg += "<g class=\"axes\" stroke=\"rgb(0,0,0)\" stroke-width=\"1\">\n"
    svg += line(area.minX, area.maxY, area.maxX, area.maxY) + line(area.minX, area.minY, area.minX, area.maxY)
    svg += "</g>\n"
    svg += tickLabels(xRange, yRange, area)
    svg +=
      "<text class=\"x-title\" x=\"\(n(area.midX))\" y=\"\(n(area.maxY + 44))\" text-anchor=\"middle\">\(e(xAxis.title))</text>\n"
    let yTitleX = n(area.minX - 62)
    let yTitleY = n(area.midY)
    svg +=
      "<text class=\"y-title\" x=\"\(yTitleX)\" y=\"\(yTitleY)\" text-anchor=\"middle\""
      + " transform=\"rotate(-90 \(yTitleX) \(yTitleY))\">\(e(yAxis.title))</text>\n"
    svg += "<g class=\"curves\" fill=\"none\" stroke-width=\"2\">\n"
    for (index, series) in series.enumerated() { svg += curve(series, index: index, xRange, yRange, area) }
    svg += "</g>\n"
    svg += legend(xRange, yRange, area)
    return svg + "</svg>\n"
  }

  private func grid(_ xRange: ChartRange, _ yRange: ChartRange, _ area: CGRect) -> String {
    var svg = "<g class=\"grid\" stroke=\"rgb(229,229,234)\" stroke-width=\"1\">\n"
    for tick in xRange.ticks {
      guard let fraction = xRange.fraction(tick) else { continue }
      let x = area.minX + fraction * area.width
      svg += line(x, area.minY, x, area.maxY)
    }
    for tick in yRange.ticks {
      guard let fraction = yRange.fraction(tick) else { continue }
      let y = area.maxY - fraction * area.height
      svg += line(area.minX, y, area.maxX, y)
    }
    return svg + "</g>\n"
  }

  private func tickLabels(_ xRange: ChartRange, _ yRange: ChartRange, _ area: CGRect) -> String {
    var svg = "<g class=\"tick-labels\" fill=\"rgb(0,0,0)\">\n"
    for tick in xRange.ticks {
      guard let fraction = xRange.fraction(tick) else { continue }
      let x = area.minX + fraction * area.width
      svg +=
        "<text class=\"x-tick\" x=\"\(n(x))\" y=\"\(n(area.maxY + 18))\" text-anchor=\"middle\">\(e(xAxis.label(tick)))</text>\n"
    }
    for tick in yRange.ticks {
      guard let fraction = yRange.fraction(tick) else { continue }
      let y = area.maxY - fraction * area.height
      svg +=
        "<text class=\"y-tick\" x=\"\(n(area.minX - 6))\" y=\"\(n(y + 4))\" text-anchor=\"end\">\(e(yAxis.label(tick)))</text>\n"
    }
    return svg + "</g>\n"
  }

  private func curve(
    _ series: ChartSeries, index: Int, _ xRange: ChartRange, _ yRange: ChartRange, _ area: CGRect
  ) -> String {
    let color = color(of: series, index: index)
    let drawn = series.points.enumerated()
      .compactMap { offset, point in Self.location(of: point, xRange, yRange, area).map { (offset, point, $0) } }
      .sorted { $0.1.x != $1.1.x ? $0.1.x < $1.1.x : $0.0 < $1.0 }
    guard !drawn.isEmpty else { return "" }
    var svg = "<g class=\"series\" data-series=\"\(e(series.name))\" stroke=\"\(color)\">\n"
    let points = drawn.map { "\(n($0.2.x)),\(n($0.2.y))" }.joined(separator: " ")
    svg += "<polyline points=\"\(points)\"\(series.dashed ? " stroke-dasharray=\"6 4\"" : "")/>\n"
    for (_, point, location) in drawn {
      svg +=
        "<circle cx=\"\(n(location.x))\" cy=\"\(n(location.y))\" r=\"3\" fill=\"\(color)\" stroke=\"none\">"
        + "<title>\(e("\(series.name): \(xAxis.label(point.x)), \(yAxis.label(point.y))"))</title></circle>\n"
    }
    return svg + "</g>\n"
  }

  private func legend(_ xRange: ChartRange, _ yRange: ChartRange, _ area: CGRect) -> String {
    var svg = "<g class=\"legend\">\n"
    for (index, series) in series.enumerated() {
      let y = area.minY + 8 + Double(index) * 20
      let x = area.maxX + 16
      let color = color(of: series, index: index)
      let hasData = series.points.contains { Self.location(of: $0, xRange, yRange, area) != nil }
      svg +=
        "<line x1=\"\(n(x))\" y1=\"\(n(y))\" x2=\"\(n(x + 24))\" y2=\"\(n(y))\" stroke=\"\(color)\" stroke-width=\"2\""
        + (series.dashed ? " stroke-dasharray=\"6 4\"" : "") + "/>\n"
      svg += "<text x=\"\(n(x + 30))\" y=\"\(n(y + 4))\">\(e(series.name + (hasData ? "" : " (no data)")))</text>\n"
    }
    return svg + "</g>\n"
  }

  private func color(of series: ChartSeries, index: Int) -> String {
    let slot = series.colorIndex ?? index
    let count = Self.palette.count
    return Self.palette[((slot % count) + count) % count].cssRGB
  }

  private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String {
    "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\"/>\n"
  }

  private func n(_ value: Double) -> String { formatLength(CGFloat(value)) }

  private func e(_ text: String) -> String { MarkupEscaping.escaped(text) }
}
