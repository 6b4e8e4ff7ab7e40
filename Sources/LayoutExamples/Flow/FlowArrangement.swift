import Foundation
import LayoutLab

/// The line breaking behind `FlowLayout`, as a pure function from measured items to lines:
/// which items share a line, where each line starts, how tall it is, and how big the whole is.
/// `frames(in:)` then turns the lines into one frame per item.
///
/// The rules, for a line width `W` (infinite when nothing limits it):
///
/// 1. **Greedy breaking.** Items join the current line in order. An item goes on the current
///    line when its leading edge (the previous item's trailing edge plus the gap between the
///    two) plus its width is at most `W + fitTolerance`, so an exact fit fits whatever the
///    floating-point rounding. Otherwise it starts the next line.
/// 2. **Oversized items.** The first item of a line always stays on it, however wide: an item
///    wider than `W` sits alone on its line, with no empty line before it.
/// 3. **Forced breaks.** An item with `startsNewLine` starts a new line unless it is already the
///    first of one (the very first item, or one pushed to a new line anyway). Breaks belong to
///    items, so they never make an empty line.
/// 4. **Gaps.** Between neighbours on a line: `itemSpacing`, or, when it is `nil`, the first
///    item's `ViewSpacing` distance to the second along the horizontal axis. Between lines:
///    `lineSpacing`, or, when it is `nil`, the distance from the union of the upper line's
///    items' bottom edges to the union of the lower line's items' top edges (a preference
///    anywhere on a line beats no preference; without any, the default 8).
/// 5. **Line height.** Each item has a guide, its distance from its own top to the line it
///    aligns on (0 for top, half its height for center, its height for bottom, its first
///    baseline for `.firstTextBaseline`). A line's guide sits at the largest guide of its items;
///    its height is that plus the largest distance from an item's guide to its bottom. So every
///    item fits in its line, and with top alignment the line is as tall as its tallest item.
/// 6. **Maximum lines.** With `maxLines` set, the items that would start the line after the
///    last allowed one, and all items after them, are `hiddenItems`: they get no frame and take
///    no space. A value below 1 counts as 1.
/// 7. **Size.** The width is that of the widest line as placed: a justified line (rule 8) is
///    `W` wide, any other line as wide as its items and gaps. The height runs from the first
///    line's top to the last line's bottom. No items, no lines: `.zero`.
/// 8. **Justification.** With `justified`, a line that ended because its next item did not fit
///    and that holds at least two items spreads the free space of the container evenly over
///    its gaps. The last line, a line that ends at a forced break (the end of a paragraph, as
///    in typesetting), and a line of one item keep their natural gaps and follow
///    `lineAlignment`. When `maxLines` cuts the flow, its last line is justified if the cut
///    was a wrap.
///
/// Bad input never crashes: a size or guide that is NaN or infinite counts as 0, a negative
/// size as 0, a spacing that is not finite as `nil`, a NaN or negative line width as 0.
///
/// SwiftUI parity: not a SwiftUI type. It is the common core of the flow layouts surveyed in
/// layout rules FL1–FL4 (greedy breaking, a lone oversized item, `ViewSpacing`
/// unions between lines, the "max ascent + max descent" line height of baseline alignment,
/// justification that spares the last line as `UICollectionViewFlowLayout` does).
public struct FlowArrangement: Equatable, Sendable {
  /// How far an item may reach past the line width and still fit: a thousandth of a point,
  /// far below a pixel, and far above the rounding error of summing widths.
  public static let fitTolerance: CGFloat = 0.001

  /// One measured subview.
  public struct Item: Equatable, Sendable {
    /// The item's size.
    public let size: CGSize
    /// The distance from the item's top to the guide the line aligns items on.
    public let guide: CGFloat
    /// The item's preferred spacing, used where the options' spacing is `nil`.
    public let spacing: ViewSpacing
    /// Whether the item starts a new line (a forced break before it).
    public let startsNewLine: Bool

    /// An item of `size` whose guide is `guide` below its top. Lengths that are not finite
    /// count as 0, negative sizes as 0.
    public init(
      size: CGSize, guide: CGFloat = 0, spacing: ViewSpacing = ViewSpacing(), startsNewLine: Bool = false
    ) {
      let metrics = Metrics(size: size, guide: guide, startsNewLine: startsNewLine)
      self.size = CGSize(width: metrics.width, height: metrics.height)
      self.guide = metrics.guide
      self.spacing = spacing
      self.startsNewLine = startsNewLine
    }
  }

  /// How lines are spaced, aligned, justified and limited.
  public struct Options: Hashable, Sendable {
    /// The gap between neighbours on a line; `nil` asks the items' `ViewSpacing`.
    public let itemSpacing: CGFloat?
    /// The gap between lines; `nil` asks the items' `ViewSpacing`.
    public let lineSpacing: CGFloat?
    /// Where a line that is not justified sits in the container's width.
    public let lineAlignment: FlowLayout.LineAlignment
    /// Whether wrapped lines spread their free space over their gaps (rule 8).
    public let justified: Bool
    /// The most lines shown, or `nil` for no limit; below 1 counts as 1.
    public let maxLines: Int?

    /// Options with spacings that are not finite replaced by `nil` and `maxLines` below 1 by 1.
    public init(
      itemSpacing: CGFloat? = nil, lineSpacing: CGFloat? = nil, lineAlignment: FlowLayout.LineAlignment = .leading,
      justified: Bool = false, maxLines: Int? = nil
    ) {
      self.itemSpacing = itemSpacing.flatMap { $0.isFinite ? $0 : nil }
      self.lineSpacing = lineSpacing.flatMap { $0.isFinite ? $0 : nil }
      self.lineAlignment = lineAlignment
      self.justified = justified
      self.maxLines = maxLines.map { max(1, $0) }
    }
  }

  /// One line of items.
  public struct Line: Equatable, Sendable {
    /// The indices of the line's items; their leading edges are `FlowArrangement.offsets`.
    public let items: Range<Int>
    /// The width of the items and their natural gaps.
    public let width: CGFloat
    /// The line's top, from the top of the arrangement.
    public let top: CGFloat
    /// The gap between the line above and this one (rule 4); 0 for the first line.
    public let gap: CGFloat
    /// The line's guide, from its top: where every item's guide lines up.
    public let guide: CGFloat
    /// The line's height.
    public let height: CGFloat
    /// Whether the line ended because its next item did not fit (not at a forced break, not
    /// at the end of the items).
    public let wrapped: Bool

    /// This line with its top at `top`, `gap` below the line above it.
    func moved(top: CGFloat, gap: CGFloat) -> Line {
      Line(
        items: items, width: width, top: top, gap: gap, guide: guide, height: height,
        wrapped: wrapped)
    }
  }

  /// The items, as given (with bad lengths replaced). Made from `metrics` and `spacings` on
  /// every call: the arrangement keeps them apart, and the spacings only when some item has one.
  public var items: [Item] {
    metrics.indices.map { metrics[$0].item(spacing: spacings[$0]) }
  }
  /// Each item's size, guide and break.
  private(set) var metrics: [Metrics]
  /// Each item's spacing.
  private(set) var spacings: FlowSpacings
  /// Each item's leading edge, from the start of its line, with the natural gaps (one array
  /// for all lines, by item index); 0 for a hidden item.
  public private(set) var offsets: [CGFloat]
  /// The width the lines were broken at: infinite when nothing limits a line.
  public let lineWidth: CGFloat
  /// The options the lines were made with.
  public let options: Options
  /// The lines, top to bottom.
  public private(set) var lines: [Line]
  /// The items that `maxLines` leaves out: empty, or every item from one index to the end.
  public private(set) var hiddenItems: Range<Int>
  /// The size of the arrangement (rule 7).
  public private(set) var size: CGSize

  /// Breaks `items` into lines at most `lineWidth` wide.
  public init(items: [Item], lineWidth: CGFloat, options: Options = Options()) {
    self.init(
      metrics: items.map(Metrics.init), spacings: Self.spacings(of: items), lineWidth: lineWidth, options: options)
  }

  /// Breaks the items of `metrics` and `spacings` into lines at most `lineWidth` wide.
  init(metrics: [Metrics], spacings: FlowSpacings, lineWidth: CGFloat, options: Options) {
    let limit = lineWidth.isNaN ? 0 : max(0, lineWidth)
    var offsets = [CGFloat](repeating: 0, count: metrics.count)
    var breaker = LineBreaker(metrics: metrics, spacings: spacings, lineWidth: limit, options: options)
    lines = breaker.run(offsets: &offsets)
    self.metrics = metrics
    self.spacings = spacings
    self.offsets = offsets
    self.lineWidth = limit
    self.options = options
    hiddenItems = breaker.hiddenStart..<metrics.count
    size = Self.size(of: lines, lineWidth: limit, options: options)
  }

  /// The spacings of `items`.
  private static func spacings(of items: [Item]) -> FlowSpacings {
    var spacings = FlowSpacings(count: items.count)
    for (index, item) in items.enumerated() { spacings[index] = item.spacing }
    return spacings
  }

  /// The arrangement `init(items:lineWidth:options:)` makes of `items` at `previous`'s line
  /// width and options, found by breaking again only what `changedItems` can move: `items`
  /// are `previous.items` with those at `changedItems` replaced (any others must be equal).
  ///
  /// Greedy breaking is local: a line depends only on its own items and the item after it.
  /// So the lines before the one holding the item before the first changed one stay as they
  /// are; breaking starts again at that line, and stops at the first new line that starts,
  /// after the last changed item, where a line of `previous` starts: that line and the ones
  /// after it are taken as they are, moved down or up to below the lines above them (their
  /// tops summed as a fresh arrangement sums them, so the result is the same to the bit).
  /// `maxLines` is applied as the lines are taken. A change of one item thus breaks one or
  /// two lines again, and moves the lines after them, without looking at their items.
  ///
  /// Items of another count than `previous`'s, or a range outside them, break every line.
  public init(items: [Item], updating previous: FlowArrangement, changedItems: Range<Int>) {
    guard items.count == previous.metrics.count, changedItems.lowerBound >= 0, changedItems.upperBound <= items.count
    else {
      self.init(items: items, lineWidth: previous.lineWidth, options: previous.options)
      return
    }
    self = previous
    metrics = items.map(Metrics.init)
    spacings = Self.spacings(of: items)
    breakAgain(changedItems)
  }

  /// Replaces the items at `indices` with `item(index)`, their metrics and spacing, in place
  /// and breaks again only the lines they can move, as `init(items:updating:changedItems:)`
  /// does. Returns the items whose frames may differ from before (see `breakAgain(_:)`).
  mutating func replaceItems(
    at indices: IndexSet, with item: (Int) -> (metrics: Metrics, spacing: ViewSpacing)
  ) -> Range<Int> {
    guard let first = indices.first, let last = indices.last, first >= 0, last < metrics.count else { return 0..<0 }
    for index in indices {
      let replacement = item(index)
      metrics[index] = replacement.metrics
      spacings[index] = replacement.spacing
    }
    return breakAgain(first..<(last + 1))
  }

  /// Breaks the lines again after the items at `changedItems` changed (see
  /// `init(items:updating:changedItems:)`), and returns the items whose frames may differ
  /// from before: from the first line broken again to the first line taken as it was, when
  /// that line kept its top and `maxLines` hides the same items, otherwise to the end. The
  /// lines before and the lines taken keep their items, offsets and tops, so their frames
  /// are the same in a container of the same width.
  @discardableResult
  private mutating func breakAgain(_ changedItems: Range<Int>) -> Range<Int> {
    // Nothing changed, or only items `maxLines` hides: no line depends on them.
    guard !changedItems.isEmpty, let restart = lineIndex(holding: max(0, changedItems.lowerBound - 1)) else {
      return changedItems
    }
    let start = lines[restart].items.lowerBound
    let hiddenBefore = hiddenItems.lowerBound
    var breaker = LineBreaker(continuing: self, atLine: restart, changedBefore: changedItems.upperBound)
    lines = breaker.run(offsets: &offsets)
    hiddenItems = breaker.hiddenStart..<metrics.count
    // Items hidden now that were not keep the offsets they had: 0, as a fresh arrangement has.
    if hiddenItems.lowerBound < hiddenBefore {
      offsets.replaceSubrange(
        hiddenItems.lowerBound..<hiddenBefore, with: repeatElement(0, count: hiddenBefore - hiddenItems.lowerBound))
    }
    size = Self.size(of: lines, lineWidth: lineWidth, options: options)
    guard let unmoved = breaker.unmovedFrom, hiddenItems.lowerBound == hiddenBefore else {
      return start..<metrics.count
    }
    return start..<max(start, unmoved)
  }

  /// The size of `lines` (rule 7).
  private static func size(of lines: [Line], lineWidth: CGFloat, options: Options) -> CGSize {
    var width: CGFloat = 0
    for line in lines { width = max(width, placedWidth(of: line, lineWidth: lineWidth, options: options)) }
    return CGSize(width: width, height: lines.last.map { $0.top + $0.height } ?? 0)
  }

  /// The index of the line that holds item `index`; `nil` when no line does (a hidden item).
  func lineIndex(holding index: Int) -> Int? {
    var low = 0
    var high = lines.count
    // The first line that ends after `index`.
    while low < high {
      let middle = (low + high) / 2
      if lines[middle].items.upperBound <= index { low = middle + 1 } else { high = middle }
    }
    return low < lines.count && lines[low].items.contains(index) ? low : nil
  }

  /// Whether `line` spreads its free space over its gaps (rule 8).
  public func isJustified(_ line: Line) -> Bool {
    Self.isJustified(line, options: options)
  }

  private static func isJustified(_ line: Line, options: Options) -> Bool {
    options.justified && line.wrapped && line.items.count > 1
  }

  /// A line's width as placed: the line width when justified, else its natural width.
  private static func placedWidth(of line: Line, lineWidth: CGFloat, options: Options) -> CGFloat {
    isJustified(line, options: options) && lineWidth.isFinite ? max(line.width, lineWidth) : line.width
  }

  /// The gap between item `index` and the item before it on one line (rule 4).
  static func gap(before index: Int, spacings: FlowSpacings, options: Options) -> CGFloat {
    options.itemSpacing ?? spacings[index - 1].distance(to: spacings[index], along: .horizontal)
  }
}

/// Rules 1–6: walks the items once and closes a line whenever the next item must start one.
/// Continuing an earlier arrangement, it starts at one of its lines and takes the earlier
/// lines as they are once it is past the changed items (see
/// `FlowArrangement.init(items:updating:changedItems:)`).
private struct LineBreaker {
  let metrics: [FlowArrangement.Metrics]
  let spacings: FlowSpacings
  let lineWidth: CGFloat
  let options: FlowArrangement.Options

  /// Where the hidden items start: `items.count` when none are hidden.
  private(set) var hiddenStart: Int
  private var lines: [FlowArrangement.Line] = []
  private var start = 0
  private var end: CGFloat = 0
  private var width: CGFloat = 0
  private var guide: CGFloat = 0
  private var descent: CGFloat = 0

  /// The lines of an earlier arrangement of the same items but those before `reusableFrom`.
  private let earlier: [FlowArrangement.Line]
  /// Where the earlier arrangement's hidden items start.
  private let earlierHiddenStart: Int
  /// The first item from which the earlier lines may be taken as they are.
  private let reusableFrom: Int
  /// The first earlier line that may still start where a new line does.
  private var earlierCursor = 0
  /// The first item of the earlier lines taken as they were, when the first of them kept its
  /// top (and so every one after it did, their tops summed from the same lengths).
  private(set) var unmovedFrom: Int?

  init(metrics: [FlowArrangement.Metrics], spacings: FlowSpacings, lineWidth: CGFloat, options: FlowArrangement.Options)
  {
    self.metrics = metrics
    self.spacings = spacings
    self.lineWidth = lineWidth
    self.options = options
    hiddenStart = metrics.count
    earlier = []
    earlierHiddenStart = metrics.count
    reusableFrom = Int.max
  }

  /// A breaker that keeps `previous`'s lines before `restart` and breaks again from there;
  /// items from `changedBefore` on are as they were when its lines were made.
  init(continuing previous: FlowArrangement, atLine restart: Int, changedBefore: Int) {
    metrics = previous.metrics
    spacings = previous.spacings
    lineWidth = previous.lineWidth
    options = previous.options
    hiddenStart = previous.metrics.count
    lines.reserveCapacity(previous.lines.count + 1)
    lines.append(contentsOf: previous.lines[..<restart])
    start = previous.lines[restart].items.lowerBound
    earlier = previous.lines
    earlierHiddenStart = previous.hiddenItems.lowerBound
    reusableFrom = changedBefore
    earlierCursor = restart
  }

  /// Breaks the lines, writing each placed item's leading edge into `offsets` (one per item).
  mutating func run(offsets: inout [CGFloat]) -> [FlowArrangement.Line] {
    var index = start
    while index < metrics.count {
      let item = metrics[index]
      if index > start {
        let leading = end + FlowArrangement.gap(before: index, spacings: spacings, options: options)
        let fits = leading + item.width <= lineWidth + FlowArrangement.fitTolerance
        if item.startsNewLine || !fits {
          closeLine(before: index, wrapped: !item.startsNewLine)
          if let maxLines = options.maxLines, lines.count == maxLines {
            hiddenStart = index
            return lines
          }
          start = index
          if index >= reusableFrom, let next = takeEarlierLines(startingAt: index) {
            if let maxLines = options.maxLines, lines.count == maxLines { return lines }
            // The earlier arrangement stopped at `next` (its `maxLines`): a line starts there.
            start = next
            index = next
            continue
          }
          add(index, at: 0, offsets: &offsets)
        } else {
          add(index, at: leading, offsets: &offsets)
        }
      } else {
        add(index, at: 0, offsets: &offsets)
      }
      index += 1
    }
    if start < metrics.count { closeLine(before: metrics.count, wrapped: false) }
    return lines
  }

  /// Appends the earlier lines from the one starting at item `first`, if there is one, up to
  /// `maxLines`; returns the item after the last line taken, or `nil` when no earlier line
  /// starts at `first`.
  private mutating func takeEarlierLines(startingAt first: Int) -> Int? {
    while earlierCursor < earlier.count, earlier[earlierCursor].items.lowerBound < first { earlierCursor += 1 }
    guard earlierCursor < earlier.count, earlier[earlierCursor].items.lowerBound == first else { return nil }
    let junction = earlierCursor
    earlierCursor = earlier.count
    // Where the line above ends, summed as `closeLine` sums it: its top plus its height.
    var bottom = lines[lines.count - 1].top + lines[lines.count - 1].height
    for index in junction..<earlier.count {
      // Below the first line taken is a new line: the gap between them is found again.
      let gap =
        index == junction
        ? lineGap(below: lines[lines.count - 1].items, above: earlier[index].items) : earlier[index].gap
      let line = earlier[index].moved(top: bottom + gap, gap: gap)
      if index == junction, line.top == earlier[index].top { unmovedFrom = first }
      bottom = line.top + line.height
      lines.append(line)
      if let maxLines = options.maxLines, lines.count == maxLines {
        hiddenStart = line.items.upperBound
        return line.items.upperBound
      }
    }
    return earlierHiddenStart
  }

  /// Adds item `index` to the current line at `leading` (0 when it starts the line), written
  /// into `offsets`.
  private mutating func add(_ index: Int, at leading: CGFloat, offsets: inout [CGFloat]) {
    let item = metrics[index]
    if index == start {
      width = 0
      guide = item.guide
      descent = item.height - item.guide
    }
    offsets[index] = leading
    end = leading + item.width
    width = max(width, end)
    guide = max(guide, item.guide)
    descent = max(descent, item.height - item.guide)
  }

  private mutating func closeLine(before next: Int, wrapped: Bool) {
    let range = start..<next
    var top: CGFloat = 0
    var gap: CGFloat = 0
    if let previous = lines.last {
      gap = lineGap(below: previous.items, above: range)
      top = previous.top + previous.height + gap
    }
    lines.append(
      FlowArrangement.Line(
        items: range, width: width, top: top, gap: gap, guide: guide, height: guide + descent,
        wrapped: wrapped))
  }

  /// The gap between the line of `upper` items and the line of `lower` items (rule 4).
  private func lineGap(below upper: Range<Int>, above lower: Range<Int>) -> CGFloat {
    if let spacing = options.lineSpacing { return spacing }
    var bottom = ViewSpacing()
    for index in upper { bottom.formUnion(spacings[index], edges: .bottom) }
    var top = ViewSpacing()
    for index in lower { top.formUnion(spacings[index], edges: .top) }
    return bottom.distance(to: top, along: .vertical)
  }
}
