import Foundation
import LayoutLab

/// An image of a scene: a named image from the scene's `images` table or an SF Symbol, made
/// resizable or not, with the options `Image` itself takes.
///
/// SwiftUI parity: `Image(_:)`, `Image(systemName:)`, `resizable(capInsets:resizingMode:)`,
/// `renderingMode(_:)` and `interpolation(_:)`.
struct SceneImage: Sendable {
  /// Where the picture comes from.
  enum Source: Sendable {
    /// A name in the scene's `images` table.
    case named(String)
    /// An SF Symbol, sized from the font.
    case system(String)
  }

  let source: Source
  /// The cap insets and mode of a resizable image; `nil` when it keeps its natural size.
  var resizing: (capInsets: EdgeInsets, mode: Image.ResizingMode)?
  var renderingMode: Image.TemplateRenderingMode?
  var interpolation: Image.Interpolation?

  /// The image, with `substitutions` filled into its name.
  func makeImage(_ substitutions: SceneSubstitutions) -> Image {
    var image: Image =
      switch source {
      case .named(let name): Image(substitutions.apply(to: name))
      case .system(let name): Image(systemName: substitutions.apply(to: name))
      }
    if let resizing { image = image.resizable(capInsets: resizing.capInsets, resizingMode: resizing.mode) }
    if let renderingMode { image = image.renderingMode(renderingMode) }
    if let interpolation { image = image.interpolation(interpolation) }
    return image
  }
}
