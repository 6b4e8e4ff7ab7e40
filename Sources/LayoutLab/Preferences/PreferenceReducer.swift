import Foundation

/// Combines preference values up the tree, in tree order, counting every `reduce`.
///
/// SwiftUI parity (layout rules P3–P6): children that contribute nothing are
/// skipped; one contribution passes through unchanged, without `reduce`; several fold from
/// the first, each later one passed to `reduce`. A writer replaces (or transforms) its
/// subtree's value. Dynamic content that writes nothing contributes `defaultValue`. A
/// background's value comes before its content's (`ViewNode.combinesPreferencesInReverse`).
///
/// Each node's value for a key is combined at most once per frame, however many readers ask
/// for it (nested `onPreferenceChange`s, an `overlayPreferenceValue` and an observer above
/// it): SwiftUI's combiner for a subtree is one graph attribute, evaluated once per update,
/// so `reduce` (and a `transformPreference` closure) runs once per frame per node. The values
/// of the nodes that can be asked for directly (observers, and the primary views that
/// `backgroundPreferenceValue` reads, which are asked during placement, before any observer)
/// are remembered for the frame; every other node is reached through one parent only.
///
/// The walk is written once for every key, on values in boxes (`PreferenceBox`, operated on
/// through `ErasedPreferenceKey`): walking generic code per key type would ask the runtime for
/// the key's value types at every node, and values erased to `Any` would be cast back at
/// every `reduce`. `reduce` accumulates into a box of the fold's own, in place.
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
    (value(ErasedPreferenceKey(key), of: node, remember: true) as? TypedPreferenceBox<K.Value>)?.value
  }

  /// `node`'s value for `key`: remembered this frame, or combined now (and remembered if
  /// `remember` or if the node observes: both may be asked for again).
  private func value(_ key: ErasedPreferenceKey, of node: ViewNode, remember: Bool) -> PreferenceBox? {
    guard node.preferenceSources.mayContribute(key.id), !node.isLeftOut else { return nil }
    if let memo = node.preferenceMemos.first(where: { $0.frame == frame && $0.key == key.id }) { return memo.value }
    let value: PreferenceBox?
    var isObserver = false
    switch node.roleKind {
    case .preferenceWriter:
      guard case .preferenceWriter(let writer)? = node.role else {
        preconditionFailure("a writer's role is not a writer")
      }
      value = writer.value(for: key, node: node, reducer: self) { self.fold(key, of: node.children, below: node) }
    case .dynamicContent:
      value = fold(key, of: node.children, below: node) ?? key.defaultValue()
    case .preferenceObserver:
      isObserver = true
      value = fold(key, of: node.children, below: node)
    default:
      value =
        node.combinesPreferencesInReverse
        ? fold(key, of: node.children.reversed(), below: node) : fold(key, of: node.children, below: node)
    }
    if remember || isObserver {
      if node.preferenceMemos.isEmpty { remembering.append(node) }
      node.rememberPreference(PreferenceMemo(frame: frame, key: key.id, value: value))
    }
    return value
  }

  /// The values of `nodes` for `key`, folded in order: `nil`s skipped, the first kept as it
  /// is, each later one passed to `reduce`; `nil` when none contributes. `node` is where the
  /// fold happens, for traces. The first value's box may be remembered elsewhere (a child
  /// observer's), so the fold reduces into a copy of it, made at the first `reduce`.
  private func fold(_ key: ErasedPreferenceKey, of nodes: some Sequence<ViewNode>, below node: ViewNode)
    -> PreferenceBox?
  {
    var result: PreferenceBox?
    var ownsResult = false
    for child in nodes {
      guard let next = withSufficientStack({ value(key, of: child, remember: false) }) else { continue }
      guard let accumulated = result else {
        result = next
        continue
      }
      let into = ownsResult ? accumulated : key.copy(accumulated)
      key.reduce(into, next)
      result = into
      ownsResult = true
      reductions += 1
      if let tracer { tracer.record(.preferenceReduced(node.traced, key: key.name)) }
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

/// A preference value as the reducer passes it around: a `TypedPreferenceBox` of the key's
/// value type.
class PreferenceBox {}

/// A value of type `Value` in a box; `reduce` changes it in place.
final class TypedPreferenceBox<Value>: PreferenceBox {
  var value: Value

  init(_ value: Value) { self.value = value }
}

/// A preference key's operations on boxed values, made once per request. Every value of a
/// key is in a `TypedPreferenceBox<K.Value>` (writers box their own key's), so the operations
/// downcast without checking (`unsafeDowncast` still checks in debug builds).
struct ErasedPreferenceKey {
  /// The key type.
  let id: ObjectIdentifier
  private let type: any PreferenceKey.Type
  /// The key's `defaultValue`, boxed.
  let defaultValue: () -> PreferenceBox
  /// The key's `reduce`: folds the second box's value into the first's, in place.
  let reduce: (PreferenceBox, PreferenceBox) -> Void
  /// A new box with the same value.
  let copy: (PreferenceBox) -> PreferenceBox

  init<K: PreferenceKey>(_ key: K.Type) {
    id = ObjectIdentifier(key)
    type = key
    defaultValue = { TypedPreferenceBox(K.defaultValue) }
    reduce = { accumulated, next in
      let next = unsafeDowncast(next, to: TypedPreferenceBox<K.Value>.self)
      K.reduce(
        value: &unsafeDowncast(accumulated, to: TypedPreferenceBox<K.Value>.self).value, nextValue: { next.value })
    }
    copy = { box in TypedPreferenceBox(unsafeDowncast(box, to: TypedPreferenceBox<K.Value>.self).value) }
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
  let value: PreferenceBox?
}
