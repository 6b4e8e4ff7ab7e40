/// A key for a value that flows down the view tree.
///
///     struct AccentKey: EnvironmentKey { static let defaultValue = "blue" }
///     extension EnvironmentValues {
///       var accent: String { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
///     }
///
/// SwiftUI parity: `EnvironmentKey`.
public protocol EnvironmentKey {
  associatedtype Value
  /// The value where no ancestor has set one.
  static var defaultValue: Value { get }
}
