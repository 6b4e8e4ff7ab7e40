import Foundation
import LayoutLab

/// The sizes of a `CollectionView`'s items, by id, as each item's background reader reports it.
///
/// SwiftUI parity: Swift Talk's `CollectionViewSizeKey<ID>` (`reference/semantics.md` P11):
/// dictionaries merge, the later value winning when an id repeats.
struct CollectionViewSizesKey<ID: Hashable>: PreferenceKey {
  static var defaultValue: [ID: CGSize] { [:] }

  static func reduce(value: inout [ID: CGSize], nextValue: () -> [ID: CGSize]) {
    value.merge(nextValue()) { $1 }
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
