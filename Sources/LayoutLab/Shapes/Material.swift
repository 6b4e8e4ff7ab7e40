/// A translucent, blurred backdrop such as a bar or a sheet shows.
///
/// Drawing: LayoutLab cannot blur what lies behind, so a material is pictured as white at the
/// material's `pictureOpacity`. Those opacities are LayoutLab's own choice (unverified: Apple
/// publishes no numbers), thinner materials more transparent.
///
/// SwiftUI parity: `Material` and its styles (`.ultraThinMaterial` … `.ultraThickMaterial`,
/// `.bar`).
public struct Material: ShapeStyle, Hashable, CustomStringConvertible {
  /// The material's name: `ultraThin`, `regular`, `bar`.
  let name: String
  /// The opacity of white the material is pictured with (unverified, see above).
  let pictureOpacity: Double

  public static let ultraThin = Material(name: "ultraThin", pictureOpacity: 0.35)
  public static let thin = Material(name: "thin", pictureOpacity: 0.5)
  public static let regular = Material(name: "regular", pictureOpacity: 0.65)
  public static let thick = Material(name: "thick", pictureOpacity: 0.8)
  public static let ultraThick = Material(name: "ultraThick", pictureOpacity: 0.9)
  public static let bar = Material(name: "bar", pictureOpacity: 0.8)

  public var description: String { name == "bar" ? ".bar" : ".\(name)Material" }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var thinMaterial: Material { .thin }
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var ultraThickMaterial: Material { .ultraThick }
  public static var bar: Material { Material.bar }
}
