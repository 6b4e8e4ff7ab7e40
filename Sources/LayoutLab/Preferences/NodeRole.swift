import Foundation

/// What a node does besides laying out: the parts of the frame loop that are not layout.
///
/// Every payload is a reference or boxed (`indirect`), so a role is 16 bytes and the extras
/// of the nodes that have one (two per element in the collection view) are 56: an
/// `AnyHashable` or an observer value inline made every role 49 bytes, and the extras 96.
enum NodeRole {
  /// Names the node's space for `GeometryProxy.frame(in: .named(...))`.
  indirect case coordinateSpace(AnyHashable)
  /// Writes or transforms a preference for its subtree.
  case preferenceWriter(any PreferenceWriter)
  /// Runs an action when its subtree's value of a preference changes.
  case preferenceObserver(any PreferenceObserver)
  /// Runs an action when a value computed from its geometry changes.
  case geometryObserver(any GeometryObserver)
  /// Dynamic content (`ForEach`, `if`): contributes `defaultValue` when nothing inside writes.
  case dynamicContent
  /// Runs actions when its view first appears and when it leaves the tree (`onAppear`, `task`).
  indirect case appearance(AppearanceActions)

  /// Which case a role is, without its payload: what a node keeps beside its role so that
  /// the walks asking every node (observers, preference sources, coordinate spaces) can pass
  /// the nodes that do not matter to them without copying a role.
  enum Kind: UInt8 {
    case none, coordinateSpace, preferenceWriter, preferenceObserver, geometryObserver, dynamicContent, appearance

    /// Whether the role observes (a preference, a geometry, its view appearing or leaving),
    /// running actions after a frame.
    var observes: Bool { self == .preferenceObserver || self == .geometryObserver || self == .appearance }
  }

  /// This role's case.
  var kind: Kind {
    switch self {
    case .coordinateSpace: .coordinateSpace
    case .preferenceWriter: .preferenceWriter
    case .preferenceObserver: .preferenceObserver
    case .geometryObserver: .geometryObserver
    case .dynamicContent: .dynamicContent
    case .appearance: .appearance
    }
  }
}

/// A modifier whose node carries a role. With `laysOut`, the node also lays out its content
/// unchanged (`PassthroughLayout`), so that it has a frame of its own.
@usableFromInline
struct NodeRoleModifier<Content: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let content: Content
  let summary: NodeSummary
  let role: NodeRole
  var laysOut = true

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    if laysOut { node.install(PassthroughLayout()) }
    node.summarySource = summary
    node.assign(role, in: builder.census)
    builder.reconciler.reconcile(node, .branch(0), content)
  }
}

extension NodeRole {
  /// What the modifier that gave the role says it is: `.onPreferenceChange(SizesKey)`.
  var summary: String {
    switch self {
    case .coordinateSpace(let name): ".coordinateSpace(name: \(name.base))"
    case .preferenceWriter(let writer): writer.summary
    case .preferenceObserver(let observer): ".onPreferenceChange(\(observer.keyName))"
    case .geometryObserver(let observer): observer.summary
    case .dynamicContent: ""
    case .appearance(let actions): actions.summary
    }
  }
}

/// Lays out one view exactly as if the modifier were not there.
struct PassthroughLayout: BuiltinLayout, Equatable {
  static var isUnaryModifier: Bool { true }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
  }
}
