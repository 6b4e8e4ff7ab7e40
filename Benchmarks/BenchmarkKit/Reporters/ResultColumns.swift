import Foundation

/// The cells every reporter shows for a result, formatted once: times, per-item time, ratio,
/// counters and memory.
///
/// SwiftUI parity: none; a harness.
struct ResultColumns {
  let result: WorkloadResult

  /// `30×1`: samples × runs per sample.
  var samples: String { "\(result.samples)×\(result.repetitions)" }

  /// The statistic `pick` of `phase`, formatted, or `–`.
  func time(_ phase: Phase, _ pick: (Statistics) -> Double = \.median) -> String {
    result.time(phase).map { DurationFormat.string(pick($0)) } ?? "–"
  }

  /// `1.23 µs/tag`.
  var perItem: String {
    result.nanosecondsPerItem.map { DurationFormat.string($0) + "/" + result.itemNoun } ?? "–"
  }

  /// `580×` to the raw baseline.
  var ratio: String { result.ratioToBaseline.map { Self.factor($0) } ?? "–" }

  /// `4.2 %` of the cold layout.
  var percentOfCold: String { result.percentOfCold.map { String(format: "%.1f %%", $0) } ?? "–" }

  /// `+1.2 MB` growth at peak.
  var memory: String { result.memory.map { "+" + ByteFormat.string($0.growthBytes) } ?? "–" }

  /// `612 B` per view.
  var perView: String { result.bytesPerView.map { ByteFormat.string(Int($0.rounded())) } ?? "–" }

  /// A ratio with three significant digits and `×`.
  static func factor(_ value: Double) -> String {
    DurationFormat.significant(value) + "×"
  }

  /// The counters in one line, for the text output.
  var countersLine: String? {
    guard let c = result.counters else { return nil }
    return
      "frames \(c.frames) · bodies \(c.bodies) · node updates \(c.nodeUpdates) · sizeThatFits \(c.sizeThatFits) (hits \(c.cacheHits), misses \(c.cacheMisses))"
      + " · placements \(c.placements) · reductions \(c.preferenceReductions) · actions \(c.actionsCalled) · views \(c.views)"
  }

  /// The phase medians that were measured, in one line: `update 1.2 ms · svg 3.4 ms`.
  var phasesLine: String? {
    let parts = Phase.allCases.dropFirst().compactMap { phase in
      result.time(phase).map { "\(phase.heading) \(DurationFormat.string($0.median))" }
    }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }
}
