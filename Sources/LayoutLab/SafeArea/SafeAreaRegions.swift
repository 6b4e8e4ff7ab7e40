/// Which kinds of safe area a view ignores or an inset adds to.
///
/// SwiftUI parity: `SafeAreaRegions`. `.container` is the area the device and containers keep
/// clear (the status bar, the home indicator, bars); `.keyboard` the area a software keyboard
/// covers, zero unless the host sets `ViewHost.keyboardHeight`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The safe area of the device and of containers.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The area covered by a software keyboard.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Every region.
  public static let all = SafeAreaRegions(rawValue: .max)
}
