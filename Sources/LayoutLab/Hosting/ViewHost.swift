import Foundation

/// Lays out a root view in a given size, as a hosting controller does, and keeps the view tree
/// between layouts so that identity, state and caches carry over.
///
///     let host = ViewHost(rootView: ContentView())
///     let result = host.layout(in: CGSize(width: 390, height: 844))
///     result.frame(id: "title")   // CGRect? in root coordinates
///
/// A host is not thread-safe; use one host per thread. Hosts share nothing, so several can
/// lay out at once.
///
/// SwiftUI parity: `UIHostingController`: the root view is proposed the host's size and
/// centred in it; several root views form an implicit `VStack`.
public final class ViewHost<Content: View> {
  /// The root view. Setting it updates the tree: nodes whose identity is unchanged are kept.
  public var rootView: Content {
    didSet { needsUpdate = true }
  }

  /// How `sizeThatFits` answers are reused. Changing it forgets what is remembered.
  public var measurementCachePolicy: MeasurementCachePolicy {
    get { engine.policy }
    set {
      engine.policy = newValue
      forEachNode(root) { $0.sizeCache.removeAll() }
    }
  }

  /// The environment the root view sees (Dynamic Type size, layout direction, ...).
  public var environment: EnvironmentValues {
    didSet { needsUpdate = true }
  }

  private let engine: LayoutEngine
  private let builder = TreeBuilder()
  private let root: ViewNode
  private var needsUpdate = true
  /// Problems in the view values found by the last update; they last as long as the views do.
  private var treeDiagnostics: [LayoutDiagnostic] = []

  public init(
    rootView: Content, measurementCachePolicy: MeasurementCachePolicy = .swiftUI,
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    self.rootView = rootView
    self.environment = environment
    engine = LayoutEngine(policy: measurementCachePolicy)
    root = ViewNode(viewType: ObjectIdentifier(ViewHost.self), key: .index(0), parent: nil, environment: environment)
    root.summary = "ViewHost"
    root.install(HostingLayout())
  }

  /// Lays the root view out in `size` and returns every view's frame, the counters and any
  /// diagnostics.
  public func layout(in size: CGSize) -> LayoutResult {
    builder.reset()
    if needsUpdate { update() }
    engine.beginPass()
    let proposal = ProposedViewSize(size)
    engine.commitPlacement(root, CGRect(origin: .zero, size: size), proposal)
    return LayoutResult(
      hostSize: size, rootSize: HostingLayout.rootSize(of: root.subviews),
      views: root.subviews.map { PlacedView($0) }, tree: builder.counters,
      diagnostics: treeDiagnostics + engine.diagnostics)
  }

  /// Builds or updates the tree from `rootView`.
  private func update() {
    root.environment = environment
    builder.update(root, with: RootContent(content: rootView))
    treeDiagnostics = builder.diagnostics
    needsUpdate = false
  }

  private func forEachNode(_ node: ViewNode, _ body: (ViewNode) -> Void) {
    body(node)
    for child in node.children { forEachNode(child, body) }
    for replica in node.replicas.values { forEachNode(replica, body) }
  }
}

/// The root's content as the tree builder sees it: the host node lays out the root view.
private struct RootContent<Content: View>: View, PrimitiveView {
  let content: Content

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.install(HostingLayout())
    builder.reconcile(node, [(.branch(0), content)])
  }
}
