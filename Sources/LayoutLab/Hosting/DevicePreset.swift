import Foundation

/// A device's window: its size in points and the safe-area insets its system bars and screen
/// corners leave, for `ViewHost(rootView:device:)` and `ViewHost.layout(on:)`.
///
/// The portrait iPhone insets are the published values (C-SA2): 59 / 34 on the iPhone 14 Pro
/// and 15, 47 / 34 on the iPhone 12, 13 and 14, 50 / 34 on the minis, 44 / 34 on the X and XS,
/// 20 / 0 on a home-button iPhone. Sources [blog]: the device table of the
/// react-native-safearea-height package (https://www.npmjs.com/package/react-native-safearea-height);
/// [obs] Fatbobman's printed insets, 47 / 34 on an iPhone 13
/// (https://github.com/fatbobman/FatBlog/blob/2727484f56d086180484b2a0e1b76cab19626420/Content/posts/safeArea.md).
/// The landscape and iPad insets are
/// UIKit's usual values, not checked against a device: VERIFY before relying on them.
///
/// SwiftUI parity: none; SwiftUI takes the insets from the device it runs on.
public struct DevicePreset: Hashable, Sendable {
  /// The preset's name, as scene files and the command line spell it.
  public let name: String
  /// The window's size in points.
  public let size: CGSize
  /// The container safe area's insets; leading is the window's left edge.
  public let safeAreaInsets: EdgeInsets
  /// The width size class a host on this device puts in the environment; `nil` when unknown.
  ///
  /// The presets follow Apple's device size-class table [doc]
  /// (https://developer.apple.com/design/human-interface-guidelines/layout#Device-size-classes):
  /// an iPhone is compact wide and regular high in portrait, compact both ways in landscape
  /// (the Plus and Max models, which are regular wide in landscape, have no preset); a
  /// full-screen iPad is regular both ways.
  public let horizontalSizeClass: UserInterfaceSizeClass?
  /// The height size class a host on this device puts in the environment; `nil` when unknown.
  public let verticalSizeClass: UserInterfaceSizeClass?
  /// The screen's points-to-pixels scale a host on this device puts in the environment: 3 on
  /// the iPhones with a notch or island, 2 on the home-button iPhone and the iPad.
  public let displayScale: CGFloat

  public init(
    name: String, size: CGSize, safeAreaInsets: EdgeInsets, horizontalSizeClass: UserInterfaceSizeClass? = nil,
    verticalSizeClass: UserInterfaceSizeClass? = nil, displayScale: CGFloat = 1
  ) {
    self.name = name
    self.size = size
    self.safeAreaInsets = safeAreaInsets
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
  }

  /// iPhone 12, 13 and 14 in portrait: 390 × 844, 47 top and 34 bottom.
  public static let iPhone = DevicePreset(
    name: "iPhone", size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
    horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3)
  /// iPhone 12, 13 and 14 in landscape: 844 × 390, 47 on each side and 21 at the bottom (unverified).
  public static let iPhoneLandscape = DevicePreset(
    name: "iPhoneLandscape", size: CGSize(width: 844, height: 390),
    safeAreaInsets: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47),
    horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 3)
  /// iPhone 14 Pro, 15 and 15 Pro in portrait: 393 × 852, 59 top and 34 bottom.
  public static let iPhone15 = DevicePreset(
    name: "iPhone15", size: CGSize(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, bottom: 34),
    horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3)
  /// iPhone 12 mini and 13 mini in portrait: 375 × 812, 50 top and 34 bottom.
  public static let iPhoneMini = DevicePreset(
    name: "iPhoneMini", size: CGSize(width: 375, height: 812), safeAreaInsets: EdgeInsets(top: 50, bottom: 34),
    horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3)
  /// iPhone X and XS in portrait: 375 × 812, 44 top and 34 bottom.
  public static let iPhoneX = DevicePreset(
    name: "iPhoneX", size: CGSize(width: 375, height: 812), safeAreaInsets: EdgeInsets(top: 44, bottom: 34),
    horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3)
  /// A home-button iPhone (8, SE) in portrait: 375 × 667, 20 top (the status bar), 0 bottom.
  public static let iPhoneSE = DevicePreset(
    name: "iPhoneSE", size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20),
    horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2)
  /// iPad Pro 11-inch in portrait: 834 × 1194, 24 top and 20 bottom (unverified).
  public static let iPad = DevicePreset(
    name: "iPad", size: CGSize(width: 834, height: 1194), safeAreaInsets: EdgeInsets(top: 24, bottom: 20),
    horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2)
  /// iPad Pro 11-inch in landscape: 1194 × 834, 24 top and 20 bottom (unverified).
  public static let iPadLandscape = DevicePreset(
    name: "iPadLandscape", size: CGSize(width: 1194, height: 834), safeAreaInsets: EdgeInsets(top: 24, bottom: 20),
    horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2)

  /// Every preset, in the order lists show them.
  public static let all: [DevicePreset] = [
    .iPhone, .iPhoneLandscape, .iPhone15, .iPhoneMini, .iPhoneX, .iPhoneSE, .iPad, .iPadLandscape,
  ]

  /// The preset called `name`, or `nil`.
  public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }
}
