import Foundation

/// How a node's placement, stored relative to its container (`ViewNode.offset`), becomes a
/// frame in root coordinates and back.
///
/// Every reader derives a root-coordinate origin the same way: the container's root origin
/// plus the node's offset, added from the host's root down. A subtree that only moved keeps
/// its offsets and gets new root frames from its root's new origin; a subtree placed again
/// gets the same offsets (up to rounding in the last bit) and the same derivation. So a frame
/// does not depend on whether its subtree was kept or placed again, and the engine, the
/// result, geometry proxies and anchors all see the same numbers.
extension CGPoint {
  /// The root-coordinate origin of a node placed `offset` from a container whose origin is
  /// this point.
  @inline(__always)
  func moved(by offset: CGPoint) -> CGPoint {
    CGPoint(x: x + offset.x, y: y + offset.y)
  }

  /// The offset of this point (a root-coordinate origin) from `origin`, a container's
  /// root-coordinate origin. A difference too large to represent (coordinates of opposite
  /// signs near ±1.8e308) is held at the largest finite length, so a frame stays finite.
  @inline(__always)
  func offset(from origin: CGPoint) -> CGPoint {
    let offset = CGPoint(x: x - origin.x, y: y - origin.y)
    if offset.x.isFinite, offset.y.isFinite { return offset }
    return CGPoint(x: Self.finite(offset.x), y: Self.finite(offset.y))
  }

  private static func finite(_ length: CGFloat) -> CGFloat {
    length.isFinite ? length : length < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude
  }
}
