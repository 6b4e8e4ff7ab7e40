import Foundation
import Testing

@testable import LayoutLab

/// A preference key for the extras tests.
private struct ExtrasTestKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A writer, a geometry observer and a reader in a user view that observes the writer.
private struct ObservingScene: View {
  @State private var width: CGFloat = 0
  @State private var total = 0

  var body: some View {
    VStack {
      Color.red.preference(key: ExtrasTestKey.self, value: 1)
      Color.blue.onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
      GeometryReader { proxy in Color.green.frame(width: proxy.size.width / 2) }
    }
    .onPreferenceChange(ExtrasTestKey.self) { total = $0 }
  }
}

/// The nodes that observe or are observed (one or two per element in a two-frame layout) keep
/// their fields in `NodeExtras` alone; a user view's fields are in its rarely written part.
@Suite("Observing nodes keep their extras without the rarely written part")
struct NodeExtrasTests {
  private func nodes(in root: ViewNode) -> [ViewNode] {
    var found: [ViewNode] = []
    var pending = [root]
    while let node = pending.popLast() {
      found.append(node)
      pending.append(contentsOf: node.children.reversed())
    }
    return found
  }

  @Test("A writer, an observer and a reader make extras but no rare part; a user view makes both")
  func observersTakeNoRarePart() {
    let host = ViewHost(rootView: ObservingScene())
    _ = host.layout(in: CGSize(width: 300, height: 300))
    let all = nodes(in: host.graph.root)
    let observing = all.filter {
      [.preferenceWriter, .preferenceObserver, .geometryObserver].contains($0.roleKind) || $0.deferredContent != nil
    }
    // The writer, the two observers and the reader.
    #expect(observing.count == 4)
    #expect(observing.allSatisfy { $0.hasExtras && !$0.hasRareExtras })
    let userViews = all.filter { $0.view is ObservingScene }
    #expect(userViews.count == 1)
    #expect(userViews.allSatisfy { $0.hasRareExtras && !$0.propertyStorage.isEmpty })
  }

  @Test("Only observers make extras with room for an observed value: a writer and a reader make the smaller kind")
  func onlyObserversMakeObserverExtras() {
    let host = ViewHost(rootView: ObservingScene())
    _ = host.layout(in: CGSize(width: 300, height: 300))
    let all = nodes(in: host.graph.root)
    let writers = all.filter { $0.roleKind == .preferenceWriter }
    let readers = all.filter { $0.deferredContent != nil }
    let observers = all.filter { [.preferenceObserver, .geometryObserver].contains($0.roleKind) }
    #expect(writers.count == 1 && readers.count == 1 && observers.count == 2)
    for node in writers + readers {
      #expect(node.hasExtras && !node.hasObserverExtras)
    }
    // Both observers delivered a value and are counted.
    for node in observers {
      #expect(node.hasObserverExtras && node.observedValue != nil && node.observerCensus != nil)
    }
  }

  @Test("A node that starts observing after its extras were made keeps its role and deferred content")
  func extrasMadeAgainForAnObserverKeepTheirFields() {
    let store = NodeStore()
    let node = store.make(id: 0, typeInfo: nil, key: .index(0), parent: nil, environment: EnvironmentValues())
    node.role = .coordinateSpace("space")
    node.setDeferredContent(GeometryReader { _ in Color.clear })
    #expect(node.hasExtras && !node.hasObserverExtras)
    node.observedValue = 42
    #expect(node.hasObserverExtras)
    #expect(node.observedValue as? Int == 42)
    #expect(node.declaredSpaceName == AnyHashable("space"))
    #expect(node.deferredContent != nil)
    node.observedValue = nil
    #expect(node.observedValue == nil && node.declaredSpaceName == AnyHashable("space"))
  }

  @Test("A role holds its payload by reference: 16 bytes, whatever the case")
  func roleIsAReference() {
    // Two per tag in the collection view have one, in their extras: with an inline
    // `AnyHashable`, observer or lifecycle actions, a role was 49 bytes.
    #expect(MemoryLayout<NodeRole?>.size == 16)
    // The boxed cases give back what they were made with.
    let space = NodeRole.coordinateSpace(AnyHashable("space"))
    guard case .coordinateSpace(let name) = space else {
      Issue.record("not a coordinate space")
      return
    }
    #expect(name == AnyHashable("space"))
    let lifecycle = NodeRole.appearance(AppearanceActions(summary: ".onAppear", appear: {}))
    #expect(lifecycle.kind == .appearance && lifecycle.summary == ".onAppear")
  }
}
