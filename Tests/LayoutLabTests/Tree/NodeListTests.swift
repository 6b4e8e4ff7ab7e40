import Foundation
import Testing

@testable import LayoutLab

/// A tag as the flow benchmarks build it: the padding has one child, which is also its one
/// subview; the `HStack` has two.
private struct PaddedPair: View {
  var showsSecond = true
  var body: some View {
    HStack(spacing: 4) {
      Text("a").padding(4)
      if showsSecond { Text("b") }
    }
  }
}

@Suite("A node keeps one child or subview by its slot, and only several in an array")
struct NodeListTests {
  /// The first node of type `V` in tree order.
  private func node<V: View>(of type: V.Type, in root: ViewNode) -> ViewNode? {
    var pending = [root]
    while let node = pending.popLast() {
      if node.hasType(ObjectIdentifier(type)) { return node }
      pending.append(contentsOf: node.children.reversed())
    }
    return nil
  }

  private func storesOneSlot(_ stored: NodeList.Stored, of node: ViewNode) -> Bool {
    if case .one(let slot) = stored { return slot == node.slot }
    return false
  }

  @Test("A padding's one child and one subview are kept by slot and read back as the text's node")
  func oneChildBySlot() throws {
    let host = ViewHost(rootView: PaddedPair())
    _ = host.layout(in: CGSize(width: 300, height: 100))
    let padding = try #require(node(of: PaddingModifier<Text>.self, in: host.graph.root))
    let text = try #require(padding.children.first)
    #expect(text.hasType(ObjectIdentifier(Text.self)))
    #expect(storesOneSlot(padding.record.pointee.identity.children, of: text))
    #expect(storesOneSlot(padding.record.pointee.layout.subviews, of: text))
    #expect(padding.childCount == 1 && padding.subviewCount == 1)
    #expect(Array(padding.subviews) == [text])
    #expect(text.parent == padding)
    // The handle made from the slot is the text's own: same slot and generation.
    #expect(padding.subviews[0].generation == text.generation)
    #expect(text.frame.width > 0)
    #expect(padding.frame.size == CGSize(width: text.frame.width + 8, height: text.frame.height + 8))
  }

  @Test("Two children are an array; when one leaves, the one left is kept by slot")
  func arrayBecomesOne() throws {
    let host = ViewHost(rootView: PaddedPair())
    _ = host.layout(in: CGSize(width: 300, height: 100))
    let padding = try #require(node(of: PaddingModifier<Text>.self, in: host.graph.root))
    // The stack is the first ancestor that lays out (a `TupleView` node is in between).
    var above = padding.parent
    while let node = above, !node.laysOut { above = node.parent }
    let stack = try #require(above)
    guard case .many(let two) = stack.record.pointee.layout.subviews else {
      Issue.record("two subviews are not kept in an array")
      return
    }
    #expect(two.count == 2)
    #expect(two[0] == padding)

    host.rootView = PaddedPair(showsSecond: false)
    _ = host.layout(in: CGSize(width: 300, height: 100))
    #expect(storesOneSlot(stack.record.pointee.layout.subviews, of: padding))
    #expect(stack.subviewCount == 1)
    #expect(padding.subviewIndex == 0)
    #expect(stack.frame.size == padding.frame.size)
  }

  @Test("A list made from an array of one is kept as one; none and several stay arrays")
  func normalisedWhenStored() {
    let store = NodeStore()
    let nodes = (0..<3).map {
      store.make(id: $0, typeInfo: nil, key: .index($0), parent: nil, environment: EnvironmentValues())
    }
    #expect(storesOneSlot(NodeList([nodes[1]]).stored, of: nodes[1]))
    #expect(storesOneSlot(NodeList.many([nodes[2]]).stored, of: nodes[2]))
    if case .many(let none) = NodeList([]).stored {
      #expect(none.isEmpty)
    } else {
      Issue.record("none is not an array")
    }
    if case .many(let all) = NodeList(nodes).stored {
      #expect(all == nodes)
    } else {
      Issue.record("three is not an array")
    }
    // Iterating gives the nodes in order, the one node once.
    #expect(Array(NodeList.one(nodes[0])) == [nodes[0]])
    #expect(Array(NodeList(nodes)) == nodes)
    // One word, as the array it replaces: the records keep their size.
    #expect(MemoryLayout<NodeList.Stored>.size == 8)
  }
}
