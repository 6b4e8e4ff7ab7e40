/// Counts the evaluations of an `AlignmentGuideFlow`'s alignment-guide closures: pass one to
/// the flow to see how often the layout reads its guides.
///
/// Not thread-safe: give each host its own counter.
///
/// SwiftUI parity: not a SwiftUI API. SwiftUI evaluates a guide closure every time a container
/// reads the guide (layout rule A2); this counter makes that cost visible, as
/// layout rule PF3 asks benchmarks to count it.
public final class GuideClosureCounter {
  /// Evaluations of the items' `.leading` guide closures.
  public private(set) var leading = 0
  /// Evaluations of the items' `.top` guide closures.
  public private(set) var top = 0

  /// A counter at zero.
  public init() {}

  /// Both kinds together.
  public var total: Int { leading + top }

  /// Sets both counts back to zero.
  public func reset() {
    leading = 0
    top = 0
  }

  func countLeading() { leading += 1 }
  func countTop() { top += 1 }
}
