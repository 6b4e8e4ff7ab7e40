import Foundation

// The built-in shapes as static members, for shape arguments: `.clipShape(.rect(cornerRadius: 8))`,
// `.background(.red, in: .capsule)`. SwiftUI parity: the same members on `Shape`.

extension Shape where Self == Rectangle {
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
    -> UnevenRoundedRectangle
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }

  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }
}

extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
