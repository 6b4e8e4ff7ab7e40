// The listings of CollectionViewSeed.md (LayoutExamples), run: Swift Talk's collection view,
// the bugs of the episodes' version, and how LayoutLab finds them.
import Foundation
import LayoutExamples
import LayoutLab
import LayoutScenes
import LayoutTestSupport
import Testing

/// Swift Talk's line rule, restated: an item starts a new line whenever it does not fit, even
/// on an empty line.
private func swiftTalkOrigins(_ sizes: [CGSize], width: CGFloat, spacing: CGFloat = 10) -> [CGPoint] {
  var origins: [CGPoint] = []
  var x: CGFloat = 0
  var y: CGFloat = 0
  var lineHeight: CGFloat = 0
  for size in sizes {
    if x + size.width > width {
      x = 0
      y += lineHeight + spacing
      lineHeight = 0
    }
    origins.append(CGPoint(x: x, y: y))
    x += size.width + spacing
    lineHeight = max(lineHeight, size.height)
  }
  return origins
}

/// The scenario `collection-view`, as the article lists it.
private func tagCollection() -> some View {
  ScrollView {
    CollectionView(TagCloud.tags, id: \.self) { tag in
      Text(tag).padding(10).background(Color.blue.opacity(0.3)).id(tag)
    }
  }
}

@Suite("Seed 004: Swift Talk's collection view")
struct SeedCollectionViewListings {
  @Test("An item wider than the container starts a line of its own, with no empty line above it")
  func wideItem() {
    let sizes = [CGSize(width: 300, height: 20), CGSize(width: 50, height: 20)]
    let wide = GreedyFlow.arrange(sizes, width: 200)
    let origins = wide.origins  // (0, 0) and (0, 30): the wide item alone on the first line
    // The second item would start at 300 + 10 = 310 > 200: a new line 20 + 10 lower.
    #expect(origins == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 30)])
    // Swift Talk's rule breaks before the wide item too: an empty line, 0 + 10 tall, above it.
    #expect(swiftTalkOrigins(sizes, width: 200) == [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 40)])
  }

  @Test("Two items with one id share one size and one offset, and LayoutLab says so")
  func duplicateIDs() {
    let twins = ViewHost(rootView: CollectionView(["same", "same"], id: \.self) { Text($0) })
      .layout(in: CGSize(width: 200, height: 100))
    let kinds = twins.diagnostics.map(\.kind)  // [.duplicateID]: both items share one size and one offset
    #expect(kinds == [.duplicateID])
    #expect(twins.frames.count == 2)
  }

  @Test("The collection view puts the tag cloud's 22 words where FlowLayout puts them")
  func agreesWithFlowLayout() {
    guard let tags = TechniqueComparison.named("tags") else {
      Issue.record("no tags comparison")
      return
    }
    let layout = tags.scenario(.flowLayout).layout()
    let collection = tags.scenario(.collectionView).layout()
    let same = tags.agree(layout, collection)  // true: every tag at the same frame
    #expect(same)
    #expect(layout.frames.count == 1 && collection.frames.count == 2)
  }

  @Test("collection-view: 22 words padded by 10 in 390 points settle in two frames")
  func scenario() {
    let result = Scenario.named("collection-view")?.layout()
    // "You" is 25.5 × 20.4, padded by 10: 45.5 × 40.4, at the top leading corner.
    #expect(result?.frames.count == 2)
    expectFrame(result?.frame(id: "You"), CGRect(x: 0, y: 0, width: 45.5, height: 40.4))
    // "can’t" (42.5 + 20 = 62.5) follows 45.5 + 10 = 55.5 from the left.
    expectFrame(result?.frame(id: "can’t"), CGRect(x: 55.5, y: 0, width: 62.5, height: 40.4))
    // Five lines of 40.4, 10 apart: 5 × 40.4 + 4 × 10 = 242.
    let tops = Set(TagCloud.tags.compactMap { result?.frame(id: $0)?.minY })
    #expect(tops.count == 5)
    #expect(tops.max() == 4 * 50.4)
    expectScenario("collection-view", laysOutAs: tagCollection())
  }
}
