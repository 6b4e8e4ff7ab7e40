/// One node's counts in one layout pass, as its record keeps them: the pass they belong to
/// and three counts, 16 bytes where a `NodeCounters` and its pass took 40.
///
/// Every `sizeThatFits` ask is a cache hit or a miss, so the asks are not stored but added up
/// (`counters`). Passes are numbered modulo 2³² here: counts are told apart from an earlier
/// pass's only by the pass's number, and a count wraps around past 2³² − 1 (no pass asks one
/// view that often).
struct NodePassCounts {
  private var pass: UInt32 = 0
  private var cacheHits: UInt32 = 0
  private var cacheMisses: UInt32 = 0
  private var placementCount: UInt32 = 0

  /// Whether these are the counts of pass `pass`.
  func belong(to pass: Int) -> Bool { self.pass == UInt32(truncatingIfNeeded: pass) }

  /// Starts counting pass `pass` from zero, unless these are its counts already.
  mutating func begin(_ pass: Int) {
    guard !belong(to: pass) else { return }
    self = NodePassCounts()
    self.pass = UInt32(truncatingIfNeeded: pass)
  }

  /// Counts an ask answered from the measurement cache.
  mutating func countHit() { cacheHits &+= 1 }

  /// Counts an ask that reached the node's layout.
  mutating func countMiss() { cacheMisses &+= 1 }

  /// Counts a placement.
  mutating func countPlacement() { placementCount &+= 1 }

  /// Times the node was placed.
  var placements: Int { Int(placementCount) }

  /// The counts as `NodeCounters`, with the asks as hits plus misses.
  var counters: NodeCounters {
    var counters = NodeCounters()
    counters.cacheHits = Int(cacheHits)
    counters.cacheMisses = Int(cacheMisses)
    counters.sizeThatFitsCalls = counters.cacheHits + counters.cacheMisses
    counters.placements = Int(placementCount)
    return counters
  }
}
