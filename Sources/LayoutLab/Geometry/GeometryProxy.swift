import Foundation

/// The size and position of a view, as a `GeometryReader`'s content or an `onGeometryChange`
/// transform sees it.
///
/// SwiftUI parity: `GeometryProxy` with `size`, `safeAreaInsets`, `frame(in:)` and anchor
/// resolution.
public struct GeometryProxy {
  /// The view's size.
  public var size: CGSize { globalFrame.size }
  /// The view's frame in the root's space.
  let globalFrame: CGRect
  /// The named coordinate spaces around the view, outermost first: those named with
  /// `coordinateSpace(_:)` and every scroll view's (`.scrollView`).
  let namedSpaces: [NamedSpace]

  /// How far the view may reach into the unsafe area beyond each edge.
  ///
  /// SwiftUI parity: the host's insets for a view that fills the safe area, 0 on an edge that
  /// does not touch its safe boundary or already reaches the outer edge (C-SA7, the touching
  /// rule of `ignoresSafeArea`). An `onGeometryChange` transform sees zero insets.
  public let safeAreaInsets: EdgeInsets

  /// The geometry of `node` as placed, inside `namedSpaces` (outermost first), the spaces its
  /// ancestors declare.
  init(node: ViewNode, namedSpaces: [NamedSpace], safeAreaInsets: EdgeInsets = EdgeInsets()) {
    self.safeAreaInsets = safeAreaInsets
    globalFrame = node.frame
    self.namedSpaces = namedSpaces
  }

  /// The view's frame in `space`.
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .global: return globalFrame
    case .local: return CGRect(origin: .zero, size: size)
    case .named(let name):
      let query = name.base as? ScrollViewSpaceQuery
      let space = namedSpaces.last { query?.matches($0.name) ?? ($0.name == name) }
      guard let origin = space?.frame.origin else { return globalFrame }
      return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }

  /// The anchor's value in this view's own space.
  public subscript<T>(anchor: Anchor<T>) -> T {
    anchor.value(relativeTo: globalFrame.origin)
  }

  /// Whether `frame(in:)` and `safeAreaInsets` answer the same in both proxies: the same
  /// global frame, safe area and named spaces around the view, at the same places.
  func reportsSameGeometry(as other: GeometryProxy) -> Bool {
    globalFrame == other.globalFrame && safeAreaInsets == other.safeAreaInsets && namedSpaces == other.namedSpaces
  }
}
