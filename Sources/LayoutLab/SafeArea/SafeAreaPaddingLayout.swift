import Foundation

/// Adds to a view's safe area: the view is padded by the insets, as `padding` would (the
/// content is proposed the proposal less the insets and placed inside them), and its safe area
/// gains a layer, the modifier's frame less the insets, so that content which ignores the safe
/// area still reaches the modifier's edges (C-SA10).
///
/// SwiftUI builds it from four `safeAreaInset`s of a clear colour as long as each inset, with
/// spacing 0; one layer with all four insets lays out the same.
///
/// SwiftUI parity: `SafeAreaPaddingModifier` as OpenSwiftUI reimplements it
/// (`Sources/OpenSwiftUICore/Layout/Modifier/InsetViewModifier.swift`,
/// https://github.com/OpenSwiftUIProject/OpenSwiftUI); Apple documents
/// https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:).
struct SafeAreaPaddingLayout: BuiltinLayout, Equatable {
  /// The padding, in leading and trailing terms.
  let insets: EdgeInsets

  static var isUnaryModifier: Bool { true }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    guard let child = subviews.first else { return .zero }
    let size = child.sizeThatFits(inset(proposal))
    return CGSize(width: size.width + insets.total(.horizontal), height: size.height + insets.total(.vertical))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    guard let child = subviews.first else { return }
    child.place(
      at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), anchor: .topLeading,
      proposal: inset(proposal))
    let layer = SafeAreaLayer(
      outer: bounds,
      elements: [
        SafeAreaLayer.Element(regions: .container, insets: insets.flipped(for: subviews.layoutDirection))
      ])
    child.addSafeAreaLayer(layer)
  }

  private func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.total(.horizontal)) },
      height: proposal.height.map { max(0, $0 - insets.total(.vertical)) })
  }

  /// Every inset that is negative, not finite or beyond ±10³⁰⁰ (`LengthLimit`) is reported and
  /// replaced by 0: a safe area cannot grow outwards.
  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> SafeAreaPaddingLayout {
    let invalid = Edge.allCases.filter { !LengthLimit.accepts(insets[$0]) || insets[$0] < 0 }
    guard !invalid.isEmpty else { return self }
    report(
      .invalidArgument,
      "safeAreaPadding \(invalid.map { "\($0) \(formatLength(insets[$0]))" }.joined(separator: ", ")) is not a finite length of 0 or more; using 0 there"
    )
    var corrected = insets
    for edge in invalid { corrected[edge] = 0 }
    return SafeAreaPaddingLayout(insets: corrected)
  }
}

extension SafeAreaPaddingLayout: ModifierSummarizing {
  var modifierSummary: String {
    let values = Edge.allCases.map { insets[$0] }
    if Set(values).count == 1 { return ".safeAreaPadding(\(formatLength(values[0])))" }
    let parts = Edge.allCases.filter { insets[$0] != 0 }.map { "\($0): \(formatLength(insets[$0]))" }
    return ".safeAreaPadding(EdgeInsets(\(parts.joined(separator: ", "))))"
  }
}

/// The view the `safeAreaPadding` modifiers return; a `nil` length is the environment's
/// `defaultPadding` (16 on each edge).
@usableFromInline
struct SafeAreaPaddingModifier<Content: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let content: Content
  let edges: Edge.Set
  let insets: EdgeInsets?

  @usableFromInline
  init(content: Content, edges: Edge.Set, insets: EdgeInsets?) {
    self.content = content
    self.edges = edges
    self.insets = insets
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    let lengths = insets ?? node.environment.defaultPadding
    var padding = EdgeInsets()
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { padding[edge] = lengths[edge] }
    ModifiedLayout.update(
      node, in: builder, content: content, layout: SafeAreaPaddingLayout(insets: padding), summary: .layout)
  }
}

extension View {
  /// Adds `insets` to this view's safe area: its content is padded by them, and content that
  /// ignores the safe area reaches through them.
  @inlinable public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    SafeAreaPaddingModifier(content: self, edges: .all, insets: insets)
  }

  /// Adds `length` (the default padding, 16, when `nil`) on `edges` to this view's safe area.
  @inlinable public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    SafeAreaPaddingModifier(content: self, edges: edges, insets: length.map { EdgeInsets($0) })
  }

  /// Adds `length` on every edge to this view's safe area.
  @inlinable public func safeAreaPadding(_ length: CGFloat) -> some View {
    SafeAreaPaddingModifier(content: self, edges: .all, insets: EdgeInsets(length))
  }
}
