import Foundation
import LayoutLab

/// The sizes a `GeometryChangeFlow`'s items reported, by id, as one `@State` value that an
/// item's report adds to in place.
///
/// Written as `@State var sizes: [ID: CGSize]` with `sizes[key] = size` in each item's
/// action, every report would copy the whole dictionary (a state value is read, changed and
/// written back), so N items would cost N² (SwiftUI's `State` behaves the same). Here the
/// dictionary lives in a box that the state's values share, and each change bumps a version:
/// a report writes the state (counted, and making the flow evaluate its body again) exactly
/// when the dictionary version would have changed, an equal size writes nothing, and the
/// cost per report is constant.
///
/// SwiftUI parity: the "reference box plus version in `@State`" pattern; the flow's frames,
/// state writes and actions are those of the dictionary version.
struct ReportedSizes<ID: Hashable>: Equatable {
  private final class Box {
    var sizes: [ID: CGSize] = [:]
  }

  private let box = Box()
  /// How many changes the box has seen through this value.
  private var version = 0

  /// The sizes reported so far, by id.
  var all: [ID: CGSize] { box.sizes }

  /// Records `size` for `id`; an unchanged size changes nothing.
  mutating func record(_ size: CGSize, for id: ID) {
    guard box.sizes[id] != size else { return }
    box.sizes[id] = size
    version += 1
  }

  static func == (lhs: ReportedSizes, rhs: ReportedSizes) -> Bool {
    lhs.box === rhs.box && lhs.version == rhs.version
  }
}
