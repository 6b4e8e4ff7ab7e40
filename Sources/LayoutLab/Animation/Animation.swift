import Foundation

/// How SwiftUI would animate a change. LayoutLab lays out the end state of every change at
/// once: an `Animation` is carried, described and never run.
///
/// SwiftUI parity: `Animation` with its common curves and springs, their modifiers
/// (`delay`, `speed`, `repeatCount`, `repeatForever`) and `description`. A layout under an
/// animation is the layout without it: SwiftUI, too, lays the end state out at once and
/// interpolates only what it draws (Apple's "Animating views and transitions" tutorial;
/// https://developer.apple.com/documentation/swiftui/animation).
public struct Animation: Equatable, Sendable, CustomStringConvertible {
  public let description: String

  init(_ description: String) { self.description = description }

  public static let `default` = Animation("default")
  public static let linear = Animation("linear")
  public static let easeIn = Animation("easeIn")
  public static let easeOut = Animation("easeOut")
  public static let easeInOut = Animation("easeInOut")
  public static let spring = Animation("spring")
  public static let interactiveSpring = Animation("interactiveSpring")
  public static let bouncy = Animation("bouncy")
  public static let smooth = Animation("smooth")
  public static let snappy = Animation("snappy")

  public static func linear(duration: TimeInterval) -> Animation { Animation("linear(duration: \(duration))") }
  public static func easeIn(duration: TimeInterval) -> Animation { Animation("easeIn(duration: \(duration))") }
  public static func easeOut(duration: TimeInterval) -> Animation { Animation("easeOut(duration: \(duration))") }
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation("easeInOut(duration: \(duration))") }
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35
  )
    -> Animation
  { Animation("timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), duration: \(duration))") }
  /// `.spring()` with no arguments is common SwiftUI code; both spring forms default every
  /// argument, and SwiftUI's interface disfavours this one, so `.spring()` is unambiguous.
  @_disfavoredOverload
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
    -> Animation
  { Animation("spring(response: \(response), dampingFraction: \(dampingFraction))") }
  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation("spring(duration: \(duration), bounce: \(bounce))")
  }
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation { Animation("interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))") }
  public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
    Animation("interpolatingSpring(stiffness: \(stiffness), damping: \(damping))")
  }
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("bouncy(duration: \(duration), extraBounce: \(extraBounce))")
  }
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("smooth(duration: \(duration), extraBounce: \(extraBounce))")
  }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("snappy(duration: \(duration), extraBounce: \(extraBounce))")
  }

  public func delay(_ delay: TimeInterval) -> Animation { Animation("\(description).delay(\(delay))") }
  public func speed(_ speed: Double) -> Animation { Animation("\(description).speed(\(speed))") }
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation("\(description).repeatCount(\(repeatCount))")
  }
  public func repeatForever(autoreverses: Bool = true) -> Animation { Animation("\(description).repeatForever") }
}

/// Runs `body` and returns its result: the state it writes takes effect in the next layout, at
/// its end value.
///
/// SwiftUI parity: `withAnimation(_:_:)`. SwiftUI lays the new state out at once too and
/// animates only the drawing between the old and new frames; LayoutLab draws only the end.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// Runs `body` with `animation`, then `completion`, at once: nothing is animated.
/// SwiftUI parity: `withAnimation(_:completionCriteria:_:completion:)` (iOS 17).
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  defer { completion() }
  return try body()
}

/// When an animation counts as complete. SwiftUI parity: `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  private let name: String
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  public static let removed = AnimationCompletionCriteria(name: "removed")
}
