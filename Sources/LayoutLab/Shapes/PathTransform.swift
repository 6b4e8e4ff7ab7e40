import Foundation

/// An affine map of points, for the shape modifiers (`offset`, `rotation`, `scale`) and the
/// drawing effects: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// Foundation on Linux has no `CGAffineTransform`, so LayoutLab keeps this small internal one.
struct PathTransform: Equatable, Sendable {
  var a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, tx: CGFloat = 0, ty: CGFloat = 0

  static let identity = PathTransform()

  static func translation(_ dx: CGFloat, _ dy: CGFloat) -> PathTransform { PathTransform(tx: dx, ty: dy) }

  /// A rotation by `angle` (clockwise on screen, y pointing down) around `point`.
  static func rotation(_ angle: Angle, around point: CGPoint) -> PathTransform {
    let cosine = CGFloat(cos(angle.radians))
    let sine = CGFloat(sin(angle.radians))
    return PathTransform(
      a: cosine, b: sine, c: -sine, d: cosine,
      tx: point.x - cosine * point.x + sine * point.y, ty: point.y - sine * point.x - cosine * point.y)
  }

  /// A scale by `x` and `y` that keeps `point` where it is.
  static func scale(_ x: CGFloat, _ y: CGFloat, around point: CGPoint) -> PathTransform {
    PathTransform(a: x, d: y, tx: point.x - x * point.x, ty: point.y - y * point.y)
  }

  func apply(_ point: CGPoint) -> CGPoint {
    CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }
}
