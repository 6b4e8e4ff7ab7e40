import Foundation

/// A view that shows an image: one registered in `ImageAssets`, or an SF Symbol.
///
/// Layout (see the Controls article for the rules and their sources):
/// - Not resizable, an image is its natural size for any proposal (C-IMG1): `pixelSize / scale`
///   for a named image, the `SymbolImageMetrics` box of the environment's font for a symbol.
/// - `resizable()` takes the proposal on each axis, its natural length where an axis is
///   unspecified, and at least its cap insets (C-IMG2).
/// - `scaledToFit()` / `scaledToFill()` keep the natural size's ratio: it is the image's ideal
///   size (C-IMG3).
///
/// A name that is not in the environment's `imageAssets` is reported (`invalidArgument`) and
/// the image is 0 × 0: SwiftUI shows nothing for an image it cannot find.
///
/// SwiftUI parity: `Image`'s initialisers and modifiers that return `Image`. Rendering mode,
/// interpolation, antialiasing and symbol rendering mode change no size; they are kept for
/// descriptions. The bundle is not searched (LayoutLab has one asset table).
public struct Image: View, PrimitiveView, Equatable {
  /// Where the image comes from.
  enum Source: Equatable {
    case named(String)
    case system(String)
  }

  /// How a resizable image fills its frame: repeated or stretched. Drawing only; both take
  /// the same size (C-IMG2).
  ///
  /// SwiftUI parity: `Image.ResizingMode`.
  public enum ResizingMode: Hashable, Sendable {
    case tile, stretch
  }

  /// Whether an image is drawn in its own colours or as a template in the foreground style.
  ///
  /// SwiftUI parity: `Image.TemplateRenderingMode`.
  public enum TemplateRenderingMode: Hashable, Sendable {
    case template, original
  }

  /// The quality of scaling an image's pixels.
  ///
  /// SwiftUI parity: `Image.Interpolation`.
  public enum Interpolation: Hashable, Sendable {
    case none, low, medium, high
  }

  /// The relative size of a symbol image (`imageScale(_:)`).
  ///
  /// SwiftUI parity: `Image.Scale`.
  public enum Scale: Hashable, Sendable {
    case small, medium, large
  }

  /// The resizing an image was given: its cap insets and mode.
  struct Resizing: Equatable {
    var capInsets: EdgeInsets
    var mode: ResizingMode
  }

  let source: Source
  var resizing: Resizing?
  var renderingMode: TemplateRenderingMode?
  var interpolation: Interpolation = .high
  var isAntialiased = true
  var symbolRenderingMode: SymbolRenderingMode?

  /// The image registered as `name` in the environment's `imageAssets`.
  public init(_ name: String, bundle: Bundle? = nil) {
    source = .named(name)
  }

  /// The SF Symbol `systemName`, sized from the environment's font (C-IMG4).
  public init(systemName: String) {
    source = .system(systemName)
  }

  /// This image, sized to the space offered instead of its natural size (C-IMG2).
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    var image = self
    image.resizing = Resizing(capInsets: capInsets, mode: resizingMode)
    return image
  }

  /// This image drawn as a template or in its own colours; changes no size.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var image = self
    image.renderingMode = renderingMode
    return image
  }

  /// This image scaled with `interpolation`; changes no size.
  public func interpolation(_ interpolation: Interpolation) -> Image {
    var image = self
    image.interpolation = interpolation
    return image
  }

  /// This image drawn with or without antialiasing; changes no size.
  public func antialiased(_ isAntialiased: Bool) -> Image {
    var image = self
    image.isAntialiased = isAntialiased
    return image
  }

  /// This symbol drawn in `mode`; changes no size.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var image = self
    image.symbolRenderingMode = mode
    return image
  }

  /// `Image("name")` or `Image(systemName: "name")` with the modifiers that were applied.
  var description: String {
    var text =
      switch source {
      case .named(let name): "Image(\(String(reflecting: name)))"
      case .system(let name): "Image(systemName: \(String(reflecting: name)))"
      }
    if let resizing {
      text +=
        resizing == Resizing(capInsets: EdgeInsets(), mode: .stretch)
        ? ".resizable()" : ".resizable(capInsets: \(resizing.capInsets), resizingMode: .\(resizing.mode))"
    }
    if let renderingMode { text += ".renderingMode(.\(renderingMode))" }
    if interpolation != .high { text += ".interpolation(.\(interpolation))" }
    if !isAntialiased { text += ".antialiased(false)" }
    if let symbolRenderingMode { text += ".symbolRenderingMode(.\(symbolRenderingMode))" }
    return text
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.summarySource = .layout
    node.install(leaf: ImageLeaf(self, node.environment) { builder.report(.invalidArgument, node, $0) })
  }
}

/// How a symbol's layers are coloured; drawing only.
///
/// SwiftUI parity: `SymbolRenderingMode`.
public struct SymbolRenderingMode: Hashable, Sendable, CustomStringConvertible {
  public let description: String

  public static let monochrome = SymbolRenderingMode(description: "monochrome")
  public static let multicolor = SymbolRenderingMode(description: "multicolor")
  public static let hierarchical = SymbolRenderingMode(description: "hierarchical")
  public static let palette = SymbolRenderingMode(description: "palette")
}
