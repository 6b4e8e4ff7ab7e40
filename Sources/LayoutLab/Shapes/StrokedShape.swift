import Foundation

/// A shape's outline drawn as a line: `Circle().stroke(.red, lineWidth: 2)`.
///
/// Layout: as its base shape; the stroke never changes a frame. Drawing: `stroke` centres the
/// line on the outline, so half of it falls outside the frame; `strokeBorder` first insets the
/// shape by half the line width, so the whole line stays inside.
///
/// SwiftUI parity: `_StrokedShape`, `Shape.stroke(...)` and `InsettableShape.strokeBorder(...)`;
/// SwiftUI documents `strokeBorder` as "the stroke is drawn inside the shape's frame"
/// (https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(_:lineWidth:antialiased:)).
public struct _StrokedShape<Base: Shape>: Shape, CustomStringConvertible {
  public var shape: Base
  public var style: StrokeStyle
  /// The call that made it, for summaries: `Circle().stroke` or `Circle().strokeBorder`.
  let call: String

  init(shape: Base, style: StrokeStyle, call: String) {
    self.shape = shape
    self.style = style
    self.call = call
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
  public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

  public var description: String { "\(call)(\(arguments))" }

  /// `lineWidth: 2`, or the whole style when it has more than a width.
  var arguments: String {
    style == StrokeStyle(lineWidth: style.lineWidth)
      ? "lineWidth: \(formatLength(style.lineWidth))"
      : "style: StrokeStyle(lineWidth: \(formatLength(style.lineWidth)), …)"
  }
}

/// What renderers and summaries need of a stroked shape, whatever its base.
protocol StrokedShapeDescribing {
  var strokeStyle: StrokeStyle { get }
  /// `Circle().stroke(Color.red, lineWidth: 2)`.
  func strokeSummary(style: any ShapeStyle) -> String
}

extension _StrokedShape: StrokedShapeDescribing {
  var strokeStyle: StrokeStyle { style }

  func strokeSummary(style paint: any ShapeStyle) -> String {
    paint is ForegroundStyle ? description : "\(call)(\(paint), \(arguments))"
  }
}

extension Shape {
  /// The outline drawn with `content`, centred on the shape's edge.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> _ShapeView<_StrokedShape<Self>, S>
  {
    _ShapeView(shape: stroke(style: style), style: content)
  }

  /// The outline drawn with `content` and `lineWidth`, centred on the shape's edge.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> _ShapeView<_StrokedShape<Self>, S>
  {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// The outline as a shape, drawn with the foreground style.
  public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
    _StrokedShape(shape: self, style: style, call: "\(self).stroke")
  }

  /// The outline as a shape `lineWidth` wide, drawn with the foreground style.
  public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
}

extension InsettableShape {
  /// The outline drawn with `content`, kept inside the frame (inset by half the line width).
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
    -> _ShapeView<_StrokedShape<InsetShape>, S>
  {
    _ShapeView(
      shape: _StrokedShape(shape: inset(by: style.lineWidth / 2), style: style, call: "\(self).strokeBorder"),
      style: content)
  }

  /// The outline drawn with `content` and `lineWidth`, kept inside the frame.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> _ShapeView<_StrokedShape<InsetShape>, S>
  {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}
