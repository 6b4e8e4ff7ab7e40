import Foundation

/// The images `Image(_:)` can find by name: each name's size in pixels and its scale.
///
/// LayoutLab has no asset catalogues; register the images a layout uses and put the table in
/// the environment (`.environment(\.imageAssets, assets)`, or a host's `environment`). An image
/// is `pixelSize / scale` points (C-IMG1): a 120 × 80 pixel image at scale 2 is 60 × 40.
///
///     var assets = ImageAssets()
///     assets.register("avatar", pixelSize: CGSize(width: 120, height: 120), scale: 2)
public struct ImageAssets: Hashable, Sendable {
  /// One registered image.
  public struct Asset: Hashable, Sendable {
    /// The image's size in pixels.
    public var pixelSize: CGSize
    /// Pixels per point: 1, 2 or 3 for `@1x`, `@2x`, `@3x` images.
    public var scale: CGFloat

    public init(pixelSize: CGSize, scale: CGFloat = 1) {
      self.pixelSize = pixelSize
      self.scale = scale
    }
  }

  private var assets: [String: Asset] = [:]

  /// An empty table: every name is unknown.
  public init() {}

  /// Registers (or replaces) the image called `name`.
  public mutating func register(_ name: String, pixelSize: CGSize, scale: CGFloat = 1) {
    assets[name] = Asset(pixelSize: pixelSize, scale: scale)
  }

  /// The image called `name`, or `nil` when none is registered.
  public subscript(name: String) -> Asset? {
    get { assets[name] }
    set { assets[name] = newValue }
  }
}

extension EnvironmentValues {
  /// The images `Image(_:)` finds by name in this subtree; empty by default.
  public var imageAssets: ImageAssets {
    get { self[ImageAssetsKey.self] }
    set { self[ImageAssetsKey.self] = newValue }
  }
}

private struct ImageAssetsKey: EnvironmentKey {
  static let defaultValue = ImageAssets()
}
