import Foundation
import LayoutLab

/// A flow of views made from a collection of data, written as before iOS 16, without the
/// `Layout` protocol: each item reports its size through a background `GeometryReader` and a
/// preference, the container keeps the sizes in `@State`, computes every item's offset with the
/// pure function `GreedyFlow.offsets(ids:sizes:width:spacing:lineSpacing:)`, and moves the
/// items, stacked in a top-leading `ZStack`, by those offsets.
///
///     CollectionView(tags, id: \.name) { tag in
///       Text(tag.name).padding(10)
///     }
///
/// **Lines.** Items flow left to right, `spacing` apart, in lines `lineSpacing` apart, by the
/// greedy rule of `GreedyFlow`: an item starts a new line when it does not fit and the line
/// is not empty (an exact fit fits; an item wider than the container sits alone on its line,
/// with no empty line above). Items sit at the top of their line.
///
/// **Size.** The container takes the width it is proposed (the flow needs one) and reports the
/// height of its content, not the height it is proposed: it fits in a `VStack` or a vertical
/// `ScrollView`. Proposed no width (a horizontal `ScrollView`, `fixedSize`), it is as wide as
/// its widest item's ideal width and flows at that width. (`AlignmentGuideFlow`, whose width
/// comes from a `GeometryReader`, is 0 wide then: the two agree only for a proposed width.)
///
/// **How items are measured.** Every item is proposed the container's width and an
/// unspecified height (the `ZStack` is fixed vertically), whatever the state says, so a
/// measurement never depends on what the previous frame decided. Text shorter than the
/// container keeps its one-line ideal size; text longer than the container wraps at the
/// container's width (not at the room left on the current line, so it usually starts a line
/// of its own); a view that takes all the width it is offered (a `Color` without a frame) is
/// as wide as the container.
///
/// **Frames to settle: 2**, counted by `ViewHost.layout(in:)`:
/// 1. The sizes and the width are not known yet: every item is at the container's top
///    leading corner and the container is as tall as its tallest item. The item readers report
///    the sizes and the container's background reader its width; after the frame both
///    `onPreferenceChange` actions run (the first value is always delivered, semantics P8)
///    and write the two states.
/// 2. The offsets and the content height are computed from them; the items move into their
///    lines and the container takes the content height. The sizes and the width are the same
///    as in frame 1 (nothing the frame changed reaches the items' proposals), so no action
///    runs and the loop ends.
///
/// Swift Talk's outer `GeometryReader` knows the width in frame 1 but makes the container as
/// tall as its proposal. Reporting the content height from inside that reader would take a
/// second preference, another state and a third frame: the height is known only once the
/// offsets are, in frame 2, and its action runs after it. Reading the width from a background
/// reader instead, as semantics G6 recommends, gets the width and the sizes in the same frame,
/// and the height is computed in the body from both. A new width later (rotation) takes two
/// frames again: the action of the width (and of the sizes, when they depend on it) runs after
/// the first.
///
/// **Known limits of the technique**, kept on purpose (layout rule PF1):
/// - the first frame draws every item in the corner;
/// - offsets are drawing only: the `ZStack` does not grow with them, which is why the height is
///   set with a frame;
/// - items with the same id share one entry of the size dictionary (the last wins) and so
///   one offset: they are drawn on top of each other (LayoutLab reports the duplicate id);
/// - a change in any one item evaluates the whole container's body again.
///
/// SwiftUI parity: Swift Talk #167–168's collection view (layout rules PF1
/// and P11), with the width read from a background reader, the content
/// height reported, the spacings configurable (10 and 10 by default, as Swift Talk's) and the
/// line rule fixed for items wider than the container. On iOS 16 and later a `Layout` does the
/// same in one frame.
public struct CollectionView<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The elements, one item each, in order.
  public var data: Data
  /// Where each element's identity is: items keep their state while their element's id stays.
  public var id: KeyPath<Data.Element, ID>
  /// The horizontal gap between items on a line.
  public var spacing: CGFloat
  /// The vertical gap between lines.
  public var lineSpacing: CGFloat
  /// Makes an element's view.
  public var content: (Data.Element) -> Content

  /// Each item's size, by id, as the items last reported it.
  @State private var sizes: [ID: CGSize] = [:]
  /// The container's width, as its background reader last reported it.
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
        ids: data.map { $0[keyPath: id] }, sizes: sizes, width: width, spacing: spacing, lineSpacing: lineSpacing)
    }
    ZStack(alignment: .topLeading) {
      ForEach(data, id: id) { element in
        let key = element[keyPath: id]
        let offset = flow?.offsets[key] ?? .zero
        content(element)
          .background(
            GeometryReader { proxy in
              Color.clear.preference(key: CollectionViewSizesKey<ID>.self, value: [key: proxy.size])
            }
          )
          .offset(x: offset.x, y: offset.y)
      }
    }
    .fixedSize(horizontal: false, vertical: true)
    .frame(minWidth: 0, maxWidth: .infinity, alignment: .topLeading)
    .frame(height: flow?.size.height, alignment: .topLeading)
    .background(
      GeometryReader { proxy in
        Color.clear.preference(key: CollectionViewWidthKey.self, value: proxy.size.width)
      }
    )
    .onPreferenceChange(CollectionViewSizesKey<ID>.self) { sizes = $0 }
    .onPreferenceChange(CollectionViewWidthKey.self) { width = $0 }
  }
}

extension CollectionView where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A flow of the views `content` makes for the elements of `data`, identified by their `id`.
  public init(
    _ data: Data, spacing: CGFloat = 10, lineSpacing: CGFloat = 10,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, id: \.id, spacing: spacing, lineSpacing: lineSpacing, content: content)
  }
}
