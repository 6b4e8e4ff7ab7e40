import Foundation

/// The platform's default button style: on iOS, borderless (C-IMG6).
///
/// SwiftUI parity: `DefaultButtonStyle` (`.automatic`).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    BorderlessButtonStyle().makeBody(configuration: configuration)
  }
}

/// A button that is its label and nothing else, drawn without tint.
///
/// SwiftUI parity: `PlainButtonStyle` (`.plain`).
public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button that is its label, drawn in the tint colour, with no border or padding (iOS).
///
/// SwiftUI parity: `BorderlessButtonStyle` (`.borderless`). That it adds no padding on iOS is
/// observed in SwiftUI (C-IMG6), not documented.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button whose label sits in a tinted rounded rectangle, `horizontalPadding` and
/// `verticalPadding` inside it (iOS, regular control size).
///
/// SwiftUI parity: `BorderedButtonStyle` (`.bordered`). [unverified] Apple documents no
/// padding; 12 and 7 are the iOS regular-size insets as commonly measured (a body-text button
/// about 34 points tall), kept as named constants.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// Padding left and right of the label.
  public static let horizontalPadding: CGFloat = 12
  /// Padding above and below the label.
  public static let verticalPadding: CGFloat = 7

  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(.horizontal, Self.horizontalPadding)
      .padding(.vertical, Self.verticalPadding)
      .background(RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.9)))
  }
}

/// A bordered button filled with the accent colour; laid out as `BorderedButtonStyle`.
///
/// SwiftUI parity: `BorderedProminentButtonStyle` (`.borderedProminent`); same unverified
/// padding as `.bordered`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(.horizontal, BorderedButtonStyle.horizontalPadding)
      .padding(.vertical, BorderedButtonStyle.verticalPadding)
      .background(RoundedRectangle(cornerRadius: 8).fill(Color(red: 0, green: 0.48, blue: 1)))
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default: borderless on iOS.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The label alone.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The label in the tint colour, no border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// The label padded in a tinted rounded rectangle.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// The label padded in an accent-filled rounded rectangle.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
