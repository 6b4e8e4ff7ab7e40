import Foundation

/// A geometric value of a view (a rectangle or a point) that another view can resolve in its
/// own space with `GeometryProxy`'s subscript.
///
/// SwiftUI parity: `Anchor`. The value is stored in the root's space (semantics AN2). Like
/// SwiftUI's, an anchor (and its source) is `Sendable` when its value is, so a key can declare
/// `static let defaultValue: [Anchor<CGRect>] = []` in Swift 6 language mode.
public struct Anchor<Value> {
  let global: Value
  let offset: @Sendable (Value, CGPoint) -> Value

  /// The value relative to a view whose frame starts at `origin` (root space).
  func value(relativeTo origin: CGPoint) -> Value { offset(global, origin) }

  /// What an anchor is made from: a rectangle or a point in the view's own space.
  public struct Source {
    let resolve: @Sendable (CGRect) -> Anchor<Value>

    /// The anchor for a view whose frame (root space) is `frame`.
    func anchor(in frame: CGRect) -> Anchor<Value> { resolve(frame) }
  }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.global == rhs.global }
}

extension Anchor: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(global) }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { rect(CGRect(x: 0, y: 0, width: 1, height: 1), unit: true) }

  /// A rectangle in the view's own space.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { self.rect(rect, unit: false) }

  private static func rect(_ rect: CGRect, unit: Bool) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { frame in
      let local = unit ? CGRect(origin: .zero, size: frame.size) : rect
      return Anchor<CGRect>(
        global: local.offsetBy(dx: frame.minX, dy: frame.minY),
        offset: { value, origin in value.offsetBy(dx: -origin.x, dy: -origin.y) })
    }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's own space.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { frame in
      pointAnchor(CGPoint(x: frame.minX + point.x, y: frame.minY + point.y))
    }
  }

  /// A point of the view's bounds given as a unit point. On an infinitely long side (a view
  /// proposed infinity that took it) a unit coordinate of 0 is the leading (top) edge, not
  /// 0 × ∞ = NaN.
  public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { frame in
      pointAnchor(CGPoint(x: frame.minX + scaled(point.x, frame.width), y: frame.minY + scaled(point.y, frame.height)))
    }
  }

  /// `unit × length`, 0 when `unit` is 0 whatever `length` is.
  private static func scaled(_ unit: CGFloat, _ length: CGFloat) -> CGFloat { unit == 0 ? 0 : unit * length }

  private static func pointAnchor(_ global: CGPoint) -> Anchor<CGPoint> {
    Anchor<CGPoint>(global: global, offset: { value, origin in CGPoint(x: value.x - origin.x, y: value.y - origin.y) })
  }

  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
