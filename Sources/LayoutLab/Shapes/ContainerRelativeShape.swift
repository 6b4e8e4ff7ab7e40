import Foundation

/// A shape that takes the shape of the container it is in.
///
/// SwiftUI parity: `ContainerRelativeShape` is replaced by an inset copy of the nearest
/// container shape (a widget's, set by `containerShape(_:)`), or by a rectangle where there is
/// none. LayoutLab models no container shapes, so it is always the rectangle; layout is a
/// shape's either way.
public struct ContainerRelativeShape: InsettableShape, Hashable, CustomStringConvertible {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> {
    _InsetShape(base: self, amount: amount)
  }
  public var description: String { "ContainerRelativeShape()" }
}
