/// Deterministic counts of the engine's work on one view in one layout pass.
public struct NodeCounters: Hashable, Sendable, CustomStringConvertible {
  /// Times a container asked this view `sizeThatFits` (hits and misses).
  public var sizeThatFitsCalls = 0
  /// Asks answered from the measurement cache.
  public var cacheHits = 0
  /// Asks that reached the view's layout (or leaf measurement).
  public var cacheMisses = 0
  /// Times the view was placed.
  public var placements = 0

  public init() {}

  public static func += (lhs: inout NodeCounters, rhs: NodeCounters) {
    lhs.sizeThatFitsCalls += rhs.sizeThatFitsCalls
    lhs.cacheHits += rhs.cacheHits
    lhs.cacheMisses += rhs.cacheMisses
    lhs.placements += rhs.placements
  }

  public var description: String {
    "sizeThatFits \(sizeThatFitsCalls) (hits \(cacheHits), misses \(cacheMisses)), placements \(placements)"
  }
}
