/// Where benchmarked work ends up, so the optimiser cannot drop it or compute it in advance.
///
/// `consume` is never inlined and folds the bytes of what it is given into `checksum`, a stored
/// property of this object: the value is really read, and the store is a side effect the
/// caller cannot see past. `opaque` is never inlined either and hands back its argument, so
/// inputs look unknown to the code that uses them (the raw baseline cannot be folded away).
/// There is no global state: the harness makes one hole per run and reads `checksum` at the
/// end (the JSON output records it), which keeps every store alive.
///
/// SwiftUI parity: none; a harness (the idea of Google Benchmark's `DoNotOptimize` and the
/// Swift benchmark suite's `blackHole`/`identity`).
public final class BlackHole {
  /// A hash of everything consumed.
  public private(set) var checksum: UInt64 = 0

  public init() {}

  /// Reads `value`'s bytes into `checksum`, keeping `value` (and what it references) alive
  /// until it is read.
  @inline(never)
  public func consume<T>(_ value: T) {
    withExtendedLifetime(value) {
      withUnsafeBytes(of: value) { bytes in
        for byte in bytes { checksum = checksum &* 31 &+ UInt64(byte) }
      }
    }
  }

  /// `value`, through a call the optimiser does not look into.
  @inline(never)
  public func opaque<T>(_ value: T) -> T {
    checksum = checksum &+ 1
    return value
  }
}
