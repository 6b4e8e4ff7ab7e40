/// One benchmark: a named piece of work at one size, which the runner calibrates, samples and
/// reports.
///
/// Names are `/`-separated, family first and the size last (`tags/flow-layout/10000`); the
/// name without the size is the workload's `series`, the curve it is a point of.
///
/// SwiftUI parity: none; a harness.
public protocol Workload {
  /// The unique name.
  var name: String { get }
  var family: WorkloadFamily { get }
  /// The name without the size: workloads of one series differ only in `size`.
  var series: String { get }
  /// The scaling dimension: N items, or the nesting depth.
  var size: Int { get }
  /// What per-item times divide by (tags, cards, tiles, levels).
  var items: Int { get }
  /// What one item is called (`tag`, `level`, ...).
  var itemNoun: String { get }
  /// The workload's settings by name (technique, N, policy, Dynamic Type size, ...).
  var parameters: [String: String] { get }
  /// How the sizes of the series grow, to project the next one's time (`.geometric` unless
  /// the workload says otherwise).
  var sizeProgression: SizeProgression { get }
  /// Prepares the data and state the timed work runs on (untimed) and returns it.
  func makeSampler(blackHole: BlackHole) -> any Sampler
}

extension Workload {
  public var sizeProgression: SizeProgression { .geometric }

  public var series: String {
    guard let slash = name.lastIndex(of: "/") else { return name }
    return String(name[..<slash])
  }
}
