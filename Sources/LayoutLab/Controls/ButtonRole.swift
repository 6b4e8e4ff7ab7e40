/// What a button does, which styles may show (a destructive button in red, say).
///
/// SwiftUI parity: `ButtonRole` with `destructive` and `cancel`; the role changes no layout.
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
  public let description: String

  /// A button that deletes data or does something that cannot be undone.
  public static let destructive = ButtonRole(description: "destructive")
  /// A button that cancels an operation.
  public static let cancel = ButtonRole(description: "cancel")
}
