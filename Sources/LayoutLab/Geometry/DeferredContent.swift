import Foundation

/// Content a node builds during placement, when its frame is known: a reader's content, or the
/// view a `backgroundPreferenceValue` makes from its preference value.
final class DeferredContent {
  /// What the body counters call this content's evaluations.
  let label: String
  /// Makes the content for the node at its current frame and installs it.
  let build: (ViewNode, LayoutEngine, TreeBuilder) -> Void
  /// Whether the content must be made again at every placement, whatever the geometry.
  let rebuildsEveryPlacement: Bool
  /// The geometry the content was last made for; `nil` when it must be made again.
  private var builtFor: GeometryProxy?

  init<Content: View>(
    label: String, rebuildsEveryPlacement: Bool = false, make: @escaping (ViewNode, LayoutEngine) -> Content
  ) {
    self.label = label
    build = { node, engine, builder in builder.installDeferred(make(node, engine), in: node, label: label) }
    self.rebuildsEveryPlacement = rebuildsEveryPlacement
  }

  /// Whether the content must be made again for `node` as it is now placed: it never was, its
  /// view changed, or its geometry (its frame or a named space around it) moved.
  ///
  /// SwiftUI parity: a reader's content re-runs when its size, position or transform changes
  /// (semantics G4); the transform includes every coordinate space between it and the root.
  func needsBuild(at node: ViewNode) -> Bool {
    guard !rebuildsEveryPlacement, let builtFor else { return true }
    return !GeometryProxy(node: node).reportsSameGeometry(as: builtFor)
  }

  /// Records that the content was made for `node`'s current geometry.
  func didBuild(at node: ViewNode) { builtFor = GeometryProxy(node: node) }

  /// Forgets the geometry: the content is made again at the next placement.
  func invalidate() { builtFor = nil }
}
