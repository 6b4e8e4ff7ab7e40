/// The context of one state change: its animation. Carried, never run (see `Animation`).
///
/// SwiftUI parity: `Transaction` with `animation` and `disablesAnimations`.
public struct Transaction: Sendable {
  public var animation: Animation?
  public var disablesAnimations = false

  public init() {}
  public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` and returns its result, as `withAnimation` does.
/// SwiftUI parity: `withTransaction(_:_:)`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}
