import Foundation

/// Right-to-left placement for the stacks and `ScrollView`: each layout computes its children's
/// frames as for left to right, then mirrors their x positions within its own bounds.
///
/// SwiftUI parity: Apple documents that "SwiftUI horizontally flips the x position of each
/// view within its parent" under `.rightToLeft` (`LayoutSubviews.layoutDirection`). The engine
/// does not flip placements itself, so the layouts here do it for their own children; an
/// `HStack` then runs from its trailing edge (`reference/semantics.md` S7), and a `.leading`
/// `VStack` or `ZStack` lines its children up on the right.
extension CGPoint {
  /// This origin of a frame `width` wide, with its x mirrored within `bounds` when
  /// `direction` is right to left.
  func mirrored(width: CGFloat, in bounds: CGRect, _ direction: LayoutDirection) -> CGPoint {
    guard direction == .rightToLeft else { return self }
    return CGPoint(x: bounds.minX + bounds.maxX - x - width, y: y)
  }
}
