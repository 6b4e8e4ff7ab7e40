// The layouts of the seed articles (listed in `LayoutExamples.docc`), each transcribed as the article
// writes it, bug included, so that `LayoutChecker` can be shown to catch the bug the article
// has. Changes are only those needed to compile (named below) and names made unique in this
// test target. Each type's comment names the seed and the bug.
import Foundation
import LayoutLab

// MARK: Seed 000

/// Seed 000 ("SwiftUI Self-Sizing Flow Layouts"): `CardLayout` as the article writes it, without
/// its optional cache.
///
/// The bug: a proposed width narrower than one card plus the margins. `maxSize` caps the card
/// at `width − 2 × margin` even when that is negative, and the column count divides by the
/// card width plus padding:
/// - proposed width 0 (`.zero`, 0 × 500): the card is −16 × −10.667, `cardsInRow` is
///   ⌊(0 + 8 − 16) ÷ (−16 + 8)⌋ = 1, so n cards make n rows and the height is
///   2m + n × (h + p) − p = 16 + n × (−2.667) − 8: negative from 4 cards on;
/// - unspecified width (10, from `replacingUnspecifiedDimensions`): `cardsInRow` is 0 and
///   `cardsInColumn` traps on `Int(ceil(n / 0))`; infinite width: `cardsInRow` traps on
///   `Int(inf)`. A trap stops the test process, so those proposals are not asked.
struct Seed000CardLayout: Layout {
  private enum ViewMetrics {
    static let padding: CGFloat = 8
    static let margin: CGFloat = 8
    static let minimumWidth: CGFloat = 150
    static let maximumWidth: CGFloat = 400
    static let aspectRatio: CGFloat = 1.5
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    guard !subviews.isEmpty else { return .zero }
    let fittingSize = fittingSize(subviews: subviews)
    let maxSize = maxSize(fittingSize: fittingSize, containerProposal: proposal)
    let cardsInRow: Int = cardsInRow(cardSize: maxSize, proposal: proposal)
    let cardsInColumn = cardsInColumn(cardsInRow: cardsInRow, totalCards: subviews.count)
    let width =
      2 * ViewMetrics.margin + CGFloat(cardsInRow) * (maxSize.width + ViewMetrics.padding) - ViewMetrics.padding
    let height =
      2 * ViewMetrics.margin + CGFloat(cardsInColumn) * (maxSize.height + ViewMetrics.padding) - ViewMetrics.padding
    return CGSize(width: width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    guard !subviews.isEmpty else { return }
    let fittingSize = fittingSize(subviews: subviews)
    let boundsProposal = ProposedViewSize(width: bounds.width, height: bounds.height)
    let maxSize = maxSize(fittingSize: fittingSize, containerProposal: boundsProposal)
    var nextX = bounds.minX + ViewMetrics.margin
    var nextY = bounds.minY + ViewMetrics.margin
    let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
    for index in subviews.indices {
      subviews[index].place(at: CGPoint(x: nextX, y: nextY), anchor: .topLeading, proposal: placementProposal)
      nextX += maxSize.width + ViewMetrics.padding
      if nextX + maxSize.width + ViewMetrics.margin > bounds.maxX {
        nextX = bounds.minX + ViewMetrics.margin
        nextY += maxSize.height + ViewMetrics.padding
      }
    }
  }

  private func fittingSize(subviews: Subviews) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    var fittingSize: CGSize = sizes.reduce(.zero) { currentMax, size in
      CGSize(width: max(currentMax.width, size.width), height: max(currentMax.height, size.height))
    }
    if fittingSize.width / fittingSize.height > ViewMetrics.aspectRatio {
      fittingSize.height = fittingSize.width / ViewMetrics.aspectRatio
    } else {
      fittingSize.width = fittingSize.height * ViewMetrics.aspectRatio
    }
    if fittingSize.width < ViewMetrics.minimumWidth {
      fittingSize.width = ViewMetrics.minimumWidth
      fittingSize.height = fittingSize.width / ViewMetrics.aspectRatio
    }
    if fittingSize.width > ViewMetrics.maximumWidth {
      fittingSize.width = ViewMetrics.maximumWidth
      fittingSize.height = fittingSize.width / ViewMetrics.aspectRatio
    }
    return fittingSize
  }

  private func maxSize(fittingSize: CGSize, containerProposal: ProposedViewSize) -> CGSize {
    guard let containerWidth = containerProposal.width else { return fittingSize }
    let maxWidth = containerWidth - 2 * ViewMetrics.margin
    if fittingSize.width > maxWidth {
      return CGSize(width: maxWidth, height: maxWidth / ViewMetrics.aspectRatio)
    }
    return fittingSize
  }

  private func cardsInRow(cardSize: CGSize, proposal: ProposedViewSize) -> Int {
    let bounds = proposal.replacingUnspecifiedDimensions()
    let cardsInRow = Int(
      (bounds.width + ViewMetrics.padding - 2 * ViewMetrics.margin) / (cardSize.width + ViewMetrics.padding))
    return cardsInRow
  }

  private func cardsInColumn(cardsInRow: Int, totalCards: Int) -> Int {
    Int(ceil(Double(totalCards) / Double(cardsInRow)))
  }
}

// MARK: Seed 001

/// Seed 001 (the flow-layout newsletter note): the flow layout with its `Arranger`, as the article writes it
/// (`Arranger`, `Result` and `Cell` nested, which is also what lets `Arranger` name the
/// protocol's `Subviews`).
///
/// The bug: `arrange()` reports the height as `previousFrame.maxY`, the bottom of the last
/// item, instead of `maxY`, the bottom of the lowest one. When an earlier item of the last row
/// is taller than the last item, it reaches below the layout's bottom.
struct Seed001FlowLayout: Layout {
  var spacing: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let arranger = Arranger(
      containerSize: proposal.replacingUnspecifiedDimensions(), subviews: subviews, spacing: spacing)
    let result = arranger.arrange()
    return result.size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let arranger = Arranger(
      containerSize: proposal.replacingUnspecifiedDimensions(), subviews: subviews, spacing: spacing)
    let result = arranger.arrange()
    for (index, cell) in result.cells.enumerated() {
      let point = CGPoint(x: bounds.minX + cell.frame.origin.x, y: bounds.minY + cell.frame.origin.y)
      subviews[index].place(at: point, anchor: .topLeading, proposal: ProposedViewSize(cell.frame.size))
    }
  }

  struct Arranger {
    var containerSize: CGSize
    var subviews: Subviews
    var spacing: CGFloat

    func arrange() -> Result {
      var cells: [Cell] = []
      var maxY: CGFloat = 0
      var previousFrame: CGRect = .zero
      for (index, subview) in subviews.enumerated() {
        let size = subview.sizeThatFits(ProposedViewSize(containerSize))
        var origin: CGPoint
        if index == 0 {
          origin = .zero
        } else if previousFrame.maxX + spacing + size.width > containerSize.width {
          origin = CGPoint(x: 0, y: maxY + spacing)
        } else {
          origin = CGPoint(x: previousFrame.maxX + spacing, y: previousFrame.minY)
        }
        let frame = CGRect(origin: origin, size: size)
        let cell = Cell(frame: frame)
        cells.append(cell)
        previousFrame = frame
        maxY = max(maxY, frame.maxY)
      }
      let maxWidth = cells.reduce(0) { max($0, $1.frame.maxX) }
      return Result(size: CGSize(width: maxWidth, height: previousFrame.maxY), cells: cells)
    }
  }

  struct Result {
    var size: CGSize
    var cells: [Cell]
  }

  struct Cell {
    var frame: CGRect
  }
}

// MARK: Seed 002

/// Seed 002 ("SwiftUI Layout Protocol — iOS 16.0+"): `HorizontalTileGrid` as the article's
/// code reads. To compile: `sizeThatFits` is named so (the article's first listing calls it
/// `HorizontalTileGrid`), `standardSquareSize` returns its `CGSize`, the block cases are the
/// ones its switch statements use (`.block`, `.full`, `.fullCustom(width:)`; the enum listing
/// names others), the cache is the tuple `makeCache` returns, and `.half` is `/ 2`.
///
/// The bug (a design decision the article states): "the number of visible items would be equal
/// to the number of items in the BlockType array". `zip(subviews, calculated)` stops at the
/// shorter list, so subviews beyond the blocks are never placed (SwiftUI centres them, over
/// the tiles).
struct Seed002HorizontalTileGrid: Layout {
  enum BlockType {
    case block
    case full
    case fullCustom(width: CGFloat)
  }

  typealias Cache = (CGSize, CGSize)

  private let blocks: [BlockType]

  init(blocks: [BlockType]) {
    self.blocks = blocks
  }

  func sizes(of subviews: Subviews) -> [CGSize] {
    subviews.map { $0.sizeThatFits(.unspecified) }
  }

  func minimumHeight(of sizes: [CGSize]) -> CGFloat {
    sizes.map { item in max(item.width, item.height) }.max(by: { $0 < $1 }) ?? 1
  }

  private func minimumSquareSize(toFit subviews: Subviews) -> CGSize {
    let sizes = sizes(of: subviews)
    let minHeight = minimumHeight(of: sizes)
    return .init(width: minHeight, height: minHeight)
  }

  func standardSquareSize(from minimumSquareSize: CGSize) -> CGSize {
    CGSize(width: minimumSquareSize.width * 2, height: minimumSquareSize.height * 2)
  }

  func makeCache(subviews: Subviews) -> Cache {
    let minimumSquareSize = minimumSquareSize(toFit: subviews)
    let standardSquareSize = standardSquareSize(from: minimumSquareSize)
    return (standardSquareSize, minimumSquareSize)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let blocks = self.blocks
    return sizeThatFitsBlocks(proposal: proposal, blocks: blocks, cache: &cache)
  }

  func sizeThatFitsBlocks(proposal: ProposedViewSize, blocks: [BlockType], cache: inout Cache) -> CGSize {
    let (standardSquareSize, minimumSquareSize) = cache
    var isNextABlock: Bool = false
    let widthNeeded = blocks.map { tmp in
      switch tmp {
      case .fullCustom(let width):
        isNextABlock = false
        return width
      case .block:
        if isNextABlock {
          isNextABlock = false
          return 0
        }
        isNextABlock = true
        return minimumSquareSize.height
      case .full:
        isNextABlock = false
        return standardSquareSize.width
      }
    }
    .reduce(0.0, +)
    return CGSize(width: widthNeeded, height: standardSquareSize.height)
  }

  func calculatePlaceSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, blocks: [BlockType], cache: inout Cache
  ) -> [CGRect] {
    var calculatedPlaces: [CGRect] = []
    let (standardSquareSize, minimumSquareSize) = cache
    var traversedX = bounds.minX
    var nextCellInDoubledColumnPosition: CGPoint? = nil
    blocks.indices.forEach { blockIndex in
      let point: CGPoint
      let size: CGSize
      switch blocks[blockIndex] {
      case .block:
        size = CGSize(width: minimumSquareSize.width, height: minimumSquareSize.height)
        if let nextSlotPoint = nextCellInDoubledColumnPosition {
          point = nextSlotPoint
          nextCellInDoubledColumnPosition = nil
        } else {
          point = CGPoint(x: traversedX + minimumSquareSize.width / 2, y: bounds.minY + minimumSquareSize.height / 2)
          nextCellInDoubledColumnPosition = point
          nextCellInDoubledColumnPosition?.y = point.y + minimumSquareSize.height  // the article: `!.y`
          traversedX += minimumSquareSize.width
        }
      case .fullCustom(let width):
        nextCellInDoubledColumnPosition = nil
        size = CGSize(width: width, height: standardSquareSize.height)
        point = CGPoint(x: traversedX + width / 2, y: bounds.midY)
        traversedX += width
      case .full:
        nextCellInDoubledColumnPosition = nil
        size = CGSize(width: standardSquareSize.width, height: standardSquareSize.height)
        point = CGPoint(x: traversedX + standardSquareSize.width / 2, y: bounds.minY + standardSquareSize.height / 2)
        traversedX += standardSquareSize.width
      }
      calculatedPlaces.append(CGRect(origin: point, size: size))
    }
    return calculatedPlaces
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    let blocks = self.blocks
    let calculated = calculatePlaceSubviews(in: bounds, proposal: proposal, blocks: blocks, cache: &cache)
    zip(subviews, calculated).forEach { view, proposedSizePosition in
      view.place(
        at: proposedSizePosition.origin, anchor: .center,
        proposal: ProposedViewSize(width: proposedSizePosition.size.width, height: proposedSizePosition.size.height))
    }
  }
}

// MARK: Seed 003

/// Seed 003 ("Réaliser un Layout custom en SwiftUI"): the article's first, "basic" flow layout,
/// its two methods as written.
///
/// The bugs:
/// 1. `sizeThatFits` updates `linesMaxWidth` only when a line overflows, so the last line's
///    width never counts: when everything fits on one line the layout is 0 wide, narrower
///    than for a smaller proposal that wraps (a size that shrinks as the proposal grows).
/// 2. `placeSubviews` starts the cursor at `bounds.origin` (as its comment insists) but
///    compares its absolute x with the proposed width, so bounds that do not start at x = 0
///    wrap every subview.
/// 3. On a wrap `placeSubviews` moves down by the new subview's height, not the line's.
struct Seed003BasicFlowLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let safeProposal = proposal.replacingUnspecifiedDimensions()
    let subviewSizes = subviews.map { $0.sizeThatFits(.init(width: safeProposal.width, height: .infinity)) }
    var containerHeight = CGFloat.zero
    var linesMaxWidth = CGFloat.zero
    var currentLineSize = CGSize.zero
    subviewSizes.forEach { size in
      let lineNextWidth = currentLineSize.width + size.width
      let isSubviewOverflowing = lineNextWidth > safeProposal.width
      if isSubviewOverflowing {
        linesMaxWidth = max(linesMaxWidth, currentLineSize.width)
        containerHeight += currentLineSize.height
        currentLineSize = .zero
      }
      currentLineSize.width = currentLineSize.width + size.width
      currentLineSize.height = max(currentLineSize.height, size.height)
    }
    containerHeight += currentLineSize.height
    return CGSize(width: linesMaxWidth, height: containerHeight)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let safeProposal = proposal.replacingUnspecifiedDimensions()
    var currentSubviewOffset = bounds.origin
    subviews.forEach { subview in
      let subviewSize = subview.sizeThatFits(.init(width: safeProposal.width, height: .infinity))
      let nextSubviewXOffset = currentSubviewOffset.x + subviewSize.width
      let isSubviewOverflowing = nextSubviewXOffset > safeProposal.width
      if isSubviewOverflowing {
        currentSubviewOffset.x = bounds.minX
        currentSubviewOffset.y += subviewSize.height
      }
      subview.place(
        at: currentSubviewOffset,
        proposal: .init(width: subviewSize.width, height: subviewSize.height.isFinite ? subviewSize.height : nil))
      currentSubviewOffset.x += subviewSize.width
    }
  }
}

/// Seed 003 ("Réaliser un Layout custom en SwiftUI"): the article's final flow layout, both
/// methods sharing `layout(proposal:subviews:)`, as written.
///
/// The bug: every subview is measured with an infinite proposed height
/// (`.init(width: safeProposal.width, height: .infinity)`), and the line height is the
/// largest answer. A subview that takes the height it is offered (a colour, a `Spacer`, a
/// flexible frame) answers infinity, and so does the layout's height, whatever its own
/// proposal: the non-finite-geometry crashes flow libraries' users report
/// (layout rule FL3).
struct Seed003FlowLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    layout(proposal: proposal, subviews: subviews).containerSize
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let safeProposal = proposal.replacingUnspecifiedDimensions()
    let offsets = layout(proposal: proposal, subviews: subviews).offsets
    zip(subviews, offsets).forEach { subview, offset in
      let subviewSize = subview.sizeThatFits(.init(width: safeProposal.width, height: .infinity))
      subview.place(
        at: .init(x: offset.x + bounds.minX, y: offset.y + bounds.minY),
        proposal: .init(width: subviewSize.width, height: subviewSize.height.isFinite ? subviewSize.height : nil))
    }
  }

  func layout(proposal: ProposedViewSize, subviews: Subviews) -> (containerSize: CGSize, offsets: [CGPoint]) {
    let safeProposal = proposal.replacingUnspecifiedDimensions()
    var offsets = [CGPoint]()
    var currentSubviewOffset = CGPoint.zero
    var currentLineHeight = CGFloat.zero
    var containerSize = CGSize.zero
    subviews.forEach { subview in
      let subviewSize = subview.sizeThatFits(.init(width: safeProposal.width, height: .infinity))
      let nextSubviewXOffset = currentSubviewOffset.x + subviewSize.width
      let isSubviewOverflowing = nextSubviewXOffset > safeProposal.width
      if isSubviewOverflowing {
        containerSize.height += currentLineHeight
        currentSubviewOffset.y += currentLineHeight
        currentLineHeight = .zero
        currentSubviewOffset.x = .zero
      }
      offsets.append(currentSubviewOffset)
      currentSubviewOffset.x += subviewSize.width
      currentLineHeight = max(currentLineHeight, subviewSize.height)
      containerSize.width = max(containerSize.width, currentSubviewOffset.x)
    }
    containerSize.height += currentLineHeight
    return (containerSize: containerSize, offsets: offsets)
  }
}

// MARK: Seed 004

/// Seed 004 (Swift Talk #167, "Building a Collection View (Part 1)"): the article's first
/// `PropagateSize`, which wraps the content in a `GeometryReader` to read its size.
///
/// The bug, as the article finds it: the reader takes the size it is proposed, not the
/// content's, so every element reports (and is) the same size. That is not a `Layout` (the
/// container is an `HStack`), and it breaks no rule of the contract: the checker has nothing
/// to say about it (see the test).
struct Seed004PropagateSize<V: View>: View {
  var content: V
  var body: some View {
    GeometryReader { _ in
      self.content
    }
  }
}
