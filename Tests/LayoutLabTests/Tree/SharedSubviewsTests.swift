import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutLab

/// Words stacked on top of each other, each `Text(word).padding(4)`.
private struct Tags: View {
  var words: [String]
  var body: some View {
    ZStack(alignment: .topLeading) {
      ForEach(words, id: \.self) { word in
        Text(word).padding(4)
      }
    }
  }
}

/// A container whose one child is a `ForEach` of laid-out views has those views as its
/// subviews: it keeps the `ForEach`'s own array of them rather than a copy, which at 100,000
/// tags is 1.6 MB.
@Suite("A container of one ForEach shares its children's array")
struct SharedSubviewsTests {
  /// The first node, in tree order, that lays out and whose one child is structural and has
  /// several children (the host's root, whose one child is the user view `Tags`, has one).
  private func container(in root: ViewNode) -> ViewNode? {
    var pending = [root]
    while let node = pending.popLast() {
      if node.laysOut, node.children.count == 1, node.children[0].behavior == nil,
        node.children[0].children.count > 1
      {
        return node
      }
      pending.append(contentsOf: node.children.reversed())
    }
    return nil
  }

  private func sharesStorage(_ container: ViewNode) -> Bool {
    guard case .many(let subviews) = container.subviews, case .many(let children) = container.children[0].children
    else { return false }
    return subviews.withUnsafeBufferPointer { subviews in
      children.withUnsafeBufferPointer { children in subviews.baseAddress == children.baseAddress }
    }
  }

  @Test("The subviews are the ForEach's children, in one array, before and after a new root view")
  func shared() throws {
    let host = ViewHost(rootView: Tags(words: ["a", "bb", "ccc"]))
    _ = host.layout(in: CGSize(width: 300, height: 300))
    let stack = try #require(container(in: host.graph.root))
    #expect(Array(stack.subviews) == Array(stack.children[0].children))
    #expect(stack.subviews.count == 3)
    #expect(sharesStorage(stack))
    #expect(stack.subviews.enumerated().allSatisfy { $0.element.subviewIndex == $0.offset })

    host.rootView = Tags(words: ["a", "dd", "bb", "ccc"])
    _ = host.layout(in: CGSize(width: 300, height: 300))
    #expect(Array(stack.subviews) == Array(stack.children[0].children))
    #expect(stack.subviews.count == 4)
    #expect(stack.subviews.enumerated().allSatisfy { $0.element.subviewIndex == $0.offset })
  }
}
