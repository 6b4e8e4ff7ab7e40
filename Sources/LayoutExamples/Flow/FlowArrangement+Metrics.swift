import Foundation
import LayoutLab

extension FlowArrangement {
  /// What an arrangement keeps of each item: an `Item` without its spacing, which lives in a
  /// `FlowSpacings` next to it and is usually not kept at all.
  ///
  /// 25 bytes, 32 with padding; an `Item?` of these is no larger (the optional's tag fits in
  /// the `Bool`), which is what `FlowLayout.Cache` keeps per subview for its ideal sizes.
  struct Metrics: Equatable, Sendable {
    /// The item's width, finite and not negative.
    let width: CGFloat
    /// The item's height, finite and not negative.
    let height: CGFloat
    /// The distance from the item's top to the guide the line aligns items on, finite.
    let guide: CGFloat
    /// Whether the item starts a new line.
    let startsNewLine: Bool

    /// The metrics of `item`, whose lengths are already replaced where bad.
    init(_ item: Item) {
      width = item.size.width
      height = item.size.height
      guide = item.guide
      startsNewLine = item.startsNewLine
    }

    /// The metrics of an item of `size` with `guide`, replacing bad lengths as `Item` does.
    init(size: CGSize, guide: CGFloat, startsNewLine: Bool) {
      width = Item.length(size.width)
      height = Item.length(size.height)
      self.guide = guide.isFinite ? guide : 0
      self.startsNewLine = startsNewLine
    }

    /// The item these metrics describe, with `spacing`.
    func item(spacing: ViewSpacing) -> Item {
      Item(size: CGSize(width: width, height: height), guide: guide, spacing: spacing, startsNewLine: startsNewLine)
    }
  }
}
