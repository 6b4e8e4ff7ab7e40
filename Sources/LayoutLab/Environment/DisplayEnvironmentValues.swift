import Foundation

/// The display and regional values SwiftUI code commonly reads: scale, pixel length, locale,
/// calendar and time zone.
///
/// SwiftUI parity: same names and types. SwiftUI's defaults come from the device and the
/// user's settings; LayoutLab's are fixed so that every run is the same: scale 1 (a host made
/// with a `DevicePreset` sets the preset's scale), the `en_US` locale, the Gregorian calendar
/// and the UTC time zone.
extension EnvironmentValues {
  /// Points to pixels: 1 where nothing sets it, 3 on most iPhone presets.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The size of one pixel in points: `1 / displayScale`, or 1 when the scale is not positive.
  public var pixelLength: CGFloat {
    let scale = displayScale
    return scale > 0 && scale.isFinite ? 1 / scale : 1
  }

  /// The locale formatters in this subtree use.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar date views in this subtree use.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone date views in this subtree use.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

private struct DisplayScaleKey: EnvironmentKey {
  static let defaultValue: CGFloat = 1
}

private struct LocaleKey: EnvironmentKey {
  static let defaultValue = Locale(identifier: "en_US")
}

private struct CalendarKey: EnvironmentKey {
  static let defaultValue = Calendar(identifier: .gregorian)
}

private struct TimeZoneKey: EnvironmentKey {
  static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
}
