import Foundation

/// A shape drawn moved by an offset; lays out as its base shape. SwiftUI parity: `OffsetShape`.
public struct OffsetShape<Content: Shape>: Shape, CustomStringConvertible {
  public var shape: Content
  public var offset: CGSize

  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
  public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
  public var description: String {
    "\(shape).offset(x: \(formatLength(offset.width)), y: \(formatLength(offset.height)))"
  }
}

/// A shape drawn rotated around an anchor of its frame; lays out as its base shape.
/// SwiftUI parity: `RotatedShape`.
public struct RotatedShape<Content: Shape>: Shape, CustomStringConvertible {
  public var shape: Content
  public var angle: Angle
  public var anchor: UnitPoint

  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(.rotation(angle, around: rect.point(at: anchor)))
  }

  public var description: String { "\(shape).rotation(\(angle))" }
}

/// A shape drawn scaled around an anchor of its frame; lays out as its base shape.
/// SwiftUI parity: `ScaledShape`.
public struct ScaledShape<Content: Shape>: Shape, CustomStringConvertible {
  public var shape: Content
  public var scale: CGSize
  public var anchor: UnitPoint

  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(.scale(scale.width, scale.height, around: rect.point(at: anchor)))
  }

  public var description: String { "\(shape).scale(x: \(formatLength(scale.width)), y: \(formatLength(scale.height)))" }
}

/// The part of a shape's outline between two fractions of its length; lays out as its base
/// shape. SwiftUI parity: the shape `trim(from:to:)` returns.
public struct _TrimmedShape<Content: Shape>: Shape, CustomStringConvertible {
  public var shape: Content
  public var startFraction: CGFloat
  public var endFraction: CGFloat

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }

  public var description: String {
    "\(shape).trim(from: \(formatLength(startFraction)), to: \(formatLength(endFraction)))"
  }
}

extension Shape {
  /// The shape drawn moved by `offset`; its frame does not move.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

  /// The shape drawn moved by `offset`; its frame does not move.
  public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }

  /// The shape drawn moved by `x` and `y`; its frame does not move.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// The shape drawn rotated by `angle` around `anchor`; its frame does not turn.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// The shape drawn scaled by `x` and `y` around `anchor`; its frame does not change.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// The shape drawn scaled by `scale` around `anchor`; its frame does not change.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// The part of the outline from `startFraction` to `endFraction` of its length.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}

extension CGRect {
  /// The point at `unit` of this rectangle: `.center` is its middle. A unit coordinate of 0
  /// is the edge itself, so an infinitely large rectangle's leading or top edge stays finite.
  func point(at unit: UnitPoint) -> CGPoint {
    CGPoint(x: unit.x == 0 ? minX : minX + unit.x * width, y: unit.y == 0 ? minY : minY + unit.y * height)
  }
}
