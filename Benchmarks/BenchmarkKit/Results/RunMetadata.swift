import Foundation

/// Where and how a run was made: machine, toolchain, commit, command line, date and the
/// harness's settings, for the JSON and markdown outputs.
///
/// SwiftUI parity: none; a harness.
public struct RunMetadata: Codable, Equatable, Sendable {
  /// ISO 8601, UTC, when the run started.
  public var date: String
  /// The command as typed, re-quoted for a shell.
  public var command: String
  /// The CPU's model name (`/proc/cpuinfo`), if readable.
  public var cpu: String?
  /// Processors the process may use.
  public var cores: Int
  /// Physical memory, in bytes.
  public var memoryBytes: UInt64
  /// The operating system, as Foundation names it.
  public var operatingSystem: String
  /// `swift --version`'s first line, if a `swift` is on the PATH.
  public var toolchain: String?
  /// The compiler that built the harness, from `#if compiler(...)`.
  public var compiler: String
  /// `git rev-parse HEAD`, if run inside a repository.
  public var commit: String?
  /// Whether the working tree had uncommitted changes (`git status --porcelain`).
  public var uncommittedChanges: Bool?
  /// Always `release`: debug builds refuse to run.
  public var build: String = "release"
  /// The per-workload time budget, in seconds, and the fixed sample count if one was given.
  public var budgetSeconds: Double
  public var iterations: Int?
  /// The longest one run may take before larger sizes of its series are skipped, in seconds.
  public var runLimitSeconds: Double
  public var smoke: Bool
  /// Whether the engine reported phase times.
  public var phaseTimes: Bool
  /// Whether the memory high-water mark could be reset per workload.
  public var peakMemoryReset: Bool
  /// Whether the process ran with its addresses randomised (see `AddressRandomization`);
  /// `nil` where unknown, and in results written before it was recorded.
  public var addressRandomization: Bool? = nil
  /// `BlackHole.checksum` at the end: what the benchmarked work folded into (it keeps the
  /// work from being optimised away; its value means nothing).
  public var blackHoleChecksum: UInt64 = 0

  /// The metadata of this process's run with `options`, started at `date`.
  public static func current(arguments: [String], options: BenchmarkOptions, date: Date = Date()) -> RunMetadata {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    let git = ProcessOutput.run(["git", "rev-parse", "HEAD"])?.trimmingCharacters(in: .whitespacesAndNewlines)
    let status = ProcessOutput.run(["git", "status", "--porcelain"])
    return RunMetadata(
      date: formatter.string(from: date), command: ShellQuoting.command(arguments), cpu: Self.cpuModel(),
      cores: ProcessInfo.processInfo.activeProcessorCount, memoryBytes: ProcessInfo.processInfo.physicalMemory,
      operatingSystem: ProcessInfo.processInfo.operatingSystemVersionString,
      toolchain: ProcessOutput.run(["swift", "--version"])?.split(separator: "\n").first.map(String.init),
      compiler: Self.compiler, commit: git.flatMap { $0.isEmpty ? nil : $0 },
      uncommittedChanges: git == nil ? nil : status.map { !$0.isEmpty }, budgetSeconds: options.budgetSeconds,
      iterations: options.iterations, runLimitSeconds: options.runLimitSeconds, smoke: options.smoke,
      phaseTimes: EnginePhases.available,
      peakMemoryReset: PeakMemory.reset(), addressRandomization: AddressRandomization.isOn)
  }

  /// The `model name` of the first processor in `/proc/cpuinfo`.
  static func cpuModel() -> String? {
    guard let data = FileManager.default.contents(atPath: "/proc/cpuinfo") else { return nil }
    return cpuModel(in: String(decoding: data, as: UTF8.self))
  }

  static func cpuModel(in cpuinfo: String) -> String? {
    for line in cpuinfo.split(separator: "\n") where line.hasPrefix("model name") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return nil
  }

  /// The compiler that built this file.
  static var compiler: String {
    #if compiler(>=6.4)
      "Swift compiler 6.4 or later"
    #elseif compiler(>=6.3)
      "Swift compiler 6.3"
    #elseif compiler(>=6.2)
      "Swift compiler 6.2"
    #elseif compiler(>=6.1)
      "Swift compiler 6.1"
    #else
      "Swift compiler 6.0"
    #endif
  }
}
