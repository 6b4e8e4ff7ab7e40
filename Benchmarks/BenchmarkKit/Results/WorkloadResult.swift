/// What one workload measured: its statistics per phase, its deterministic counters, its
/// memory, and the figures derived from other results (ratio to the raw baseline, % of the
/// cold layout), filled in by `ResultAnalysis`.
///
/// SwiftUI parity: none; a harness.
public struct WorkloadResult: Codable, Equatable, Sendable {
  public let name: String
  public let family: WorkloadFamily
  public let series: String
  public let size: Int
  public let items: Int
  public let itemNoun: String
  public let parameters: [String: String]
  /// Samples taken.
  public let samples: Int
  /// Runs of the workload per sample (short workloads repeat within a sample).
  public let repetitions: Int
  /// Why the sampling differs from the usual (a slow workload, a smoke run).
  public let note: String?
  /// Statistics by `Phase` raw value (`total`, `update`, ..., `renderSVG`), in nanoseconds per
  /// run of the workload.
  public let times: [String: Statistics]
  public let counters: LayoutCounters?
  public let memory: MemoryUsage?
  /// The kinds of diagnostics the layout reported; empty when it measured what it says.
  public let diagnostics: [String]
  /// The median total time per item.
  public let nanosecondsPerItem: Double?
  /// The time per item divided by the raw array loop's at the nearest N (tags, cards,
  /// tiles, incremental; the heap baseline against the array one).
  public var ratioToBaseline: Double?
  /// An incremental update's median as a percentage of the cold layout of the same
  /// technique and N.
  public var percentOfCold: Double?

  public init(
    name: String, family: WorkloadFamily, series: String, size: Int, items: Int, itemNoun: String,
    parameters: [String: String], samples: Int, repetitions: Int, note: String?, times: [Phase: Statistics],
    counters: LayoutCounters?, memory: MemoryUsage?, diagnostics: [String]
  ) {
    self.name = name
    self.family = family
    self.series = series
    self.size = size
    self.items = items
    self.itemNoun = itemNoun
    self.parameters = parameters
    self.samples = samples
    self.repetitions = repetitions
    self.note = note
    self.times = Dictionary(uniqueKeysWithValues: times.map { ($0.key.rawValue, $0.value) })
    self.counters = counters
    self.memory = memory
    self.diagnostics = diagnostics
    nanosecondsPerItem = times[.total].map { $0.median / Double(max(1, items)) }
  }

  /// The statistics of `phase`, if measured.
  public func time(_ phase: Phase) -> Statistics? { times[phase.rawValue] }

  /// The median total time.
  public var median: Double? { time(.total)?.median }

  /// The run's memory growth per view of its layout (per item for the baselines).
  public var bytesPerView: Double? {
    memory?.bytesPerView(counters?.views ?? items)
  }
}
