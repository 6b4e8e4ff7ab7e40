import Foundation

/// A header, some content and a footer that belong together.
///
/// In a `LazyVGrid` or `LazyHGrid` the header and footer each take a full row (column) across
/// every column (row) of the grid, and the content starts on a row of its own (C-LG12).
/// Anywhere else (a `VStack`, a `ScrollView`) the section is its header, content and footer
/// laid out as a plain list of views, like a `Group`.
///
/// SwiftUI parity: `Section` with its header/footer initializers. Lists and forms, which style
/// sections further, are not modelled.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
  let header: Parent
  let content: Content
  let footer: Footer

  /// A section of `content` between `header` and `footer`.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// A section of `content` between `header` and `footer` (SwiftUI deprecates this form in
  /// favour of the one taking three closures).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }

  /// Each part is told which section it belongs to, as a trait a lazy grid reads; the
  /// section's node number tells sections apart, so two sections in a row stay apart.
  func update(_ node: ViewNode, in builder: TreeBuilder) {
    let section = node.id
    builder.reconciler.reconcile(node, capacity: 3) { children in
      children.add(.index(0), SectionPart(content: header, role: .header(section: section)))
      children.add(.index(1), SectionPart(content: content, role: .cell(section: section)))
      children.add(.index(2), SectionPart(content: footer, role: .footer(section: section)))
    }
  }
}

extension Section where Parent == EmptyView {
  /// A section of `content` followed by `footer`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }

  /// A section of `content` followed by `footer`.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }
}

extension Section where Footer == EmptyView {
  /// A section of `content` under `header`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// A section of `content` under `header`.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section of `content` alone: in a lazy grid it starts on a row of its own.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section of `content` under a text header showing `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

/// What a lazy grid's subview is: a cell, or a section's header or footer, and which section
/// (a `Section` node's number) it belongs to; `nil` outside any section.
enum LazyGridRole: Equatable {
  case cell(section: Int?)
  case header(section: Int)
  case footer(section: Int)
}

/// The trait carrying a subview's `LazyGridRole`.
struct LazyGridRoleKey: LayoutValueKey {
  static let defaultValue = LazyGridRole.cell(section: nil)
}

/// One part of a `Section`: a structural node that writes the part's role onto every view
/// of its content.
struct SectionPart<Content: View>: View, PrimitiveView {
  let content: Content
  let role: LazyGridRole

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    let key = ObjectIdentifier(LazyGridRoleKey.self)
    // Only a change of role changes how the grid lays the part out.
    if node.writtenTraits.layoutValues[key] as? LazyGridRole != role { node.changedInUpdate = true }
    node.writtenTraits = ViewTraits(layoutValues: [key: role])
    builder.reconciler.reconcile(node, .branch(0), content)
  }
}
