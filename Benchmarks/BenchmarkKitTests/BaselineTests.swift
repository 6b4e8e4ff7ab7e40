import Foundation
import LayoutExamples
import LayoutLab
import Testing

@testable import BenchmarkKit

@Suite("The raw baseline wraps the tags as FlowLayout does, over the same deterministic words")
struct BaselineTests {
  @Test("Words are seeded: the same on every call, 3 to 13 letters, and the first words of a longer list")
  func words() {
    let words = TagWords.words(200)
    #expect(words == TagWords.words(200))
    #expect(Array(words.prefix(50)) == TagWords.words(50))
    #expect(words.allSatisfy { (3...13).contains($0.count) && $0.allSatisfy { ("a"..."z").contains($0) } })
    #expect(Set(words).count > 150)
  }

  @Test("Changing one tag lengthens the middle word by a letter and nothing else")
  func changingOne() {
    let words = TagWords.words(10)
    let changed = TagWords.changingOne(words)
    #expect(changed[5] == words[5] + "s")
    #expect(zip(words, changed).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset) == [5])
    #expect(TagWords.changingOne([]) == [])
  }

  @Test("A tag's size is 8.5 per letter plus 8 wide and 28.4 tall, as the engine measures Text(word).padding(4)")
  func tagSize() {
    // Text model: 17 pt body, 8.5 per character, 20.4 per line; padding 4 on each side.
    #expect(TagWords.tagSize("swift") == CGSize(width: 50.5, height: 28.4))
    for word in TagWords.words(5) {
      let result = ViewHost(rootView: Text(word).padding(4).id("tag")).layout(in: CGSize(width: 390, height: 844))
      let frame = result.frame(id: "tag") ?? .zero
      #expect(abs(frame.width - TagWords.tagSize(word).width) < 0.001)
      #expect(abs(frame.height - 28.4) < 0.001)
    }
  }

  @Test("The greedy wrap by hand: 3 tags of 150 in 390 put two on the first line and one below")
  func wrapByHand() {
    // 0…150, then 158…308 (8 apart); 316 + 150 > 390, so the third starts a line 28.4 + 8 below.
    let sizes = Array(repeating: CGSize(width: 150, height: 28.4), count: 3)
    var frames = Array(repeating: CGRect.zero, count: 3)
    let height = GreedyWrap.wrap(sizes, width: 390, spacing: 8, lineSpacing: 8, into: &frames)
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 150, height: 28.4), CGRect(x: 158, y: 0, width: 150, height: 28.4),
        CGRect(x: 0, y: 36.4, width: 150, height: 28.4),
      ])
    #expect(abs(height - 64.8) < 1e-9)
  }

  @Test("An exact fit stays on the line; an item wider than the line sits alone")
  func edges() {
    // 190 + 8 + 192 = 390: fits exactly. Then 400 > 390 starts a line, and is alone on it.
    let sizes = [
      CGSize(width: 190, height: 10), CGSize(width: 192, height: 10), CGSize(width: 400, height: 10),
      CGSize(width: 10, height: 10),
    ]
    var frames = Array(repeating: CGRect.zero, count: 4)
    _ = GreedyWrap.wrap(sizes, width: 390, spacing: 8, lineSpacing: 8, into: &frames)
    #expect(
      frames.map(\.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 198, y: 0), CGPoint(x: 0, y: 18), CGPoint(x: 0, y: 36)])
  }

  @Test("The wrap puts 300 generated tags where FlowLayout(itemAlignment: .top, spacing 8) puts them")
  func agreesWithFlowLayout() throws {
    let words = TagWords.words(300)
    let flow = FlowLayout(itemAlignment: .top, itemSpacing: 8, lineSpacing: 8) {
      ForEach(Array(words.enumerated()), id: \.offset) { index, word in Text(word).padding(4).id(index) }
    }
    let result = ViewHost(rootView: ScrollView { flow.frame(maxWidth: .infinity, alignment: .topLeading) })
      .layout(in: CGSize(width: 390, height: 844))
    var frames = Array(repeating: CGRect.zero, count: words.count)
    _ = GreedyWrap.wrap(words.map(TagWords.tagSize), width: 390, spacing: 8, lineSpacing: 8, into: &frames)
    let origin = try #require(result.frame(id: 0)).origin
    for (index, expected) in frames.enumerated() {
      let actual = try #require(result.frame(id: index))
      #expect(
        abs(actual.minX - origin.x - expected.minX) < 0.001 && abs(actual.minY - origin.y - expected.minY) < 0.001)
    }
  }
}
