import Foundation
import LayoutLab

/// Times a first layout: each run makes a new host for a new root view and lays it out until
/// it settles. The root view is made before the clock starts (it is a value; building it into
/// the tree is the engine's `update` phase); the host is released after the clock stops.
///
/// SwiftUI parity: none; a harness. A new `UIHostingController` showing a view for the first
/// time.
final class ColdLayoutSampler<Content: View>: Sampler {
  private let makeView: () -> Content
  private let hostSize: CGSize
  private let environment: EnvironmentValues
  private let policy: MeasurementCachePolicy
  private let blackHole: BlackHole
  private(set) var counters: LayoutCounters?
  private(set) var diagnostics: [String] = []

  init(
    hostSize: CGSize, environment: EnvironmentValues = EnvironmentValues(), policy: MeasurementCachePolicy = .swiftUI,
    blackHole: BlackHole, makeView: @escaping () -> Content
  ) {
    self.makeView = makeView
    self.hostSize = hostSize
    self.environment = environment
    self.policy = policy
    self.blackHole = blackHole
  }

  func run(repetitions: Int, renders: Bool) -> SampleTiming {
    let wallStart = Stopwatch.now()
    var timing = SampleTiming()
    for repetition in 0..<max(1, repetitions) {
      let view = makeView()
      let start = Stopwatch.now()
      let host = ViewHost(rootView: view, measurementCachePolicy: policy, environment: environment)
      EnginePhases.enable(on: host)
      let result = host.layout(in: hostSize)
      withExtendedLifetime(host) { timing.add(.total, Stopwatch.since(start)) }
      for (phase, time) in EnginePhases.times(of: result) { timing.add(phase, time) }
      if renders { RenderTimer(blackHole: blackHole).render(result, into: &timing) }
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
