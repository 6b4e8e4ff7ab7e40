import Foundation

/// What the tree builder knows about one view type, found once per type and shared by every
/// node of that type: whether the engine builds the view itself (a `PrimitiveView`) and how,
/// the type's name, and its stored properties (`ViewFields`).
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
  /// The view type itself, for its name.
  private let type: any View.Type
  /// A user view type's stored properties, found from the first value built.
  private var storedFields: ViewFields?
  /// The stored properties of the `Layout` a container view of this type holds, found from
  /// the first layout compared.
  private var storedLayoutFields: ViewFields?
  /// The info of the type the last child made under a node of this type had (see
  /// `TreeBuilder.typeInfo(_:childOf:)`). Not counted as a reference: every info lives as
  /// long as its builder's table of them, and a type may be its own child's.
  @exclusivity(unchecked) unowned(unsafe) var lastChildInfo: ViewTypeInfo?
  /// The behavior last made through `sharedBehavior(reusing:else:)`.
  @exclusivity(unchecked) private var lastSharedBehavior: (any LayoutBehavior)?
  /// Where this type's body evaluations are counted in its builder's `BodyTally`; -1 before
  /// the first.
  @exclusivity(unchecked) var bodyTallySlot: Int32 = -1

  init<V: View>(_ type: V.Type) {
    id = ObjectIdentifier(type)
    primitive = type as? any PrimitiveView.Type
    self.type = type
  }

  /// A behavior for a node of this type, when behaviors of its kind keep nothing of a node's
  /// own (`CachelessLayoutBox`, `LeafBox`): the one last made for the type when it is a `B`
  /// that `reuses` accepts (an equal layout, an identical leaf), else `make()`'s, which the
  /// type then keeps. So ten thousand tags with `.padding(4)` hold one padding box.
  func sharedBehavior<B: LayoutBehavior>(reusing reuses: (B) -> Bool, else make: () -> B) -> B {
    if let last = lastSharedBehavior as? B, reuses(last) { return last }
    let made = make()
    lastSharedBehavior = made
    return made
  }

  /// The type's name, as body counters and paths print it: `ContentView`. Made on first use
  /// (user views' body counters, diagnostics): most primitive types never need it.
  /// A modifier's body (`ModifierBody`) is named after the modifier: `BorderedCaption`.
  private(set) lazy var name: String = typeName((type as? any ModifierBodyHost.Type)?.modifierType ?? type)

  /// The stored properties of this type, of which `value` is a value.
  func fields<V: View>(of value: V) -> ViewFields {
    if let storedFields { return storedFields }
    let fields = (value as? any ModifierBodyHost)?.modifierFields() ?? ViewFields(of: value)
    storedFields = fields
    return fields
  }

  /// The stored properties of `layout`'s type, the layout of a container view of this type
  /// (`LayoutView`), by which two of its values compare (`ViewEquality.sameLayout`).
  func layoutFields<L: Layout>(of layout: L) -> ViewFields {
    if let storedLayoutFields { return storedLayoutFields }
    let fields = ViewFields(of: layout)
    storedLayoutFields = fields
    return fields
  }
}

/// The name of `type` as `String(describing:)` prints it (`PaddingModifier<Text>`), without
/// first asking the runtime whether the metatype has a custom description, a slow lookup made
/// on every call.
func typeName(_ type: Any.Type) -> String {
  _typeName(type, qualified: false)
}

extension PrimitiveView {
  /// Updates `node` with `value`, which the caller checked to be of this type: the cast only
  /// names the value's own type. A cast rather than a pointer to the value and a closure
  /// (`withUnsafePointer`): both copy the value once, but the closure kept three more frames
  /// on the stack at every level of the update's recursion, and cost more instructions.
  static func update<V>(value: V, _ node: ViewNode, _ builder: TreeBuilder) {
    unsafeBitCast(value, to: Self.self).update(node, in: builder)
  }
}
