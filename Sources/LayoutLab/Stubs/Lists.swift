// Lists and forms as a layout stub: their rows are stacked with nothing between them.

/// Rows of content; a stub laid out as `VStack(alignment: .leading, spacing: 0)` of its rows.
///
/// Stub: SwiftUI's `List` is a scrolling table that fills the space offered, gives each row the
/// list's full width, a minimum height and insets, and draws separators; none of that is
/// modelled. Selection is ignored.
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content

  /// A list of `content`'s rows.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
  }

  /// A list whose selection is bound to `selection`; the selection is ignored.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list whose selection is bound to `selection`; the selection is ignored.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list of one row per element of `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
    content = ForEach(data, content: rowContent)
  }

  /// A list of one row per element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// A list of one row per integer in `data`.
  public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, RowContent>, SelectionValue == Never {
    content = ForEach(data, content: rowContent)
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 0) { content }
  }
}

/// Grouped controls for data entry; a stub laid out as `List`, a
/// `VStack(alignment: .leading, spacing: 0)` of its rows.
public struct Form<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 0) { content }
  }
}

/// A list's appearance; LayoutLab draws every style the same.
///
/// SwiftUI parity: `ListStyle`, with the styles as static members.
public protocol ListStyle {}

/// The platform's default list style.
public struct DefaultListStyle: ListStyle { public init() {} }
/// A list with no grouping chrome.
public struct PlainListStyle: ListStyle { public init() {} }
/// A list with grouped sections.
public struct GroupedListStyle: ListStyle { public init() {} }
/// A list whose rows are inset.
public struct InsetListStyle: ListStyle { public init() {} }
/// A list with inset grouped sections.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// A sidebar list.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
  /// Sets the style of lists in this view; not modelled, changes nothing.
  public func listStyle<S: ListStyle>(_ style: S) -> some View { self }

  /// Lets the user refresh this view by pulling; never triggered headless, changes nothing.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

  /// Adds a search field bound to `text`; the field is not laid out, changes nothing.
  public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View { self }

  /// Adds a search field bound to `text`; the field is not laid out, changes nothing.
  public func searchable(text: Binding<String>, prompt: LocalizedStringKey) -> some View { self }

  /// Adds a search field bound to `text`; the field is not laid out, changes nothing.
  public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View { self }
}
