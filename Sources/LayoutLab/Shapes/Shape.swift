import Foundation

/// A two-dimensional shape, drawn to fill the space it is given.
///
/// Layout: a shape's size for a proposal is `sizeThatFits(_:)`, by default the proposal with
/// unspecified dimensions replaced by 10 (so its ideal size is 10×10).
///
/// SwiftUI parity: `Shape`'s layout behaviour. LayoutLab draws nothing, so shapes have no
/// `path(in:)` requirement.
public protocol Shape: View, Sendable {
  /// The shape's size for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

  /// The shape filled with `style`.
  public func fill<S: ShapeStyle>(_ style: S) -> _ShapeView<Self, S> { _ShapeView(shape: self, style: style) }
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
    node.install(leaf: ShapeLeaf(shape: shape, fill: Style.self == Color.self ? unsafeBitCast(style, to: Color.self) : nil))
    if Style.self == ForegroundStyle.self {
      node.summarySource = .layout
    } else if Style.self == Color.self {
      node.summarySource = Content.self == Rectangle.self ? .fill : .shapeFill
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
  /// The colour the shape is filled with, for renderers; no effect on layout.
  var fill: Color?

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
    if S.self == Rectangle.self || S.self == Capsule.self || S.self == Circle.self { return true }
    return valuesEqual(shape, other.shape)
  }

  /// The same shape with the same fill.
  func isIdentical(to other: ShapeLeaf) -> Bool { isSame(as: other) && fill == other.fill }
}

/// A rectangle filling its frame. SwiftUI parity: `Rectangle`.
public struct Rectangle: Shape, Hashable, CustomStringConvertible {
  public init() {}
  public var description: String { "Rectangle()" }
}

/// A rectangle with rounded corners. SwiftUI parity: `RoundedRectangle`.
public struct RoundedRectangle: Shape, Hashable, CustomStringConvertible {
  public var cornerSize: CGSize

  public init(cornerRadius: CGFloat) { cornerSize = CGSize(width: cornerRadius, height: cornerRadius) }
  public init(cornerSize: CGSize) { self.cornerSize = cornerSize }

  public var description: String { "RoundedRectangle(cornerRadius: \(formatLength(cornerSize.width)))" }
}

/// A rectangle whose shorter sides are semicircles. SwiftUI parity: `Capsule`.
public struct Capsule: Shape, Hashable, CustomStringConvertible {
  public init() {}
  public var description: String { "Capsule()" }
}

/// A circle centred in its frame, as large as the shorter side. SwiftUI parity: `Circle`.
public struct Circle: Shape, Hashable, CustomStringConvertible {
  public init() {}
  public var description: String { "Circle()" }
}
