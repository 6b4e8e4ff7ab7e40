/// A named value produced by views and combined on its way up the tree.
///
///     struct SizesKey: PreferenceKey {
///       static let defaultValue: [CGSize] = []
///       static func reduce(value: inout [CGSize], nextValue: () -> [CGSize]) {
///         value.append(contentsOf: nextValue())
///       }
///     }
///
/// SwiftUI parity: `PreferenceKey` (layout rules P1–P6). Values combine in tree
/// order: children that write nothing are skipped, a single value passes through without
/// `reduce`, and several fold from the first with `reduce`. A key nobody sets reads as
/// `defaultValue`. Dynamic content (`ForEach`, `if`, `if`/`else`) always contributes: the
/// fold of what its items write (items that write nothing are skipped), or `defaultValue`
/// when none writes, so `reduce` can receive the default as `nextValue` or as the accumulated
/// value even where only one view wrote (P4). A reducer must therefore leave a value unchanged
/// when handed the default (P2): `value = nextValue()` loses values next to an `if`.
public protocol PreferenceKey {
  associatedtype Value
  /// The value where no view sets one.
  static var defaultValue: Value { get }
  /// Combines `value` with the next sibling's value.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  public static var defaultValue: Value { nil }
}
