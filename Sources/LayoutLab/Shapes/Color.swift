import Foundation

/// A colour, and a view that fills whatever space it is offered.
///
/// Layout: a colour takes any proposal as its size; an unspecified dimension becomes 10, so its
/// ideal size is 10×10.
///
/// SwiftUI parity: `Color` as a view (rule LV1, the Field Guide:
/// https://www.swiftuifieldguide.com/layout/ideal-size/) and as a `ShapeStyle`.
public struct Color: View, ShapeStyle, Hashable, CustomStringConvertible, PrimitiveView {
  /// The colour's name (`red`) or components, as renderers and traces print it.
  package let name: String
  public let red: Double
  public let green: Double
  public let blue: Double
  public let opacity: Double

  init(name: String, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.name = name
    self.red = red
    self.green = green
    self.blue = blue
    self.opacity = opacity
  }

  /// A colour from red, green and blue components between 0 and 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(
      name: "Color(red: \(red), green: \(green), blue: \(blue))", red: red, green: green, blue: blue,
      opacity: opacity)
  }

  /// A grey of the given whiteness between 0 and 1.
  public init(white: Double, opacity: Double = 1) {
    self.init(name: "Color(white: \(white))", red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour from hue, saturation and brightness between 0 and 1 (HSB, as SwiftUI's).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let (red, green, blue) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(
      name: "Color(hue: \(hue), saturation: \(saturation), brightness: \(brightness))", red: red, green: green,
      blue: blue, opacity: opacity)
  }

  /// The standard HSB to RGB conversion: the hue picks one of six sectors of the colour wheel.
  private static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
    guard hue.isFinite, saturation.isFinite, brightness.isFinite else { return (0, 0, 0) }
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h.rounded(.down)) % 6
    let f = h - h.rounded(.down)
    let (v, s) = (brightness, saturation)
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    switch sector {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
  }

  /// The factor `.opacity(_:)` applied, for descriptions (`Color.clear` is transparent itself).
  private var opacityModifier: Double?

  /// The colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    var color = Color(name: name, red: red, green: green, blue: blue, opacity: self.opacity * opacity)
    color.opacityModifier = (opacityModifier ?? 1) * opacity
    return color
  }

  public var description: String {
    let base = name.hasPrefix("Color(") ? name : "Color.\(name)"
    return opacityModifier.map { "\(base).opacity(\($0))" } ?? base
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.install(leaf: ShapeLeaf(shape: Rectangle(), fill: self))
    node.summarySource = .fill
  }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { Color(name: "red", red: 1, green: 0.231, blue: 0.188) }
  public static var orange: Color { Color(name: "orange", red: 1, green: 0.584, blue: 0) }
  public static var yellow: Color { Color(name: "yellow", red: 1, green: 0.8, blue: 0) }
  public static var green: Color { Color(name: "green", red: 0.204, green: 0.78, blue: 0.349) }
  public static var mint: Color { Color(name: "mint", red: 0, green: 0.78, blue: 0.745) }
  public static var teal: Color { Color(name: "teal", red: 0.188, green: 0.69, blue: 0.78) }
  public static var cyan: Color { Color(name: "cyan", red: 0.196, green: 0.678, blue: 0.902) }
  public static var blue: Color { Color(name: "blue", red: 0, green: 0.478, blue: 1) }
  public static var indigo: Color { Color(name: "indigo", red: 0.345, green: 0.337, blue: 0.839) }
  public static var purple: Color { Color(name: "purple", red: 0.686, green: 0.322, blue: 0.871) }
  public static var pink: Color { Color(name: "pink", red: 1, green: 0.176, blue: 0.333) }
  public static var brown: Color { Color(name: "brown", red: 0.635, green: 0.518, blue: 0.369) }
  public static var gray: Color { Color(name: "gray", red: 0.557, green: 0.557, blue: 0.576) }
  public static var black: Color { Color(name: "black", red: 0, green: 0, blue: 0) }
  public static var white: Color { Color(name: "white", red: 1, green: 1, blue: 1) }
  public static var clear: Color { Color(name: "clear", red: 0, green: 0, blue: 0, opacity: 0) }
}

extension Color {
  /// The colour of primary content: black (iOS's light appearance).
  public static var primary: Color { Color(name: "primary", red: 0, green: 0, blue: 0) }
  /// The colour of secondary content: iOS's secondary label colour.
  public static var secondary: Color { Color(name: "secondary", red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6) }
  /// The app's accent colour: iOS's default, blue.
  public static var accentColor: Color { Color(name: "accentColor", red: 0, green: 0.478, blue: 1) }
}
