import Foundation
import LayoutRendering

/// What `layout-bench` does once its options are read: select the workloads, list or run
/// them, and write the report (and charts) in the chosen format. Progress goes to standard
/// error, the report to standard output or `--output`.
///
/// Exit statuses: 0 done; 1 a smoke run found a workload whose layout reported diagnostics
/// (it does not measure what it says), or a file could not be written; 2 no workload
/// matches the filters.
///
/// SwiftUI parity: none; a harness.
public struct BenchmarkCommand {
  public let options: BenchmarkOptions
  /// The whole command line, program first, for the metadata.
  public let arguments: [String]

  public init(options: BenchmarkOptions, arguments: [String]) {
    self.options = options
    self.arguments = arguments
  }

  /// The workloads the options select, in run order.
  public var selected: [any Workload] {
    let filter = WorkloadFilter(options.filters)
    let matching = WorkloadCatalog.all().filter { filter.matches($0.name) }
    return options.smoke ? WorkloadCatalog.smallest(of: matching) : matching
  }

  /// Runs the command; returns the exit status.
  public func run() -> Int32 {
    let workloads = selected
    guard !workloads.isEmpty else {
      Self.printError(
        "no workload matches \(options.filters.map { "\"\($0)\"" }.joined(separator: " or ")); see --list")
      return 2
    }
    if options.list {
      print(workloads.map(\.name).joined(separator: "\n"))
      return 0
    }
    var metadata = RunMetadata.current(arguments: arguments, options: options)
    let blackHole = BlackHole()
    let runner = BenchmarkRunner(options: options)
    var results: [WorkloadResult] = []
    var skipped: [SkippedWorkload] = []
    var limit = RunLimit(nanoseconds: options.runLimitSeconds * 1e9)
    let width = String(workloads.count).count
    for (index, workload) in workloads.enumerated() {
      let counter = String(index + 1).leftPadded(to: width)
      Self.printError("[\(counter)/\(workloads.count)] \(workload.name)", terminator: "")
      if let reason = limit.reasonToSkip(workload) {
        Self.printError(" skipped: \(reason)", prefixed: false)
        skipped.append(SkippedWorkload(name: workload.name, reason: reason))
        continue
      }
      let result = runner.run(workload, blackHole: blackHole)
      Self.printError(
        " \(result.median.map(DurationFormat.string) ?? "–") (\(result.samples)×\(result.repetitions))", prefixed: false
      )
      results.append(result)
      limit.record(result)
    }
    metadata.blackHoleChecksum = blackHole.checksum
    let report = BenchmarkReport(metadata: metadata, results: results, skipped: skipped)
    var status: Int32 = 0
    var links: [MarkdownReporter.ChartLink] = []
    if let directory = options.chartsDirectory {
      do {
        links = try writeCharts(report, to: directory)
      } catch {
        Self.printError("cannot write the charts to \(directory): \(error.localizedDescription)")
        status = 1
      }
    }
    let text: String
    switch options.format {
    case .text: text = TextReporter().render(report)
    case .json: text = JSONReporter().render(report)
    case .markdown: text = MarkdownReporter(charts: links).render(report)
    }
    if let path = options.outputPath {
      do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        Self.printError("wrote \(path)")
      } catch {
        Self.printError("cannot write \(path): \(error.localizedDescription)")
        status = 1
      }
    } else {
      print(text, terminator: "")
    }
    if options.smoke {
      let broken = report.results.filter { !$0.diagnostics.isEmpty }
      for result in broken {
        Self.printError("smoke: \(result.name) reported \(result.diagnostics.joined(separator: ", "))")
      }
      if !broken.isEmpty { status = 1 }
    }
    return status
  }

  /// Writes every chart into `directory` (made if needed); returns their links relative to
  /// the report's file (or to the current directory when the report goes to standard output).
  private func writeCharts(_ report: BenchmarkReport, to directory: String) throws -> [MarkdownReporter.ChartLink] {
    let folder = URL(fileURLWithPath: directory).standardizedFileURL
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let base =
      options.outputPath.map { URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent() }
      ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
    let prefix = Self.relativePath(of: folder.path, from: base.path)
    var links: [MarkdownReporter.ChartLink] = []
    for chart in BenchmarkCharts.make(report) {
      try Data(chart.chart.render().utf8).write(to: folder.appendingPathComponent(chart.fileName))
      links.append(MarkdownReporter.ChartLink(title: chart.title, path: prefix + "/" + chart.fileName))
      Self.printError("wrote \(folder.appendingPathComponent(chart.fileName).path)")
    }
    return links
  }

  /// `path` relative to the directory `base` when it is inside it, else `path` itself.
  static func relativePath(of path: String, from base: String) -> String {
    let directory = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(directory) ? String(path.dropFirst(directory.count)) : path
  }

  /// Writes `message` to standard error, after `layout-bench: ` unless it continues a line.
  static func printError(_ message: String, terminator: String = "\n", prefixed: Bool = true) {
    FileHandle.standardError.write(Data(((prefixed ? "layout-bench: " : "") + message + terminator).utf8))
  }
}

extension String {
  /// The string with spaces in front up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
