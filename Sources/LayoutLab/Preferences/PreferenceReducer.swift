import Foundation

/// Combines preference values up the tree, in tree order, counting every `reduce`.
///
/// SwiftUI parity (`reference/semantics.md` P3–P6): children that contribute nothing are
/// skipped; one contribution passes through unchanged, without `reduce`; several fold from
/// the first, each later one passed to `reduce`. A writer replaces (or transforms) its
/// subtree's value. Dynamic content that writes nothing contributes `defaultValue`.
final class PreferenceReducer {
  /// `reduce` calls since the counter was last reset.
  var reductions = 0

  /// `node`'s value for `key`, or `nil` when nothing in its subtree contributes.
  func value<K: PreferenceKey>(_ key: K.Type, of node: ViewNode) -> K.Value? {
    switch node.role {
    case .preferenceWriter(let writer)?:
      return writer.value(for: key, node: node) { combinedValue(key, of: node.children) }
    case .dynamicContent?:
      return combinedValue(key, of: node.children) ?? K.defaultValue
    default:
      return combinedValue(key, of: node.children)
    }
  }

  /// The values of `nodes` for `key` combined in order, or `nil` when none contributes.
  func combinedValue<K: PreferenceKey>(_ key: K.Type, of nodes: [ViewNode]) -> K.Value? {
    var result: K.Value?
    for node in nodes {
      guard let next = value(key, of: node) else { continue }
      if result == nil {
        result = next
      } else {
        K.reduce(value: &result!, nextValue: { next })
        reductions += 1
      }
    }
    return result
  }
}
