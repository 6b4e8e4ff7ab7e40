/// Decides whether a user view's new value is the same as the one its node was built from, in
/// which case its body is not evaluated again.
///
/// How the children of a parent whose body was evaluated again decide (the builder calls
/// `same` for each user view it meets in the new body):
/// - A child that is not dirty, whose new value is the same as its last one and whose
///   environment is unchanged (the very same environment values, not merely equal ones; see
///   `TreeBuilder.update`) keeps its subtree: its body is skipped, and so are the bodies below
///   it, unless they are dirty themselves.
/// - An environment modifier in the parent's body (`.environment`, `.font`, ...) writes new
///   environment values each time the body runs, so the user views below it evaluate again
///   even when the value written is equal. (SwiftUI re-evaluates only the views that read a
///   key whose value changed; LayoutLab evaluates more bodies, never fewer, and lays out the
///   same frames.)
/// - Otherwise its body is evaluated again, and the same question is asked of its children.
/// - A `ForEach` asks the same of each element view against the one at its position last
///   time (any element view, built-in or not): an element that is the same, not dirty and in
///   the same environment keeps its subtree without it being entered
///   (`Reconciler.keepElement`).
///
/// Two values are the same by SwiftUI's rules, as John Harper (SwiftUI team) describes them:
/// "SwiftUI assumes any Equatable.== is a true equality check, so for POD views it compares
/// each field directly instead (via reflection). For non-POD views it prefers the view's ==
/// but falls back to its own field compare if no ==. [...] When it does the per-field
/// comparison the same rules are applied recursively to each field" (quoted in
/// chris.eidhof.nl/note/swiftui-view-equality). So:
/// - a view of plain data (`_isPOD`: numbers, `CGSize`s, enums without payloads) compares
///   bit for bit, field by field, even when it is `Equatable`: its `==` is not called (wrap it
///   in `EquatableView`, `.equatable()`, to make `==` decide);
/// - any other `Equatable` view compares with `==`;
/// - any other view compares field by field (`ViewFields`), each field by the same rules:
///   plain data bit for bit, `Equatable` values with `==`, class references by identity (an
///   object changed in place is the same object: its views are not evaluated again, as in
///   SwiftUI, unless their state or environment says so), optionals by presence then what they
///   wrap, other structs field by field, existentials by what they hold;
/// - a `@Binding` (or `Binding` property) compares where it reads from and its value when it
///   was made (`Binding.valueAtCreation`, when `Equatable`): a parent writing a binding's
///   state makes a child holding that binding evaluate again. Bindings made from closures
///   (`Binding(get:set:)`) or constants (`.constant(_:)`) are never the same, as in SwiftUI,
///   where each has a new location (`BindingSource`);
/// - `@State` and `@Environment` properties are skipped: state lives in the node (a changed
///   initial value is ignored anyway), and environment changes are tracked separately;
/// - a closure makes the values different: SwiftUI compares closures by identity, which a
///   closure made in a parent's body rarely keeps, and LayoutLab reads that conservatively:
///   when in doubt, evaluate;
/// - a view compared field by field whose fields' bits are all identical to the last value's
///   is the same without comparing them one by one (`ViewFields`): each rule above holds of a
///   value and itself, `==` included, since SwiftUI takes it to be a true equality. Not when
///   a field is a binding (a constant binding, the same bits every time, is never the same)
///   or an existential.
enum ViewEquality {
  /// Whether `new` is the same as `old`, a value of the view type `fields` describes;
  /// `equality`, when given (`EquatableView`), decides instead.
  static func same<V: View>(_ old: any View, _ new: V, _ fields: ViewFields, equality: ((V, V) -> Bool)? = nil) -> Bool
  {
    guard let old = old as? V else { return false }
    if let equality { return equality(old, new) }
    switch fields.rule {
    case .compared(let compare):
      return withUnsafePointer(to: old) { a in withUnsafePointer(to: new) { b in compare(a, b) } }
    case .neverSame:
      return false
    case .reflected:
      return reflectedSame(old, new)
    }
  }

  /// Whether `new` is the same layout as `old`, by the rules above for views: a layout of
  /// plain data field by field, bit for bit; any other `Equatable` layout with `==`; any other
  /// struct field by field (a closure field makes it differ). A class or enum layout that is
  /// not `Equatable` always differs. A layout that is the same keeps its cache, and its
  /// container is not marked changed.
  ///
  /// SwiftUI parity: SwiftUI compares a container's layout as it compares any view input, by
  /// the same rules; a non-`Equatable` layout whose fields did not change does not make it
  /// call `updateCache(_:subviews:)`.
  static func sameLayout<L: Layout>(_ old: L, _ new: L, _ fields: ViewFields) -> Bool {
    switch fields.rule {
    case .compared(let compare):
      withUnsafePointer(to: old) { a in withUnsafePointer(to: new) { b in compare(a, b) } }
    case .neverSame:
      false
    case .reflected:
      valuesEqual(old, new)
    }
  }

  /// Compares an enum or class view property by property: the same case (an enum case without
  /// a payload shows no property, so its description tells it) and the same payload.
  private static func reflectedSame<V: View>(_ old: V, _ new: V) -> Bool {
    let a = Mirror(reflecting: old).children
    let b = Mirror(reflecting: new).children
    guard a.count == b.count else { return false }
    if a.isEmpty { return String(reflecting: old) == String(reflecting: new) }
    return zip(a, b).allSatisfy { $0.label == $1.label && sameProperty($0.value, $1.value) }
  }

  /// Compares two properties by what they hold: the rules above, decided from the values'
  /// own types (an existential field, an enum view's payload).
  static func sameProperty(_ x: Any, _ y: Any) -> Bool {
    switch x {
    case let property as any ObjectReferencingProperty:
      (y as? any ObjectReferencingProperty).map { $0.referencedObject === property.referencedObject } ?? false
    case is any InstallableProperty: true
    case let binding as any ComparableBinding: binding.isSame(as: y)
    case let value as any Equatable: equal(value, y)
    default: type(of: x) is AnyClass && type(of: x) == type(of: y) && (x as AnyObject) === (y as AnyObject)
    }
  }

  fileprivate static func equal<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
  }
}

/// A binding, compared by `ViewEquality`.
protocol ComparableBinding {
  /// Whether `other` is a binding of the same type, reading from the same source, made when
  /// the value was equal.
  func isSame(as other: Any) -> Bool
}

extension Binding: ComparableBinding {
  func isSame(as other: Any) -> Bool {
    guard let other = other as? Binding<Value>, source.isSame(as: other.source),
      let value = valueAtCreation as? any Equatable
    else { return false }
    return ViewEquality.equal(value, other.valueAtCreation)
  }
}
