/// What one `layout-bench` invocation was asked to do, read from its command line.
///
///     let options = try BenchmarkOptions.parse(["--filter", "tags/*", "--format", "json"])
///
/// Flags take their value as the next word or after `=` (`--format=json`); `--filter` may be
/// repeated (a workload runs when any filter matches). Bad input is an `OptionsError`, never a
/// crash.
///
/// SwiftUI parity: none; a harness.
public struct BenchmarkOptions: Equatable, Sendable {
  /// Substrings or globs a workload's name must match (any of them); empty runs everything.
  public var filters: [String] = []
  /// Samples per workload, replacing the calibrated count.
  public var iterations: Int?
  /// The output format.
  public var format: OutputFormat = .text
  /// Every workload once at its smallest size (CI).
  public var smoke = false
  /// List the selected workloads' names instead of running them.
  public var list = false
  /// Print the usage and exit.
  public var help = false
  /// The time one workload's samples should take, in seconds, when `iterations` is not given.
  public var budgetSeconds: Double = 1
  /// The longest one run of a workload may take, in seconds: a size projected past it is skipped.
  public var runLimitSeconds: Double = 60
  /// A directory to write the SVG charts to.
  public var chartsDirectory: String?
  /// A file to write the report to instead of standard output.
  public var outputPath: String?

  public init() {}

  /// One flag: its name, the kind of value it takes (`nil` for none) and what it does.
  public struct Flag: Sendable {
    public let name: String
    public let argument: String?
    public let summary: String
  }

  /// Every flag, in the order `--help` lists them.
  public static let flags: [Flag] = [
    Flag(
      name: "--filter", argument: "PATTERN",
      summary: "run workloads whose name contains PATTERN, or matches it as a glob (* ? [...]); repeatable"),
    Flag(
      name: "--iterations", argument: "N", summary: "take exactly N samples per workload instead of calibrating (N ≥ 1)"
    ),
    Flag(
      name: "--budget", argument: "SECONDS",
      summary: "time one workload's samples should take when calibrating (default 1)"),
    Flag(
      name: "--run-limit", argument: "SECONDS",
      summary: "skip a size whose series projects one run past SECONDS (default 60)"),
    Flag(name: "--format", argument: "text|json|markdown", summary: "output format (default text)"),
    Flag(name: "--output", argument: "FILE", summary: "write the report to FILE instead of standard output"),
    Flag(
      name: "--charts", argument: "DIR", summary: "write SVG charts (time and sizeThatFits against N and depth) to DIR"),
    Flag(name: "--smoke", argument: nil, summary: "run every workload once at its smallest size (CI)"),
    Flag(name: "--list", argument: nil, summary: "list the selected workloads and exit"),
    Flag(name: "--help", argument: nil, summary: "show this help and exit"),
  ]

  /// The flag called `name` (`-h` is `--help`).
  public static func flag(named name: String) -> Flag? {
    flags.first { $0.name == (name == "-h" ? "--help" : name) }
  }

  /// Reads a command line (without the program name).
  public static func parse(_ arguments: [String]) throws(OptionsError) -> BenchmarkOptions {
    var options = BenchmarkOptions()
    var remaining = arguments[...]
    while let word = remaining.popFirst() {
      guard word.hasPrefix("-") else { throw .unexpectedArgument(word) }
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      guard let flag = flag(named: name) else { throw .unknownFlag(name) }
      var value: String?
      if flag.argument != nil {
        if parts.count == 2 {
          value = String(parts[1])
        } else if let next = remaining.popFirst() {
          value = next
        }
        guard let value else { throw .missingValue(flag: flag.name) }
        try options.apply(flag.name, value)
      } else {
        guard parts.count == 1 else {
          throw .invalidValue(flag: flag.name, value: String(parts[1]), expected: "no value")
        }
        options.set(flag.name)
      }
    }
    if options.smoke, options.iterations != nil { throw .conflictingFlags("--smoke", "--iterations") }
    return options
  }

  private mutating func apply(_ flag: String, _ value: String) throws(OptionsError) {
    switch flag {
    case "--filter":
      guard !value.isEmpty else { throw .invalidValue(flag: flag, value: value, expected: "a non-empty pattern") }
      filters.append(value)
    case "--iterations":
      guard let count = Int(value), count >= 1 else {
        throw .invalidValue(flag: flag, value: value, expected: "a whole number of samples, at least 1")
      }
      iterations = count
    case "--budget":
      guard let seconds = Double(value), seconds.isFinite, seconds > 0 else {
        throw .invalidValue(flag: flag, value: value, expected: "a positive number of seconds")
      }
      budgetSeconds = seconds
    case "--run-limit":
      guard let seconds = Double(value), seconds.isFinite, seconds > 0 else {
        throw .invalidValue(flag: flag, value: value, expected: "a positive number of seconds")
      }
      runLimitSeconds = seconds
    case "--format":
      guard let format = OutputFormat(rawValue: value) else {
        throw .invalidValue(
          flag: flag, value: value, expected: OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))
      }
      self.format = format
    case "--output":
      guard !value.isEmpty else { throw .invalidValue(flag: flag, value: value, expected: "a file path") }
      outputPath = value
    default:
      guard !value.isEmpty else { throw .invalidValue(flag: flag, value: value, expected: "a directory path") }
      chartsDirectory = value
    }
  }

  private mutating func set(_ flag: String) {
    switch flag {
    case "--smoke": smoke = true
    case "--list": list = true
    default: help = true
    }
  }

  /// The usage text `--help` prints.
  public static var usage: String {
    let width = flags.map { $0.name.count + ($0.argument.map { $0.count + 1 } ?? 0) }.max() ?? 0
    let lines = flags.map { flag in
      let head = flag.name + (flag.argument.map { " " + $0 } ?? "")
      return "  " + head.padding(toLength: width + 2, withPad: " ", startingAt: 0) + flag.summary
    }
    return """
      layout-bench: LayoutLab's benchmarks (release builds only).

      usage: swift run -c release layout-bench [flags]

      \(lines.joined(separator: "\n"))

      Each workload is warmed up once, then sampled until --budget is spent (at least 3 and at most
      30 samples; a sample repeats a workload shorter than 2 ms until it lasts 2 ms). Times are
      medians per run of the workload; counters are deterministic.

      examples:
        swift run -c release layout-bench --filter 'tags/*/10000'
        swift run -c release layout-bench --smoke
        swift run -c release layout-bench --format markdown --output Benchmarks/Results/DATE.md --charts Benchmarks/Results/DATE

      """
  }
}
