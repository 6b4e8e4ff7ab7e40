import Foundation

/// The radii of a rectangle's four corners. SwiftUI parity: `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat

  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle whose corners have radii of their own.
///
/// SwiftUI parity: `UnevenRoundedRectangle`. Leading is drawn on the left whatever the layout
/// direction; each radius is at most half the shorter side.
public struct UnevenRoundedRectangle: InsettableShape, Hashable, CustomStringConvertible {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle

  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius),
      style: style)
  }

  public func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    return path
  }

  public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
    _InsetShape(base: self, amount: amount)
  }

  public var description: String {
    let r = cornerRadii
    return "UnevenRoundedRectangle(topLeadingRadius: \(formatLength(r.topLeading)), bottomLeadingRadius: "
      + "\(formatLength(r.bottomLeading)), bottomTrailingRadius: \(formatLength(r.bottomTrailing)), "
      + "topTrailingRadius: \(formatLength(r.topTrailing)))"
  }
}

extension Path {
  /// A closed rectangle whose corners are quarter circles of their own radii (each at most half
  /// the shorter side; one that is negative or not a number is 0).
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  ) {
    let rect = rect.standardized
    let limit = min(rect.width, rect.height) / 2
    func radius(_ value: CGFloat) -> CGFloat { value > 0 ? min(value, limit) : 0 }
    let (tl, bl, br, tr) = (
      radius(cornerRadii.topLeading), radius(cornerRadii.bottomLeading), radius(cornerRadii.bottomTrailing),
      radius(cornerRadii.topTrailing)
    )
    let k = Self.kappa
    move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
    if tr > 0 {
      addCurve(
        to: CGPoint(x: rect.maxX, y: rect.minY + tr), control1: CGPoint(x: rect.maxX - tr + k * tr, y: rect.minY),
        control2: CGPoint(x: rect.maxX, y: rect.minY + tr - k * tr))
    }
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
    if br > 0 {
      addCurve(
        to: CGPoint(x: rect.maxX - br, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - br + k * br),
        control2: CGPoint(x: rect.maxX - br + k * br, y: rect.maxY))
    }
    addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
    if bl > 0 {
      addCurve(
        to: CGPoint(x: rect.minX, y: rect.maxY - bl), control1: CGPoint(x: rect.minX + bl - k * bl, y: rect.maxY),
        control2: CGPoint(x: rect.minX, y: rect.maxY - bl + k * bl))
    }
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
    if tl > 0 {
      addCurve(
        to: CGPoint(x: rect.minX + tl, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + tl - k * tl),
        control2: CGPoint(x: rect.minX + tl - k * tl, y: rect.minY))
    }
    closeSubpath()
  }
}
