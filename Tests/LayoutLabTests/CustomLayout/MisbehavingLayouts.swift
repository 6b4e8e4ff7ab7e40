// Test fixtures: custom layouts that break SwiftUI's `Layout` contract, each in one way. The
// engine must not crash on any of them; it reports a diagnostic naming the layout's type and
// falls back to a documented value.
import Foundation
import LayoutLab

/// Places every subview at the top leading corner of `bounds`, at its ideal size: the
/// well-behaved half the broken layouts below share.
private func placeAtOrigin(_ subviews: LayoutSubviews, in bounds: CGRect) {
  for subview in subviews {
    subview.place(at: bounds.origin, anchor: .topLeading, proposal: .unspecified)
  }
}

/// Answers NaN for its size.
struct NaNLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: CGFloat.nan, height: CGFloat.nan)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeAtOrigin(subviews, in: bounds)
  }
}

/// Answers infinity for its size, whatever it is proposed.
struct InfinityLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: CGFloat.infinity, height: CGFloat.infinity)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeAtOrigin(subviews, in: bounds)
  }
}

/// Answers a negative size.
struct NegativeSizeLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: -10, height: -20)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeAtOrigin(subviews, in: bounds)
  }
}

/// Places its subviews while measuring, from `sizeThatFits`, 500 points away; then places them
/// properly in `placeSubviews`.
struct EagerPlacementLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    for subview in subviews {
      subview.place(at: CGPoint(x: 500, y: 500), proposal: .unspecified)
    }
    return CGSize(width: 100, height: 100)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeAtOrigin(subviews, in: bounds)
  }
}

/// Places its first subview at a NaN x, the others at the origin.
struct NaNPlacementLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 100, height: 100)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for (index, subview) in subviews.enumerated() {
      let x = index == 0 ? CGFloat.nan : bounds.minX
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
    }
  }
}

/// Never places its subviews.
struct NeverPlacingLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 100, height: 100)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Places each subview twice: at the origin, then 10 right and 20 down.
struct TwicePlacingLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 100, height: 100)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      subview.place(at: bounds.origin, proposal: .unspecified)
      subview.place(at: CGPoint(x: bounds.minX + 10, y: bounds.minY + 20), proposal: .unspecified)
    }
  }
}
