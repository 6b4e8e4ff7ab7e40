import Foundation
import LayoutLab

extension FlowArrangement {
  /// What an arrangement keeps of each item: an `Item` without its spacing, which lives in a
  /// `FlowSpacings` next to it and is usually not kept at all.
  ///
  /// 25 bytes, 32 with padding; a `Metrics?` is no larger (the optional's tag fits in
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

    /// The metrics of `item`, whose bad lengths its initialiser replaced.
    init(_ item: Item) {
      width = item.size.width
      height = item.size.height
      guide = item.guide
      startsNewLine = item.startsNewLine
    }

    /// The metrics of an item of `size` whose guide is `guide` below its top. Lengths that
    /// are not finite count as 0, negative sizes as 0.
    init(size: CGSize, guide: CGFloat, startsNewLine: Bool) {
      width = Self.length(size.width)
      height = Self.length(size.height)
      self.guide = guide.isFinite ? guide : 0
      self.startsNewLine = startsNewLine
    }

    /// Metrics no item has (a negative width): they mark an ideal not asked yet
    /// (`FlowIdeals`).
    static let unknown = Metrics(unknownWidth: -1)

    /// Whether these are `unknown`.
    var isUnknown: Bool { width < 0 }

    private init(unknownWidth: CGFloat) {
      width = unknownWidth
      height = 0
      guide = 0
      startsNewLine = false
    }

    /// A length that can be laid out: finite and not negative, else 0.
    private static func length(_ value: CGFloat) -> CGFloat {
      value.isFinite ? max(0, value) : 0
    }

    /// The item these metrics describe, with `spacing`.
    func item(spacing: ViewSpacing) -> Item {
      Item(size: CGSize(width: width, height: height), guide: guide, spacing: spacing, startsNewLine: startsNewLine)
    }
  }
}
