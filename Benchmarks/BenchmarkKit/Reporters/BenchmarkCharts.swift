import LayoutLab
import LayoutRendering
import LayoutScenes

/// The results' scaling curves as SVG line charts, drawn by LayoutRendering's `SVGLineChart`:
/// time and `sizeThatFits` calls against N (log–log, one curve per technique, the raw loops
/// for scale) and against nesting depth (one curve per cache policy, alternating stacks
/// dashed).
///
/// SwiftUI parity: none; a harness.
public enum BenchmarkCharts {
  /// A chart and the file it goes to.
  public struct Chart {
    /// The file name, `tags-time.svg`.
    public let fileName: String
    public let title: String
    public let chart: SVGLineChart
  }

  /// The charts for which `report` has data.
  public static func make(_ report: BenchmarkReport) -> [Chart] {
    let analysis = ResultAnalysis(report.results)
    var charts: [Chart] = []
    let techniques = FlowTechnique.allCases.enumerated().map { index, technique in
      (technique.name, "tags/\(technique.name)", index, false)
    }
    let baselines = [
      ("raw loop over an array", "baseline/array", 9, true), ("raw loop over heap nodes", "baseline/heap", 5, true),
    ]
    let tagsX = ChartAxis(title: "tags (N), 390 wide", scale: .logarithmic, unit: .count)
    charts.append(
      Chart(
        fileName: "tags-time.svg", title: "Cold layout time against N",
        chart: SVGLineChart(
          title: "Tags: cold layout time against N (median)", xAxis: tagsX,
          yAxis: ChartAxis(title: "median time per layout", scale: .logarithmic, unit: .nanoseconds),
          series: curves(techniques + baselines, analysis, WorkloadCatalog.tagCounts) { $0.median })))
    charts.append(
      Chart(
        fileName: "tags-sizethatfits.svg", title: "sizeThatFits calls against N",
        chart: SVGLineChart(
          title: "Tags: sizeThatFits calls against N", xAxis: tagsX,
          yAxis: ChartAxis(title: "sizeThatFits calls per layout", scale: .logarithmic, unit: .count),
          series: curves(techniques, analysis, WorkloadCatalog.tagCounts) {
            $0.counters.map { Double($0.sizeThatFits) }
          })))
    let policies = MeasurementCachePolicy.allCases.enumerated().flatMap { index, policy in
      [
        ("\(policy.rawValue)", "nested/\(policy.rawValue)/plain", index, false),
        ("\(policy.rawValue), alternating", "nested/\(policy.rawValue)/alternating", index, true),
      ]
    }
    let depthX = ChartAxis(title: "nesting depth", scale: .linear, unit: .count)
    charts.append(
      Chart(
        fileName: "nested-time.svg", title: "Nested stacks: time against depth",
        chart: SVGLineChart(
          title: "Nested stacks: cold layout time against depth (median)", xAxis: depthX,
          yAxis: ChartAxis(title: "median time per layout", scale: .logarithmic, unit: .nanoseconds),
          series: curves(policies, analysis, WorkloadCatalog.depths) { $0.median })))
    charts.append(
      Chart(
        fileName: "nested-sizethatfits.svg", title: "Nested stacks: sizeThatFits calls against depth",
        chart: SVGLineChart(
          title: "Nested stacks: sizeThatFits calls against depth", xAxis: depthX,
          yAxis: ChartAxis(title: "sizeThatFits calls per layout", scale: .logarithmic, unit: .count),
          series: curves(policies, analysis, WorkloadCatalog.depths) { $0.counters.map { Double($0.sizeThatFits) } })))
    return charts.filter { chart in chart.chart.series.contains { !$0.points.isEmpty } }
  }

  /// One series per `(name, workload series, colour, dashed)`, with a point per size whose
  /// result ran and has a `value`; series without a point are left out.
  private static func curves(
    _ specs: [(String, String, Int, Bool)], _ analysis: ResultAnalysis, _ sizes: [Int],
    value: (WorkloadResult) -> Double?
  ) -> [ChartSeries] {
    specs.compactMap { name, series, color, dashed in
      let points = sizes.compactMap { size in
        analysis.result("\(series)/\(size)").flatMap(value).map { ChartPoint(x: Double(size), y: $0) }
      }
      return points.isEmpty ? nil : ChartSeries(name: name, points: points, dashed: dashed, colorIndex: color)
    }
  }
}
