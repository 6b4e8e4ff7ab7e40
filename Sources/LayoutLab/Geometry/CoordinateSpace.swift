import Foundation

/// A space in which a frame can be expressed.
///
/// SwiftUI parity: `CoordinateSpace`: `.global` is the root's space, `.local` the view's own,
/// `.named(_:)` the space of the nearest ancestor that declared that name with
/// `.coordinateSpace(name:)`. An unknown name gives the global space (semantics G5, VERIFY).
public enum CoordinateSpace: Hashable {
  case global
  case local
  case named(AnyHashable)
}

extension View {
  /// Names this view's space, so that descendants can read frames relative to it.
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    NodeRoleModifier(content: self, summary: .role, role: .coordinateSpace(AnyHashable(name)))
  }
}
