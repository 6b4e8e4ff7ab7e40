import Foundation

/// A geometric angle, stored in radians, for rotations and angular gradients.
///
/// SwiftUI parity: `Angle`, with `degrees`/`radians`, `.degrees(_:)`, `.radians(_:)`, `.zero`,
/// comparison and addition/subtraction (`AdditiveArithmetic`).
public struct Angle: Hashable, Comparable, AdditiveArithmetic, Sendable, CustomStringConvertible {
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  public static var zero: Angle { Angle() }

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

  /// `.degrees(45)`, in degrees rounded as lengths are (up to 3 decimals).
  public var description: String { ".degrees(\(formatLength(CGFloat(degrees))))" }
}
