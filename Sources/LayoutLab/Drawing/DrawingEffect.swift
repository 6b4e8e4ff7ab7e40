import Foundation

/// What a drawing-only modifier does to the view it wraps, for renderers. None of these
/// changes a frame: the modifier's frame is its content's.
///
/// SwiftUI parity: SwiftUI applies these as render effects, with no layout of their own.
public enum DrawingEffect: Hashable, Sendable {
  /// `opacity(_:)`: the content drawn at this opacity (0...1).
  case opacity(Double)
  /// `clipShape(_:style:)`, `clipped(antialiased:)`, `cornerRadius(_:antialiased:)`: nothing of
  /// the content is drawn outside this outline (root coordinates).
  case clip(Path)
  /// `mask(alignment:_:)`: the content is drawn only where the mask view (the modifier's second
  /// view) is; the mask itself is not drawn.
  case mask
  /// `shadow(color:radius:x:y:)`: a shadow of the content, moved by `x` and `y`.
  case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
  /// `rotationEffect(_:anchor:)`: the content drawn turned by the angle around `anchor` of the
  /// modifier's frame.
  case rotation(Angle, anchor: UnitPoint)
  /// `scaleEffect`: the content drawn scaled around `anchor` of the modifier's frame.
  case scale(CGSize, anchor: UnitPoint)
  /// `zIndex(_:)`: siblings with a larger value are drawn in front.
  case zIndex(Double)
  /// A colour or compositing filter renderers only name: `blur(radius: 2)`, `brightness(0.1)`,
  /// `saturation(0.5)`, `grayscale(1)`, `colorMultiply(Color.red)`, `blendMode(.multiply)`,
  /// `compositingGroup()`, `drawingGroup()`.
  case filter(String)

  /// The map from the content's drawing to the picture, for rotations and scales, in root
  /// coordinates; `nil` for the other effects.
  func transform(in frame: CGRect) -> PathTransform? {
    switch self {
    case .rotation(let angle, let anchor): .rotation(angle, around: frame.point(at: anchor))
    case .scale(let scale, let anchor): .scale(scale.width, scale.height, around: frame.point(at: anchor))
    default: nil
    }
  }

  /// For a rotation or scale of a view at `frame`, the map from its drawing to the picture as
  /// `[a, b, c, d, tx, ty]`: a point (x, y) goes to (a·x + c·y + tx, b·x + d·y + ty), in root
  /// coordinates (SVG's `matrix(a b c d tx ty)`); `nil` for the other effects.
  public func affineMatrix(in frame: CGRect) -> [CGFloat]? {
    transform(in: frame).map { [$0.a, $0.b, $0.c, $0.d, $0.tx, $0.ty] }
  }

  /// `frame` as the picture shows it after a rotation or scale: the outline of the transformed
  /// rectangle, in root coordinates; `nil` for the other effects.
  public func transformedOutline(of frame: CGRect) -> Path? {
    transform(in: frame).map { Path(frame).applying($0) }
  }
}
