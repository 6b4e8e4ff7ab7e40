import Foundation

/// The stack the command runs on: 512 MB of address space, of which only the pages used are
/// ever committed.
///
/// The engine's own recursion moves to a fresh stack when it runs low, but a view value nested
/// 100,000 levels deep (a scene's chain of modifiers, each in an `AnyView`) is freed by the
/// Swift runtime one nested box at a time, recursively, about 100 bytes of stack a level: more
/// than the main thread's 8 MB.
let commandStackSize = 512 << 20

/// Runs `command` on a new thread with a `commandStackSize` stack and exits with the status it
/// returns; the main thread waits meanwhile. Never returns.
func runOnLargeStack(_ command: @escaping @Sendable () -> Int32) -> Never {
  let thread = Thread { exit(command()) }
  thread.stackSize = commandStackSize
  thread.start()
  dispatchMain()
}
