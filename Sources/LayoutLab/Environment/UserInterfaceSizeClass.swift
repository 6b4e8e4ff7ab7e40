/// A coarse description of how much room a window has along one axis.
///
/// SwiftUI parity: `UserInterfaceSizeClass`. The environment's `horizontalSizeClass` and
/// `verticalSizeClass` are `nil` where nothing sets them; a host made with a `DevicePreset`
/// sets them to the preset's classes (see `DevicePreset.horizontalSizeClass`).
public enum UserInterfaceSizeClass: CaseIterable, Hashable, Sendable {
  case compact
  case regular
}

extension EnvironmentValues {
  /// The width size class of the window; `nil` when unknown.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The height size class of the window; `nil` when unknown.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = nil
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = nil
}
