// Text inputs as a layout stub: LayoutLab takes no input and draws no field chrome.

/// An editable line of text; a stub laid out as its placeholder on one line, as wide as offered.
///
/// Stub: the field is its placeholder `Text` with `lineLimit(1)`, in a frame as wide as the
/// space offered (a SwiftUI text field takes the width it is offered) and aligned leading. The
/// bound text is ignored; border and insets of a styled field are not modelled.
public struct TextField<Label: View>: View {
  let label: Label

  /// A field with placeholder `titleKey`, bound to `text`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
    label = Text(titleKey)
  }

  /// A field with placeholder `title`, bound to `text`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
    label = Text(title)
  }

  /// A field with a label and a separate prompt; the prompt is shown when there is one.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) where Label == Text {
    label = prompt ?? Text(titleKey)
  }

  /// A field that may grow along `axis`; laid out on one line all the same.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) where Label == Text {
    label = Text(titleKey)
  }

  /// A field with a view as its label.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public var body: some View {
    label.lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
  }
}

/// A field for private text; a stub laid out as `TextField`.
public struct SecureField<Label: View>: View {
  let label: Label

  /// A field with placeholder `titleKey`, bound to `text`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
    label = Text(titleKey)
  }

  /// A field with placeholder `title`, bound to `text`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
    label = Text(title)
  }

  public var body: some View {
    label.lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
  }
}

/// An editor for long text; a stub that takes all the space offered and shows nothing.
public struct TextEditor: View {
  /// An editor bound to `text`; the text is ignored.
  public init(text: Binding<String>) {}

  public var body: some View {
    Color.clear
  }
}
