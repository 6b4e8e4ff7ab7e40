/// A coordinate space written as a value of its own type, SwiftUI's iOS 17 spelling:
/// `.coordinateSpace(.named("scroll"))` and `proxy.frame(in: .named("scroll"))`.
///
/// SwiftUI parity: `CoordinateSpaceProtocol`, `NamedCoordinateSpace`, `GlobalCoordinateSpace`
/// and `LocalCoordinateSpace`. Each resolves to a `CoordinateSpace`, so both spellings read
/// the same frames. `.scrollView` and `.scrollView(axis:)` name the innermost scroll view's
/// space (`ScrollViewSpaceName`).
public protocol CoordinateSpaceProtocol {
  /// The space this value stands for.
  var coordinateSpace: CoordinateSpace { get }
}

/// The space of the nearest ancestor that declared a name.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  let name: AnyHashable

  public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The root's space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}

  public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}

  public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The space named `name`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The root's space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension View {
  /// Names this view's space, so that descendants can read frames relative to it.
  ///
  /// SwiftUI parity: `coordinateSpace(_:)` (iOS 17), the same as `coordinateSpace(name:)`.
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    NodeRoleModifier(content: self, summary: .role, role: .coordinateSpace(name.name))
  }
}

extension GeometryProxy {
  /// The view's frame in `coordinateSpace`.
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }
}
