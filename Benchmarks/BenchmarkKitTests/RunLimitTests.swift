import Testing

@testable import BenchmarkKit

@Suite("Sizes projected to take longer than the run limit are skipped")
struct RunLimitTests {
  @Test("Geometric sizes follow a power law measured between the last two sizes")
  func powerLaw() throws {
    // 1k → 10k took 1 ms → 20 ms: exponent log 20 / log 10 = 1.301; 100k: 20 ms × 10^1.301 = 400 ms.
    let projected = try #require(SizeProgression.geometric.project(from: (1_000, 1e6), (10_000, 20e6), to: 100_000))
    #expect(abs(projected - 400e6) < 1)
  }

  @Test("Arithmetic sizes follow an exponential: depth 10 → 15 × 55 projects depth 20 at another × 55")
  func exponential() throws {
    // 44.3 ms at depth 10, 2.43 s at 15 (the measured alternating stacks without a cache).
    let projected = try #require(SizeProgression.arithmetic.project(from: (10, 44.3e6), (15, 2.43e9), to: 20))
    #expect(abs(projected - 2.43e9 * (2.43e9 / 44.3e6)) < 1)
  }

  @Test("No projection from equal sizes or a time that is not positive")
  func noProjection() {
    #expect(SizeProgression.geometric.project(from: (10, 1), (10, 2), to: 100) == nil)
    #expect(SizeProgression.arithmetic.project(from: (1, 0), (2, 2), to: 3) == nil)
  }

  @Test("The limit skips a depth projected past it, and every deeper one after a skip")
  func skips() {
    var limit = RunLimit(nanoseconds: 60e9)
    let fixture = { (depth: Int, time: Double) in
      BenchmarkFixtures.result("nested/none/alternating/\(depth)", median: time)
    }
    let deep = NestedStacksWorkload(depth: 20, policy: .none, alternating: true)
    #expect(limit.reasonToSkip(deep) == nil)  // nothing known yet
    limit.record(fixture(10, 44.3e6))
    limit.record(fixture(15, 2.43e9))
    // 2.43 s × 54.9 = 133 s > 60 s.
    #expect(limit.reasonToSkip(deep) == "projected 133 s per run from sizes 10 and 15, over the 60.0 s limit")
    #expect(limit.reasonToSkip(NestedStacksWorkload(depth: 30, policy: .none, alternating: true)) != nil)
    // Another series is not affected.
    #expect(limit.reasonToSkip(NestedStacksWorkload(depth: 20, policy: .none, alternating: false)) == nil)
  }

  @Test("A size that already took longer than the limit stops its series")
  func alreadyOver() {
    var limit = RunLimit(nanoseconds: 1e9)
    limit.record(BenchmarkFixtures.result("tags/collection-view/10000", median: 2e9))
    #expect(
      limit.reasonToSkip(TagsWorkload(technique: .collectionView, count: 100_000))
        == "size 10000 already took 2.00 s per run, over the 1.00 s limit")
  }
}
