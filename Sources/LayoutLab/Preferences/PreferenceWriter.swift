import Foundation

/// A node's own contribution to a preference: it replaces or transforms its subtree's value.
///
/// Writers are immutable objects: a node's role is copied several times while its modifier is
/// built and installed and while preferences are combined, and a copy of an object is one
/// retain, where a copy of a value generic over its key goes through the runtime's value
/// witnesses and asks for the key's value type each time.
protocol PreferenceWriter: AnyObject {
  /// What the modifier says it is: `.preference(key: SizesKey)`.
  var summary: String { get }
  /// The key written.
  var keyID: ObjectIdentifier { get }
  /// The node's value for `key`, given its subtree's combined value, or `nil` if nothing;
  /// `reducer` folds values the node writes more than once.
  func value(
    for key: ErasedPreferenceKey, node: ViewNode, reducer: PreferenceReducer, subtree: () -> (any PreferenceBox)?
  ) -> (any PreferenceBox)?
}

/// `.preference(key:value:)`: the subtree's value for the key is replaced by `value`.
///
/// The setter is its own value's box: the reducer takes it as the node's value without
/// boxing the value again at every frame. A fold never changes a box it did not make (it
/// reduces into a copy of the first value), so the value stays the one the modifier set.
final class PreferenceSetter<Key: PreferenceKey>: KeyedPreferenceBox<Key>, PreferenceWriter {
  init(value: Key.Value) { super.init(value) }

  var summary: String { ".preference(key: \(Key.self))" }
  var keyID: ObjectIdentifier { ObjectIdentifier(Key.self) }

  func value(
    for key: ErasedPreferenceKey, node: ViewNode, reducer: PreferenceReducer, subtree: () -> (any PreferenceBox)?
  ) -> (any PreferenceBox)? {
    key.is(Key.self) ? self : subtree()
  }
}

/// `.transformPreference(_:_:)`: the subtree's value (or the default) transformed.
final class PreferenceTransformer<Key: PreferenceKey>: PreferenceWriter {
  let transform: (inout Key.Value) -> Void

  init(transform: @escaping (inout Key.Value) -> Void) { self.transform = transform }

  var summary: String { ".transformPreference(\(Key.self))" }
  var keyID: ObjectIdentifier { ObjectIdentifier(Key.self) }

  func value(
    for key: ErasedPreferenceKey, node: ViewNode, reducer: PreferenceReducer, subtree: () -> (any PreferenceBox)?
  ) -> (any PreferenceBox)? {
    guard key.is(Key.self) else { return subtree() }
    var value = (subtree() as? KeyedPreferenceBox<Key>)?.value ?? Key.defaultValue
    transform(&value)
    return KeyedPreferenceBox<Key>(value)
  }
}

/// `.anchorPreference(key:value:transform:)`: the value made from an anchor of the node's frame.
///
/// On content of several views (a `Group`, a `ForEach`) the modifier is laid out once per view
/// (`TreeBuilder`'s replicas), so it writes one value per view, from that view's frame, folded
/// in order with `reduce`. SwiftUI parity: a modifier on a group applies to each member.
final class AnchorPreferenceSetter<Key: PreferenceKey, A>: PreferenceWriter {
  let source: Anchor<A>.Source
  let transform: (Anchor<A>) -> Key.Value

  init(source: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> Key.Value) {
    self.source = source
    self.transform = transform
  }

  var summary: String { ".anchorPreference(key: \(Key.self))" }
  var keyID: ObjectIdentifier { ObjectIdentifier(Key.self) }

  /// Where the modifier was placed: its own frame, or each per-view copy's, in order.
  private func frames(of node: ViewNode) -> [CGRect] {
    guard !node.replicas.isEmpty else { return [node.frame] }
    return node.subviews.compactMap { node.replicas[$0]?.frame }
  }

  func value(
    for key: ErasedPreferenceKey, node: ViewNode, reducer: PreferenceReducer, subtree: () -> (any PreferenceBox)?
  ) -> (any PreferenceBox)? {
    guard key.is(Key.self) else { return subtree() }
    let frames = frames(of: node)
    return reducer.fold(Key.self, below: node, frames.map { Optional(transform(source.anchor(in: $0))) })
      .map { KeyedPreferenceBox<Key>($0) }
  }
}

extension View {
  /// Sets `value` for `key`, replacing what this view's subtree set for it.
  ///
  /// SwiftUI parity: `preference(key:value:)` (semantics P6). On content of several views
  /// (a `Group` in a stack) SwiftUI applies the modifier to each member, so the value is
  /// written once per view (`_PreferenceWritingModifier` is a `MultiViewModifier` in
  /// OpenSwiftUI); LayoutLab writes it once for the whole content, a known divergence that
  /// `transformPreference` shares. `anchorPreference` does apply to each member.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    NodeRoleModifier(
      content: self, summary: .role,
      role: .preferenceWriter(PreferenceSetter<K>(value: value)), laysOut: false)
  }

  /// Transforms the subtree's value for `key` (or its default).
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    NodeRoleModifier(
      content: self, summary: .role,
      role: .preferenceWriter(PreferenceTransformer<K>(transform: callback)), laysOut: false)
  }

  /// Sets the value `transform` makes from an anchor of this view's frame for `key`.
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    NodeRoleModifier(
      content: self, summary: .role,
      role: .preferenceWriter(AnchorPreferenceSetter<K, A>(source: value, transform: transform)))
  }
}
