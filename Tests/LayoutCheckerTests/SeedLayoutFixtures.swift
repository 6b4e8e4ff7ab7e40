// The seed articles' layouts (listed in `LayoutExamples.docc`) that only the checker tests use,
// each transcribed as the article writes it, bug included, so that `LayoutChecker` can be shown
// to catch the bug the article has. Changes are only those needed to compile (named below) and
// names made unique in this test target. Each type's comment names the seed and the bug. The
// layouts the compatibility tests also run (seed 000's `CardLayout`, seed 001's
// `ArrangerFlowLayout`, seed 003's final `PreviewFlowLayout`) are transcribed once, in the
// seed transcriptions target; the versions here differ from the compatibility target's on
// purpose (seed 002's grid as the article's code reads, seed 004's first `PropagateSize`).
import Foundation
import LayoutLab

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
