import Foundation

/// Bytes as people read them, powers of 1024: `512 B`, `1.5 KB`, `23.4 MB`.
///
/// SwiftUI parity: none; a harness.
public enum ByteFormat {
  public static func string(_ bytes: Int) -> String {
    let units = [(1 << 30, "GB"), (1 << 20, "MB"), (1 << 10, "KB")]
    for (size, unit) in units where abs(bytes) >= size {
      return DurationFormat.significant(Double(bytes) / Double(size)) + " " + unit
    }
    return "\(bytes) B"
  }
}
