import LayoutLab

/// The preference the generated trees write: values in tree order.
public struct PropertyPreferenceKey: PreferenceKey {
  public static let defaultValue: [Int] = []
  public static func reduce(value: inout [Int], nextValue: () -> [Int]) { value.append(contentsOf: nextValue()) }
}

extension PropertyTree {
  /// The tree's value for `PropertyPreferenceKey` folded directly from the description, by
  /// SwiftUI's rules for preferences: a node without a writer combines its children's values
  /// in order (`nil` when none contributes); `.preference` replaces its subtree's value;
  /// `.appendPreference` appends to it (to the default when nothing below contributes); a
  /// background's values come before its content's, in drawing order (an overlay's after).
  public var preferenceFold: [Int]? {
    switch node {
    case .preference(let value):
      return [value]
    case .appendPreference(let value):
      return (children.first?.preferenceFold ?? []) + [value]
    case .background:
      let values = children.reversed().compactMap(\.preferenceFold)
      return values.isEmpty ? nil : values.flatMap { $0 }
    default:
      let values = children.compactMap(\.preferenceFold)
      return values.isEmpty ? nil : values.flatMap { $0 }
    }
  }
}
