import Foundation
import LayoutLab

/// The built-in styles a scene's `button`, `label` and `toggle` can name; each applies the
/// SwiftUI style of the same name.
///
/// SwiftUI parity: `.buttonStyle(_:)`, `.labelStyle(_:)` and `.toggleStyle(_:)` with the
/// built-in styles.
enum SceneControlStyle: Sendable {
  case button(ButtonStyleName)
  case label(LabelStyleName)
  case toggle(ToggleStyleName)

  /// `ButtonStyle`s and `PrimitiveButtonStyle`s by their static names.
  enum ButtonStyleName: String, CaseIterable, Sendable {
    case automatic, plain, borderless, bordered, borderedProminent
  }

  /// `LabelStyle`s by their static names.
  enum LabelStyleName: String, CaseIterable, Sendable {
    case automatic, titleAndIcon, titleOnly, iconOnly
  }

  /// `ToggleStyle`s by their static names.
  enum ToggleStyleName: String, CaseIterable, Sendable {
    case automatic, `switch`
  }

  /// `view` with this style applied.
  func apply(to view: AnyView) -> AnyView {
    switch self {
    case .button(.automatic): AnyView(view.buttonStyle(.automatic))
    case .button(.plain): AnyView(view.buttonStyle(.plain))
    case .button(.borderless): AnyView(view.buttonStyle(.borderless))
    case .button(.bordered): AnyView(view.buttonStyle(.bordered))
    case .button(.borderedProminent): AnyView(view.buttonStyle(.borderedProminent))
    case .label(.automatic): AnyView(view.labelStyle(.automatic))
    case .label(.titleAndIcon): AnyView(view.labelStyle(.titleAndIcon))
    case .label(.titleOnly): AnyView(view.labelStyle(.titleOnly))
    case .label(.iconOnly): AnyView(view.labelStyle(.iconOnly))
    case .toggle(.automatic): AnyView(view.toggleStyle(.automatic))
    case .toggle(.switch): AnyView(view.toggleStyle(.switch))
    }
  }
}
