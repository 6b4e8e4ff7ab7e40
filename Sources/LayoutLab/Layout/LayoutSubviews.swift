import Foundation

/// The subviews a layout arranges, in the order its content lists them.
///
/// SwiftUI parity: `LayoutSubviews`, a random-access collection of `LayoutSubview` proxies with
/// `Int` indices. Slicing by a range keeps the indices; `subscript(indices:)` gives a new
/// collection indexed from 0.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  /// The call these subviews were given to (see `LayoutCallScope`), or `.builtin` for a
  /// built-in layout's call, which is never closed and holds no reference (`ProxyScope`).
  let scope: ProxyScope
  /// Not retained (the engine) or a node handle (the container, which counts no references),
  /// and not read after the call (a kept proxy may outlive the engine and the container):
  /// `engine` and `container` are read only while `isUsable`.
  private let engineReference: Unmanaged<LayoutEngine>
  private let containerReference: ViewNode
  private let nodes: Slice<NodeList>

  /// The engine running the call; only while the call is open (`isUsable`).
  var engine: LayoutEngine { engineReference.takeUnretainedValue() }
  /// The container whose layout was called; only while the call is open (`isUsable`).
  var container: ViewNode { containerReference }

  /// The subviews of `container` for one call of its layout (of type `layoutType`), closed
  /// when `body` returns: a proxy kept past it reports its uses instead of reaching a
  /// container or an engine that may be gone. A built-in's call (`isBuiltin`) is not scoped.
  static func during<R>(
    _ layoutType: Any.Type, isBuiltin: Bool, engine: LayoutEngine, container: ViewNode,
    _ body: (LayoutSubviews) -> R
  ) -> R {
    if isBuiltin { return body(LayoutSubviews(builtinOf: container, engine: engine)) }
    let scope = LayoutCallScope(engine: engine, layoutType: layoutType)
    defer { scope.close() }
    return body(
      LayoutSubviews(scope: .call(scope), engine: engine, container: container, nodes: container.subviews[...]))
  }

  /// The subviews of `container` for a built-in's call: in the engine's `builtinCallScope`,
  /// never closed, since a built-in keeps no proxy past the call. Inlined, as the subscript
  /// is: a built-in's every call makes one, and out of line they cost more than the call.
  @inline(__always)
  init(builtinOf container: ViewNode, engine: LayoutEngine) {
    self.init(scope: .builtin, engine: engine, container: container, nodes: container.subviews[...])
  }

  private init(scope: ProxyScope, engine: LayoutEngine, container: ViewNode, nodes: Slice<NodeList>) {
    self.init(scope: scope, engine: .passUnretained(engine), container: container, nodes: nodes)
  }

  private init(
    scope: ProxyScope, engine: Unmanaged<LayoutEngine>, container: ViewNode,
    nodes: Slice<NodeList>
  ) {
    self.scope = scope
    engineReference = engine
    containerReference = container
    self.nodes = nodes
  }

  /// The container's subviews as they are now, for this same call: what a layout that builds
  /// subviews while it runs (a lazy stack's window) reads after building them.
  var refreshed: LayoutSubviews {
    LayoutSubviews(scope: scope, engine: engine, container: container, nodes: container.subviews[...])
  }

  public typealias Index = Int
  public typealias SubSequence = LayoutSubviews

  public var startIndex: Int { nodes.startIndex }
  public var endIndex: Int { nodes.endIndex }

  public subscript(index: Int) -> LayoutSubview {
    @inline(__always) get {
      LayoutSubview(scope: scope, engine: engineReference, container: containerReference, node: nodes[index])
    }
  }

  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(scope: scope, engine: engineReference, container: containerReference, nodes: nodes[bounds])
  }

  /// The subviews at `indices`, in that order, as a collection indexed from 0.
  public subscript<S: Sequence>(indices indices: S) -> LayoutSubviews where S.Element == Int {
    LayoutSubviews(
      scope: scope, engine: engineReference, container: containerReference,
      nodes: NodeList(indices.map { nodes[$0] })[...])
  }

  /// Whether the call is still open; if not, reports `use` of these subviews.
  @inline(__always)
  func isUsable(_ use: @autoclosure () -> String) -> Bool {
    scope.isOpen(reporting: use())
  }

  /// The layout direction of the container (left to right, reported, after the call).
  public var layoutDirection: LayoutDirection {
    isUsable("layoutDirection") ? container.environment.layoutDirection : .leftToRight
  }

  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.nodes.count == rhs.nodes.count && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 == $1 }
  }

  /// The default `explicitAlignment`: places the subviews with `place` (recorded, not
  /// committed), reads each subview's explicit value of the guide where it was placed, and
  /// combines them. `nil` when no subview can hold an explicit value for the guide, and for a
  /// frame guide of a container that is not a modifier around one view: explicit frame guides
  /// stay inside the container that reads them (`GuideSet.exported(by:buildsContentWhenPlaced:)`).
  func combinedExplicitAlignment(
    of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, place: () -> Void
  ) -> CGFloat? {
    guard isUsable("explicitAlignment"), bounds.width.isFinite, bounds.height.isFinite,
      !key.isFrameGuide || container.layoutKind.isUnaryModifier,
      nodes.contains(where: { $0.mayHaveExplicitValue(for: key) })
    else { return nil }
    let placements = engine.recordPlacements(of: container, place).placements
    var values: [CGFloat] = []
    for node in nodes where node.mayHaveExplicitValue(for: key) {
      // A rehearsal: the real placement reports an unplaced subview.
      let placement =
        placements[node.subviewIndex]
        ?? engine.unplacedPlacement(
          of: node, by: container, in: bounds, containerProposal: proposal, reported: true)
      if let value = engine.explicitAlignment(
        of: key, node: node, proposal: placement.proposal, size: placement.frame.size)
      {
        values.append(placement.frame.origin[key.axis] + value - bounds.origin[key.axis])
      }
    }
    return key.combine(values)
  }
}

/// A proxy for one subview of a layout: ask it for sizes, read its spacing, priority and
/// layout values, and place it.
///
/// SwiftUI parity: `LayoutSubview`. A proxy is for the layout call that received it (see
/// `LayoutCallScope`): one kept past the call (in a layout's cache, say) answers zero sizes,
/// default spacing, priority and values, ignores `place`, and each such use is reported as a
/// `subviewUsedAfterCall` diagnostic; it never reaches a host, a container or a subview that
/// may be gone.
public struct LayoutSubview: Equatable {
  /// The call this proxy belongs to, retained: a layout asks for its subviews by the thousand,
  /// and this is the proxy's only reference count. `.builtin` for a built-in's call, which is
  /// never closed and holds no reference (`ProxyScope`).
  private let scope: ProxyScope
  /// Not retained, and read only while the call is open, when the host keeps it.
  private let engineReference: Unmanaged<LayoutEngine>
  /// A node handle, read only while the call is open, when the tree keeps the node.
  private let containerReference: ViewNode
  /// A node handle: the container holds its subviews while the call is open, and the node is
  /// only read then (compared after it, which reads only the handle).
  private let nodeReference: ViewNode

  init(scope: ProxyScope, engine: Unmanaged<LayoutEngine>, container: ViewNode, node: ViewNode) {
    self.scope = scope
    engineReference = engine
    containerReference = container
    nodeReference = node
  }

  /// Calls `body` with the engine, the container and the subview's node, none retained for
  /// the call, while the call is open; otherwise reports `use` and returns `closed` (made only
  /// then).
  @inline(__always)
  func withEngine<R>(
    _ use: @autoclosure () -> String, else closed: @autoclosure () -> R,
    _ body: (LayoutEngine, ViewNode, ViewNode) -> R
  ) -> R {
    guard scope.isOpen(reporting: use()) else { return closed() }
    return engineReference._withUnsafeGuaranteedRef { engine in
      body(engine, containerReference, nodeReference)
    }
  }

  /// The subview's size for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    withEngine("sizeThatFits", else: .zero) { engine, container, node in
      engine.measure(node, proposal, from: container)
    }
  }

  /// The subview's size and alignment guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    // Not through `withEngine`: its closure would copy the proxy to reach `scope`.
    guard scope.isOpen(reporting: "dimensions(in:)") else { return ViewDimensions(size: .zero) }
    return engineReference._withUnsafeGuaranteedRef { engine in
      engine.dimensions(
        of: nodeReference, proposal, from: containerReference, scope: scope.retained(in: engine))
    }
  }

  /// Places the subview so that its `anchor` point is at `position`, sized for `proposal`.
  /// Call it only from the container's `placeSubviews`; elsewhere it is ignored with a
  /// diagnostic. A subview placed twice keeps the last placement; one never placed is centred
  /// in the container with the container's proposal.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    withEngine("place(at:anchor:proposal:)", else: ()) { engine, container, node in
      engine.place(node, of: container, at: position, anchor: anchor, proposal: proposal)
    }
  }

  /// The subview's dimensions when its size for `proposal` is already known: the same as
  /// `dimensions(in:)` without asking for the size again (the stacks' use).
  func dimensions(knownSize size: CGSize, proposal: ProposedViewSize) -> ViewDimensions {
    guard scope.isOpen(reporting: "dimensions(in:)") else { return ViewDimensions(size: .zero) }
    return ViewDimensions(
      size: size,
      guides: GuideContext(
        engine: engineReference, node: nodeReference, proposal: proposal,
        scope: engineReference._withUnsafeGuaranteedRef { scope.retained(in: $0) }))
  }

  /// The subview's preferred spacing.
  public var spacing: ViewSpacing {
    withEngine("spacing", else: ViewSpacing()) { engine, _, node in engine.spacing(of: node) }
  }

  /// The subview's layout priority: set with `.layoutPriority(_:)`, 0 by default.
  public var priority: Double {
    withEngine("priority", else: 0) { engine, _, node in engine.priority(of: node) }
  }

  /// The subview's value for a layout value key, or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    withEngine("a layout value", else: K.defaultValue) { _, _, node in
      // Most subviews carry no layout values: answer them without the generic lookup, whose
      // cast needs the runtime's metadata for `K.Value?` on every call.
      node.traits.layoutValues.isEmpty ? K.defaultValue : Self.storedValue(key, in: node)
    }
  }

  /// The value stored for `key`, or the key's default when none or another type is stored.
  @inline(never)
  private static func storedValue<K: LayoutValueKey>(_ key: K.Type, in node: ViewNode) -> K.Value {
    guard let value = node.traits.layoutValues[ObjectIdentifier(key)] as? K.Value else { return K.defaultValue }
    return value
  }

  /// Whether the two proxies stand for the same subview (compared by identity, never read).
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.nodeReference == rhs.nodeReference
  }
}
