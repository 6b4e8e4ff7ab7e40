import Foundation
import Testing

@testable import LayoutLab

/// Three writers of `OrderKey` and one of `GroupingKey`, observed.
private struct SharedKeysScene: View {
  let seen: Recorder<[String]>

  var body: some View {
    HStack {
      Color.red.preference(key: OrderKey.self, value: ["a"])
      Color.green.preference(key: OrderKey.self, value: ["b"])
      Color.blue.preference(key: OrderKey.self, value: ["c"])
      Color.yellow.preference(key: GroupingKey.self, value: "g")
    }
    .onPreferenceChange(OrderKey.self) { seen.record($0) }
  }
}

/// A writer's preference sources name its key in an array the store keeps one of per key, so
/// thousands of writers of one key (a `GeometryReader` per item) hold no array each, and
/// walking their sources reads one array.
@Suite("Writers of one preference key share one array of keys")
struct SharedPreferenceKeysTests {
  private func writers(in root: ViewNode) -> [ViewNode] {
    var found: [ViewNode] = []
    var pending = [root]
    while let node = pending.popLast() {
      if node.roleKind == .preferenceWriter { found.append(node) }
      pending.append(contentsOf: node.children.reversed())
    }
    return found
  }

  private func storage(of keys: [ObjectIdentifier]) -> UnsafePointer<ObjectIdentifier>? {
    keys.withUnsafeBufferPointer { $0.baseAddress }
  }

  @Test("Every writer of a key holds the same array, another key's writer another, and the value is unchanged")
  func shared() throws {
    let seen = Recorder<[String]>()
    let host = ViewHost(rootView: SharedKeysScene(seen: seen))
    _ = host.layout(in: CGSize(width: 300, height: 100))
    #expect(seen.values == [["a", "b", "c"]])
    let writers = writers(in: host.graph.root)
    let order = writers.filter { $0.preferenceSources.keys == [ObjectIdentifier(OrderKey.self)] }
    let grouping = writers.filter { $0.preferenceSources.keys == [ObjectIdentifier(GroupingKey.self)] }
    #expect(order.count == 3)
    #expect(grouping.count == 1)
    let shared = try #require(order.first.flatMap { storage(of: $0.preferenceSources.keys) })
    #expect(order.allSatisfy { storage(of: $0.preferenceSources.keys) == shared })
    #expect(grouping.allSatisfy { storage(of: $0.preferenceSources.keys) != shared })
  }
}
