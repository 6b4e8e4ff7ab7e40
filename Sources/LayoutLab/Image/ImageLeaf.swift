import Foundation

/// How an `Image` sizes itself: its natural size, or the proposal when resizable.
struct ImageLeaf: LeafLayout, Equatable {
  /// The size the image has on its own: `pixelSize / scale`, or a symbol's box.
  let naturalSize: CGSize
  /// The cap insets of a resizable image; `nil` when it is not resizable.
  let capInsets: EdgeInsets?
  let summary: String

  /// Resolves `image` in `environment`, reporting an unknown name or bad asset to `report`.
  init(_ image: Image, _ environment: EnvironmentValues, report: (String) -> Void) {
    summary = image.description
    capInsets = image.resizing.map(\.capInsets)
    switch image.source {
    case .named(let name):
      naturalSize = Self.naturalSize(of: name, in: environment.imageAssets, report: report)
    case .system:
      let font = environment.font ?? .body
      var pointSize = font.pointSize(at: environment.dynamicTypeSize)
      if !(pointSize >= 0 && LengthLimit.accepts(pointSize)) {
        report("font size \(formatLength(pointSize)) is not a size from 0 to 1e+300; the symbol is 0 × 0")
        pointSize = 0
      }
      naturalSize = environment.symbolImageMetrics.size(pointSize: pointSize, scale: environment.imageScale)
    }
  }

  /// `pixelSize / scale` of the asset called `name`, or 0 × 0 (reported) when it is unknown
  /// or its numbers are unusable.
  private static func naturalSize(of name: String, in assets: ImageAssets, report: (String) -> Void) -> CGSize {
    guard let asset = assets[name] else {
      report(
        "no image named \(String(reflecting: name)) in the environment's imageAssets; it is 0 × 0 (SwiftUI shows nothing)"
      )
      return .zero
    }
    let pixels = asset.pixelSize
    guard asset.scale > 0, LengthLimit.accepts(asset.scale), pixels.width >= 0, pixels.height >= 0,
      LengthLimit.accepts(pixels.width), LengthLimit.accepts(pixels.height)
    else {
      report(
        "image \(String(reflecting: name)) has pixel size \(formatLength(pixels.width)) × \(formatLength(pixels.height)) at scale \(formatLength(asset.scale)); it is 0 × 0"
      )
      return .zero
    }
    return CGSize(width: pixels.width / asset.scale, height: pixels.height / asset.scale)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
    guard let capInsets else { return naturalSize }  // C-IMG1
    // C-IMG2: the proposal per axis, the natural length where unspecified, never below the
    // cap insets.
    return CGSize(
      width: max(proposal.width ?? naturalSize.width, capInsets.leading + capInsets.trailing),
      height: max(proposal.height ?? naturalSize.height, capInsets.top + capInsets.bottom))
  }

  /// Grey, so that renderers stroke the outline below with it.
  var fill: Color? { Color(white: 0.5) }

  /// A box with a cross through it, as placeholders for pictures are drawn.
  func drawing(in frame: CGRect) -> ShapeDrawing? {
    var path = Path(frame)
    path.move(to: CGPoint(x: frame.minX, y: frame.minY))
    path.addLine(to: CGPoint(x: frame.maxX, y: frame.maxY))
    path.move(to: CGPoint(x: frame.maxX, y: frame.minY))
    path.addLine(to: CGPoint(x: frame.minX, y: frame.maxY))
    return ShapeDrawing(path: path, stroke: StrokeStyle(lineWidth: 1))
  }
}
