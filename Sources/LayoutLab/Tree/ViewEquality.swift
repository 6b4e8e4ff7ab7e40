/// Decides whether a user view's new value is the same as the one its node was built from, in
/// which case its body is not evaluated again.
///
/// Two values are the same when the type is `Equatable` and `==` says so; otherwise when every
/// stored property is: `Equatable` properties compare with `==`, a `@Binding` compares its
/// current value (when `Equatable`), and `@State` and `@Environment` properties are skipped
/// (state lives in the node, and environment changes are tracked separately). Any other
/// property (a closure, a non-`Equatable` value) makes the values different.
///
/// SwiftUI parity: SwiftUI compares a view's fields (bitwise for plain data, `==` for
/// `Equatable` types) before evaluating its body again. LayoutLab's rule is the conservative
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
      case let binding as any BindingValue:
        guard let value = binding.currentValue as? any Equatable,
          let other = (y.value as? any BindingValue)?.currentValue, equal(value, other)
        else { return false }
      case let value as any Equatable:
        guard equal(value, y.value) else { return false }
      default:
        return false
      }
    }
    return true
  }

  private static func equal<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
  }
}

/// A binding's current value, for `ViewEquality`.
protocol BindingValue {
  var currentValue: Any { get }
}

extension Binding: BindingValue {
  var currentValue: Any { wrappedValue }
}
