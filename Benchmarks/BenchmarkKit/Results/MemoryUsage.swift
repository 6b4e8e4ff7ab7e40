/// The memory of one workload's run: its first run (set-up and one layout, no rendering), from
/// a high-water mark reset just before it (see `PeakMemory`).
///
/// SwiftUI parity: none; a harness.
public struct MemoryUsage: Codable, Equatable, Sendable {
  /// The process's resident peak during the run (`VmHWM`), in bytes.
  public let peakBytes: Int
  /// The resident size when the run started, right after the reset (`VmRSS`).
  public let startBytes: Int
  /// Whether the high-water mark could be reset; if not, `peakBytes` is the process's peak so
  /// far and `growthBytes` may belong to an earlier workload.
  public let reset: Bool
  /// `peakBytes − startBytes`: what the run added at its peak.
  public var growthBytes: Int { max(0, peakBytes - startBytes) }

  public init(peakBytes: Int, startBytes: Int, reset: Bool) {
    self.peakBytes = peakBytes
    self.startBytes = startBytes
    self.reset = reset
  }

  /// `growthBytes` per view of a layout with `views` views.
  public func bytesPerView(_ views: Int) -> Double? {
    views > 0 ? Double(growthBytes) / Double(views) : nil
  }
}
