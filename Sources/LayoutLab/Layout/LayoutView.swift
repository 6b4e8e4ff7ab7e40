/// A container view: a `Layout` value laying out the views of its content.
///
/// SwiftUI parity: what `Layout.callAsFunction(_:)` returns; `HStack`, `VStack` and `ZStack`
/// are this view with their `...Layout`. Every laid-out child of the content (after flattening
/// `ForEach`, `Group`, conditionals and user views) is one subview.
@usableFromInline
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let layout: L
  let content: Content
  var summary: String?

  init(layout: L, content: Content, summary: String? = nil) {
    self.layout = layout
    self.content = content
    self.summary = summary
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.install(layout, fields: node.typeInfo?.layoutFields(of: layout))
    node.summarySource = summary.map { .text($0) } ?? .layout
    builder.reconciler.reconcile(node, .branch(0), content)
  }
}

extension ViewNode {
  /// Makes this node lay out with `layout`, keeping the existing box (and its cache) when the
  /// layout type is unchanged. A layout that differs from the last one marks the node changed:
  /// compared by `fields` when given (`ViewEquality.sameLayout`: a user's layout in a container
  /// view), else with `==` (a layout that is not `Equatable` always differs).
  func install<L: Layout>(_ layout: L, fields: ViewFields? = nil) {
    if let box = behavior as? LayoutBox<L> {
      let same = fields.map { ViewEquality.sameLayout(box.layout, layout, $0) } ?? valuesEqual(box.layout, layout)
      if !same { changedInUpdate = true }
      box.update(layout)
      if L.self == AnyLayout.self { refreshLayoutKind() }
    } else {
      behavior = LayoutBox(layout)
      changedInUpdate = true
    }
  }

  /// `install(_:)` for a built-in layout, whose kind and equality are known from its type.
  func install<L: BuiltinLayout>(_ layout: L) {
    L.install(layout, in: self)
  }

  /// Makes this node a leaf measured by `leaf`; a different leaf marks the node changed.
  ///
  /// The leaf is consumed: a new box takes it as it is, not a copy. A box may be shared with
  /// other nodes of this node's view type (`LeafBox.shared`).
  func install<L: LeafLayout>(leaf: consuming L) {
    if let box = behavior as? LeafBox<L> {
      if !box.leaf.isSame(as: leaf) { changedInUpdate = true }
      if !box.leaf.isIdentical(to: leaf) { behavior = LeafBox.shared(consume leaf, typeInfo: typeInfo) }
    } else {
      behavior = LeafBox.shared(consume leaf, typeInfo: typeInfo)
      changedInUpdate = true
    }
  }
}

/// Whether two values are equal by `==`; values of a type that is not `Equatable`, or of two
/// different types, never are.
func valuesEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  guard let lhs = lhs as? any Equatable else { return false }
  return equalValues(lhs, rhs)
}

private func equalValues<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool {
  guard let rhs = rhs as? E else { return false }
  return lhs == rhs
}

/// How a modifier view (padding, frame, ...: a built-in unary `Layout` around one view, see
/// `ModifierViews.swift`) updates its node.
///
/// Its summary is usually `.layout`: the layout says what it is (`ModifierSummarizing`) from
/// its arguments when a summary is asked for, so building the modifier builds no string.
enum ModifiedLayout {
  /// Installs the checked layout and names the node before reporting the layout's invalid
  /// arguments, so that each diagnostic's path ends at the modifier itself
  /// (`ViewHost › VStack() › .frame(width: -5)`). The summary shows the arguments as given,
  /// not as corrected.
  ///
  /// SwiftUI parity: SwiftUI logs such arguments as runtime issues ("Invalid frame dimension
  /// (negative or non-finite).", "Contradictory frame constraints specified.") and lays out anyway.
  static func update<Content: View, L: BuiltinLayout>(
    _ node: ViewNode, in builder: TreeBuilder, content: Content, layout: L, summary: NodeSummary
  ) {
    var problems: [(kind: LayoutDiagnostic.Kind, message: String)] = []
    node.install(layout.checked { problems.append(($0, $1)) })
    if problems.isEmpty {
      node.summarySource = summary
    } else {
      if case .layout = summary {
        node.summarySource = .text((layout as? any ModifierSummarizing)?.modifierSummary ?? String(describing: layout))
      } else {
        node.summarySource = summary
      }
      for problem in problems { builder.report(problem.kind, node, problem.message) }
    }
    builder.reconciler.reconcile(node, .branch(0), content)
  }
}
