import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body`, on a fresh thread with a large stack when the current thread's stack is nearly
/// used up: what lets the engine's recursive walks (build, measure, place, preferences, result
/// assembly) descend a tree 10,000 views deep without overflowing the stack.
///
/// Only the recursive entry points call it, one call per level of the tree (the hottest, the
/// engine's measuring and placing and the tree update, once every few levels:
/// `LayoutEngine.nested`, `TreeBuilder.nested`). With room to
/// spare (the usual case) it costs a thread-local read and one comparison of the stack
/// address with the thread's limit. Otherwise `body` runs on a new thread with a
/// `StackGuard.hopStackSize` stack while the calling thread waits for it; the recursion goes
/// on there, and hops again if that stack runs low too. The stacks hops run on are kept by the
/// thread that hopped, for its next hops (`HopStacks`).
///
/// The package's other recursive walks over user input (scene files' decoding and building)
/// call it too, once per level.
///
/// SwiftUI parity: not a SwiftUI behaviour (SwiftUI's attribute graph is not recursive in the
/// same way); the technique is Rust's `stacker::maybe_grow`, which `rustc` uses for the same
/// purpose.
@inline(__always)
package func withSufficientStack<R>(_ body: () -> R) -> R {
  StackGuard.hasRoom() ? body() : StackGuard.onLargeStack(body)
}

/// The stack limits behind `withSufficientStack`.
enum StackGuard {
  /// How much stack must remain for `body` to run on the current thread. Between two guarded
  /// entry points the engine and a layout's own code use a few kilobytes (tens in a debug
  /// build); 256 KB leaves room for a layout that recurses on its own a little.
  static let redZone: UInt = 256 * 1024

  /// The stack of a thread made to continue the recursion: 256 MB of address space, of which
  /// only the pages used are ever committed. Enough for about 100,000 more levels in a debug
  /// build.
  static let hopStackSize = 256 << 20

  /// Per-thread storage for the lowest stack address `body` may start at (the stack's low
  /// end plus the red zone), found once per thread. The key is created once and never
  /// changes; each thread's value is its own. `nil` if no key could be created: the limit is
  /// then found on every call.
  private static let limitKey: pthread_key_t? = {
    var key = pthread_key_t()
    return pthread_key_create(&key, nil) == 0 ? key : nil
  }()

  /// Whether the current thread has more than the red zone of stack left.
  @inline(__always)
  static func hasRoom() -> Bool {
    currentStackAddress() > currentLimit()
  }

  /// The current thread's limit, from thread-local storage, found and stored on first use.
  @inline(__always)
  private static func currentLimit() -> UInt {
    guard let key = limitKey else { return computeLimit() }
    if let stored = pthread_getspecific(key) { return UInt(bitPattern: stored) }
    let limit = computeLimit()
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: limit))
    return limit
  }

  /// The low end of the current thread's stack plus the red zone; 1 (never low) when the
  /// stack's bounds cannot be read. Never inlined: it runs once per thread, and inlined into
  /// the recursive functions that check the stack it put its thread attributes in each of
  /// their frames.
  @inline(never)
  private static func computeLimit() -> UInt {
    guard let stack = currentThreadStack() else { return 1 }
    return stack.low + redZone
  }

  /// The current thread's stack: its lowest address and its size in bytes, or `nil` when the
  /// platform does not say.
  static func currentThreadStack() -> (low: UInt, size: Int)? {
    #if os(Linux)
      // glibc declares `pthread_getattr_np` only for `_GNU_SOURCE`, which Swift's Glibc module
      // does not define: look the function up instead (once per thread).
      typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
      guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
      let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
      var attributes = pthread_attr_t()
      guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
      defer { pthread_attr_destroy(&attributes) }
      var low: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(&attributes, &low, &size) == 0, let low else { return nil }
      return (UInt(bitPattern: low), size)
    #elseif canImport(Darwin)
      let thread = pthread_self()
      let size = pthread_get_stacksize_np(thread)
      return (UInt(bitPattern: pthread_get_stackaddr_np(thread)) - UInt(size), size)
    #else
      return nil
    #endif
  }

  /// An address in the caller's stack frame: how far down the stack has grown.
  @inline(never)
  private static func currentStackAddress() -> UInt {
    var marker: UInt8 = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }

  /// Runs `body` on a new thread with a `hopStackSize` stack, one the current thread keeps for
  /// its hops (`HopStacks`), and returns its result once the thread has run it.
  @inline(never)
  static func onLargeStack<R>(_ body: () -> R) -> R {
    var result: R?
    HopStacks.hop { result = body() }
    guard let result else { preconditionFailure("StackGuard: the hop ended without a result") }
    return result
  }
}
