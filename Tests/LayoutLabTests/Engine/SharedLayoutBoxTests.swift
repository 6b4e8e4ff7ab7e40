import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutLab

/// A built-in layout without a cache, or a leaf, keeps nothing of its node's, so nodes of one
/// view type with the same layout share one box: a screen of tags with `.padding(4)` holds one
/// padding box, not one per tag. Sharing must never leak one node's layout into another's.
@Suite("Nodes with the same cacheless layout or leaf share one box, and only the same")
struct SharedLayoutBoxTests {
  private struct Tags: View {
    let paddings: [CGFloat]
    var body: some View {
      HStack(spacing: 0) {
        ForEach(paddings.indices, id: \.self) { index in
          Text("ab").padding(paddings[index])
        }
      }
    }
  }

  @Test("Tags padded alike one after the other hold one box; a tag padded otherwise holds its own")
  func equalLayoutsShareABox() throws {
    let host = ViewHost(rootView: Tags(paddings: [4, 4, 8, 4]))
    let result = host.layout(in: CGSize(width: 390, height: 844))
    let boxes = host.graph.root.behaviors(CachelessLayoutBox<PaddingLayout>.self)
    try #require(boxes.count == 4)
    #expect(boxes[0] === boxes[1])
    #expect(boxes[2] !== boxes[0])
    #expect(boxes[2].layout != boxes[0].layout)
    // The type keeps the box it made last, the 8's: the last tag, padded by 4 again, makes
    // its own.
    #expect(boxes[3] !== boxes[0] && boxes[3] !== boxes[2])
    #expect(boxes[3].layout == boxes[0].layout)
    // "ab" is 17 × 20.4 at body size; padded by 4 it is 25 × 28.4, by 8 33 × 36.4, side by
    // side from x = (390 − 108) / 2 = 141: 141, 166, 191, 224.
    var tags: [PlacedView] = []
    result.forEachView { if $0.summary.hasPrefix(".padding(") { tags.append($0) } }
    #expect(tags.map(\.frame.minX) == [141, 166, 191, 224])
    #expect(tags.map(\.frame.width) == [25, 25, 33, 25])
  }

  @Test("A tag whose padding changes gets another box; the tags that kept theirs are unchanged")
  func changedLayoutLeavesOthersAlone() throws {
    let host = ViewHost(rootView: Tags(paddings: [4, 4, 4]))
    _ = host.layout(in: CGSize(width: 390, height: 844))
    let before = host.graph.root.behaviors(CachelessLayoutBox<PaddingLayout>.self)
    host.rootView = Tags(paddings: [4, 10, 4])
    let result = host.layout(in: CGSize(width: 390, height: 844))
    let after = host.graph.root.behaviors(CachelessLayoutBox<PaddingLayout>.self)
    try #require(after.count == 3)
    #expect(after[0] === before[0])
    #expect(after[2] === before[2])
    #expect(after[1] !== before[1])
    #expect(after[1].layout.insets == EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
    #expect(after[0].layout.insets == EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
    // 25 + 37 + 25 = 87 wide, from x = (390 − 87) / 2 = 151.5.
    var tags: [PlacedView] = []
    result.forEachView { if $0.summary.hasPrefix(".padding(") { tags.append($0) } }
    #expect(tags.map(\.frame.minX) == [151.5, 176.5, 213.5])
  }

  @Test("Colours painted alike share a leaf box; another colour, and texts, keep their own")
  func identicalLeavesShareABox() throws {
    let host = ViewHost(
      rootView: VStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10)
        Color.red.frame(width: 20, height: 10)
        Color.blue.frame(width: 30, height: 10)
        Text("a")
        Text("a")
      })
    let result = host.layout(in: CGSize(width: 390, height: 844))
    let colours = host.graph.root.behaviors(LeafBox<ShapeLeaf<Rectangle>>.self)
    try #require(colours.count == 3)
    #expect(colours[0] === colours[1])
    #expect(colours[2] !== colours[0])
    #expect(colours[2].leaf.fill == .blue)
    let texts = host.graph.root.behaviors(LeafBox<TextLeaf>.self).map(ObjectIdentifier.init)
    #expect(texts.count == 2 && texts[0] != texts[1])
    // Each red is as wide as its own frame: 10 and 20, centred at x = 195.
    var reds: [CGRect] = []
    result.forEachView { if $0.appearance.fill == .red { reds.append($0.frame) } }
    #expect(reds.map(\.width) == [10, 20])
    #expect(reds.map(\.midX) == [195, 195])
  }
  @Test("Colours equal in value share a box though their names are separate strings; another opacity does not")
  func equalColoursWithSeparateNamesShareABox() throws {
    // Each `Color(red:green:blue:)` builds its long name anew, in its own string buffer: the
    // two paints differ bit for bit and are compared by value.
    let host = ViewHost(
      rootView: VStack(spacing: 0) {
        Color(red: 0.25, green: 0.5, blue: 0.75).frame(width: 10, height: 10)
        Color(red: 0.25, green: 0.5, blue: 0.75).frame(width: 20, height: 10)
        Color(red: 0.25, green: 0.5, blue: 0.75, opacity: 0.5).frame(width: 30, height: 10)
      })
    _ = host.layout(in: CGSize(width: 390, height: 844))
    let colours = host.graph.root.behaviors(LeafBox<ShapeLeaf<Rectangle>>.self)
    try #require(colours.count == 3)
    #expect(colours[0] === colours[1])
    #expect(colours[2] !== colours[0])
    #expect(colours[2].leaf.fill?.opacity == 0.5)
  }
}
