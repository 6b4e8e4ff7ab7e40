import Foundation

/// A named coordinate space around a view: the name an ancestor declared, with
/// `coordinateSpace(name:)` or by being a scroll view (`.scrollView`), and that ancestor's frame
/// in the root's space.
///
/// The walks that make `GeometryProxy`s, placing and observing, visit the tree from the root and
/// keep the spaces they are inside as they go, outermost first: a proxy gets them without
/// climbing to the root from its view, so a walk stays linear however deeply readers nest.
///
/// SwiftUI parity: none of its own; `GeometryProxy.frame(in: .named(_:))` reads these.
struct NamedSpace: Equatable {
  let name: AnyHashable
  let frame: CGRect
}

extension [NamedSpace] {
  /// Adds the space `node` declares, if it declares one, at its frame as its layout left it (a
  /// scroll view grows into the unsafe area); returns whether it did. What every node pays is
  /// one byte of its record; the rest is out of line, as few nodes declare a space.
  @inline(__always)
  mutating func enterSpace(declaredBy node: ViewNode) -> Bool {
    node.roleKind == .coordinateSpace && appendSpace(declaredBy: node)
  }

  @inline(never)
  private mutating func appendSpace(declaredBy node: ViewNode) -> Bool {
    guard let name = node.declaredSpaceName else { return false }
    append(NamedSpace(name: name, frame: node.frame))
    return true
  }
}
