import Foundation
import Testing

@testable import BenchmarkKit

@Suite("The reporters write every result, the metadata and the targets")
struct ReporterTests {
  private typealias F = BenchmarkFixtures

  private var report: BenchmarkReport {
    BenchmarkReport(
      metadata: F.metadata,
      results: [
        F.result("baseline/array/100", median: 200),
        F.result(
          "tags/flow-layout/100", median: 100_000, parameters: ["technique": "flow-layout"],
          counters: LayoutCounters(
            frames: 1, sizeThatFits: 407, cacheHits: 204, cacheMisses: 203, placements: 203, views: 203),
          memory: MemoryUsage(peakBytes: 2_000_000, startBytes: 1_000_000, reset: true),
          phases: [.measureAndPlace: 40_000]),
        F.result("nested/swiftUI/plain/10", median: 50_000, counters: LayoutCounters(sizeThatFits: 60)),
      ])
  }

  @Test("Text: a header, one table per family with the per-item time, ratio, counters and memory, then the targets")
  func text() {
    let text = TextReporter().render(report)
    #expect(text.hasPrefix("layout-bench · 2026-01-02T03:04:05Z · commit 0123456789ab\n"))
    #expect(text.contains("== Raw baseline: the greedy wrap without an engine"))
    #expect(text.contains("== Text tags through every flow technique"))
    // 100 µs / 100 tags = 1 µs per tag; 2 ns per tag in the array loop: 500×.
    #expect(text.contains("1.00 µs/tag"))
    #expect(text.contains("500×"))
    #expect(text.contains("frames 1 · bodies 0 · node updates 0 · sizeThatFits 407 (hits 204, misses 203)"))
    // 1 000 000 B over 203 views = 4926 B = 4.81 KB.
    #expect(text.contains("memory +977 KB at peak, 4.81 KB per view"))
    #expect(text.contains("measure+place 40.0 µs"))
    #expect(text.contains("== Targets\n"))
    // Every target needs workloads this report lacks (10k tags, two N, three depths...).
    #expect(text.contains("(\(report.targets.count) more targets not measured: their workloads did not run)"))
  }

  @Test("A report says whether its process's addresses were randomised, and warns when they were")
  func addressRandomization() {
    var randomized = report
    randomized.metadata.addressRandomization = true
    var fixed = report
    fixed.metadata.addressRandomization = false
    let warning = "address randomisation on: the raw loop, and every × raw ratio, may differ between runs"
    #expect(TextReporter().render(randomized).contains(warning))
    #expect(!TextReporter().render(fixed).contains(warning))
    #expect(MarkdownReporter(charts: []).render(randomized).contains("| Addresses | randomised (the system refused"))
    #expect(MarkdownReporter(charts: []).render(fixed).contains("| Addresses | not randomised (`ADDR_NO_RANDOMIZE`"))
    // Results written before the field existed say nothing about it.
    #expect(!MarkdownReporter(charts: []).render(report).contains("| Addresses |"))
  }

  @Test("A report says when the raw loop ran slower per tag at 10k tags than at 1k")
  func rawLoopSlowdown() {
    var slow = report
    slow.results += [F.result("baseline/array/1000", median: 1_000), F.result("baseline/array/10000", median: 25_000)]
    let note = "the raw loop ran 2.50× slower per tag at 10,000 tags than at 1,000"
    #expect(TextReporter().render(slow).contains(note))
    #expect(MarkdownReporter(charts: []).render(slow).contains("| Raw loop | " + note))
    #expect(!TextReporter().render(report).contains("the raw loop ran"))
    #expect(!MarkdownReporter(charts: []).render(report).contains("| Raw loop |"))
  }

  @Test("The harness can tell whether this process's addresses are randomised")
  func addressRandomizationIsKnown() {
    #if os(Linux)
      #expect(AddressRandomization.isOn != nil)
    #endif
  }

  @Test("Markdown: run table, guide, targets, charts, and per family times and counters")
  func markdown() {
    let text = MarkdownReporter(charts: [.init(title: "Time against N", path: "2026-01-02/tags-time.svg")]).render(
      report)
    #expect(text.hasPrefix("# LayoutLab benchmark results, 2026-01-02\n"))
    for line in [
      "| Machine | Test CPU, 2 cores, 1.00 GB memory; Linux |", "| Commit | `0123456789abcdef` |",
      "| Command | `layout-bench --format markdown` |", "## Targets", "![Time against N](2026-01-02/tags-time.svg)",
      "## Text tags through every flow technique",
      "| workload | samples | median | p90 | min | max | stddev | per item | × raw | measure+place |",
      "| `tags/flow-layout/100` | 1×1 | 100 µs | 100 µs | 100 µs | 100 µs | 0.00 ns | 1.00 µs/tag | 500× | 40.0 µs |",
      "| `tags/flow-layout/100` | 1 | 0 | 0 | 407 | 204 | 203 | 203 | 0 | 0 | 203 | +977 KB | 4.81 KB |",
      "## Nested stacks",
    ] {
      #expect(text.contains(line), "missing: \(line)")
    }
  }

  @Test("JSON: the whole report, which decodes back to the same report")
  func json() throws {
    let report = report
    let text = JSONReporter().render(report)
    let decoded = try JSONDecoder().decode(BenchmarkReport.self, from: Data(text.utf8))
    #expect(decoded == report)
    #expect(text.contains("\"ratioToBaseline\" : 500"))
  }
}
