import Foundation

/// What the tree builder knows about one view type, found once per type and shared by every
/// node of that type: whether the engine builds the view itself (a `PrimitiveView`) and how,
/// the type's name, and whether its values can hold dynamic properties.
///
/// Asking the runtime whether a type conforms to a protocol (`as? any PrimitiveView.Type`)
/// costs a conformance lookup each time; a node keeps its type's info, so updating it asks
/// nothing. Each host's tree builder keeps one per type: hosts share no mutable state.
final class ViewTypeInfo {
  /// The view type.
  let id: ObjectIdentifier
  /// How to update a node of this type, if the engine builds it itself; `nil` for a view with
  /// a `body`.
  let primitive: (any PrimitiveView.Type)?
  /// The type's name, as body counters and paths print it: `ContentView`.
  let name: String
  /// Whether values of this type may hold `@State`, `@Environment` or other dynamic
  /// properties; false once a value was found to hold none.
  var mayHaveProperties = true

  init<V: View>(_ type: V.Type) {
    id = ObjectIdentifier(type)
    primitive = type as? any PrimitiveView.Type
    name = String(describing: type)
  }
}

extension PrimitiveView {
  /// Updates `node` with `value`, which the caller checked to be of this type.
  static func update<V>(value: V, _ node: ViewNode, _ builder: TreeBuilder) {
    withUnsafePointer(to: value) { pointer in
      UnsafeRawPointer(pointer).assumingMemoryBound(to: Self.self).pointee.update(node, in: builder)
    }
  }
}
