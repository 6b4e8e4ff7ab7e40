// Test fixture: the FlowLayout of seed 003 ("Réaliser un Layout custom en SwiftUI"), in the
// article's final form (`sizeThatFits` and `placeSubviews` sharing `layout(proposal:subviews:)`),
// written exactly as for SwiftUI; only the import differs, and the name (`PreviewFlowLayout`).
// The article's `#Preview` becomes a view; its `backgrounds.randomElement()!` becomes a
// deterministic pick, `backgrounds[index % backgrounds.count]`, so that tests can name colours.
//
// The layout has no spacing and aligns rows at the top leading corner. Each subview is proposed
// the container's width (10 when unspecified) and an infinite height.
//
// Shared by the compatibility tests (which run it as SwiftUI code) and the checker tests (which
// rely on its bug being kept as written): the one change from the article is `public` on the
// type, its initializer and its `Layout` methods, so that both test targets reach it.
import LayoutLab

public struct PreviewFlowLayout: Layout {
  public init() {}

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    layout(proposal: proposal, subviews: subviews).containerSize
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let safeProposal = proposal.replacingUnspecifiedDimensions()
    let offsets = layout(proposal: proposal, subviews: subviews).offsets

    zip(subviews, offsets).forEach { subview, offset in
      let subviewSize = subview.sizeThatFits(.init(width: safeProposal.width, height: .infinity))

      subview.place(
        at: .init(
          x: offset.x + bounds.minX,
          y: offset.y + bounds.minY
        ),
        proposal: .init(
          width: subviewSize.width,
          height: subviewSize.height.isFinite ? subviewSize.height : nil
        )
      )
    }
  }

  func layout(
    proposal: ProposedViewSize,
    subviews: Subviews
  ) -> (containerSize: CGSize, offsets: [CGPoint]) {
    let safeProposal = proposal.replacingUnspecifiedDimensions()  // 1

    // 2
    var offsets = [CGPoint]()
    var currentSubviewOffset = CGPoint.zero

    var currentLineHeight = CGFloat.zero
    var containerSize = CGSize.zero

    subviews.forEach { subview in
      let subviewSize = subview.sizeThatFits(
        .init(width: safeProposal.width, height: .infinity)
      )  // 3

      let nextSubviewXOffset = currentSubviewOffset.x + subviewSize.width
      let isSubviewOverflowing = nextSubviewXOffset > safeProposal.width

      // 4
      if isSubviewOverflowing {
        containerSize.height += currentLineHeight
        currentSubviewOffset.y += currentLineHeight

        currentLineHeight = .zero
        currentSubviewOffset.x = .zero
      }

      // 5
      offsets.append(currentSubviewOffset)
      currentSubviewOffset.x += subviewSize.width
      currentLineHeight = max(currentLineHeight, subviewSize.height)

      containerSize.width = max(containerSize.width, currentSubviewOffset.x)
    }

    containerSize.height += currentLineHeight  // 6

    return (containerSize: containerSize, offsets: offsets)
  }
}
