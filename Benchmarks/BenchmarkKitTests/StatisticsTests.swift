import Testing

@testable import BenchmarkKit

@Suite("Statistics summarise samples: median, p90, min, max, standard deviation")
struct StatisticsTests {
  @Test("The median of an odd count is the middle value, whatever the input order")
  func oddMedian() throws {
    let stats = try #require(Statistics([5, 1, 3]))
    #expect(stats.median == 3)
    #expect(stats.min == 1)
    #expect(stats.max == 5)
    #expect(stats.count == 3)
  }

  @Test("The median of an even count is the mean of the middle two")
  func evenMedian() throws {
    // Sorted 1, 2, 4, 10: the middle two are 2 and 4.
    #expect(try #require(Statistics([10, 2, 4, 1])).median == 3)
  }

  @Test("p90 interpolates between ranks (R-7): 9.1 for 1 to 10")
  func p90() throws {
    // Position 0.9 × (10 − 1) = 8.1: between the 9th value (9) and the 10th (10), 0.1 of the way.
    let stats = try #require(Statistics((1...10).map(Double.init)))
    #expect(abs(stats.p90 - 9.1) < 1e-12)
    #expect(stats.median == 5.5)
  }

  @Test("The standard deviation is the sample one, divided by n − 1")
  func standardDeviation() throws {
    // Mean 5; squared deviations 9+1+1+1+0+0+4+16 = 32; 32 / 7 = 4.571…; √ = 2.1381.
    let stats = try #require(Statistics([2, 4, 4, 4, 5, 5, 7, 9]))
    #expect(stats.mean == 5)
    #expect(abs(stats.standardDeviation - (32.0 / 7).squareRoot()) < 1e-12)
  }

  @Test("One sample has no spread: every statistic is that sample, the deviation 0")
  func singleSample() throws {
    let stats = try #require(Statistics([42]))
    #expect([stats.median, stats.p90, stats.min, stats.max, stats.mean] == [42, 42, 42, 42, 42])
    #expect(stats.standardDeviation == 0)
  }

  @Test("No samples, or a sample that is not a finite number, give no statistics")
  func badSamples() {
    #expect(Statistics([]) == nil)
    #expect(Statistics([1, .nan]) == nil)
    #expect(Statistics([.infinity]) == nil)
  }
}
