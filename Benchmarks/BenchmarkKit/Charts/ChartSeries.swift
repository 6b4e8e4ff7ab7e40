/// One curve of an `SVGLineChart`: a name for the legend and its points, joined in order of x.
///
/// SwiftUI parity: none; a picture for benchmark results.
public struct ChartSeries: Sendable {
  /// The name in the legend and in each point's tooltip.
  public var name: String
  /// The points; those an axis cannot show (`ChartAxis.canShow`) are left out of the curve.
  public var points: [ChartPoint]
  /// Whether the curve is dashed (to tell a variant from its main curve of the same colour).
  public var dashed: Bool
  /// The index into the chart's palette; `nil` uses the series' position.
  public var colorIndex: Int?

  public init(name: String, points: [ChartPoint], dashed: Bool = false, colorIndex: Int? = nil) {
    self.name = name
    self.points = points
    self.dashed = dashed
    self.colorIndex = colorIndex
  }
}

/// One data point of a `ChartSeries`.
public struct ChartPoint: Equatable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
