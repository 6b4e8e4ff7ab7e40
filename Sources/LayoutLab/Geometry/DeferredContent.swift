import Foundation

/// Content a node builds during placement, when its frame is known: a reader's content, or the
/// view a `backgroundPreferenceValue` makes from its preference value.
final class DeferredContent {
  /// What the body counters call this content's evaluations.
  let label: String
  /// Makes the content for the node at its current geometry and installs it.
  let build: (ViewNode, GeometryProxy, LayoutEngine, TreeBuilder) -> Void
  /// Whether the content must be made again at every placement, whatever the geometry.
  let rebuildsEveryPlacement: Bool
  /// The geometry the content was last made for; `nil` when it must be made again.
  private var builtFor: GeometryProxy?

  init<Content: View>(
    label: String, rebuildsEveryPlacement: Bool = false,
    make: @escaping (ViewNode, GeometryProxy, LayoutEngine) -> Content
  ) {
    self.label = label
    build = { node, geometry, engine, builder in
      builder.installDeferred(make(node, geometry, engine), in: node, label: label)
    }
    self.rebuildsEveryPlacement = rebuildsEveryPlacement
  }

  /// `node`'s geometry as it is now placed, when the content must be made again for it: it
  /// never was, its view changed, or its geometry (its frame or a named space around it)
  /// moved, or its safe area changed; `nil` when the content already made is still right.
  ///
  /// SwiftUI parity: a reader's content re-runs when its size, position or transform changes
  /// (semantics G4); the transform includes every coordinate space between it and the root.
  func geometryIfNeedsBuild(at node: ViewNode, safeAreaInsets: EdgeInsets) -> GeometryProxy? {
    let geometry = GeometryProxy(node: node, safeAreaInsets: safeAreaInsets)
    guard !rebuildsEveryPlacement, let builtFor else { return geometry }
    return geometry.reportsSameGeometry(as: builtFor) ? nil : geometry
  }

  /// Records that the content was made for `geometry`.
  func didBuild(for geometry: GeometryProxy) { builtFor = geometry }

  /// Forgets the geometry: the content is made again at the next placement.
  func invalidate() { builtFor = nil }
}
