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
/// The walk is written once for every key, on values in boxes (`PreferenceBox`): walking
/// generic code per key type would ask the runtime for the key's value types at every node,
/// and values erased to `Any` would be cast back at every `reduce`. A box is generic over its
/// key and does the key's work itself (`reduce`, `copy`), so the walk calls it without naming
/// the key's types, and the box finds them in its own class, not by asking the runtime again
/// at every call. `reduce` accumulates into a box of the fold's own, in place.
final class PreferenceReducer {
  /// Where reductions are recorded, when tracing.
  var tracer: TraceRecorder?
  /// `reduce` calls in the current frame.
  private(set) var reductions = 0
  /// The frame being combined, so that values remembered in an earlier one are not used.
  private var frame = 0
  /// The nodes holding a value remembered this frame, kept alive until the next.
  private var remembering: [ViewNode] = []
  /// Whether a node that does not observe holds a value remembered this frame (one asked for
  /// directly, such as a `backgroundPreferenceValue`'s primary view): until one does, only
  /// observers can hold one, and the walk looks for a remembered value on them alone.
  private var remembersOtherNodes = false

  /// Starts a frame: the count starts again, and the values combined in the previous frame,
  /// which this frame's update and layout may change, are forgotten.
  func beginFrame() {
    reductions = 0
    frame += 1
    for node in remembering { node.preferenceMemos = [] }
    remembering.removeAll(keepingCapacity: true)
    remembersOtherNodes = false
  }

  /// `node`'s value for `key`, or `nil` when nothing in its subtree contributes.
  func value<K: PreferenceKey>(_ key: K.Type, of node: ViewNode) -> K.Value? {
    (value(ErasedPreferenceKey(key), of: node, remember: true) as? KeyedPreferenceBox<K>)?.value
  }

  /// `node`'s value for `key`: remembered this frame, or combined now (and remembered if
  /// `remember` or if the node observes: both may be asked for again).
  private func value(_ key: ErasedPreferenceKey, of node: ViewNode, remember: Bool) -> (any PreferenceBox)? {
    guard node.preferenceSources.mayContribute(key.id), !node.isLeftOut else { return nil }
    let roleKind = node.roleKind
    if roleKind == .preferenceObserver || remembersOtherNodes,
      let memo = node.preferenceMemos.first(where: { $0.frame == frame && $0.key == key.id })
    {
      return memo.value
    }
    let value: (any PreferenceBox)?
    var isObserver = false
    switch roleKind {
    case .preferenceWriter:
      guard let writer = node.preferenceWriter else {
        preconditionFailure("a writer's role is not a writer")
      }
      value = writer.value(for: key, node: node, reducer: self) { self.fold(key, of: node.children, below: node) }
    case .dynamicContent:
      // Items that write none of the key's values and hold no dynamic content contribute
      // nothing: the default, without asking each of them.
      let below = node.preferenceSources.mayContributeBelow(key.id)
      value = (below ? fold(key, of: node.children, below: node) : nil) ?? key.defaultValue()
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
      if !isObserver { remembersOtherNodes = true }
      node.rememberPreference(PreferenceMemo(frame: frame, key: key.id, value: value))
    }
    return value
  }

  /// The values of `nodes` for `key`, folded in order: `nil`s skipped, the first kept as it
  /// is, each later one passed to `reduce`; `nil` when none contributes. `node` is where the
  /// fold happens, for traces. The first value's box may be remembered elsewhere (a child
  /// observer's, a writer's), so the fold reduces into a copy of it, made at the first
  /// `reduce`. The stack is checked once for all the children: each starts at the same depth.
  private func fold(_ key: ErasedPreferenceKey, of nodes: some Sequence<ViewNode>, below node: ViewNode)
    -> (any PreferenceBox)?
  {
    withSufficientStack {
      var result: (any PreferenceBox)?
      var ownsResult = false
      var remaining = nodes.makeIterator()
      var following = remaining.next()
      while let child = following {
        following = remaining.next()
        following?.prefetchPreferenceFields()
        guard let next = value(key, of: child, remember: false) else { continue }
        guard let accumulated = result else {
          result = next
          continue
        }
        let into = ownsResult ? accumulated : accumulated.copy()
        into.reduce(next)
        result = into
        ownsResult = true
        reductions += 1
        if let tracer { tracer.record(.preferenceReduced(node.traced, key: key.name)) }
      }
      return result
    }
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

/// A preference value as the reducer passes it around: a `KeyedPreferenceBox` of the key
/// whose value it is.
protocol PreferenceBox: AnyObject {
  /// Folds `next`'s value (a box of the same key) into this box's value, in place, with the
  /// key's `reduce`.
  func reduce(_ next: any PreferenceBox)
  /// A new box with the same value.
  func copy() -> any PreferenceBox
}

/// A value of `Key` in a box; `reduce` changes it in place.
///
/// Every value of a key is in a box of that key (writers box their own key's), so `reduce`
/// downcasts its argument without checking (`unsafeDowncast` still checks in debug builds).
/// The value opts out of dynamic exclusivity checks: `reduce` changes it while reading only
/// the other box's, and a fold never reduces a box into itself. Not final: a `.preference`
/// modifier's writer is a box of its own value (`PreferenceSetter`), which a fold only reads.
class KeyedPreferenceBox<Key: PreferenceKey>: PreferenceBox {
  @exclusivity(unchecked) var value: Key.Value

  init(_ value: Key.Value) { self.value = value }

  func reduce(_ next: any PreferenceBox) {
    let next = unsafeDowncast(next, to: KeyedPreferenceBox<Key>.self)
    Key.reduce(value: &value, nextValue: { next.value })
  }

  func copy() -> any PreferenceBox { KeyedPreferenceBox(value) }
}

/// The key a preference walk combines, made once per request.
struct ErasedPreferenceKey {
  /// The key type.
  let id: ObjectIdentifier
  private let type: any PreferenceKey.Type
  /// The key's `defaultValue`, boxed.
  let defaultValue: () -> any PreferenceBox

  init<K: PreferenceKey>(_ key: K.Type) {
    id = ObjectIdentifier(key)
    type = key
    defaultValue = { KeyedPreferenceBox<K>(K.defaultValue) }
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
  let value: (any PreferenceBox)?
}
