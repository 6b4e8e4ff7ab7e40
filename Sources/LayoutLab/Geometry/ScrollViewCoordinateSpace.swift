import Foundation

/// The space every `ScrollView` names for its content: the region it shows, which stays put
/// while the content scrolls under it. `GeometryProxy.frame(in: .scrollView)` is the view's
/// frame relative to that region's top-leading corner.
///
/// SwiftUI parity: `CoordinateSpaceProtocol.scrollView` and `.scrollView(axis:)` (iOS 17), the
/// space "added by the system for the innermost containing scroll view" (that scrolls along
/// `axis`); outside any such scroll view the frame is the global one, as for an unknown name
/// (rule G7, unverified).
struct ScrollViewSpaceName: Hashable {
  /// The axes the naming scroll view scrolls along.
  let axes: Axis.Set
}

/// The name `.scrollView` and `.scrollView(axis:)` look up: the innermost scroll view, or the
/// innermost that scrolls along `axis`.
struct ScrollViewSpaceQuery: Hashable {
  let axis: Axis?

  /// Whether the space a scroll view named `name` answers this query.
  func matches(_ name: AnyHashable) -> Bool {
    guard let space = name.base as? ScrollViewSpaceName else { return false }
    guard let axis else { return true }
    return space.axes.contains(axis == .horizontal ? .horizontal : .vertical)
  }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The space of the innermost scroll view around the view: the region it shows.
  public static var scrollView: NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceQuery(axis: nil)))
  }

  /// The space of the innermost scroll view around the view that scrolls along `axis`.
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceQuery(axis: axis)))
  }
}
