import Foundation
import LayoutExamples
import LayoutLab

/// A flow of views made from a collection of data, measured with `onGeometryChange` instead
/// of a `GeometryReader` and a preference: each item reports its own size with
/// `.onGeometryChange(for: CGSize.self)`, the container reports its width the same way, both
/// are kept in `@State`, and the items, stacked in a top-leading `ZStack`, are moved by
/// offsets computed with `GreedyFlow.arrange`.
///
///     GeometryChangeFlow(tags, id: \.self, spacing: 8) { tag in
///       Text(tag).padding(4)
///     }
///
/// **Lines, size and measuring** are `CollectionView`'s (the greedy rule of `GreedyFlow`):
/// items `spacing` apart, a new line when an item does not fit and the line is not empty,
/// `lineSpacing` between lines, items at their line's top; every item is proposed the
/// container's width and an unspecified height; the container takes the width it is proposed
/// and reports its content's height. With the same data and spacings the three pre-`Layout`
/// techniques give the same frames as `FlowLayout(itemAlignment: .top)`.
///
/// **Frames to settle: 2.** In frame 1 no size is known: every item is at the top leading
/// corner. After it, every item's action and the width's action run once (the first value is
/// always delivered) and write the states. Frame 2 places the items; their sizes and the width
/// are unchanged, so no action runs. What differs from `CollectionView` is the bookkeeping:
/// no preference is reduced (each item writes its own entry of the size dictionary, one state
/// write per item) and no `GeometryReader` or `Color.clear` is added per item.
///
/// SwiftUI parity: the iOS 18 idiom (`onGeometryChange(for:of:action:)`, back-deployed to
/// iOS 16) for what Swift Talk #167–168 did with preferences (`reference/pre-ios16-flow.md`
/// §1); written on LayoutLab's public API only. On iOS 16 and later a `Layout` does the same in
/// one frame.
public struct GeometryChangeFlow<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The elements, one item each, in order.
  public var data: Data
  /// Where each element's identity is.
  public var id: KeyPath<Data.Element, ID>
  /// The horizontal gap between items on a line.
  public var spacing: CGFloat
  /// The vertical gap between lines.
  public var lineSpacing: CGFloat
  /// Makes an element's view.
  public var content: (Data.Element) -> Content

  /// Each item's size, by id, as its geometry action last reported it.
  @State private var sizes: [ID: CGSize] = [:]
  /// The container's width, as its geometry action last reported it.
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
    let flow = arrangement
    ZStack(alignment: .topLeading) {
      ForEach(data, id: id) { element in
        let key = element[keyPath: id]
        let offset = flow?.offsets[key] ?? .zero
        content(element)
          .onGeometryChange(for: CGSize.self, of: { $0.size }, action: { sizes[key] = $0 })
          .offset(x: offset.x, y: offset.y)
      }
    }
    .fixedSize(horizontal: false, vertical: true)
    .frame(minWidth: 0, maxWidth: .infinity, alignment: .topLeading)
    .frame(height: flow?.height, alignment: .topLeading)
    .onGeometryChange(for: CGFloat.self, of: { $0.size.width }, action: { width = $0 })
  }

  /// The items' offsets by id and the content's height, once the width is known; items whose
  /// size is not known yet take no room and do not move.
  private var arrangement: (offsets: [ID: CGPoint], height: CGFloat)? {
    guard let width else { return nil }
    let ids = data.map { $0[keyPath: id] }.filter { sizes[$0] != nil }
    let placed = GreedyFlow.arrange(
      ids.map { sizes[$0] ?? .zero }, width: width, spacing: spacing, lineSpacing: lineSpacing)
    var offsets: [ID: CGPoint] = [:]
    for (key, origin) in zip(ids, placed.origins) { offsets[key] = origin }
    return (offsets, placed.size.height)
  }
}
