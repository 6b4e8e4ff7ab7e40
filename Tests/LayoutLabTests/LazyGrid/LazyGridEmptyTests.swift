import Foundation
import LayoutLab
import LayoutPropertyTesting
import LayoutTestSupport
import Testing

@Suite("An empty lazy grid")
struct LazyGridEmptyTests {
  @Test("Without cells, a grid is as wide as its fixed columns when measured and when placed (C-LG6)")
  func emptyGridKeepsItsColumns() {
    let result = ViewHost(
      rootView: LazyVGrid(columns: [GridItem(.fixed(34))]) {
        ForEach(0..<0) { Color.red.id($0) }
      }
      .id("grid")
      .frame(width: 0, height: 0)
      .id("frame")
    ).layout(in: CGSize(width: 390, height: 844))
    // Proposed 0 × 0: the column is 34 wide all the same, the grid max(0, 34) = 34 wide and 0
    // tall, centred on the zero-sized frame at (195, 422): x = 195 − 17.
    expectFrame(result.frame(id: "grid"), CGRect(x: 178, y: 422, width: 34, height: 0))
  }

  @Test("In a ZStack, an empty lazy grid has no say in the alignment point: its priority is −∞ (L11)")
  func emptyGridInAZStack() {
    // The tree the random-tree run shrank its failure to: ZStack { LazyVGrid([.fixed(34)]) {};
    // box(0, 0) }. The grid has no subviews, so, like any container without subviews, its
    // priority is −∞ and the box alone fixes the ZStack's alignment point; the checker took
    // the grid's priority to be 0, which only an empty container that is not zero-sized shows.
    let tree = PropertyTree(
      .zstack(.center),
      [PropertyTree(.lazyGrid(.vertical, [.fixed(34)], spacing: nil)), PropertyTree(.box(width: 0, height: 0))])
    for size in [CGSize.zero, CGSize(width: 20, height: 20), CGSize(width: 390, height: 844)] {
      let testCase = PropertyCase(seed: 0, tree: tree, hostSize: size, otherSize: CGSize(width: 100, height: 100))
      #expect(PropertyCheck.placementRules.failure(testCase) == nil, "at \(size)")
    }
  }
}
