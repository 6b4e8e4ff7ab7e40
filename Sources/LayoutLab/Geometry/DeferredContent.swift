import Foundation

/// Content a node builds during placement, when its frame is known: a reader's content, or the
/// view a `backgroundPreferenceValue` makes from its preference value.
///
/// A node keeps one for as long as it builds content: an update hands it the view's new
/// source (`ViewNode.setDeferredContent(_:)`) instead of making another, so updating a reader
/// allocates nothing.
final class DeferredContent {
  /// What the content is made from, as the node's view last gave it.
  @exclusivity(unchecked) private var source: any DeferredContentSource
  /// The geometry the content was last made for; `nil` when it must be made again.
  @exclusivity(unchecked) private var builtFor: GeometryProxy?

  init(_ source: some DeferredContentSource) { self.source = source }

  /// Makes the content for the node at its current geometry and installs it.
  func build(_ node: ViewNode, _ geometry: GeometryProxy, _ engine: LayoutEngine, _ builder: TreeBuilder) {
    source.build(node, geometry, engine, builder)
  }

  /// Makes the content from `source` from now on, at the next placement.
  func replace(with source: some DeferredContentSource) {
    self.source = source
    builtFor = nil
  }

  /// `node`'s geometry as it is now placed, when the content must be made again for it: it
  /// never was, its view changed, or its geometry (its frame or a named space around it)
  /// moved, or its safe area changed; `nil` when the content already made is still right.
  ///
  /// SwiftUI parity: a reader's content re-runs when its size, position or transform changes
  /// (semantics G4); the transform includes every coordinate space between it and the root.
  func geometryIfNeedsBuild(at node: ViewNode, in namedSpaces: [NamedSpace], safeAreaInsets: EdgeInsets)
    -> GeometryProxy?
  {
    let geometry = GeometryProxy(node: node, namedSpaces: namedSpaces, safeAreaInsets: safeAreaInsets)
    guard !type(of: source).rebuildsEveryPlacement, let builtFor else { return geometry }
    return geometry.reportsSameGeometry(as: builtFor) ? nil : geometry
  }

  /// Records that the content was made for `geometry`.
  func didBuild(for geometry: GeometryProxy) { builtFor = geometry }

  /// Forgets the geometry: the content is made again at the next placement.
  func invalidate() { builtFor = nil }
}

/// What a node's deferred content is made from: a view's closure, kept as a value so that a
/// node's `DeferredContent` can take a new one without allocating (a closure and what it
/// captures fit in an existential's inline storage).
protocol DeferredContentSource {
  /// What the body counters call the content's evaluations.
  static var label: String { get }
  /// Whether the content must be made again at every placement, whatever the geometry.
  static var rebuildsEveryPlacement: Bool { get }
  /// Makes the content for `node` at `geometry` and installs it with `builder`.
  func build(_ node: ViewNode, _ geometry: GeometryProxy, _ engine: LayoutEngine, _ builder: TreeBuilder)
}

extension DeferredContentSource {
  static var rebuildsEveryPlacement: Bool { false }
}

extension ViewNode {
  /// Makes this node build its content from `source` during placement, reusing the
  /// `DeferredContent` it already has.
  func setDeferredContent(_ source: some DeferredContentSource) {
    if let content = deferredContent {
      content.replace(with: source)
    } else {
      deferredContent = DeferredContent(source)
    }
  }
}
