import Testing

@testable import BenchmarkKit

@Suite("Peak memory, the black hole and formatting read and write what they say")
struct MeasurementTests {
  @Test("VmHWM and VmRSS are read from /proc/self/status text, in bytes")
  func parseStatus() {
    let status = "Name:\tlayout-bench\nVmPeak:\t  300000 kB\nVmHWM:\t   13532 kB\nVmRSS:\t   12000 kB\nThreads:\t1\n"
    // 13532 kB × 1024 = 13 856 768 B; 12000 kB × 1024 = 12 288 000 B.
    #expect(PeakMemory.parse(status) == PeakMemory.Reading(peak: 13_856_768, resident: 12_288_000))
    #expect(PeakMemory.parse("Name:\tx\nVmRSS:\t 1 kB\n") == nil)
  }

  @Test("This process's memory can be read on Linux, the peak at least the resident size")
  func readsItself() throws {
    let reading = try #require(PeakMemory.read())
    #expect(reading.peak >= reading.resident)
    #expect(reading.resident > 0)
  }

  @Test("Growth is the peak less the start, never negative; per view divides by the views")
  func growth() {
    let usage = MemoryUsage(peakBytes: 3_000, startBytes: 1_000, reset: true)
    #expect(usage.growthBytes == 2_000)
    #expect(usage.bytesPerView(4) == 500)
    #expect(usage.bytesPerView(0) == nil)
    #expect(MemoryUsage(peakBytes: 1, startBytes: 5, reset: false).growthBytes == 0)
  }

  @Test("The black hole's checksum changes with what it consumes, and opaque returns its argument")
  func blackHole() {
    let hole = BlackHole()
    hole.consume(1.5)
    let first = hole.checksum
    hole.consume([1, 2, 3])
    #expect(hole.checksum != first)
    #expect(hole.opaque([4, 5]) == [4, 5])
  }

  @Test("Durations read with three significant digits and a unit")
  func durations() {
    #expect(DurationFormat.string(850) == "850 ns")
    #expect(DurationFormat.string(1_234) == "1.23 µs")
    #expect(DurationFormat.string(999.7) == "1.00 µs")  // rounds up to the next unit
    #expect(DurationFormat.string(45_600_000) == "45.6 ms")
    #expect(DurationFormat.string(2.1e9) == "2.10 s")
    #expect(DurationFormat.string(.nan) == "–")
    #expect(ByteFormat.string(512) == "512 B")
    #expect(ByteFormat.string(1_536) == "1.50 KB")
    #expect(ByteFormat.string(3 << 20) == "3.00 MB")
  }

  @Test("A command line is quoted for a shell where a word needs it")
  func shellQuoting() {
    #expect(
      ShellQuoting.command(["layout-bench", "--filter", "tags/*", "--format=json"])
        == "layout-bench --filter 'tags/*' --format=json")
    #expect(ShellQuoting.quoted("it's") == "'it'\\''s'")
    #expect(ShellQuoting.quoted("") == "''")
  }

  @Test("The CPU model is the first processor's model name")
  func cpuModel() {
    let cpuinfo =
      "processor\t: 0\nvendor_id\t: GenuineIntel\nmodel name\t: Intel(R) Xeon(R) Processor @ 2.10GHz\nprocessor\t: 1\n"
    #expect(RunMetadata.cpuModel(in: cpuinfo) == "Intel(R) Xeon(R) Processor @ 2.10GHz")
    #expect(RunMetadata.cpuModel(in: "processor\t: 0\n") == nil)
  }

  @Test("Chart links are relative to the report's directory when the charts are inside it")
  func relativePaths() {
    #expect(BenchmarkCommand.relativePath(of: "/r/Results/2026-01-01", from: "/r/Results") == "2026-01-01")
    #expect(BenchmarkCommand.relativePath(of: "/r/Results/2026-01-01", from: "/r/Results/") == "2026-01-01")
    #expect(BenchmarkCommand.relativePath(of: "/elsewhere/charts", from: "/r/Results") == "/elsewhere/charts")
  }
}
