import Foundation

/// Colours at locations from 0 to 1, for the gradient styles. Used as a style itself, it is
/// drawn top to bottom, like SwiftUI's.
///
/// SwiftUI parity: `Gradient` and `Gradient.Stop`.
public struct Gradient: ShapeStyle, Hashable, CustomStringConvertible {
  /// One colour of a gradient and where it sits.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat

    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]

  public init(stops: [Stop]) { self.stops = stops }

  /// The colours spread evenly from 0 to 1.
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
  }

  public var description: String {
    "Gradient(colors: [\(stops.map(\.color.description).joined(separator: ", "))])"
  }
}

/// A gradient along the line from `startPoint` to `endPoint` of the shape's frame.
///
/// SwiftUI parity: `LinearGradient`, as a style and as a view that fills its frame.
public struct LinearGradient: ShapeStyle, View, Hashable, CustomStringConvertible {
  public var gradient: Gradient
  public var startPoint: UnitPoint
  public var endPoint: UnitPoint

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  public var body: _ShapeView<Rectangle, LinearGradient> { _ShapeView(shape: Rectangle(), style: self) }
  public var description: String { "LinearGradient(\(gradient.stops.count) stops)" }
}

/// A gradient in circles around `center`, from `startRadius` to `endRadius`.
///
/// SwiftUI parity: `RadialGradient`, as a style and as a view that fills its frame.
public struct RadialGradient: ShapeStyle, View, Hashable, CustomStringConvertible {
  public var gradient: Gradient
  public var center: UnitPoint
  public var startRadius: CGFloat
  public var endRadius: CGFloat

  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public var body: _ShapeView<Rectangle, RadialGradient> { _ShapeView(shape: Rectangle(), style: self) }
  public var description: String { "RadialGradient(\(gradient.stops.count) stops)" }
}

/// A gradient swept around `center` from `startAngle` to `endAngle`.
///
/// SwiftUI parity: `AngularGradient`, as a style and as a view that fills its frame.
public struct AngularGradient: ShapeStyle, View, Hashable, CustomStringConvertible {
  public var gradient: Gradient
  public var center: UnitPoint
  public var startAngle: Angle
  public var endAngle: Angle

  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A full turn starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }

  public var body: _ShapeView<Rectangle, AngularGradient> { _ShapeView(shape: Rectangle(), style: self) }
  public var description: String { "AngularGradient(\(gradient.stops.count) stops)" }
}

extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public static func angularGradient(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }
}
