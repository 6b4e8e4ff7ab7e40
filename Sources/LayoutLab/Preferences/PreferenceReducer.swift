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
/// so `reduce` (and a `transformPreference` closure) runs once per frame per node. The values
/// of the nodes that can be asked for directly (observers, and the primary views that
/// `backgroundPreferenceValue` reads, which are asked during placement, before any observer)
/// are remembered for the frame; every other node is reached through one parent only.
///
/// The walk is written once for every key, on values erased to `Any` (`ErasedPreferenceKey`):
/// walking generic code per key type would ask the runtime for the key's value types at every
/// node.
final class PreferenceReducer {
  /// Where reductions are recorded, when tracing.
  var tracer: TraceRecorder?
  /// `reduce` calls in the current frame.
  private(set) var reductions = 0
  /// The frame being combined, so that values remembered in an earlier one are not used.
  private var frame = 0
  /// The nodes holding a value remembered this frame, kept alive until the next.
  private var remembering: [ViewNode] = []

  /// Starts a frame: the count starts again, and the values combined in the previous frame,
  /// which this frame's update and layout may change, are forgotten.
  func beginFrame() {
    reductions = 0
    frame += 1
    for node in remembering { node.preferenceMemos = [] }
    remembering.removeAll(keepingCapacity: true)
  }

  /// `node`'s value for `key`, or `nil` when nothing in its subtree contributes.
  func value<K: PreferenceKey>(_ key: K.Type, of node: ViewNode) -> K.Value? {
    value(ErasedPreferenceKey(key), of: node, remember: true).flatMap { $0 as? K.Value }
  }

  /// `node`'s value for `key`: remembered this frame, or combined now (and remembered if
  /// `remember` or if the node observes: both may be asked for again).
  private func value(_ key: ErasedPreferenceKey, of node: ViewNode, remember: Bool) -> Any? {
    if let memo = node.preferenceMemos.first(where: { $0.frame == frame && $0.key == key.id }) { return memo.value }
    let value: Any?
    var isObserver = false
    switch node.role {
    case .preferenceWriter(let writer)?:
      value = writer.value(for: key, node: node, reducer: self) { self.fold(key, of: node.children, below: node) }
    case .dynamicContent?:
      value = fold(key, of: node.children, below: node) ?? key.defaultValue()
    case .preferenceObserver?:
      isObserver = true
      value = fold(key, of: node.children, below: node)
    default:
      value = fold(key, of: node.children, below: node)
    }
    if remember || isObserver {
      if node.preferenceMemos.isEmpty { remembering.append(node) }
      node.preferenceMemos.append(PreferenceMemo(frame: frame, key: key.id, value: value))
    }
    return value
  }

  /// The values of `nodes` for `key`, folded in order: `nil`s skipped, the first kept as it
  /// is, each later one passed to `reduce`; `nil` when none contributes. `node` is where the
  /// fold happens, for traces.
  private func fold(_ key: ErasedPreferenceKey, of nodes: [ViewNode], below node: ViewNode) -> Any? {
    var result: Any?
    for child in nodes {
      guard let next = withSufficientStack({ value(key, of: child, remember: false) }) else { continue }
      if result == nil {
        result = next
      } else {
        key.reduce(&result!, next)
        reductions += 1
        if let tracer { tracer.record(.preferenceReduced(node.traced, key: key.name)) }
      }
    }
    return result
  }

  /// `values` folded in order as `fold(_:of:below:)` folds children's values.
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

/// A preference key's operations on values erased to `Any`, made once per request.
struct ErasedPreferenceKey {
  /// The key type.
  let id: ObjectIdentifier
  private let type: any PreferenceKey.Type
  /// The key's `defaultValue`.
  let defaultValue: () -> Any
  /// The key's `reduce`, on erased values. The accumulated value is taken out of its box
  /// before `reduce` runs, so a collection accumulates in place instead of being copied.
  let reduce: (inout Any, Any) -> Void

  init<K: PreferenceKey>(_ key: K.Type) {
    id = ObjectIdentifier(key)
    type = key
    defaultValue = { K.defaultValue }
    reduce = { accumulated, next in
      // Every value of a key is a `K.Value` (writers write their own key's).
      guard var value = accumulated as? K.Value, let next = next as? K.Value else { return }
      accumulated = ()
      K.reduce(value: &value, nextValue: { next })
      accumulated = value
    }
  }

  /// The key's name, for traces.
  var name: String { String(describing: type) }

  /// Whether this is `K`.
  func `is`<K: PreferenceKey>(_ key: K.Type) -> Bool { id == ObjectIdentifier(key) }
}

/// A node's value for one key, combined in one frame.
struct PreferenceMemo {
  let frame: Int
  let key: ObjectIdentifier
  let value: Any?
}
