import Foundation
import LayoutLab
import Testing

/// A colour inside `depth` paddings of 1, one added per level of a recursive view.
private struct PaddingChain: View {
  let depth: Int

  var body: some View {
    if depth <= 0 {
      Color.red.frame(width: 10, height: 10)
    } else {
      PaddingChain(depth: depth - 1).padding(1)
    }
  }
}

/// A divider inside `depth` paddings of 1, in a row or a column chosen at run time.
private struct DividerChain: View {
  let depth: Int
  let isRow: Bool

  var body: some View {
    let layout = isRow ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
    layout { Chain(depth: depth) }
  }

  private struct Chain: View {
    let depth: Int

    var body: some View {
      if depth <= 0 {
        Divider()
      } else {
        Chain(depth: depth - 1).padding(1)
      }
    }
  }
}

/// Building, updating and laying out a chain of modifiers is linear in its length: the
/// orientation of the container around the chain is passed down it once, not once per level.
@Suite("Deep modifier chains build and update in linear work")
struct DeepChainTests {
  @Test("A chain of 20,000 paddings builds and lays out, each node made once and each level's body evaluated once")
  func twentyThousandLevels() throws {
    let host = ViewHost(rootView: PaddingChain(depth: 20_000))
    let result = host.layout(in: CGSize(width: 100, height: 100))
    #expect(result.diagnostics.isEmpty)
    // 20,001 bodies (depths 20,000 to 0); the laid-out views are 20,000 paddings, the frame
    // and the colour.
    #expect(result.tree.bodyEvaluations == 20_001)
    #expect(result.viewCount == 20_002)
    // 10 + 2 x 20,000 = 40,010 square, centred in 100 x 100 at 50 - 20,005 = -19,955.
    #expect(result.rootSize == CGSize(width: 40_010, height: 40_010))
    #expect(result.views.first?.frame == CGRect(x: -19_955, y: -19_955, width: 40_010, height: 40_010))
    // A new root value with the same depth: every body is compared, none evaluated again.
    host.rootView = PaddingChain(depth: 20_000)
    let again = host.layout(in: CGSize(width: 100, height: 101))
    #expect(again.tree.nodesCreated == 0)
    #expect(again.tree.nodesRemoved == 0)
    #expect(again.rootSize == CGSize(width: 40_010, height: 40_010))
  }

  @Test("The container's orientation reaches a divider 1,000 paddings deep, and follows the container when it changes")
  func orientationThroughAChain() throws {
    let host = ViewHost(rootView: DividerChain(depth: 1_000, isRow: true))
    let screen = CGSize(width: 2_390, height: 2_844)
    // In a row the divider is 1 wide and as tall as proposed: 2,844 - 2,000 = 844. The
    // chain is 2,001 x 2,844, centred: x = (2,390 - 2,001) / 2 = 194.5; the divider is
    // 1,000 in: (1,194.5, 1,000).
    let row = host.layout(in: screen)
    let rowDivider = try #require(Self.deepest(in: row))
    #expect(rowDivider.frame == CGRect(x: 1_194.5, y: 1_000, width: 1, height: 844))
    // In a column it is as wide as proposed (2,390 - 2,000 = 390) and 1 tall; the chain is
    // 2,390 x 2,001 at y = (2,844 - 2,001) / 2 = 421.5: the divider at (1,000, 1,421.5).
    host.rootView = DividerChain(depth: 1_000, isRow: false)
    let column = host.layout(in: screen)
    #expect(column.tree.nodesCreated == 0)
    let columnDivider = try #require(Self.deepest(in: column))
    #expect(columnDivider.frame == CGRect(x: 1_000, y: 1_421.5, width: 390, height: 1))
  }

  /// The view at the bottom of the result's single chain.
  private static func deepest(in result: LayoutResult) -> PlacedView? {
    var view = result.views.first
    while let child = view?.children.first { view = child }
    return view
  }
}
