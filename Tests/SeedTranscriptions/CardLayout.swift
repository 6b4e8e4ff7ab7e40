// Test fixture: the CardLayout of seed 000 ("SwiftUI Self-Sizing Flow Layouts"), assembled from
// the article's snippets exactly as written for SwiftUI (only the import differs), once without
// a cache and once with the article's `CacheData` (`CachedCardLayout`, named apart to keep both).
//
// Known trap, kept on purpose: `cardsInRow` is 0 when the proposed width (10 when unspecified)
// is narrower than one card plus margins, and then `cardsInColumn` computes
// `Int(ceil(total / 0))`, which traps (`Int(Double.infinity)`); an infinite proposed width traps
// the same way in `cardsInRow`. The layout must therefore only be given a concrete width of at
// least 2 x margin + card width - padding (158 for 150-wide cards): in a vertical ScrollView, as
// the article uses it, that is the screen width.
//
// Shared by the compatibility tests (which run it as SwiftUI code) and the checker tests (which
// rely on its bug being kept as written): the one change from the article is `public` on the
// type, its initializer and its `Layout` methods, so that both test targets reach it.
import LayoutLab

public struct CardLayout: Layout {
  public init() {}

  private enum ViewMetrics {
    static let padding: CGFloat = 8
    static let margin: CGFloat = 8
    static let minimumWidth: CGFloat = 150
    static let maximumWidth: CGFloat = 400
    static let aspectRatio: CGFloat = 1.5
  }

  public func sizeThatFits(
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout Void
  ) -> CGSize {
    guard !subviews.isEmpty else {
      return .zero
    }

    let fittingSize = fittingSize(subviews: subviews)
    let maxSize = maxSize(
      fittingSize: fittingSize,
      containerProposal: proposal)

    let cardsInRow: Int = cardsInRow(
      cardSize: maxSize,
      proposal: proposal)
    let cardsInColumn = cardsInColumn(
      cardsInRow: cardsInRow,
      totalCards: subviews.count)

    let width =
      2 * ViewMetrics.margin + CGFloat(cardsInRow) * (maxSize.width + ViewMetrics.padding) - ViewMetrics.padding
    let height =
      2 * ViewMetrics.margin + CGFloat(cardsInColumn) * (maxSize.height + ViewMetrics.padding) - ViewMetrics.padding

    return CGSize(width: width, height: height)
  }

  public func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout Void
  ) {
    guard !subviews.isEmpty else { return }

    let fittingSize = fittingSize(subviews: subviews)
    let boundsProposal = ProposedViewSize(
      width: bounds.width,
      height: bounds.height)
    let maxSize = maxSize(
      fittingSize: fittingSize,
      containerProposal: boundsProposal)

    var nextX = bounds.minX + ViewMetrics.margin
    var nextY = bounds.minY + ViewMetrics.margin

    let placementProposal = ProposedViewSize(
      width: maxSize.width,
      height: maxSize.height)

    for index in subviews.indices {
      subviews[index].place(
        at: CGPoint(x: nextX, y: nextY),
        anchor: .topLeading,
        proposal: placementProposal)
      nextX += maxSize.width + ViewMetrics.padding
      if nextX + maxSize.width + ViewMetrics.margin > bounds.maxX {
        nextX = bounds.minX + ViewMetrics.margin
        nextY += maxSize.height + ViewMetrics.padding
      }
    }
  }

  private func fittingSize(subviews: Subviews) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }

    var fittingSize: CGSize = sizes.reduce(.zero) {
      currentMax,
      size in
      CGSize(
        width: max(currentMax.width, size.width),
        height: max(currentMax.height, size.height)
      )
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

  private func maxSize(
    fittingSize: CGSize,
    containerProposal: ProposedViewSize
  ) -> CGSize {
    guard let containerWidth = containerProposal.width else {
      return fittingSize
    }

    let maxWidth = containerWidth - 2 * ViewMetrics.margin
    if fittingSize.width > maxWidth {
      return CGSize(
        width: maxWidth,
        height: maxWidth / ViewMetrics.aspectRatio)
    }

    return fittingSize
  }

  private func cardsInRow(
    cardSize: CGSize,
    proposal: ProposedViewSize
  ) -> Int {
    let bounds = proposal.replacingUnspecifiedDimensions()
    let cardsInRow = Int(
      (bounds.width + ViewMetrics.padding - 2 * ViewMetrics.margin) / (cardSize.width + ViewMetrics.padding)
    )
    return cardsInRow
  }

  private func cardsInColumn(
    cardsInRow: Int,
    totalCards: Int
  ) -> Int {
    Int(ceil(Double(totalCards) / Double(cardsInRow)))
  }
}

/// The article's cached variant: the fitting size is computed once, in `makeCache`, and read
/// from the cache in both layout methods. Everything else is `CardLayout`'s code.
public struct CachedCardLayout: Layout {
  public init() {}

  private enum ViewMetrics {
    static let padding: CGFloat = 8
    static let margin: CGFloat = 8
    static let minimumWidth: CGFloat = 150
    static let maximumWidth: CGFloat = 400
    static let aspectRatio: CGFloat = 1.5
  }

  public struct CacheData {
    let fittingSize: CGSize
  }

  public func makeCache(subviews: Subviews) -> CacheData {
    let fittingSize = fittingSize(subviews: subviews)
    return CacheData(fittingSize: fittingSize)
  }

  public func sizeThatFits(
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout CacheData
  ) -> CGSize {
    guard !subviews.isEmpty else {
      return .zero
    }

    //  let fittingSize = fittingSize(subviews: subviews)
    let fittingSize = cache.fittingSize
    let maxSize = maxSize(
      fittingSize: fittingSize,
      containerProposal: proposal)

    let cardsInRow: Int = cardsInRow(
      cardSize: maxSize,
      proposal: proposal)
    let cardsInColumn = cardsInColumn(
      cardsInRow: cardsInRow,
      totalCards: subviews.count)

    let width =
      2 * ViewMetrics.margin + CGFloat(cardsInRow) * (maxSize.width + ViewMetrics.padding) - ViewMetrics.padding
    let height =
      2 * ViewMetrics.margin + CGFloat(cardsInColumn) * (maxSize.height + ViewMetrics.padding) - ViewMetrics.padding

    return CGSize(width: width, height: height)
  }

  public func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout CacheData
  ) {
    guard !subviews.isEmpty else { return }

    //  let fittingSize = fittingSize(subviews: subviews)
    let fittingSize = cache.fittingSize
    let boundsProposal = ProposedViewSize(
      width: bounds.width,
      height: bounds.height)
    let maxSize = maxSize(
      fittingSize: fittingSize,
      containerProposal: boundsProposal)

    var nextX = bounds.minX + ViewMetrics.margin
    var nextY = bounds.minY + ViewMetrics.margin

    let placementProposal = ProposedViewSize(
      width: maxSize.width,
      height: maxSize.height)

    for index in subviews.indices {
      subviews[index].place(
        at: CGPoint(x: nextX, y: nextY),
        anchor: .topLeading,
        proposal: placementProposal)
      nextX += maxSize.width + ViewMetrics.padding
      if nextX + maxSize.width + ViewMetrics.margin > bounds.maxX {
        nextX = bounds.minX + ViewMetrics.margin
        nextY += maxSize.height + ViewMetrics.padding
      }
    }
  }

  private func fittingSize(subviews: Subviews) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }

    var fittingSize: CGSize = sizes.reduce(.zero) {
      currentMax,
      size in
      CGSize(
        width: max(currentMax.width, size.width),
        height: max(currentMax.height, size.height)
      )
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

  private func maxSize(
    fittingSize: CGSize,
    containerProposal: ProposedViewSize
  ) -> CGSize {
    guard let containerWidth = containerProposal.width else {
      return fittingSize
    }

    let maxWidth = containerWidth - 2 * ViewMetrics.margin
    if fittingSize.width > maxWidth {
      return CGSize(
        width: maxWidth,
        height: maxWidth / ViewMetrics.aspectRatio)
    }

    return fittingSize
  }

  private func cardsInRow(
    cardSize: CGSize,
    proposal: ProposedViewSize
  ) -> Int {
    let bounds = proposal.replacingUnspecifiedDimensions()
    let cardsInRow = Int(
      (bounds.width + ViewMetrics.padding - 2 * ViewMetrics.margin) / (cardSize.width + ViewMetrics.padding)
    )
    return cardsInRow
  }

  private func cardsInColumn(
    cardsInRow: Int,
    totalCards: Int
  ) -> Int {
    Int(ceil(Double(totalCards) / Double(cardsInRow)))
  }
}
