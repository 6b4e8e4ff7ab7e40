/// Decides which workloads are too slow to run: those whose series already took longer than
/// the limit per run at a smaller size, or whose two previous sizes project them past it
/// (`SizeProgression`). Without the limit, 30 alternating stacks with no measurement cache
/// would take days (each level doubles the asks).
///
/// SwiftUI parity: none; a harness.
struct RunLimit {
  /// The longest one run of a workload may take, in nanoseconds.
  let nanoseconds: Double
  /// Per series, the (size, median time) of the workloads run so far, in run order.
  private var history: [String: [(size: Int, time: Double)]] = [:]

  init(nanoseconds: Double) {
    self.nanoseconds = nanoseconds
  }

  /// Why `workload` should be skipped, or `nil` to run it.
  func reasonToSkip(_ workload: any Workload) -> String? {
    let earlier = (history[workload.series] ?? []).filter { $0.size < workload.size }
    let limit = DurationFormat.string(nanoseconds)
    if let last = earlier.last, last.time > nanoseconds {
      return "size \(last.size) already took \(DurationFormat.string(last.time)) per run, over the \(limit) limit"
    }
    guard earlier.count >= 2 else { return nil }
    let (first, second) = (earlier[earlier.count - 2], earlier[earlier.count - 1])
    guard let projected = workload.sizeProgression.project(from: first, second, to: workload.size),
      projected > nanoseconds
    else { return nil }
    return
      "projected \(DurationFormat.string(projected)) per run from sizes \(first.size) and \(second.size), over the \(limit) limit"
  }

  /// Remembers the median of a workload that ran.
  mutating func record(_ result: WorkloadResult) {
    guard let median = result.median else { return }
    history[result.series, default: []].append((result.size, median))
  }
}
