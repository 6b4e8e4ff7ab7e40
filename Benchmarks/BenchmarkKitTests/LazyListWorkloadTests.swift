import BenchmarkKit
import Testing

@Suite("The lazy list workload builds a screenful of rows lazily and every row eagerly")
struct LazyListWorkloadTests {
  /// The counters of one cold run of `workload`.
  private func counters(_ workload: LazyListWorkload) -> LayoutCounters? {
    let sampler = workload.makeSampler(blackHole: BlackHole())
    _ = sampler.run(repetitions: 1, renders: false)
    return sampler.counters
  }

  @Test("A LazyVStack evaluates 19 row bodies at any N; a VStack evaluates N (C-LS5)")
  func bodiesPerStack() {
    // Rows are 44 tall with the default 8 between them: a stride of 52. Rows starting before
    // 844 + the 100-point look-ahead = 944 are built: 0 to 18 (18 × 52 = 936), 19 rows.
    for count in [100, 1_000] {
      #expect(counters(LazyListWorkload(stack: .lazy, count: count))?.bodies == 19)
      #expect(counters(LazyListWorkload(stack: .eager, count: count))?.bodies == count)
    }
  }
}
