import Foundation

/// A shape that can be drawn inset by an amount, which `strokeBorder` uses to keep a stroke
/// inside the frame.
///
/// SwiftUI parity: `InsettableShape` and `inset(by:)`. An inset changes the outline only: the
/// shape's frame is the same.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  /// The shape drawn `amount` points inside its frame on every side.
  func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn inset within its frame; lays out as its base shape.
///
/// SwiftUI parity: the built-in shapes' `_Inset` types.
public struct _InsetShape<Base: Shape>: InsettableShape, CustomStringConvertible {
  public var base: Base
  public var amount: CGFloat

  public init(base: Base, amount: CGFloat) {
    self.base = base
    self.amount = amount
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

  /// The base's outline in `rect` made smaller by `amount` on each side (down to a point at
  /// its centre; a negative amount grows it).
  public func path(in rect: CGRect) -> Path {
    // An amount that is not a number insets nothing.
    let amount = amount.isNaN ? 0 : amount
    let dx = min(amount, rect.width / 2)
    let dy = min(amount, rect.height / 2)
    return base.path(
      in: CGRect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy))
  }

  public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }

  public var description: String { "\(base).inset(by: \(formatLength(amount)))" }
}
