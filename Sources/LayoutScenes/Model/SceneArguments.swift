import Foundation
import LayoutLab

/// A shape view of a scene.
///
/// SwiftUI parity: `Rectangle`, `RoundedRectangle(cornerRadius:)`, `Capsule` and `Circle`.
enum SceneShape: Sendable {
  case rectangle
  case roundedRectangle(cornerRadius: CGFloat)
  case capsule
  case circle
  case ellipse
}

/// The spacings of the pre-`Layout` flows (`CollectionView`, `AlignmentGuideFlow`,
/// `GeometryChangeFlow`).
///
/// SwiftUI parity: their `spacing:` and `lineSpacing:` arguments.
struct SceneFlowSpacing: Sendable {
  let spacing: CGFloat
  let lineSpacing: CGFloat
}

/// The forms of `padding`.
///
/// SwiftUI parity: `padding(_:_:)` and `padding(_ insets:)`.
enum ScenePadding: Sendable {
  /// `.padding(edges, length)`; `nil` length uses the default (16).
  case edges(Edge.Set, CGFloat?)
  /// `.padding(EdgeInsets(...))`.
  case insets(EdgeInsets)
}

/// The arguments of a flexible frame.
///
/// SwiftUI parity: `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
struct SceneFlexibleFrame: Sendable {
  var minWidth: CGFloat?
  var idealWidth: CGFloat?
  var maxWidth: CGFloat?
  var minHeight: CGFloat?
  var idealHeight: CGFloat?
  var maxHeight: CGFloat?
  var alignment: Alignment
}
