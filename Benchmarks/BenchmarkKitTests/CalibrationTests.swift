import Testing

@testable import BenchmarkKit

@Suite("Calibration fits the samples to the budget, repeating short workloads and keeping three samples of slow ones")
struct CalibrationTests {
  @Test("A 100 µs workload repeats 20 times per 2 ms sample, and 30 samples fit a 1 s budget")
  func fastWorkload() {
    // 2 ms / 100 µs = 20 runs per sample; 1 s / 2 ms = 500 samples, capped at 30.
    let plan = Calibration.plan(warmupNanoseconds: 100_000, budgetNanoseconds: 1e9, iterations: nil)
    #expect(plan == Calibration(repetitions: 20, samples: 30, note: nil))
  }

  @Test("A 100 ms workload runs once per sample, 10 samples in a 1 s budget")
  func mediumWorkload() {
    let plan = Calibration.plan(warmupNanoseconds: 100e6, budgetNanoseconds: 1e9, iterations: nil)
    #expect(plan == Calibration(repetitions: 1, samples: 10, note: nil))
  }

  @Test("A workload slower than a third of the budget gets the minimum 3 samples and a note")
  func slowWorkload() {
    let plan = Calibration.plan(warmupNanoseconds: 4e9, budgetNanoseconds: 1e9, iterations: nil)
    #expect(plan.repetitions == 1)
    #expect(plan.samples == 3)
    #expect(plan.note == "slow: 3 samples of 4.00 s, over the 1.00 s budget")
  }

  @Test("--iterations sets the samples exactly, slow or fast; short runs still repeat")
  func iterations() {
    #expect(Calibration.plan(warmupNanoseconds: 4e9, budgetNanoseconds: 1e9, iterations: 1).samples == 1)
    let fast = Calibration.plan(warmupNanoseconds: 500_000, budgetNanoseconds: 1e9, iterations: 7)
    #expect(fast == Calibration(repetitions: 4, samples: 7, note: nil))
  }

  @Test("A warm-up of 0 ns (below the clock's resolution) does not divide by zero")
  func zeroWarmup() {
    let plan = Calibration.plan(warmupNanoseconds: 0, budgetNanoseconds: 1e9, iterations: nil)
    #expect(plan.repetitions == 1_000_000)
    #expect(plan.samples >= 3)
  }
}
