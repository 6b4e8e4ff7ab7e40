import Foundation

/// The platform's default label style: on iOS outside lists and menus, title and icon.
///
/// SwiftUI parity: `DefaultLabelStyle` (`.automatic`). SwiftUI adapts it to the context (a
/// toolbar shows the icon only); LayoutLab always shows both.
public struct DefaultLabelStyle: LabelStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    TitleAndIconLabelStyle().makeBody(configuration: configuration)
  }
}

/// The icon, then the title, in a row (C-IMG5).
///
/// SwiftUI parity: `TitleAndIconLabelStyle` (`.titleAndIcon`). [unverified] Apple documents no
/// spacing (iOS 26 adds `labelIconToTitleSpacing`, whose default is not given); reimplementations
/// use an `HStack`, and `spacing` is LayoutLab's named choice.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// Points between the icon and the title.
  public static let spacing: CGFloat = 8

  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: Self.spacing) {
      configuration.icon
      configuration.title
    }
  }
}

/// The title alone.
///
/// SwiftUI parity: `TitleOnlyLabelStyle` (`.titleOnly`).
public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
///
/// SwiftUI parity: `IconOnlyLabelStyle` (`.iconOnly`).
public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's default: title and icon.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon, then the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
