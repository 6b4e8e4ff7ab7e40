import Foundation
import LayoutLab

/// The greedy flow rule of the two pre-`Layout` flow techniques (`CollectionView` and
/// `AlignmentGuideFlow`), as pure functions from item sizes to item origins.
///
/// The rule, for items in order, in a container `width` wide:
/// 1. An item goes on the current line at `x` (0 on a new line; after an item, that item's
///    right edge plus `spacing`).
/// 2. It starts a new line instead when it does not fit (`x + itemWidth > width + 1e-9`, so an
///    exact fit fits) **and** the current line already holds an item. An item wider than the
///    container therefore sits alone on its line, with no empty line before it.
/// 3. A new line starts `lineSpacing` below the bottom of the tallest item of the line above.
///    Items sit at the top of their line.
/// 4. The arrangement is as wide as its widest line (right edge of its last item) and as tall
///    as the bottom of its lowest item; zero items give `.zero`.
///
/// Inputs that no view produces are made harmless rather than trusted: a negative or NaN
/// `width` counts as 0; a non-finite `spacing` or `lineSpacing` counts as 0; a negative or
/// non-finite item dimension counts as 0. An infinite `width` puts every item on one line.
///
/// SwiftUI parity: not a SwiftUI API. It is Swift Talk #168's `flowLayout` function
/// (layout rule PF1 step 5), finished: Swift Talk breaks a line whenever
/// `x + width > containerWidth`, even on an empty line, so an item wider than the container
/// that starts a line is pushed down by an extra, empty line (0 tall plus the line spacing).
/// A `Layout` that measures each item once, breaks lines by the same rule and places items at
/// their line's top gives the same origins.
public enum GreedyFlow {
  /// How far past the container's width an item's right edge may reach and still fit: sums of
  /// fractional widths and spacings carry rounding errors far below this.
  public static let tolerance: CGFloat = 1e-9

  /// Where the items go and how much room they take.
  public struct Arrangement: Equatable, Sendable {
    /// Each item's top leading corner, relative to the arrangement's, in item order.
    public var origins: [CGPoint]
    /// The widest line's width and the bottom of the lowest item; `.zero` without items.
    public var size: CGSize

    public init(origins: [CGPoint], size: CGSize) {
      self.origins = origins
      self.size = size
    }
  }

  /// Places items of `sizes`, in order, by the greedy rule in a container `width` wide.
  public static func arrange(
    _ sizes: [CGSize], width: CGFloat, spacing: CGFloat = 10, lineSpacing: CGFloat = 10
  ) -> Arrangement {
    var cursor = GreedyFlowCursor(width: width, spacing: spacing, lineSpacing: lineSpacing)
    let origins = sizes.map { cursor.place($0) }
    return Arrangement(origins: origins, size: cursor.size)
  }

  /// Each item's offset from the container's top leading corner, by id, for the items of
  /// `ids` (in that order) whose size `sizes` knows.
  ///
  /// An id without a size gets no offset and takes no room: before the sizes arrive (the
  /// first frame of `CollectionView`) nothing moves. When an id occurs more than once, its
  /// last occurrence's offset is the one kept (the size dictionary cannot tell them apart
  /// either).
  public static func offsets<ID: Hashable>(
    ids: [ID], sizes: [ID: CGSize], width: CGFloat, spacing: CGFloat = 10, lineSpacing: CGFloat = 10
  ) -> [ID: CGPoint] {
    keyedArrangement(ids: ids, sizes: sizes, width: width, spacing: spacing, lineSpacing: lineSpacing).offsets
  }

  /// The offsets of `offsets(ids:sizes:width:spacing:lineSpacing:)` and the size of their
  /// arrangement.
  static func keyedArrangement<ID: Hashable>(
    ids: [ID], sizes: [ID: CGSize], width: CGFloat, spacing: CGFloat, lineSpacing: CGFloat
  ) -> (offsets: [ID: CGPoint], size: CGSize) {
    var cursor = GreedyFlowCursor(width: width, spacing: spacing, lineSpacing: lineSpacing)
    var offsets: [ID: CGPoint] = [:]
    offsets.reserveCapacity(ids.count)
    for id in ids {
      guard let size = sizes[id] else { continue }
      offsets[id] = cursor.place(size)
    }
    return (offsets, cursor.size)
  }
}

/// The running state of the greedy flow rule: where the next item goes, one item at a time.
///
/// A value type, so that `AlignmentGuideFlow` can keep the state after each item and start
/// again from any of them.
struct GreedyFlowCursor {
  private let width: CGFloat
  private let spacing: CGFloat
  private let lineSpacing: CGFloat
  /// Where the next item goes if it fits on the current line.
  private var x: CGFloat = 0
  /// The current line's top.
  private var y: CGFloat = 0
  /// The tallest item on the current line.
  private var lineHeight: CGFloat = 0
  private var lineIsEmpty = true
  private var widest: CGFloat = 0
  private var bottom: CGFloat = 0

  init(width: CGFloat, spacing: CGFloat, lineSpacing: CGFloat) {
    self.width = width.isNaN ? 0 : max(0, width)
    self.spacing = spacing.isFinite ? spacing : 0
    self.lineSpacing = lineSpacing.isFinite ? lineSpacing : 0
  }

  /// The widest line's width and the lowest item's bottom so far.
  var size: CGSize { CGSize(width: widest, height: bottom) }

  /// Where the next item would go, were it to fit on the current line.
  var next: CGPoint { CGPoint(x: x, y: y) }

  /// Places an item of `size` and returns its origin.
  mutating func place(_ size: CGSize) -> CGPoint {
    let itemWidth = Self.length(size.width)
    let itemHeight = Self.length(size.height)
    if !lineIsEmpty && x + itemWidth > width + GreedyFlow.tolerance {
      x = 0
      y += lineHeight + lineSpacing
      lineHeight = 0
      lineIsEmpty = true
    }
    let origin = CGPoint(x: x, y: y)
    lineIsEmpty = false
    lineHeight = max(lineHeight, itemHeight)
    widest = max(widest, x + itemWidth)
    bottom = max(bottom, y + itemHeight)
    x += itemWidth + spacing
    return origin
  }

  /// An item dimension as the rule uses it: negative or non-finite counts as 0.
  private static func length(_ value: CGFloat) -> CGFloat {
    value.isFinite ? max(0, value) : 0
  }
}
