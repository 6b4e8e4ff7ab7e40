import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Address space layout randomisation, which `layout-bench` turns off for its own process
/// before it measures.
///
/// Every "× raw" ratio divides by the raw loop (`baseline/array`), and with randomisation on
/// that loop's speed depends on where the process was loaded: the same release binary timed
/// `baseline/array/10000` at about 13 µs in some processes and about 27 µs in others, and
/// a time profile of a slow process put its samples on the instructions after the loop's
/// line-break branch (the branch mispredicted), where a fast one spread them over the loop.
/// With randomisation off (`setarch -R`) the slow processes became rare (about one in twenty
/// instead of one in two); the engine's own times did not change. The ratios also take the
/// loop's fastest sample (`ResultAnalysis.rawLoopTime(tags:)`). The Architecture article has
/// the measurements.
///
/// So `layout-bench` executes itself again, once, with randomisation off: the Linux
/// personality flag `ADDR_NO_RANDOMIZE`, which `setarch -R` sets. Where the system refuses
/// (a container whose seccomp profile forbids the flag) the run goes on with randomisation,
/// and its report says so. A fixed layout makes runs of one binary agree; another build may
/// still place the loop differently, which is why reports name their commit.
///
/// SwiftUI parity: none; a harness.
public enum AddressRandomization {
  /// `ADDR_NO_RANDOMIZE` in `<sys/personality.h>`.
  private static let noRandomizeFlag: UInt = 0x0040000
  /// Asks `personality(2)` for the current persona without changing it.
  private static let query: UInt = 0xffff_ffff

  /// Whether this process's addresses are randomised; `nil` where that cannot be known
  /// (not Linux).
  public static var isOn: Bool? {
    guard let persona = personality(query), persona >= 0 else { return nil }
    return UInt(persona) & noRandomizeFlag == 0
  }

  /// Executes this program again with `arguments` (program first) and randomisation off, when
  /// it is on and the system lets it be turned off. Returns only when it did not execute:
  /// randomisation was off already, or could not be turned off.
  ///
  /// Not under valgrind (its preload library in `LD_PRELOAD`), which runs the program inside
  /// itself at addresses of its own: executing again would leave the tool.
  public static func turnOff(reexecuting arguments: [String]) {
    guard !isUnderValgrind else { return }
    guard let persona = personality(query), persona >= 0, UInt(persona) & noRandomizeFlag == 0 else { return }
    guard let set = personality(UInt(persona) | noRandomizeFlag), set >= 0 else { return }
    var argv = arguments.map { strdup($0) }
    argv.append(nil)
    execv("/proc/self/exe", &argv)
    // Still here: the program could not be executed again. It goes on as it was loaded, with
    // randomisation, and says so.
    for pointer in argv { free(pointer) }
    _ = personality(UInt(persona))
  }

  /// Whether valgrind runs this program: it preloads its own library.
  private static var isUnderValgrind: Bool {
    ProcessInfo.processInfo.environment["LD_PRELOAD"]?.contains("vgpreload") == true
  }

  /// `personality(2)`, looked up at run time (Swift's C modules do not import it); `nil` when
  /// it does not exist.
  private static func personality(_ persona: UInt) -> Int32? {
    #if os(Linux)
      typealias Personality = @convention(c) (UInt) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "personality") else { return nil }
      return unsafeBitCast(symbol, to: Personality.self)(persona)
    #else
      return nil
    #endif
  }
}
