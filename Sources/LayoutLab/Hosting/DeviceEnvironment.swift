import Foundation

/// The environment values a device decides: its size classes and display scale.
extension EnvironmentValues {
  /// These values with `device`'s size classes and display scale.
  func adopting(_ device: DevicePreset) -> EnvironmentValues {
    var adopted = self
    adopted.horizontalSizeClass = device.horizontalSizeClass
    adopted.verticalSizeClass = device.verticalSizeClass
    adopted.displayScale = device.displayScale
    return adopted
  }

  /// Whether these values already hold `device`'s size classes and display scale.
  func matches(_ device: DevicePreset) -> Bool {
    horizontalSizeClass == device.horizontalSizeClass && verticalSizeClass == device.verticalSizeClass
      && displayScale == device.displayScale
  }
}
