import Foundation

/// An ellipse filling its frame. SwiftUI parity: `Ellipse`.
public struct Ellipse: InsettableShape, Hashable, CustomStringConvertible {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
  public var description: String { "Ellipse()" }
}
