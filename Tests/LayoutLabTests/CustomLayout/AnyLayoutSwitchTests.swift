import Foundation
import LayoutLab
import Testing

/// Two squares in a layout chosen at run time, as Apple's `AnyLayout` example does.
private struct AdaptiveSquares: View {
  var isWide: Bool
  var body: some View {
    let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
    layout {
      Color.red.frame(width: 50, height: 50).id("red")
      Color.blue.frame(width: 30, height: 30).id("blue")
    }
  }
}

/// The same two squares switched with `if`/`else` between two stack types.
private struct BranchingSquares: View {
  var isWide: Bool
  var body: some View {
    if isWide {
      HStack {
        Color.red.frame(width: 50, height: 50).id("red")
        Color.blue.frame(width: 30, height: 30).id("blue")
      }
    } else {
      VStack {
        Color.red.frame(width: 50, height: 50).id("red")
        Color.blue.frame(width: 30, height: 30).id("blue")
      }
    }
  }
}

@Suite("AnyLayout changes the layout without changing the subviews' identity")
struct AnyLayoutSwitchTests {
  @Test("Switching AnyLayout from HStackLayout to VStackLayout keeps every node and turns the row into a column")
  func switchKeepsNodes() {
    let host = ViewHost(rootView: AdaptiveSquares(isWide: true))
    let row = host.layout(in: CGSize(width: 390, height: 844))
    // Nodes: the view, the layout container, its tuple of two, and per square an `.id`, a
    // `.frame` and the Color: 1 + 1 + 1 + 2 x 3 = 9.
    #expect(row.tree.nodesCreated == 9)
    // Row: 50 + 8 + 30 = 88 wide, 50 tall, centred at ((390 - 88) / 2, (844 - 50) / 2) = (151, 397);
    // blue centred vertically in the row: y = 397 + 10.
    #expect(row.frame(id: "red") == CGRect(x: 151, y: 397, width: 50, height: 50))
    #expect(row.frame(id: "blue") == CGRect(x: 209, y: 407, width: 30, height: 30))

    host.rootView = AdaptiveSquares(isWide: false)
    let column = host.layout(in: CGSize(width: 390, height: 844))
    // L20: the AnyLayout value changed, its type did not: no node is made or dropped.
    #expect(column.tree.nodesCreated == 0)
    #expect(column.tree.nodesRemoved == 0)
    #expect(column.tree.nodesKept == 9)
    // Column: 50 wide, 50 + 8 + 30 = 88 tall, centred at (170, 378); blue centred horizontally.
    #expect(column.frame(id: "red") == CGRect(x: 170, y: 378, width: 50, height: 50))
    #expect(column.frame(id: "blue") == CGRect(x: 180, y: 436, width: 30, height: 30))
  }

  @Test("Switching back restores the row, again with no new node")
  func switchBack() {
    let host = ViewHost(rootView: AdaptiveSquares(isWide: true))
    let first = host.layout(in: CGSize(width: 390, height: 844))
    host.rootView = AdaptiveSquares(isWide: false)
    _ = host.layout(in: CGSize(width: 390, height: 844))
    host.rootView = AdaptiveSquares(isWide: true)
    let again = host.layout(in: CGSize(width: 390, height: 844))
    #expect(again.tree.nodesCreated == 0)
    #expect(again.frame(id: "red") == first.frame(id: "red"))
    #expect(again.frame(id: "blue") == first.frame(id: "blue"))
  }

  @Test("Switching with if/else instead rebuilds the stack and its subviews")
  func branchingRebuilds() {
    let host = ViewHost(rootView: BranchingSquares(isWide: true))
    let first = host.layout(in: CGSize(width: 390, height: 844))
    host.rootView = BranchingSquares(isWide: false)
    let column = host.layout(in: CGSize(width: 390, height: 844))
    // Nodes: the view, its if/else, the stack, the stack's tuple of two, and per square an
    // `.id`, a `.frame` and the Color: 1 + 1 + 1 + 1 + 2 x 3 = 10. Each branch has its own
    // identity, so switching keeps only the view and its if/else, and makes (and drops) the 8
    // nodes of the branch.
    #expect(first.tree.nodesCreated == 10)
    #expect(column.tree.nodesCreated == 8)
    #expect(column.tree.nodesRemoved == 8)
    #expect(column.frame(id: "red") == CGRect(x: 170, y: 378, width: 50, height: 50))
  }
}
