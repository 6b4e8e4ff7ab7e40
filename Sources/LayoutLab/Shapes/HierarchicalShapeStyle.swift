/// A level of the foreground style: `.primary` is the foreground itself, the others fainter.
///
/// Drawing: the levels past the first are iOS's label colours (grey 60,60,67 at opacity 0.6,
/// 0.3, 0.18 and 0.1 — the last is LayoutLab's guess, unverified), the first is
/// `Color.primary`.
///
/// SwiftUI parity: `HierarchicalShapeStyle` (`.primary`, `.secondary`, `.tertiary`,
/// `.quaternary`, `.quinary`). SwiftUI derives the fainter levels from the current foreground
/// style; LayoutLab uses the fixed colours above.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// 0 for primary, 1 for secondary, and so on.
  let level: Int

  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  public static let quinary = HierarchicalShapeStyle(level: 4)

  /// The colour the level is pictured with.
  var color: Color {
    let opacities = [0.6, 0.3, 0.18, 0.1]
    switch level {
    case ...0: return .primary
    case 1: return .secondary
    default: return Color(red: 0.235, green: 0.235, blue: 0.263, opacity: opacities[min(level, 4) - 1])
    }
  }

  public var description: String {
    [".primary", ".secondary", ".tertiary", ".quaternary", ".quinary"][min(max(level, 0), 4)]
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
  public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle.quinary }
}

/// The environment's tint (`tint(_:)`), or the accent colour where none is set.
///
/// SwiftUI parity: `TintShapeStyle` (`.tint`).
public struct TintShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  public init() {}
  public var description: String { ".tint" }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// Any shape style, for storing styles of different types together (the environment's
/// foreground style among them).
///
/// SwiftUI parity: `AnyShapeStyle`. Two are equal when they wrap equal values of one type.
public struct AnyShapeStyle: ShapeStyle, Equatable, CustomStringConvertible {
  let base: any ShapeStyle

  public init<S: ShapeStyle>(_ style: S) {
    base = (style as? AnyShapeStyle)?.base ?? style
  }

  public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool { valuesEqual(lhs.base, rhs.base) }

  public var description: String { "\(base)" }
}
