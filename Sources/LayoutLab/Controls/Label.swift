/// A title with an icon, laid out by the environment's label style.
///
/// With the default style on iOS, and with `.titleAndIcon`, a label is an `HStack` of its
/// icon and its title, `TitleAndIconLabelStyle.spacing` apart (C-IMG5).
///
/// SwiftUI parity: `Label`'s initialisers with a system image, a named image and builders.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  @Environment(\.anyLabelStyle) private var style

  /// A label with the title and icon the builders make.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    style.makeBody(
      LabelStyleConfiguration(
        title: LabelStyleConfiguration.Title(content: AnyView(title)),
        icon: LabelStyleConfiguration.Icon(content: AnyView(icon))))
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a localized title and an SF Symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label with `title` as it is and an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label with a localized title and an image from the environment's `imageAssets`.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// A label with `title` as it is and an image from the environment's `imageAssets`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}
