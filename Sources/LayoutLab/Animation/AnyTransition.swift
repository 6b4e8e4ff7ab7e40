/// How SwiftUI would animate a view in or out. LayoutLab shows views at once, so a transition
/// is carried and described, never run: a view inserted with `.transition(.slide)` is laid
/// out where it ends up.
///
/// SwiftUI parity: `AnyTransition` with its common transitions and combinators.
public struct AnyTransition: Sendable, CustomStringConvertible {
  public let description: String

  init(_ description: String) { self.description = description }

  public static let identity = AnyTransition("identity")
  public static let opacity = AnyTransition("opacity")
  public static let slide = AnyTransition("slide")
  public static let scale = AnyTransition("scale")

  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition("scale(scale: \(scale))")
  }
  public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(edge: \(edge))") }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(from: \(edge))") }
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition("offset(\(offset.width), \(offset.height))")
  }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition("offset(x: \(x), y: \(y))")
  }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition("asymmetric(insertion: \(insertion), removal: \(removal))")
  }

  public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(description) + \(other)") }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}
