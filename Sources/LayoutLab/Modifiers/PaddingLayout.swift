import Foundation

/// Insets a view: proposes the proposal minus the insets, at least 0 (an unspecified dimension
/// stays unspecified, an infinite one infinite), and is the child's size plus the insets, at
/// least 0 (a negative padding can make it smaller than its child, never negative). A padded
/// edge drops the child's spacing preference there, so a neighbour gets the default distance.
///
/// SwiftUI parity: `_PaddingLayout` (layout rule N5); the proposal is clamped as
/// OpenSwiftUI's `_ProposedSize.inset(by:)` does (`max(0, p − insets)`, which is 0 for a NaN
/// `p` too). `padding()` with no length uses the environment's `defaultPadding`, 16 on each
/// edge. An edge that is not finite or beyond ±10³⁰⁰ (`LengthLimit`) is reported and padded by 0.
struct PaddingLayout: BoundsPlacedModifier, SubviewSizedModifier, Equatable {
  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { .padding }

  let insets: EdgeInsets

  static var isUnaryModifier: Bool { true }

  /// The proposal minus the insets, at least 0.
  func subviewProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.total(.horizontal)) },
      height: proposal.height.map { max(0, $0 - insets.total(.vertical)) })
  }

  func size(forSubviewSize size: CGSize) -> CGSize {
    CGSize(
      width: max(0, size.width + insets.total(.horizontal)), height: max(0, size.height + insets.total(.vertical)))
  }

  func placement(in bounds: CGRect, proposal: ProposedViewSize) -> SubviewPlacement {
    .anchored(
      CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), anchor: .topLeading,
      proposal: subviewProposal(for: proposal))
  }

  /// The child's spacing with the padded edges' preferences dropped.
  func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
    guard let spacing = subviews.first?.spacing else { return .zero }
    return ViewSpacing(
      top: insets.top != 0 ? nil : spacing.top, leading: insets.leading != 0 ? nil : spacing.leading,
      bottom: insets.bottom != 0 ? nil : spacing.bottom, trailing: insets.trailing != 0 ? nil : spacing.trailing)
  }

  private func length(_ edge: Edge) -> CGFloat {
    switch edge {
    case .top: insets.top
    case .leading: insets.leading
    case .bottom: insets.bottom
    case .trailing: insets.trailing
    }
  }

  /// The insets with every edge that is not finite or beyond ±10³⁰⁰ set to 0, reported once for
  /// the padding.
  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> PaddingLayout {
    // Each edge is looked at before any is listed: listing them makes arrays, two allocations
    // at every update of every padding.
    guard
      !LengthLimit.accepts(insets.top) || !LengthLimit.accepts(insets.leading)
        || !LengthLimit.accepts(insets.bottom) || !LengthLimit.accepts(insets.trailing)
    else { return self }
    let invalid = Edge.allCases.filter { !LengthLimit.accepts(length($0)) }
    let lengths = invalid.map { "\($0) \(formatLength(length($0))) \(LengthLimit.problem(with: length($0)))" }
    report(.invalidArgument, "padding \(lengths.joined(separator: ", ")); using 0 there")
    func finite(_ value: CGFloat) -> CGFloat { LengthLimit.accepts(value) ? value : 0 }
    return PaddingLayout(
      insets: EdgeInsets(
        top: finite(insets.top), leading: finite(insets.leading), bottom: finite(insets.bottom),
        trailing: finite(insets.trailing)))
  }
}

/// A padding whose length may come from the environment's `defaultPadding`.
///
/// Kept as small as its content allows (the insets given, and the edges the environment's
/// default pads): a `ForEach` keeps each element's view for its next comparison, so
/// `Text(word).padding(4)` held 88 bytes a tag with the length and the explicit insets
/// stored apart as optionals, 64 now (`MemoryLayout`, pinned in `PaddingModifierSizeTests`).
@usableFromInline
struct PaddingModifier<Content: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  @usableFromInline let content: Content
  /// The insets given, explicitly or as one length on some edges; zero on the edges the
  /// environment's default pads.
  @usableFromInline let insets: EdgeInsets
  /// The edges padded by the environment's `defaultPadding`: those of a padding given no
  /// length.
  @usableFromInline let defaultPaddingEdges: Edge.Set

  /// Inlinable, so that a caller builds the value knowing its content's type: called
  /// unspecialised, the initialiser looked up the view type's metadata at every call (about
  /// 330 instructions), to find where the fields after the content go.
  @inlinable
  init(content: Content, edges: Edge.Set, length: CGFloat?, explicitInsets: EdgeInsets?) {
    self.content = content
    if let explicitInsets {
      insets = explicitInsets
      defaultPaddingEdges = []
    } else if let length {
      insets = EdgeInsets(edges, length)
      defaultPaddingEdges = []
    } else {
      insets = EdgeInsets()
      defaultPaddingEdges = edges
    }
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    var insets = insets
    if !defaultPaddingEdges.isEmpty {
      let standard = node.environment.defaultPadding
      let edges = defaultPaddingEdges
      insets = EdgeInsets(
        top: edges.contains(.top) ? standard.top : 0, leading: edges.contains(.leading) ? standard.leading : 0,
        bottom: edges.contains(.bottom) ? standard.bottom : 0,
        trailing: edges.contains(.trailing) ? standard.trailing : 0)
    }
    ModifiedLayout.update(
      node, in: builder, content: content, layout: PaddingLayout(insets: insets), summary: .layout)
  }
}

extension PaddingLayout: ModifierSummarizing {
  /// `.padding(16)` when every edge is the same, else the edges that are not 0.
  var modifierSummary: String {
    let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
    if Set(values).count == 1 { return ".padding(\(formatLength(values[0])))" }
    let parts = zip(["top", "leading", "bottom", "trailing"], values).filter { $0.1 != 0 }
      .map { "\($0.0): \(formatLength($0.1))" }
    return ".padding(EdgeInsets(\(parts.joined(separator: ", "))))"
  }
}

/// The `padding` modifiers are `@inlinable`, so a view that pads a concrete content makes its
/// `PaddingModifier` type where it is compiled, from a cached metadata reference, instead of
/// asking the runtime for the generic type on every body evaluation. SwiftUI's modifiers are
/// inlinable too.
extension View {
  /// Pads the given edges by `length`, or by the default padding (16) when `length` is `nil`.
  @inlinable public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    PaddingModifier(content: self, edges: edges, length: length, explicitInsets: nil)
  }

  /// Pads every edge by `length`.
  @inlinable public func padding(_ length: CGFloat) -> some View {
    PaddingModifier(content: self, edges: .all, length: length, explicitInsets: nil)
  }

  /// Pads each edge by its inset.
  @inlinable public func padding(_ insets: EdgeInsets) -> some View {
    PaddingModifier(content: self, edges: .all, length: nil, explicitInsets: insets)
  }
}
