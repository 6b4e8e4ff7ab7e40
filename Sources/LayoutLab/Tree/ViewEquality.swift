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
///
/// Two values are the same when the type is `Equatable` and `==` says so; otherwise when every
/// stored property is:
/// - `Equatable` properties compare with `==` (a reference type opts in by being `Equatable`,
///   for example by identity);
/// - a `@Binding` (or `Binding` property) compares where it reads from and its value when it
///   was made (`Binding.valueAtCreation`, when `Equatable`): a parent writing a binding's
///   state makes a child holding that binding evaluate again. Bindings made from closures
///   (`Binding(get:set:)`) or constants (`.constant(_:)`) are never the same, as in SwiftUI,
///   where each has a new location (`BindingSource`);
/// - `@State` and `@Environment` properties are skipped: state lives in the node (a changed
///   initial value is ignored anyway), and environment changes are tracked separately;
/// - any other property (a closure, a non-`Equatable` value) makes the values different.
///
/// SwiftUI parity: SwiftUI compares a view's fields (bitwise for plain data, `==` for
/// `Equatable` types) before evaluating its body again; a closure field compares by identity,
/// which a closure made in a parent's body rarely keeps. LayoutLab's rule is the conservative
/// reading of that: when in doubt, evaluate.
enum ViewEquality {
  static func same(_ a: any View, _ b: any View) -> Bool {
    guard type(of: a) == type(of: b) else { return false }
    if let equatable = a as? any Equatable { return equal(equatable, b) }
    let left = Mirror(reflecting: a).children
    let right = Mirror(reflecting: b).children
    for (x, y) in zip(left, right) {
      switch x.value {
      case is any InstallableProperty:
        continue
      case let binding as any ComparableBinding:
        guard binding.isSame(as: y.value) else { return false }
      case let value as any Equatable:
        guard equal(value, y.value) else { return false }
      default:
        return false
      }
    }
    return true
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
