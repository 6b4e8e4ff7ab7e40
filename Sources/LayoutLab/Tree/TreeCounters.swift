/// Deterministic counts of what an update of the view tree did.
public struct TreeCounters: Hashable, Sendable, CustomStringConvertible {
  /// `body` evaluations of user views.
  public var bodyEvaluations = 0
  /// Nodes made for views whose identity was new.
  public var nodesCreated = 0
  /// Nodes kept because their view's identity (position or id, and type) was unchanged.
  public var nodesKept = 0
  /// Nodes dropped, with their state, because their identity disappeared.
  public var nodesRemoved = 0

  public init() {}

  public var description: String {
    "bodies \(bodyEvaluations), nodes created \(nodesCreated), kept \(nodesKept), removed \(nodesRemoved)"
  }
}
