import Foundation

/// The platform's default toggle style: a switch on iOS.
///
/// SwiftUI parity: `DefaultToggleStyle` (`.automatic`).
public struct DefaultToggleStyle: ToggleStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}

/// The label, a spacer and a switch of `switchSize`, in a row (C-IMG6).
///
/// SwiftUI parity: `SwitchToggleStyle` (`.switch`). [unverified] Apple documents no size;
/// 51 × 31 is the size of UIKit's `UISwitch` on iOS, which SwiftUI's switch matches as
/// commonly measured.
public struct SwitchToggleStyle: ToggleStyle {
  /// The switch's size.
  public static let switchSize = CGSize(width: 51, height: 31)

  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Spacer()
      Capsule()
        .fill(configuration.isOn ? Color(red: 0.2, green: 0.78, blue: 0.35) : Color(white: 0.9))
        .frame(width: Self.switchSize.width, height: Self.switchSize.height)
    }
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's default: a switch on iOS.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch after the label, at the row's trailing edge.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
