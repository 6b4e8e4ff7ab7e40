import Foundation

/// How large `Image(systemName:)` is: a multiple of the font's point size per axis, and a
/// factor per `Image.Scale`.
///
/// SF Symbols are sized by the font they are drawn with (C-IMG4), but each symbol has its own
/// glyph box, which LayoutLab does not have. The model gives every symbol one box: at point
/// size `s` and image scale factor `f`, `widthFactor × f × s` wide and
/// `heightFactor × f × s` tall. [derived, unverified] The standard factors, 1.2 both ways at
/// `.medium`, make a symbol as tall as a line of LayoutLab's text (`1.2 × s`), so a symbol
/// next to text of the same font lines up with it; `.small` and `.large` (0.8 and 1.3) are
/// likewise named guesses. Set your own table with `.environment(\.symbolImageMetrics, …)`.
public struct SymbolImageMetrics: Hashable, Sendable {
  /// Width per point of font size.
  public var widthFactor: CGFloat
  /// Height per point of font size.
  public var heightFactor: CGFloat
  /// The factor for `imageScale(.small)`.
  public var smallScale: CGFloat
  /// The factor for `imageScale(.large)`.
  public var largeScale: CGFloat

  public init(widthFactor: CGFloat, heightFactor: CGFloat, smallScale: CGFloat, largeScale: CGFloat) {
    self.widthFactor = widthFactor
    self.heightFactor = heightFactor
    self.smallScale = smallScale
    self.largeScale = largeScale
  }

  /// LayoutLab's default table (unverified; see the type's documentation).
  public static let standard = SymbolImageMetrics(widthFactor: 1.2, heightFactor: 1.2, smallScale: 0.8, largeScale: 1.3)

  /// The size of a symbol at `pointSize` and `scale`.
  func size(pointSize: CGFloat, scale: Image.Scale) -> CGSize {
    let factor: CGFloat =
      switch scale {
      case .small: smallScale
      case .medium: 1
      case .large: largeScale
      }
    return CGSize(width: widthFactor * factor * pointSize, height: heightFactor * factor * pointSize)
  }
}

extension EnvironmentValues {
  /// The table `Image(systemName:)` is sized by.
  public var symbolImageMetrics: SymbolImageMetrics {
    get { self[SymbolImageMetricsKey.self] }
    set { self[SymbolImageMetricsKey.self] = newValue }
  }

  /// The relative size of symbol images in this subtree; `.medium` by default.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

private struct SymbolImageMetricsKey: EnvironmentKey {
  static let defaultValue = SymbolImageMetrics.standard
}

private struct ImageScaleKey: EnvironmentKey {
  static let defaultValue = Image.Scale.medium
}

extension View {
  /// Sets the relative size of symbol images in this view.
  ///
  /// SwiftUI parity: `imageScale(_:)`; the factors are `SymbolImageMetrics`' (unverified).
  public func imageScale(_ scale: Image.Scale) -> some View {
    environment(\.imageScale, scale)
  }
}
