import Foundation

/// A container with one page per tab; a stub that lays out its first tab only.
///
/// Stub: the view takes all the space offered and lays its first child out in it, centred, with
/// the whole space proposed. The other tabs are placed at the top leading corner with a zero
/// proposal, as if off screen. The tab bar is not modelled (SwiftUI takes room for it at the
/// bottom); `.tabItem` and the selection are ignored.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let content: Content

  /// Tabs with no selection of their own.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
    self.content = content()
  }

  /// Tabs whose selection is bound to `selection`; the selection is ignored.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    FirstSubviewLayout { content }
  }
}

/// Lays out its first subview in all of its space and the others at zero size.
private struct FirstSubviewLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    // Greedy as a page: the space proposed, or the first tab's size along an unspecified axis.
    let first = subviews.first?.sizeThatFits(proposal) ?? .zero
    return CGSize(width: proposal.width ?? first.width, height: proposal.height ?? first.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for index in subviews.indices {
      if index == subviews.startIndex {
        subviews[index].place(
          at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
      } else {
        subviews[index].place(at: bounds.origin, proposal: .zero)
      }
    }
  }
}

extension View {
  /// Sets the label of this tab in a `TabView`'s tab bar; not modelled, changes nothing.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }

  /// Sets a badge on this tab or row; not modelled, changes nothing.
  public func badge(_ count: Int) -> some View { self }
}
