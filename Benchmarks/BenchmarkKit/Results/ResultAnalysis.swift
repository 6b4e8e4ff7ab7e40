import Foundation

/// Figures read across results: a result's ratio to the raw baseline and an update's share of
/// its cold layout. Results missing from a filtered run leave the figures empty.
///
/// SwiftUI parity: none; a harness.
public struct ResultAnalysis {
  public let results: [WorkloadResult]
  private let byName: [String: WorkloadResult]

  public init(_ results: [WorkloadResult]) {
    self.results = results
    byName = Dictionary(results.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The result called `name`, if it ran.
  public func result(_ name: String) -> WorkloadResult? { byName[name] }

  /// The raw array loop's time for `count` tags (`baseline/array/<count>`), if it ran: its
  /// fastest sample, not its median. The loop is a few instructions around a line-break
  /// branch, and how well the processor predicts that branch varies between processes and
  /// even between the samples of one (about 13 or 27 µs at 10k tags on one machine; see
  /// `AddressRandomization` and `rawLoopSlowdown(tags:)`): its fastest sample is the loop with the
  /// branch's outcomes learned, the same in most runs (a run where it was not learned says so).
  public func rawLoopTime(tags count: Int) -> Double? {
    result("baseline/array/\(count)").flatMap(Self.fastest)
  }

  /// How many times slower per tag the raw array loop's fastest sample ran at `count` tags
  /// than at 1,000, when both ran and the larger ran more than a quarter slower; `nil`
  /// otherwise.
  ///
  /// The loop's line-break branch follows the tags' widths, and a sample repeats the loop over
  /// the same tags, so the processor's branch predictor learns the whole sequence of outcomes:
  /// the loop's usual speed, the same per tag at 1,000 and 10,000 tags (and at 100,000 in some
  /// processes). Where the predictor keeps only part of them (it is shared with whatever else
  /// the processor runs) the loop at `count` tags runs slower per tag while the one at 1,000
  /// keeps its speed, and the × raw ratios at `count` tags are lower than in a run where it
  /// learned them by this factor.
  public func rawLoopSlowdown(tags count: Int) -> Double? {
    guard count > 1_000, let small = rawLoopTime(tags: 1_000), let large = rawLoopTime(tags: count) else {
      return nil
    }
    let slowdown = (large / Double(count)) / (small / 1_000)
    return slowdown > 1.25 ? slowdown : nil
  }

  /// What a report says when the raw loop ran slower per tag at 10,000 or 100,000 tags than at
  /// 1,000 (`rawLoopSlowdown(tags:)`).
  public var rawLoopNote: String? {
    let notes = [(10_000, "10,000"), (100_000, "100,000")].compactMap { count, name in
      rawLoopSlowdown(tags: count).map { slowdown in
        "the raw loop ran \(String(format: "%.2f", slowdown))× slower per tag at \(name) tags than at 1,000 "
          + "(its line breaks not learned by the branch predictor in this run): the × raw ratios at \(name) tags "
          + "are that much lower than in a run where they were"
      }
    }
    return notes.isEmpty ? nil : notes.joined(separator: "; ")
  }

  private static func fastest(_ baseline: WorkloadResult) -> Double? {
    baseline.time(.total).flatMap { $0.min > 0 ? $0.min : nil }
  }

  /// The raw array loop's time per tag at the N nearest `items` (by ratio): its fastest
  /// sample's (see `rawLoopTime(tags:)`).
  public func baselinePerItem(near items: Int) -> Double? {
    let baselines = results.filter { $0.series == "baseline/array" && Self.fastest($0) != nil }
    let nearest = baselines.min { a, b in
      abs(log(Double(max(1, a.items)) / Double(max(1, items))))
        < abs(log(Double(max(1, b.items)) / Double(max(1, items))))
    }
    return nearest.flatMap { baseline in Self.fastest(baseline).map { $0 / Double(max(1, baseline.items)) } }
  }

  /// `results` with `ratioToBaseline` and `percentOfCold` filled in.
  public func annotated() -> [WorkloadResult] {
    results.map { result in
      var result = result
      if let perItem = result.nanosecondsPerItem {
        switch result.family {
        case .tags, .leaves, .cards, .tiles, .incremental:
          result.ratioToBaseline = baselinePerItem(near: result.items).map { perItem / $0 }
        case .baseline where result.series == "baseline/heap":
          result.ratioToBaseline = baselinePerItem(near: result.items).map { perItem / $0 }
        case .baseline, .nested, .deepChain, .lazyList:
          break
        }
      }
      if result.family == .incremental, let median = result.median, let cold = coldMedian(of: result) {
        result.percentOfCold = median / cold * 100
      }
      return result
    }
  }

  /// The median of the cold layout an incremental result is compared with.
  func coldMedian(of result: WorkloadResult) -> Double? {
    guard let technique = result.parameters["technique"] else { return nil }
    return self.result("tags/\(technique)/\(result.size)")?.median.flatMap { $0 > 0 ? $0 : nil }
  }
}
