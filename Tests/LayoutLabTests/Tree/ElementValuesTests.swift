import Foundation
import Testing

@testable import LayoutLab

/// An element view that can be compared with the last one: a word.
private struct WordTag: View {
  var word: String
  var body: some View { Text(word).padding(4) }
}

/// An element view that cannot be: it holds a closure.
private struct ActionTag: View {
  var word: String
  var action: () -> Void
  var body: some View { Text(word).padding(4) }
}

/// A `ForEach` keeps the element views of its last update (`ElementValues`) only to compare the
/// next update's with them, so it keeps none of a kind that cannot be compared.
@Suite("A collection keeps its element views only when it can compare them")
struct ElementValuesTests {
  let words = ["alpha", "beta", "gamma"]

  /// The element views kept by the one `ForEach` in the tree under `root`.
  private func kept<Element: View>(_: Element.Type, under root: ViewNode) -> ElementValues<Element>? {
    var pending = [root]
    while let node = pending.popLast() {
      if let values = node.elementValues { return values as? ElementValues<Element> }
      pending.append(contentsOf: node.children)
    }
    return nil
  }

  @Test("Element views that can be compared are kept after the first update, one per element")
  func comparableElementsAreKept() throws {
    let host = ViewHost(rootView: VStack { ForEach(words.indices, id: \.self) { WordTag(word: words[$0]) } })
    _ = host.layout(in: CGSize(width: 390, height: 844))
    let values = try #require(kept(WordTag.self, under: host.graph.root))
    #expect(values.comparable)
    #expect(values.firstLastView(matching: words.count)?.pointee.word == "alpha")
  }

  @Test("Ten thousand element views holding closures are let go after the first update, not kept until the second")
  func manyClosureElementsAreNotKept() throws {
    // 10,000 views of 32 bytes (a string and a closure): more than the 256 KiB worth checking.
    let host = ViewHost(rootView: VStack { ForEach(0..<10_000, id: \.self) { ActionTag(word: "\($0)") {} } })
    _ = host.layout(in: CGSize(width: 390, height: 844))
    let values = try #require(kept(ActionTag.self, under: host.graph.root))
    #expect(!values.comparable)
    #expect(values.firstLastView(matching: 10_000) == nil)
  }

  @Test("A few element views holding closures are kept until the next update finds them out")
  func fewClosureElementsAreFoundOutAtTheNextUpdate() throws {
    func root() -> some View { VStack { ForEach(words.indices, id: \.self) { ActionTag(word: words[$0]) {} } } }
    let host = ViewHost(rootView: root())
    _ = host.layout(in: CGSize(width: 390, height: 844))
    let values = try #require(kept(ActionTag.self, under: host.graph.root))
    #expect(values.comparable)
    host.rootView = root()
    _ = host.layout(in: CGSize(width: 390, height: 844))
    #expect(!values.comparable)
    #expect(values.firstLastView(matching: words.count) == nil)
  }
}
