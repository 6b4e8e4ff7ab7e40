import Testing

@testable import BenchmarkKit

@Suite("Calibration fits the samples to the budget, repeating short workloads and keeping three samples of slow ones")
struct CalibrationTests {
  private func plan(run: Double, wall: Double? = nil, budget: Double = 1e9, iterations: Int? = nil) -> Calibration {
    Calibration.plan(
      runNanoseconds: run, wallNanoseconds: wall ?? run, budgetNanoseconds: budget, iterations: iterations)
  }

  @Test("A 100 µs workload repeats 20 times per 2 ms sample, and 30 samples fit a 1 s budget")
  func fastWorkload() {
    // 2 ms / 100 µs = 20 runs per sample; 1 s / 2 ms = 500 samples, capped at 30.
    #expect(plan(run: 100_000) == Calibration(repetitions: 20, samples: 30, note: nil))
  }

  @Test("A 100 ms workload runs once per sample, 10 samples in a 1 s budget")
  func mediumWorkload() {
    #expect(plan(run: 100e6) == Calibration(repetitions: 1, samples: 10, note: nil))
  }

  @Test("A workload slower than a third of the budget gets the minimum 3 samples and a note")
  func slowWorkload() {
    let slow = plan(run: 4e9)
    #expect(slow.repetitions == 1)
    #expect(slow.samples == 3)
    #expect(slow.note == "slow: 3 samples of 4.00 s, over the 1.00 s budget")
  }

  @Test("Repetitions come from the timed work; the sample's bookkeeping counts once against the budget")
  func bookkeeping() {
    // 5 µs timed in a 1 ms warm-up (counting the result took the rest): 2 ms / 5 µs = 400 runs;
    // a sample is 995 µs of bookkeeping + 400 × 5 µs = 2.995 ms; 30 ms / 2.995 ms = 10 samples.
    #expect(plan(run: 5_000, wall: 1e6, budget: 30e6) == Calibration(repetitions: 400, samples: 10, note: nil))
  }

  @Test("--iterations sets the samples exactly, slow or fast; short runs still repeat")
  func iterations() {
    #expect(plan(run: 4e9, iterations: 1).samples == 1)
    #expect(plan(run: 500_000, iterations: 7) == Calibration(repetitions: 4, samples: 7, note: nil))
  }

  @Test("A warm-up of 0 ns (below the clock's resolution) does not divide by zero")
  func zeroWarmup() {
    let zero = plan(run: 0)
    #expect(zero.repetitions == 1_000_000)
    #expect(zero.samples >= 3)
  }
}
