import Foundation

/// The secondary view of `backgroundPreferenceValue` and `overlayPreferenceValue`: made, during
/// placement, from the value the primary view's subtree produced in this frame, and laid out
/// over the primary's whole frame with its content lined up on `alignment`.
@usableFromInline
struct PreferenceValueReader<Key: PreferenceKey, Content: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let alignment: Alignment
  let transform: (Key.Value) -> Content

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.install(PreferenceValueLayout(alignment: alignment))
    node.summarySource = .make { "PreferenceValue(\(Key.self))" }
    node.setDeferredContent(PreferenceValueContent<Key, Content>(transform: transform))
  }
}

/// A preference value reader's transform, made into views from the value its primary view's
/// subtree produced in this frame: made again at every placement, as the value may change
/// without the reader's geometry changing.
struct PreferenceValueContent<Key: PreferenceKey, Content: View>: DeferredContentSource {
  static var label: String { "PreferenceValue" }
  static var rebuildsEveryPlacement: Bool { true }

  let transform: (Key.Value) -> Content

  func build(_ node: ViewNode, _ geometry: GeometryProxy, _ engine: LayoutEngine, _ builder: TreeBuilder) {
    let primary = node.parent?.children.first
    let value = primary.flatMap { engine.preferences.value(Key.self, of: $0) } ?? Key.defaultValue
    builder.installDeferred(transform(value), in: node, label: Self.label)
  }
}

extension View {
  /// Puts the view `transform` makes from this view's value for `key` behind this view.
  ///
  /// SwiftUI parity: `backgroundPreferenceValue(_:alignment:_:)`: the value is the one this
  /// view's subtree produced in the same frame; the new view is sized to this view.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    BackgroundModifier(
      content: self, secondary: PreferenceValueReader<K, V>(alignment: alignment, transform: transform),
      alignment: alignment, isOverlay: false, label: .make { ".backgroundPreferenceValue(\(K.self))" })
  }

  /// Puts the view `transform` makes from this view's value for `key` in front of this view.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    BackgroundModifier(
      content: self, secondary: PreferenceValueReader<K, V>(alignment: alignment, transform: transform),
      alignment: alignment, isOverlay: true, label: .make { ".overlayPreferenceValue(\(K.self))" })
  }
}

/// Takes the proposal (the primary view's size) and lines each content view up in it on
/// `alignment`, as a background's views are.
struct PreferenceValueLayout: BuiltinLayout, Equatable {
  let alignment: Alignment

  static var buildsSubviewsWhenPlaced: Bool { true }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    for subview in subviews {
      subview.place(aligned: alignment, in: bounds, proposal: ProposedViewSize(bounds.size))
    }
  }

  /// No preference: the content is made only when placed (`buildsSubviewsWhenPlaced`).
  func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { ViewSpacing() }
}
