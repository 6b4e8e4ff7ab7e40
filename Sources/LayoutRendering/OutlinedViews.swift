import LayoutLab

/// Which views a picture outlines, among those that draw nothing themselves (no fill colour, no
/// text): containers, modifiers, spacers, readers.
///
/// SwiftUI parity: none; SwiftUI draws no frames. `.all` is what `.border` on every view would show.
public enum OutlinedViews: Hashable, Sendable {
  /// Every such view.
  case all
  /// Only views without children (spacers, empty readers, shapes without a colour).
  case leaves
  /// None.
  case none

  func outlines(_ view: PlacedView) -> Bool {
    switch self {
    case .all: true
    case .leaves: view.children.isEmpty
    case .none: false
    }
  }
}
