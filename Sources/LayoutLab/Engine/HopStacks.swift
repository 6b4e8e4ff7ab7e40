import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The stacks one thread's recursion continues on when its own runs low
/// (`StackGuard.onLargeStack`), kept from one hop to the next as the thread keeps its own stack.
///
/// A deep tree needs the same stack at every layout. A stack mapped for one hop and unmapped
/// after it made the next hop fault in every page again, and a fault costs far more than the
/// frames written on the page: in a chain 100,000 levels deep, about half of the tree update's
/// and of measuring and placing's time was spent faulting in fresh stack pages. So the stacks
/// are kept: the first hop from a thread's own stack continues on the first stack, a hop from
/// there on the second, and so on, each mapped at its first use. The pages a hop touched stay
/// resident for the next, like those of the thread's own stack; the stacks are unmapped when
/// the thread that made them ends.
///
/// Each hop runs on a new thread made on the kept stack, which ends with the hop; the thread
/// that hopped waits for it. A thread and its hops use the stacks one at a time: no lock.
final class HopStacks {
  /// The stacks made so far, the first hop's first.
  private var stacks: [HopStack] = []

  /// The stack of hop number `depth` (0 for the first hop from a thread's own stack), made
  /// on first use; `nil` if it could not be mapped.
  private func stack(atDepth depth: Int) -> HopStack? {
    if depth < stacks.count { return stacks[depth] }
    guard depth == stacks.count, let stack = HopStack(size: StackGuard.hopStackSize) else { return nil }
    stacks.append(stack)
    return stack
  }

  /// Runs `body` on a new thread, on the kept stack of the next hop from the current thread,
  /// and returns once it has run.
  static func hop(_ body: () -> Void) {
    let position = HopPosition.current
    let next = HopPosition(stacks: position.stacks, depth: position.depth + 1)
    withoutActuallyEscaping(body) { body in
      let run = HopRun(position: next, body: body)
      // The kept stack; without one (mapping failed), a stack the thread library maps.
      let stack = position.stacks.stack(atDepth: position.depth)
      guard let error = run.start(on: stack) else { return }
      preconditionFailure("StackGuard: no thread could be made to continue a deep recursion (error \(error))")
    }
  }
}

/// One kept stack: `size` bytes of address space mapped without reserving memory, of which only
/// the pages used are ever committed, and a guard page at its low end that no code may touch.
private final class HopStack {
  let low: UnsafeMutableRawPointer
  let size: Int

  /// A new stack of `size` bytes, or `nil` if the address space could not be mapped.
  init?(size: Int) {
    #if os(Linux)
      let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK
    #else
      let flags = MAP_PRIVATE | MAP_ANON
    #endif
    guard let memory = mmap(nil, size, PROT_READ | PROT_WRITE, flags, -1, 0),
      memory != UnsafeMutableRawPointer(bitPattern: -1)
    else { return nil }
    // A recursion that outgrew the stack (the red zone exhausted within one level) stops at
    // the guard page instead of writing below the stack.
    mprotect(memory, Int(getpagesize()), PROT_NONE)
    low = memory
    self.size = size
  }

  deinit {
    munmap(low, size)
  }
}

/// Where a thread's stack stands among its kept stacks: the thread's own stack (`depth` 0) or
/// the stack of its `depth`-th hop. Each thread has one in thread-local storage, made when it
/// first hops; it holds the stacks, which end with the last thread that holds them.
private final class HopPosition {
  let stacks: HopStacks
  let depth: Int

  init(stacks: HopStacks, depth: Int) {
    self.stacks = stacks
    self.depth = depth
  }

  /// The thread-local key of the current thread's position. Its destructor releases the
  /// position when the thread ends. Created once, and never changed.
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let created = pthread_key_create(&key) { position in
      guard let position else { return }
      Unmanaged<HopPosition>.fromOpaque(position).release()
    }
    precondition(created == 0, "StackGuard: no thread-local key for the kept stacks (error \(created))")
    return key
  }()

  /// The current thread's position; a thread that has never hopped starts a set of stacks
  /// of its own.
  static var current: HopPosition {
    if let stored = pthread_getspecific(key) { return Unmanaged<HopPosition>.fromOpaque(stored).takeUnretainedValue() }
    let position = HopPosition(stacks: HopStacks(), depth: 0)
    position.makeCurrent()
    return position
  }

  /// Stores this position as the current thread's, retained until the thread ends.
  func makeCurrent() {
    pthread_setspecific(Self.key, Unmanaged.passRetained(self).toOpaque())
  }
}

/// One hop: the body to run on the new thread, and the position that thread is at.
private final class HopRun {
  let position: HopPosition
  let body: () -> Void

  init(position: HopPosition, body: @escaping () -> Void) {
    self.position = position
    self.body = body
  }

  /// Runs `body` on a new thread on `stack` (on a stack of `hopStackSize` the thread library
  /// maps, when `nil`) and waits for it; returns the error if no thread could be made.
  func start(on stack: HopStack?) -> Int32? {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    if let stack {
      pthread_attr_setstack(&attributes, stack.low, stack.size)
    } else {
      pthread_attr_setstacksize(&attributes, StackGuard.hopStackSize)
    }
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    // Retained for the thread, which releases it when done.
    let context = Unmanaged.passRetained(self).toOpaque()
    let created = pthread_create(
      &thread, &attributes,
      { context in
        let run = Unmanaged<HopRun>.fromOpaque(context.unsafelyUnwrapped).takeRetainedValue()
        run.position.makeCurrent()
        run.body()
        return nil
      }, context)
    guard created == 0 else {
      Unmanaged<HopRun>.fromOpaque(context).release()
      return created
    }
    #if canImport(Darwin)
      pthread_join(thread.unsafelyUnwrapped, nil)
    #else
      pthread_join(thread, nil)
    #endif
    return nil
  }
}
