/// Runs workloads: measures memory over a first run, warms up, calibrates, samples, and
/// summarises.
///
/// For each workload:
/// 1. reset the memory high-water mark, make the sampler (untimed set-up), run it once without
///    rendering and read the peak: the run's memory;
/// 2. smoke: one more run, rendering, is the only sample. Otherwise, when the first run took
///    under a third of the budget, one more warm-up run with rendering; `Calibration` plans
///    the samples from the last warm-up's timed work and its wall time without rendering, and
///    the samples run, the first three rendering too (`renderingSamples`);
/// 3. statistics per phase over the samples that measured it; counters and diagnostics of the
///    last sample's first run.
///
/// SwiftUI parity: none; a harness.
public struct BenchmarkRunner {
  public let budgetNanoseconds: Double
  public let iterations: Int?
  public let smoke: Bool

  /// The samples that also time rendering: the first few only, as rendering a large result
  /// can cost more than laying it out and its figure is secondary.
  static let renderingSamples = 3

  public init(options: BenchmarkOptions) {
    budgetNanoseconds = options.budgetSeconds * 1e9
    iterations = options.iterations
    smoke = options.smoke
  }

  /// Runs `workload`, feeding its work to `blackHole`.
  public func run(_ workload: any Workload, blackHole: BlackHole) -> WorkloadResult {
    let reset = PeakMemory.reset()
    let start = PeakMemory.read()
    let sampler = workload.makeSampler(blackHole: blackHole)
    let first = sampler.run(repetitions: 1, renders: false)
    let end = PeakMemory.read()
    let memory = start.flatMap { start in
      end.map { MemoryUsage(peakBytes: $0.peak, startBytes: start.resident, reset: reset) }
    }
    var timings: [SampleTiming]
    var calibration: Calibration
    if smoke {
      calibration = Calibration(repetitions: 1, samples: 1, note: "smoke: one run")
      timings = [sampler.run(repetitions: 1, renders: true)]
    } else {
      var warmup = first
      if first.wall * 3 < budgetNanoseconds {
        // Rendering is timed in three samples only: the budget is for the layout samples.
        warmup = sampler.run(repetitions: 1, renders: true)
        warmup.wall -= (warmup.times[.renderSVG] ?? 0) + (warmup.times[.renderJSON] ?? 0)
      }
      calibration = Calibration.plan(
        runNanoseconds: warmup.times[.total] ?? warmup.wall, wallNanoseconds: warmup.wall,
        budgetNanoseconds: budgetNanoseconds, iterations: iterations)
      timings = (0..<calibration.samples).map { index in
        sampler.run(repetitions: calibration.repetitions, renders: index < Self.renderingSamples)
      }
    }
    var statistics: [Phase: Statistics] = [:]
    for phase in Phase.allCases {
      if let summary = Statistics(timings.compactMap { $0.times[phase] }) { statistics[phase] = summary }
    }
    return WorkloadResult(
      name: workload.name, family: workload.family, series: workload.series, size: workload.size, items: workload.items,
      itemNoun: workload.itemNoun, parameters: workload.parameters, samples: calibration.samples,
      repetitions: calibration.repetitions, note: calibration.note, times: statistics, counters: sampler.counters,
      memory: memory, diagnostics: sampler.diagnostics)
  }
}
