import Foundation
import LayoutExamples
import LayoutLab

/// A way to flow items into lines, for comparing techniques on the same items: the `Layout`
/// (with and without its cache) and the three ways it was done before `Layout` existed.
///
/// Every technique is given the same spacings and puts items at the top of their line by the
/// same greedy rule (`GreedyFlow`), so their final frames agree; they differ in frames to
/// settle, bodies evaluated, `sizeThatFits` calls, preference reductions and state writes.
///
/// SwiftUI parity: the techniques of layout rules PF1 and PF2 and seed 004, and
/// `FlowLayout`, each as it would be written in SwiftUI.
public enum FlowTechnique: String, CaseIterable, Sendable {
  /// `FlowLayout(itemAlignment: .top)`, cached: one frame.
  case flowLayout = "flow-layout"
  /// The same without its cache (`cached: false`): one frame, more `sizeThatFits` calls.
  case flowLayoutUncached = "flow-layout-uncached"
  /// Swift Talk's `CollectionView`: sizes through preferences into `@State`, two frames.
  case collectionView = "collection-view"
  /// `AlignmentGuideFlow`: alignment-guide closures in a `ZStack`, two frames.
  case alignmentGuides = "alignment-guides"
  /// `GeometryChangeFlow`: sizes through `onGeometryChange` into `@State`, two frames.
  case geometryChange = "geometry-change"

  /// The technique's name in a scenario's name: `flow-layout`, `collection-view`, ...
  public var name: String { rawValue }

  /// One line saying how the technique measures.
  public var summary: String {
    switch self {
    case .flowLayout: "FlowLayout (a Layout) with its cache: measures and places in one frame"
    case .flowLayoutUncached: "FlowLayout with cached: false: one frame, every call measures afresh"
    case .collectionView: "Swift Talk's CollectionView: GeometryReader preferences into @State, two frames"
    case .alignmentGuides: "alignment-guide closures in a ZStack, height through a preference, two frames"
    case .geometryChange: "onGeometryChange into @State, two frames, no preferences"
    }
  }

  /// The frames the technique takes to settle.
  public var framesToSettle: Int {
    switch self {
    case .flowLayout, .flowLayoutUncached: 1
    case .collectionView, .alignmentGuides, .geometryChange: 2
    }
  }

  /// The flow of `count` views made by `item` (each should carry its own `.id`), `spacing`
  /// apart in lines `lineSpacing` apart, taking the whole proposed width with the items from
  /// its top leading corner.
  public func view<Item: View>(
    count: Int, spacing: CGFloat, lineSpacing: CGFloat, item: @escaping (Int) -> Item
  ) -> AnyView {
    let indices = Array(0..<max(0, count))
    switch self {
    case .flowLayout, .flowLayoutUncached:
      let layout = FlowLayout(
        itemAlignment: .top, itemSpacing: spacing, lineSpacing: lineSpacing, cached: self == .flowLayout)
      return AnyView(
        layout { ForEach(indices, id: \.self, content: item) }
          .frame(maxWidth: .infinity, alignment: .topLeading))
    case .collectionView:
      return AnyView(CollectionView(indices, id: \.self, spacing: spacing, lineSpacing: lineSpacing, content: item))
    case .alignmentGuides:
      return AnyView(AlignmentGuideFlow(indices, id: \.self, spacing: spacing, lineSpacing: lineSpacing, content: item))
    case .geometryChange:
      return AnyView(GeometryChangeFlow(indices, id: \.self, spacing: spacing, lineSpacing: lineSpacing, content: item))
    }
  }
}
