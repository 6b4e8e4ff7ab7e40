import Foundation
import LayoutLab

/// The sizes of a `CollectionView`'s items, by id, as each item's background reader reports it.
///
/// SwiftUI parity: Swift Talk's `CollectionViewSizeKey<ID>` (layout rule P11):
/// dictionaries merge, the later value winning when an id repeats.
struct CollectionViewSizesKey<ID: Hashable>: PreferenceKey {
  static var defaultValue: [ID: CGSize] { [:] }

  /// The later size wins for a repeated id, as Swift Talk's `merge { $1 }` does. Written as a
  /// loop: each item contributes one size, and `merge` with a closure costs far more per call
  /// than the insertion it makes. The insertion is `updateValue(_:forKey:)` rather than a
  /// subscript assignment, which would wrap the size in an optional first: the same result,
  /// written as SwiftUI code may write it, and it matters because this function runs once per
  /// item per frame through the preference machinery, unspecialised for `ID`.
  static func reduce(value: inout [ID: CGSize], nextValue: () -> [ID: CGSize]) {
    for (id, size) in nextValue() { value.updateValue(size, forKey: id) }
  }
}

/// The width a `CollectionView` is given, as its background reader reports it.
///
/// SwiftUI parity: a plain preference; `nil` until the reader reports.
struct CollectionViewWidthKey: PreferenceKey {
  static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
    value = nextValue() ?? value
  }
}
