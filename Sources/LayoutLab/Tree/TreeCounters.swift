/// Deterministic counts of what an update of the view tree did.
public struct TreeCounters: Hashable, Sendable, CustomStringConvertible {
  /// `body` evaluations of user views, and builds of deferred content (`GeometryReader`).
  public var bodyEvaluations = 0
  /// `bodyEvaluations` by view type (`GeometryReader` for readers' content).
  public var bodyEvaluationsByType: [String: Int] = [:]
  /// Nodes made for views whose identity was new.
  public var nodesCreated = 0
  /// Nodes kept because their view's identity (position or id, and type) was unchanged, and
  /// visited by the update. A kept node whose value is the same as last time (an equal user
  /// view, an unchanged `ForEach` element) counts once: the nodes below it are kept without
  /// being visited, and not counted.
  public var nodesKept = 0
  /// Nodes dropped, with their state, because their identity disappeared.
  public var nodesRemoved = 0
  /// Times a laying-out node's subviews were gathered (its children, with structural views
  /// such as `ForEach` and `Group` flattened): once per container built, and again only when
  /// an update changed which views they are or what a container reads on them (their
  /// traits, ids, guides), not when only a subview's value changed.
  public var subviewGatherings = 0

  public init() {}

  public static func += (lhs: inout TreeCounters, rhs: TreeCounters) {
    lhs.bodyEvaluations += rhs.bodyEvaluations
    lhs.bodyEvaluationsByType.merge(rhs.bodyEvaluationsByType, uniquingKeysWith: +)
    lhs.nodesCreated += rhs.nodesCreated
    lhs.nodesKept += rhs.nodesKept
    lhs.nodesRemoved += rhs.nodesRemoved
    lhs.subviewGatherings += rhs.subviewGatherings
  }

  public var description: String {
    "bodies \(bodyEvaluations), nodes created \(nodesCreated), kept \(nodesKept), removed \(nodesRemoved)"
  }
}
