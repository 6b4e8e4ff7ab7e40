import Foundation

/// The size and position of a view, as a `GeometryReader`'s content or an `onGeometryChange`
/// transform sees it.
///
/// SwiftUI parity: `GeometryProxy` with `size`, `frame(in:)` and anchor resolution. The safe
/// area is not modelled: `safeAreaInsets` is zero.
public struct GeometryProxy {
  /// The view's size.
  public let size: CGSize
  /// The view's frame in the root's space.
  let globalFrame: CGRect
  /// The frames, in the root's space, of the named coordinate spaces around the view, nearest first.
  let namedSpaces: [(name: AnyHashable, frame: CGRect)]

  init(node: ViewNode) {
    size = node.frame.size
    globalFrame = node.frame
    var spaces: [(AnyHashable, CGRect)] = []
    // Walked without retaining: the ancestors of a node in the tree are alive.
    unowned(unsafe) var current = node
    while let parent = current.parent {
      if parent.roleKind == .coordinateSpace, case .coordinateSpace(let name)? = parent.role { spaces.append((name, parent.frame)) }
      current = parent
    }
    namedSpaces = spaces
  }

  /// Always zero: LayoutLab has no safe area.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The view's frame in `space`.
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .global: return globalFrame
    case .local: return CGRect(origin: .zero, size: size)
    case .named(let name):
      guard let origin = namedSpaces.first(where: { $0.name == name })?.frame.origin else { return globalFrame }
      return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }

  /// The anchor's value in this view's own space.
  public subscript<T>(anchor: Anchor<T>) -> T {
    anchor.value(relativeTo: globalFrame.origin)
  }

  /// Whether `frame(in:)` answers the same for every space in both proxies: the same global
  /// frame and the same named spaces around the view, at the same places.
  func reportsSameGeometry(as other: GeometryProxy) -> Bool {
    globalFrame == other.globalFrame
      && namedSpaces.elementsEqual(other.namedSpaces) { $0.name == $1.name && $0.frame == $1.frame }
  }
}
