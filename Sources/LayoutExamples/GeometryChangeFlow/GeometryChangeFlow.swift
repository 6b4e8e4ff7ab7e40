import Foundation
import LayoutLab

/// A flow that learns its items' sizes with `onGeometryChange` (iOS 18, back-deployed to 16)
/// instead of a `GeometryReader` and a preference: the third way to measure before `Layout`.
///
/// Each item reports its size through its own `onGeometryChange` action into `@State`; the
/// container's width arrives the same way. Items are offset by `GreedyFlow` in a top-leading
/// `ZStack`, as in `CollectionView`:
///
/// 1. **Frame 1.** No sizes yet: every item sits at the top leading corner. After layout, one
///    action per item and one for the width run and write state.
/// 2. **Frame 2.** The items move into their lines; no geometry changed, so no action runs.
///
/// So it settles in 2 frames like `CollectionView`, with no `GeometryReader` content to build
/// and no preference to reduce, but one action (and one state write) per item.
///
/// SwiftUI parity: `onGeometryChange(for:of:action:)`; the flow rule is `GreedyFlow`'s.
public struct GeometryChangeFlow<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let spacing: CGFloat
  let lineSpacing: CGFloat
  let content: (Data.Element) -> Content

  /// Each item's size, by id, as the items last reported it (see `ReportedSizes`).
  @State private var sizes = ReportedSizes<ID>()
  @State private var width: CGFloat?

  /// A flow of the views `content` makes for the elements of `data`, identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, spacing: CGFloat = 10, lineSpacing: CGFloat = 10,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.spacing = spacing
    self.lineSpacing = lineSpacing
    self.content = content
  }

  public var body: some View {
    let flow = width.map { width in
      GreedyFlow.keyedArrangement(
        ids: data.map { $0[keyPath: id] }, sizes: sizes.all, width: width, spacing: spacing, lineSpacing: lineSpacing)
    }
    ZStack(alignment: .topLeading) {
      ForEach(data, id: id) { element in
        let key = element[keyPath: id]
        let offset = flow?.offsets[key] ?? .zero
        content(element)
          .onGeometryChange(for: CGSize.self, of: { $0.size }) { sizes.record($0, for: key) }
          .offset(x: offset.x, y: offset.y)
      }
    }
    .fixedSize(horizontal: false, vertical: true)
    .frame(minWidth: 0, maxWidth: .infinity, alignment: .topLeading)
    .frame(height: flow?.size.height, alignment: .topLeading)
    .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
  }
}

extension GeometryChangeFlow where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A flow of the views `content` makes for the elements of `data`, identified by their `id`.
  public init(
    _ data: Data, spacing: CGFloat = 10, lineSpacing: CGFloat = 10,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, id: \.id, spacing: spacing, lineSpacing: lineSpacing, content: content)
  }
}
