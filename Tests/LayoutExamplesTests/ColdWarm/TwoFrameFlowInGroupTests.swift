import Foundation
import LayoutExamples
import LayoutLab
import LayoutTestSupport
import Testing

/// The two-frame flows (`GeometryChangeFlow`, `CollectionView`) as one member of a `Group`
/// whose modifier applies to each member: the flow settles where it would alone, in a new host
/// (cold) and in a host laid out first at another size (warm).
///
/// Numbers: a host with several root views stacks them as a `VStack` (8 apart). Two flow items
/// `Color.blue.frame(width: 30, height: 10)` in a 50-wide flow, 0 apart: 30 + 0 + 30 > 50, so
/// the second starts a new line 10 (the first line's height) + 10 (line spacing) down; the flow
/// takes its full width and 10 + 10 + 10 = 30 in height. The greedy `Color.blue` below it
/// takes the rest: 200 − 30 − 8 = 162 tall at y = 38.
@Suite("Two-frame flows in a Group under a modifier")
struct TwoFrameFlowInGroupTests {
  private static let size = CGSize(width: 50, height: 200)
  private static let other = CGSize(width: 300, height: 150)
  private static let ids = ["flow", "item0", "item1", "rest"]
  private static let expected = [
    CGRect(x: 0, y: 0, width: 50, height: 30), CGRect(x: 0, y: 0, width: 30, height: 10),
    CGRect(x: 0, y: 20, width: 30, height: 10), CGRect(x: 0, y: 38, width: 50, height: 162),
  ]

  private static func item(_ index: Int) -> some View {
    Color.blue.frame(width: 30, height: 10).id("item\(index)")
  }

  @Test("A GeometryChangeFlow in an offset Group takes its settled height, cold and warm")
  func geometryChangeFlow() {
    let view = Group {
      GeometryChangeFlow(Array(0..<2), id: \.self, spacing: 0) { Self.item($0) }.id("flow")
      Color.blue.id("rest")
    }
    .offset(x: 0, y: 0)
    for (label, frames) in coldAndWarm(view, ids: Self.ids, in: Self.size, after: Self.other) {
      #expect(frames == Self.expected, "\(label)")
    }
  }

  @Test("A CollectionView in a padded Group takes its settled height, cold and warm")
  func collectionView() {
    let view = Group {
      CollectionView(Array(0..<2), id: \.self, spacing: 0) { Self.item($0) }.id("flow")
      Color.blue.id("rest")
    }
    .padding(0)
    for (label, frames) in coldAndWarm(view, ids: Self.ids, in: Self.size, after: Self.other) {
      #expect(frames == Self.expected, "\(label)")
    }
  }
}
