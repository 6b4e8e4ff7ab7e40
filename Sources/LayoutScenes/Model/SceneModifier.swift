import Foundation
import LayoutLab

/// A modifier of a scene's view.
///
/// SwiftUI parity: each case is the SwiftUI modifier of the same name.
indirect enum SceneModifier: Sendable {
  case fixedSize(horizontal: Bool, vertical: Bool)
  case aspectRatio(CGFloat?, contentMode: ContentMode)
  case padding(ScenePadding)
  case safeAreaPadding(ScenePadding)
  case ignoresSafeArea(SafeAreaRegions, edges: Edge.Set)
  case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
  case flexibleFrame(SceneFlexibleFrame)
  case layoutPriority(Double)
  case flowLineBreak(Bool)
  case background(SceneNode, alignment: Alignment)
  case overlay(SceneNode, alignment: Alignment)
  case hidden
  /// An id, with placeholders filled in when built.
  case id(String)
  case offset(x: CGFloat, y: CGFloat)
  case position(x: CGFloat, y: CGFloat)
  case font(Font?)
  case lineLimit(Int?)
  case truncationMode(Text.TruncationMode)
  case dynamicTypeSize(DynamicTypeSize)
  case layoutDirection(LayoutDirection)
  case gridCellColumns(Int)
  case gridCellAnchor(UnitPoint)
  case gridColumnAlignment(HorizontalAlignment)
  case gridCellUnsizedAxes(Axis.Set)
  case multilineTextAlignment(TextAlignment)
  case lineSpacing(CGFloat)
  case minimumScaleFactor(CGFloat)
  case textCase(Text.Case?)
  case kerning(CGFloat)
  case tracking(CGFloat)
  case bold(Bool)
  case italic(Bool)
  /// A line limit range (`lineLimit(_:)` with a range, or `reservesSpace` when both ends are
  /// equal): either end may be missing.
  case lineLimits(lower: Int?, upper: Int?)
  case opacity(Double)
  case clipShape(SceneShape)
  case clipped
  case cornerRadius(CGFloat)
  case border(Color, width: CGFloat)
  case shadow(color: Color?, radius: CGFloat, x: CGFloat, y: CGFloat)
  case rotationEffect(degrees: Double, anchor: UnitPoint)
  case scaleEffect(x: CGFloat, y: CGFloat, anchor: UnitPoint)
  case zIndex(Double)
  case mask(SceneNode, alignment: Alignment)
  case foregroundColor(Color)
  case blur(radius: CGFloat)
  case imageScale(Image.Scale)

  /// How many views the modifier adds: itself (SwiftUI's `ModifiedContent`), and a
  /// background's or overlay's views.
  var viewCount: Int {
    switch self {
    case .background(let node, _), .overlay(let node, _), .mask(let node, _): SceneLimits.sum(1, node.viewCount)
    case .border: 2
    default: 1
    }
  }
}
