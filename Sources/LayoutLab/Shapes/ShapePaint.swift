import Foundation

/// What a shape style resolves to for pictures: one colour (a gradient's first stop, a
/// material's tint) and, for a gradient, the gradient itself. No effect on layout.
struct ShapePaint: Equatable {
  var color: Color?
  var gradient: Gradient?

  init(color: Color?, gradient: Gradient? = nil) {
    self.color = color
    self.gradient = gradient
  }

  /// `style` resolved in `environment`; a style LayoutLab does not know paints nothing.
  init(_ style: any ShapeStyle, in environment: EnvironmentValues) {
    self = (style as? any PaintResolving)?.paint(in: environment) ?? ShapePaint(color: nil)
  }

  /// Whether `other` is this paint: the same bits (a colour's name is a short string, kept in
  /// its bits, so the same colour built twice is), or else equal. Comparing the bits first
  /// spares `==` its copies of the two optional colours, which cost more than a leaf's update.
  func isIdentical(to other: ShapePaint) -> Bool {
    let sameBits = withUnsafeBytes(of: self) { lhs in
      withUnsafeBytes(of: other) { rhs in memcmp(lhs.baseAddress!, rhs.baseAddress!, lhs.count) == 0 }
    }
    return sameBits || self == other
  }
}

/// A style that knows how it is pictured.
protocol PaintResolving {
  func paint(in environment: EnvironmentValues) -> ShapePaint
}

extension Color: PaintResolving {
  func paint(in environment: EnvironmentValues) -> ShapePaint { ShapePaint(color: self) }
}

extension ForegroundStyle: PaintResolving {
  /// The environment's foreground style, or nothing where none was set.
  func paint(in environment: EnvironmentValues) -> ShapePaint {
    environment.foregroundStyle.map { ShapePaint($0.base, in: environment) } ?? ShapePaint(color: nil)
  }
}

extension TintShapeStyle: PaintResolving {
  /// The environment's tint, or the accent colour.
  func paint(in environment: EnvironmentValues) -> ShapePaint {
    environment.tint.map { ShapePaint($0.base, in: environment) } ?? ShapePaint(color: .accentColor)
  }
}

extension AnyShapeStyle: PaintResolving {
  func paint(in environment: EnvironmentValues) -> ShapePaint { ShapePaint(base, in: environment) }
}

extension HierarchicalShapeStyle: PaintResolving {
  func paint(in environment: EnvironmentValues) -> ShapePaint { ShapePaint(color: color) }
}

extension Material: PaintResolving {
  func paint(in environment: EnvironmentValues) -> ShapePaint {
    ShapePaint(color: Color.white.opacity(pictureOpacity))
  }
}

extension Gradient: PaintResolving {
  func paint(in environment: EnvironmentValues) -> ShapePaint { ShapePaint(color: stops.first?.color, gradient: self) }
}

extension LinearGradient: PaintResolving {
  func paint(in environment: EnvironmentValues) -> ShapePaint { gradient.paint(in: environment) }
}

extension RadialGradient: PaintResolving {
  func paint(in environment: EnvironmentValues) -> ShapePaint { gradient.paint(in: environment) }
}

extension AngularGradient: PaintResolving {
  func paint(in environment: EnvironmentValues) -> ShapePaint { gradient.paint(in: environment) }
}
