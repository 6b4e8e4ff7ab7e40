import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The process's resident memory and its high-water mark, from `/proc/self/status` (Linux).
///
/// `reset()` writes `5` to `/proc/self/clear_refs`, which sets the high-water mark (`VmHWM`)
/// back to the current resident size (`VmRSS`); after a workload, `VmHWM` minus the resident
/// size right after the reset is what the workload's run added at its peak. The allocator's
/// free memory is handed back first (`malloc_trim`), so the run's allocations show as growth
/// rather than reusing what earlier workloads left; what the allocator still keeps (partly
/// used pages) is reused without showing, and one-off allocations (caches a first layout
/// fills) show in the first workload that makes them.
///
/// SwiftUI parity: none; a harness.
public enum PeakMemory {
  /// One reading, in bytes.
  public struct Reading: Equatable, Sendable {
    /// `VmHWM`: the most resident memory since start or the last reset.
    public let peak: Int
    /// `VmRSS`: resident memory now.
    public let resident: Int
  }

  /// Returns the allocator's free memory to the system (`malloc_trim`), so the next run's
  /// allocations show as growth, then resets the high-water mark to the current resident
  /// size; whether the reset worked.
  @discardableResult
  public static func reset() -> Bool {
    trimAllocator()
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    do {
      try handle.write(contentsOf: Data("5".utf8))
      return true
    } catch {
      return false
    }
  }

  /// glibc's `malloc_trim(0)`, looked up at run time (the Glibc module does not export it);
  /// nothing where there is no such function.
  private static func trimAllocator() {
    #if canImport(Glibc)
      typealias Trim = @convention(c) (Int) -> Int32
      guard let symbol = dlsym(nil, "malloc_trim") else { return }
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
    #endif
  }

  /// The current reading; `nil` where `/proc/self/status` is missing or unreadable.
  public static func read() -> Reading? {
    guard let data = FileManager.default.contents(atPath: "/proc/self/status") else { return nil }
    return parse(String(decoding: data, as: UTF8.self))
  }

  /// The reading in the text of a `/proc/<pid>/status` file (`VmHWM:    13532 kB`).
  static func parse(_ status: String) -> Reading? {
    var values: [String: Int] = [:]
    for line in status.split(separator: "\n") {
      let fields = line.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "\t" })
      guard fields.count == 3, fields[2] == "kB", let kilobytes = Int(fields[1]) else { continue }
      values[String(fields[0])] = kilobytes * 1024
    }
    guard let peak = values["VmHWM"], let resident = values["VmRSS"] else { return nil }
    return Reading(peak: peak, resident: resident)
  }
}
