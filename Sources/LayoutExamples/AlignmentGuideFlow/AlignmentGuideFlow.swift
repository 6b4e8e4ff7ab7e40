import Foundation
import LayoutLab

/// A flow of views made from a collection of data, written with the pre-iOS 16 alignment-guide
/// trick: the items share a `ZStack(alignment: .topLeading)`, and each item's `.leading` and
/// `.top` guides are closures that return minus its place in the flow, so that the stack,
/// lining up every item's guides on one point, puts each where the flow wants it.
///
///     AlignmentGuideFlow(tags, id: \.name, spacing: 8) { tag in
///       Text(tag.name).padding(10)
///     }
///
/// **Lines.** The same greedy rule as `CollectionView` (`GreedyFlow`): items `spacing` apart,
/// a new line when an item does not fit and the line is not empty, `lineSpacing` between
/// lines, items at the top of their line. Items are measured as in `CollectionView`: proposed
/// the container's width and an unspecified height, so long text wraps at the container's
/// width. With the same data and spacings the two give the same frames.
///
/// **Size.** The container takes the width it is proposed (an outer `GeometryReader` gives the
/// closures the width) and reports the height of its content: the `ZStack` is as big as the
/// union of its lined-up items (semantics O2), a background reader reports its height through
/// a preference, and an outer frame takes it from `@State`. Proposed no width (a horizontal
/// `ScrollView`, `fixedSize`), the reader is 0 wide (semantics G3) and every item sits on a
/// line of its own.
///
/// **Frames to settle: 2.** In frame 1 the items are already in their lines (the closures
/// run during layout), but the container is as tall as its proposal (0 in a vertical
/// `ScrollView`); the height action runs after it. In frame 2 the container takes the height;
/// the height reported is the same, so no action runs and the loop ends. A new width later
/// re-flows the items in its first frame; only a new height takes a second.
///
/// **Why the closures do not keep a running cursor.** A guide closure runs every time its
/// guide is read (semantics A2). LayoutLab's `ZStack` reads every item's `.leading` guide and
/// then its `.top` guide, in item order, each time it is measured (a `sizeThatFits` not
/// answered from the cache) and again each time it places its items: two sweeps per frame
/// here, 4 evaluations per item (`counter` shows them). A parent that lines the flow up by its
/// `.leading` or `.top` guide adds none: the items' explicit guides stay inside the reader
/// (a `GeometryReader`'s guides are its own defaults) and inside the stack (explicit frame
/// guides do not combine up through a container).
/// - A cursor that only advances (running x and y totals captured by the closures) starts the
///   placement sweep where the measuring sweep ended, so items are shifted and wrapped in the
///   wrong places.
/// - The copied fix resets both totals in the closures of the last item
///   (`item == items.last`). It holds here only because every sweep reads every item, in
///   order, `.leading` before `.top`, and because the stack lines items up by the differences
///   of their guides, so a total left over by a one-guide sweep shifts every item equally. It
///   compares values: with two equal items the reset fires at the first, and the items after
///   it overlap the ones before. Its wrap test (`abs(width - d.width) > containerWidth`) also
///   needs the spacing baked into each item as padding, which then counts in the item's frame
///   and in the content height.
///
/// Here each closure asks a `FlowGuideCursor`, made afresh each time the reader's content is
/// built, for its item's origin by index: the cursor computes each origin once from the sizes
/// the closures report and looks it up on every later read, so any number of reads, in any
/// order, gives the same places, and equal items are told apart by their index.
///
/// **Known limits of the technique**, kept on purpose (layout rule PF2):
/// the container is greedy horizontally and its height is one frame late; the guide closures
/// run on every read (count them with `counter`); nothing is cached between updates.
///
/// SwiftUI parity: the "Asperi" alignment-guide flow (layout rule PF2) with
/// the preference-based height reader, made independent of how often and in which order the
/// guides are read. On iOS 16 and later a `Layout` does the same in one frame.
public struct AlignmentGuideFlow<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The elements, one item each, in order.
  public var data: Data
  /// Where each element's identity is.
  public var id: KeyPath<Data.Element, ID>
  /// The horizontal gap between items on a line.
  public var spacing: CGFloat
  /// The vertical gap between lines.
  public var lineSpacing: CGFloat
  /// Counts the guide closures' evaluations, if given.
  public var counter: GuideClosureCounter?
  /// Makes an element's view.
  public var content: (Data.Element) -> Content

  /// The items' height together, as their stack's background reader last reported it.
  @State private var contentHeight: CGFloat?

  /// A flow of the views `content` makes for the elements of `data`, identified by `id`;
  /// `counter`, if given, counts the guide closures' evaluations.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, spacing: CGFloat = 10, lineSpacing: CGFloat = 10,
    counter: GuideClosureCounter? = nil, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.spacing = spacing
    self.lineSpacing = lineSpacing
    self.counter = counter
    self.content = content
  }

  /// An element with its position in `data`, which its guide closures need.
  private struct Item {
    let index: Int
    let element: Data.Element
    let id: ID
  }

  public var body: some View {
    let items = data.enumerated().map { Item(index: $0.offset, element: $0.element, id: $0.element[keyPath: id]) }
    GeometryReader { proxy in
      let cursor = FlowGuideCursor(
        count: items.count, width: proxy.size.width, spacing: spacing, lineSpacing: lineSpacing, counter: counter)
      ZStack(alignment: .topLeading) {
        ForEach(items, id: \.id) { item in
          content(item.element)
            .alignmentGuide(.leading) { cursor.leadingGuide(of: item.index, size: Self.size($0)) }
            .alignmentGuide(.top) { cursor.topGuide(of: item.index, size: Self.size($0)) }
        }
      }
      .fixedSize(horizontal: false, vertical: true)
      .background(
        GeometryReader { proxy in
          Color.clear.preference(key: AlignmentGuideFlowHeightKey.self, value: proxy.size.height)
        }
      )
    }
    .onPreferenceChange(AlignmentGuideFlowHeightKey.self) { contentHeight = $0 }
    .frame(height: contentHeight)
  }

  /// The size in an item's dimensions.
  private static func size(_ dimensions: ViewDimensions) -> CGSize {
    CGSize(width: dimensions.width, height: dimensions.height)
  }
}

extension AlignmentGuideFlow where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A flow of the views `content` makes for the elements of `data`, identified by their `id`;
  /// `counter`, if given, counts the guide closures' evaluations.
  public init(
    _ data: Data, spacing: CGFloat = 10, lineSpacing: CGFloat = 10, counter: GuideClosureCounter? = nil,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, id: \.id, spacing: spacing, lineSpacing: lineSpacing, counter: counter, content: content)
  }
}
