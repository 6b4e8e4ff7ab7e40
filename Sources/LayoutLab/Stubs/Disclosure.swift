/// A label that shows its content when expanded; a stub laid out as
/// `VStack(alignment: .leading)` of the label and, when expanded, the content.
///
/// Stub: the disclosure indicator is not modelled. Without a binding the group is collapsed,
/// as SwiftUI's starts.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Bool

  /// A collapsed group titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Label == Text {
    label = Text(titleKey)
    self.content = content()
    isExpanded = false
  }

  /// A group titled `titleKey`, expanded while `isExpanded` is true.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)
  where Label == Text {
    label = Text(titleKey)
    self.content = content()
    self.isExpanded = isExpanded.wrappedValue
  }

  /// A collapsed group with a view as its label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    isExpanded = false
  }

  /// A group with a view as its label, expanded while `isExpanded` is true.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded.wrappedValue
  }

  public var body: some View {
    VStack(alignment: .leading) {
      label
      if isExpanded { content }
    }
  }
}

/// A box around related content; a stub laid out as `VStack(alignment: .leading)` of its label
/// and content. The box's inset and background are not modelled.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A box with no label.
  public init(@ViewBuilder content: () -> Content) where Label == EmptyView {
    label = EmptyView()
    self.content = content()
  }

  /// A box titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Label == Text {
    label = Text(titleKey)
    self.content = content()
  }

  /// A box with a view as its label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    VStack(alignment: .leading) {
      label
      content
    }
  }
}
