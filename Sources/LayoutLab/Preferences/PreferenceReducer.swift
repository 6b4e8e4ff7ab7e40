import Foundation

/// Combines preference values up the tree, in tree order, counting every `reduce`.
///
/// SwiftUI parity (`reference/semantics.md` P3–P6): children that contribute nothing are
/// skipped; one contribution passes through unchanged, without `reduce`; several fold from
/// the first, each later one passed to `reduce`. A writer replaces (or transforms) its
/// subtree's value. Dynamic content that writes nothing contributes `defaultValue`.
///
/// Each node's value for a key is combined at most once per frame, however many readers ask
/// for it (nested `onPreferenceChange`s, an `overlayPreferenceValue` and an observer above
/// it): SwiftUI's combiner for a subtree is one graph attribute, evaluated once per update,
/// so `reduce` (and a `transformPreference` closure) runs once per frame per node.
final class PreferenceReducer {
  /// Where reductions are recorded, when tracing.
  var tracer: TraceRecorder?
  /// `reduce` calls in the current frame.
  private(set) var reductions = 0

  /// Starts a frame: the count starts again, and the values combined in the previous frame,
  /// which this frame's update and layout may change, are forgotten.
  func beginFrame() {
    reductions = 0
    combined.removeAll()
  }

  /// Which node and key a remembered value belongs to.
  private struct Slot: Hashable {
    let node: ObjectIdentifier
    let key: ObjectIdentifier
  }

  /// A node's value for one key in this frame; keeps the node alive so that its identifier is
  /// not reused by a node created later in the frame (a `GeometryReader`'s new content).
  private final class Combined<Value> {
    let node: ViewNode
    let value: Value?

    init(node: ViewNode, value: Value?) {
      self.node = node
      self.value = value
    }
  }

  /// The values combined in this frame.
  private var combined: [Slot: AnyObject] = [:]

  /// `node`'s value for `key`, or `nil` when nothing in its subtree contributes.
  func value<K: PreferenceKey>(_ key: K.Type, of node: ViewNode) -> K.Value? {
    let slot = Slot(node: ObjectIdentifier(node), key: ObjectIdentifier(key))
    if let remembered = combined[slot] as? Combined<K.Value> { return remembered.value }
    let value: K.Value?
    switch node.role {
    case .preferenceWriter(let writer)?:
      value = writer.value(for: key, node: node, reducer: self) { combinedValue(key, of: node.children) }
    case .dynamicContent?:
      value = combinedValue(key, of: node.children) ?? K.defaultValue
    default:
      value = combinedValue(key, of: node.children)
    }
    combined[slot] = Combined(node: node, value: value)
    return value
  }

  /// The values of `nodes` for `key` combined in order, or `nil` when none contributes.
  func combinedValue<K: PreferenceKey>(_ key: K.Type, of nodes: [ViewNode]) -> K.Value? {
    fold(key, below: nodes.first?.parent, nodes.lazy.map { node in withSufficientStack { self.value(key, of: node) } })
  }

  /// `values` folded in order: `nil`s skipped, the first kept as it is, each later one passed
  /// to `reduce`; `nil` when there is none. `node` is where the fold happens, for traces.
  func fold<K: PreferenceKey>(_ key: K.Type, below node: ViewNode?, _ values: some Sequence<K.Value?>) -> K.Value? {
    var result = K.defaultValue
    var contributed = false
    for case let next? in values {
      if contributed {
        K.reduce(value: &result, nextValue: { next })
        reductions += 1
        if let tracer, let node { tracer.record(.preferenceReduced(node.traced, key: String(describing: K.self))) }
      } else {
        result = next
        contributed = true
      }
    }
    return contributed ? result : nil
  }
}
