import Foundation

// Menus and links as layout stubs: laid out as their labels; nothing opens.

/// A button that shows a menu; a stub laid out as its label. The menu is never built.
public struct Menu<Label: View, Content: View>: View {
  let label: Label

  /// A menu titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Label == Text {
    label = Text(titleKey)
  }

  /// A menu titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Label == Text {
    label = Text(title)
  }

  /// A menu with a view as its label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public var body: some View { label }
}

/// A control that opens a URL; a stub laid out as its label. Nothing opens.
public struct Link<Label: View>: View {
  let label: Label

  /// A link titled `titleKey` to `destination`.
  public init(_ titleKey: LocalizedStringKey, destination: URL) where Label == Text {
    label = Text(titleKey)
  }

  /// A link titled `title` to `destination`.
  public init<S: StringProtocol>(_ title: S, destination: URL) where Label == Text {
    label = Text(title)
  }

  /// A link with a view as its label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public var body: some View { label }
}

/// A control that shares an item; a stub laid out as its label, "Share" by default.
///
/// SwiftUI parity: SwiftUI's `ShareLink` is generic over the item and its previews too, and its
/// default label has a share icon; here only the label is a type parameter and the default is
/// the text "Share".
public struct ShareLink<Label: View>: View {
  let label: Label

  /// A link that shares `item`.
  public init(item: URL, subject: Text? = nil, message: Text? = nil) where Label == Text {
    label = Text("Share")
  }

  /// A link that shares `item`.
  public init(item: String, subject: Text? = nil, message: Text? = nil) where Label == Text {
    label = Text("Share")
  }

  /// A link titled `titleKey` that shares `item`.
  public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
  where Label == Text {
    label = Text(titleKey)
  }

  /// A link with a view as its label that shares `item`.
  public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public var body: some View { label }
}
