import Foundation

/// The subviews a layout arranges, in the order its content lists them.
///
/// SwiftUI parity: `LayoutSubviews`, a random-access collection of `LayoutSubview` proxies with
/// `Int` indices. Slicing by a range keeps the indices; `subscript(indices:)` gives a new
/// collection indexed from 0.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  let engine: LayoutEngine
  let container: ViewNode
  private let nodes: ArraySlice<ViewNode>

  init(engine: LayoutEngine, container: ViewNode) {
    self.init(engine: engine, container: container, nodes: container.subviews[...])
  }

  private init(engine: LayoutEngine, container: ViewNode, nodes: ArraySlice<ViewNode>) {
    self.engine = engine
    self.container = container
    self.nodes = nodes
  }

  public typealias Index = Int
  public typealias SubSequence = LayoutSubviews

  public var startIndex: Int { nodes.startIndex }
  public var endIndex: Int { nodes.endIndex }

  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(engine: engine, container: container, node: nodes[index])
  }

  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(engine: engine, container: container, nodes: nodes[bounds])
  }

  /// The subviews at `indices`, in that order, as a collection indexed from 0.
  public subscript<S: Sequence>(indices indices: S) -> LayoutSubviews where S.Element == Int {
    LayoutSubviews(engine: engine, container: container, nodes: ArraySlice(indices.map { nodes[$0] }))
  }

  /// The layout direction of the container.
  public var layoutDirection: LayoutDirection { container.environment.layoutDirection }

  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.nodes.count == rhs.nodes.count && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
  }

  /// The default `explicitAlignment`: places the subviews with `place` (recorded, not
  /// committed), reads each subview's explicit value of the guide where it was placed, and
  /// combines them. `nil` when no subview can hold an explicit value for the guide, and for a
  /// frame guide of a container that is not a modifier around one view: explicit frame guides
  /// stay inside the container that reads them (`GuideSet.exported(by:buildsContentWhenPlaced:)`).
  func combinedExplicitAlignment(
    of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, place: () -> Void
  ) -> CGFloat? {
    guard bounds.width.isFinite, bounds.height.isFinite,
      !key.isFrameGuide || container.layoutKind.isUnaryModifier,
      nodes.contains(where: { $0.explicitGuides.contains(key) })
    else { return nil }
    let placements = engine.recordPlacements(of: container, place).placements
    var values: [CGFloat] = []
    for node in nodes where node.explicitGuides.contains(key) {
      // A rehearsal: the real placement reports an unplaced subview.
      let placement = placements[node.subviewIndex]
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
/// SwiftUI parity: `LayoutSubview`. Like SwiftUI's, a proxy is for the layout calls that
/// receive it: one kept (in a layout's cache, say) stays usable while its host and its
/// container live, which holds for a cache, kept by the container itself.
public struct LayoutSubview: Equatable {
  /// Not retained: a layout asks for its subviews by the thousand, and the host keeps its
  /// engine and the tree keeps the container (the collection they came from retains both).
  private let engineReference: Unmanaged<LayoutEngine>
  private let containerReference: Unmanaged<ViewNode>
  let node: ViewNode

  init(engine: LayoutEngine, container: ViewNode, node: ViewNode) {
    engineReference = .passUnretained(engine)
    containerReference = .passUnretained(container)
    self.node = node
  }

  /// Calls `body` with the engine and the container, neither retained for the call.
  @inline(__always)
  func withEngine<R>(_ body: (LayoutEngine, ViewNode) -> R) -> R {
    engineReference._withUnsafeGuaranteedRef { engine in
      containerReference._withUnsafeGuaranteedRef { container in body(engine, container) }
    }
  }

  /// The subview's size for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    withEngine { engine, container in engine.measure(node, proposal, from: container) }
  }

  /// The subview's size and alignment guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    withEngine { engine, container in engine.dimensions(of: node, proposal, from: container) }
  }

  /// Places the subview so that its `anchor` point is at `position`, sized for `proposal`.
  /// Call it only from the container's `placeSubviews`; elsewhere it is ignored with a
  /// diagnostic. A subview placed twice keeps the last placement; one never placed is centred
  /// in the container with the container's proposal.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    withEngine { engine, container in
      engine.place(node, of: container, at: position, anchor: anchor, proposal: proposal)
    }
  }

  /// The subview's preferred spacing.
  public var spacing: ViewSpacing { withEngine { engine, _ in engine.spacing(of: node) } }

  /// The subview's layout priority: set with `.layoutPriority(_:)`, 0 by default.
  public var priority: Double { withEngine { engine, _ in engine.priority(of: node) } }

  /// The subview's value for a layout value key, or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    // Most subviews carry no layout values: answer them without the generic lookup, whose
    // cast needs the runtime's metadata for `K.Value?` on every call.
    node.traits.layoutValues.isEmpty ? K.defaultValue : storedValue(key)
  }

  /// The value stored for `key`, or the key's default when none or another type is stored.
  @inline(never)
  private func storedValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
    guard let value = node.traits.layoutValues[ObjectIdentifier(key)] as? K.Value else { return K.defaultValue }
    return value
  }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.node === rhs.node
  }
}
