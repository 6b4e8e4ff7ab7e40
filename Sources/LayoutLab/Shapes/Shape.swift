import Foundation

/// A two-dimensional shape, drawn to fill the space it is given.
///
/// Layout: a shape's size for a proposal is `sizeThatFits(_:)`, by default the proposal with
/// unspecified dimensions replaced by 10 (so its ideal size is 10×10).
///
/// SwiftUI parity: `Shape`, its layout behaviour and `path(in:)`, which renderers draw. SwiftUI
/// requires `path(in:)`; LayoutLab gives it a default (the rectangle `rect`) so that a shape
/// written only for its layout still compiles.
public protocol Shape: View, Sendable {
  /// The shape's size for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
  /// The shape's outline in `rect`, the frame it was given (in the shape's own coordinates).
  func path(in rect: CGRect) -> Path
}

extension Shape {
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  public func path(in rect: CGRect) -> Path { Path(rect) }

  public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

  /// The shape filled with `style`. The fill style's even-odd rule does not change what
  /// LayoutLab draws (renderers fill with the nonzero rule).
  public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: style)
  }

  /// The shape filled with the foreground style.
  public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle())
  }
}

/// A shape drawn with a style: the leaf view behind every shape.
///
/// SwiftUI parity: `_ShapeView`.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
  public var shape: Content
  public var style: Style

  public init(shape: Content, style: Style) {
    self.shape = shape
    self.style = style
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    let paint =
      Style.self == Color.self
      ? ShapePaint(color: unsafeBitCast(style, to: Color.self)) : ShapePaint(style, in: node.environment)
    node.install(leaf: ShapeLeaf(shape: shape, paint: paint))
    if Style.self == Color.self && Content.self == Rectangle.self {
      // The commonest shape view (`.background(Color.red)`), named without asking about strokes.
      node.summarySource = .fill
    } else if let stroked = shape as? any StrokedShapeDescribing {
      let style = style
      node.summarySource = .make { stroked.strokeSummary(style: style) }
    } else if Style.self == ForegroundStyle.self {
      node.summarySource = .layout
    } else if Style.self == Color.self {
      node.summarySource = .shapeFill
    } else {
      let shape = shape
      let style = style
      node.summarySource = .make { "\(shape).fill(\(style))" }
    }
  }
}

/// Measures a shape (or a colour, which fills a rectangle). Equal when the shape is
/// `Equatable` and equal, so an unchanged shape keeps its remembered sizes.
struct ShapeLeaf<S: Shape>: LeafLayout {
  let shape: S
  /// What the shape is painted with, for renderers; no effect on layout.
  var paint: ShapePaint

  init(shape: S, paint: ShapePaint) {
    self.shape = shape
    self.paint = paint
  }

  init(shape: S, fill: Color) {
    self.init(shape: shape, paint: ShapePaint(color: fill))
  }

  /// The colour the shape is filled with (a gradient's first stop).
  var fill: Color? { paint.color }

  func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
    shape.sizeThatFits(proposal)
  }

  /// The shape as it describes itself: `Capsule()`.
  var summary: String { "\(shape)" }

  /// Equal shapes measure alike, whatever their fill; a shape that is not `Equatable` never
  /// counts as the same.
  func isSame(as other: ShapeLeaf) -> Bool {
    // The built-in shapes without stored properties are all alike, known without asking the
    // runtime whether the shape is `Equatable` (which costs more than the leaf's update).
    if S.self == Rectangle.self || S.self == Circle.self { return true }
    return valuesEqual(shape, other.shape)
  }

  /// The same shape with the same paint.
  func isIdentical(to other: ShapeLeaf) -> Bool { isSame(as: other) && paint.isIdentical(to: other.paint) }

  /// The shape's outline in `frame` and how it is painted; `nil` for a rectangle filled with
  /// one colour (or nothing), which renderers draw as its frame.
  func drawing(in frame: CGRect) -> ShapeDrawing? {
    guard S.self != Rectangle.self || paint.gradient != nil else { return nil }
    let stroke = (shape as? any StrokedShapeDescribing)?.strokeStyle
    let local = shape.path(in: CGRect(origin: .zero, size: frame.size))
    return ShapeDrawing(path: local.offsetBy(dx: frame.minX, dy: frame.minY), stroke: stroke, gradient: paint.gradient)
  }
}

/// A rectangle filling its frame. SwiftUI parity: `Rectangle`.
public struct Rectangle: InsettableShape, Hashable, CustomStringConvertible {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
  public var description: String { "Rectangle()" }
}

/// A rectangle with rounded corners. SwiftUI parity: `RoundedRectangle`, whose corner style
/// defaults to `.continuous`.
public struct RoundedRectangle: InsettableShape, Hashable, CustomStringConvertible {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle

  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
  public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }

  public var description: String {
    let corner =
      cornerSize.width == cornerSize.height
      ? "cornerRadius: \(formatLength(cornerSize.width))"
      : "cornerSize: \(formatLength(cornerSize.width))×\(formatLength(cornerSize.height))"
    return "RoundedRectangle(\(corner)\(style == .continuous ? "" : ", style: .circular"))"
  }
}

/// A rectangle whose shorter sides are semicircles. SwiftUI parity: `Capsule`.
public struct Capsule: InsettableShape, Hashable, CustomStringConvertible {
  public var style: RoundedCornerStyle

  public init(style: RoundedCornerStyle = .continuous) { self.style = style }

  public func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2
    return Path(roundedRect: rect, cornerRadius: radius, style: style)
  }

  public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
  public var description: String { "Capsule()" }
}

/// A circle centred in its frame, as large as the shorter side. SwiftUI parity: `Circle`.
public struct Circle: InsettableShape, Hashable, CustomStringConvertible {
  public init() {}

  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }

  public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
  public var description: String { "Circle()" }
}
