import Foundation
import LayoutLab

/// Times a layout of a host that was laid out before: each run applies the next change (a
/// new root view, a new width, or nothing) untimed, then times `layout(in:)` until it
/// settles. Changes alternate between two states (`step(host, run)` gets the run's index), so
/// every run changes what the previous one left. The previous result is released after the
/// clock stops.
///
/// SwiftUI parity: none; a harness. A hosting controller updating after a state change or a
/// resize.
final class UpdateSampler<Content: View>: Sampler {
  private let host: ViewHost<Content>
  private let step: (ViewHost<Content>, Int) -> CGSize
  private let blackHole: BlackHole
  private var runs = 0
  private(set) var counters: LayoutCounters?
  private(set) var diagnostics: [String] = []

  /// A sampler over `host`, already laid out once by the caller; `step` makes the change for
  /// run `index` and returns the size to lay out in.
  init(host: ViewHost<Content>, blackHole: BlackHole, step: @escaping (ViewHost<Content>, Int) -> CGSize) {
    self.host = host
    self.step = step
    self.blackHole = blackHole
  }

  func run(repetitions: Int, renders: Bool) -> SampleTiming {
    let wallStart = Stopwatch.now()
    var timing = SampleTiming()
    for repetition in 0..<max(1, repetitions) {
      runs += 1
      let size = step(host, runs)
      let start = Stopwatch.now()
      let result = host.layout(in: size)
      timing.add(.total, Stopwatch.since(start))
      for (phase, time) in EnginePhases.times(of: result) { timing.add(phase, time) }
      blackHole.consume(result)
      // Counting walks the whole result: once per sample is enough, as counts repeat.
      if repetition == 0 {
        counters = LayoutCounters(result)
        diagnostics = LayoutDiagnostics.kinds(of: result)
      }
    }
    timing.wall = Stopwatch.since(wallStart)
    return timing.perRun(repetitions)
  }
}
