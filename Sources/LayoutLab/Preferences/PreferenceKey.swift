/// A named value produced by views and combined on its way up the tree.
///
///     struct SizesKey: PreferenceKey {
///       static let defaultValue: [CGSize] = []
///       static func reduce(value: inout [CGSize], nextValue: () -> [CGSize]) {
///         value.append(contentsOf: nextValue())
///       }
///     }
///
/// SwiftUI parity: `PreferenceKey` (`reference/semantics.md` P1–P6). Values combine in tree
/// order: children that write nothing are skipped, a single value passes through without
/// `reduce`, and several fold from the first with `reduce`. A key nobody sets reads as
/// `defaultValue`. Inside dynamic content (`ForEach`, `if`), a list that writes nothing
/// contributes `defaultValue`, so `reduce` can receive it (P4).
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
