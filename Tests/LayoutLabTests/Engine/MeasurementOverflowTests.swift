import Foundation
import Testing

@testable import LayoutLab

/// `count` colours in a fixed frame each, in `container`: a `ZStack` (which asks every child
/// the one question it was asked, and no spacing) or a `VStack` with the default spacing
/// (which also asks each child how far it can shrink and grow before it sizes it, and its
/// spacing).
private struct Boxes: View {
  enum Container { case zStack, vStack }
  let container: Container
  let count: Int

  var body: some View {
    switch container {
    case .zStack:
      ZStack { ForEach(0..<count, id: \.self) { _ in Color.red.frame(width: 10, height: 10) } }
    case .vStack:
      VStack { ForEach(0..<count, id: \.self) { _ in Color.red.frame(width: 10, height: 10) } }
    }
  }
}

@Suite("A node keeps its latest answer in its record, and its older ones in the store's overflow")
struct MeasurementOverflowTests {
  /// A proposal of `width` by 10.
  private func wide(_ width: CGFloat) -> ProposedViewSize { ProposedViewSize(width: width, height: 10) }

  @Test("Three answers are kept most recent first: a hit moves to the front, a fourth pushes out the oldest")
  func recentAnswersAreKeptInOrder() {
    var cache = MeasurementCache()
    let overflow = MeasurementOverflow()
    for width in [1.0, 2.0, 3.0] {
      cache.remember(CGSize(width: width, height: 1), for: wide(width), policy: .swiftUI, overflow: overflow)
    }
    // Newest first: 3, 2, 1. Asking for 1 (the third) brings it to the front: 1, 3, 2.
    #expect(cache.size(for: wide(1), policy: .swiftUI, overflow: overflow)?.width == 1)
    // A fourth answer pushes out the oldest, now 2: 4, 1, 3.
    cache.remember(CGSize(width: 4, height: 1), for: wide(4), policy: .swiftUI, overflow: overflow)
    #expect(cache.size(for: wide(2), policy: .swiftUI, overflow: overflow) == nil)
    // 3 (third) comes to the front: 3, 4, 1; then 4 (second) swaps with it: 4, 3, 1.
    #expect(cache.size(for: wide(3), policy: .swiftUI, overflow: overflow)?.width == 3)
    #expect(cache.size(for: wide(4), policy: .swiftUI, overflow: overflow)?.width == 4)
    // A fifth pushes out 1, the oldest now: 5, 4, 3.
    cache.remember(CGSize(width: 5, height: 1), for: wide(5), policy: .swiftUI, overflow: overflow)
    #expect(cache.size(for: wide(1), policy: .swiftUI, overflow: overflow) == nil)
    #expect(cache.size(for: wide(3), policy: .swiftUI, overflow: overflow)?.width == 3)
    // One node, one block, whatever the number of answers (the slot its second answer took
    // was given back when it needed a third).
    #expect(overflow.blocksInUse == 1)
    #expect(overflow.slotsInUse == 0)
  }

  @Test("A cache with one answer takes nothing, with two a slot, with three a block; forgetting keeps the room")
  func roomGrowsWithTheAnswers() {
    var cache = MeasurementCache()
    let overflow = MeasurementOverflow()
    cache.remember(CGSize(width: 1, height: 1), for: wide(1), policy: .swiftUI, overflow: overflow)
    #expect(overflow.slotsInUse == 0 && overflow.blockCount == 0)
    cache.remember(CGSize(width: 2, height: 1), for: wide(2), policy: .swiftUI, overflow: overflow)
    #expect(overflow.slotsInUse == 1 && overflow.blockCount == 0)
    cache.removeSizes()
    // Forgotten: neither the front answer nor the one in the slot is found.
    #expect(cache.size(for: wide(2), policy: .swiftUI, overflow: overflow) == nil)
    #expect(cache.size(for: wide(1), policy: .swiftUI, overflow: overflow) == nil)
    cache.remember(CGSize(width: 3, height: 1), for: wide(3), policy: .swiftUI, overflow: overflow)
    cache.remember(CGSize(width: 4, height: 1), for: wide(4), policy: .swiftUI, overflow: overflow)
    // The second answer is found in the slot, and swaps places with the front one.
    #expect(cache.size(for: wide(3), policy: .swiftUI, overflow: overflow)?.width == 3)
    #expect(cache.size(for: wide(4), policy: .swiftUI, overflow: overflow)?.width == 4)
    #expect(overflow.slotsInUse == 1 && overflow.blockCount == 0)
    // A third answer trades the slot for a block, keeping the slot's answer: 5, 4, 3.
    cache.remember(CGSize(width: 5, height: 1), for: wide(5), policy: .swiftUI, overflow: overflow)
    #expect(overflow.slotsInUse == 0 && overflow.blocksInUse == 1)
    #expect(cache.size(for: wide(3), policy: .swiftUI, overflow: overflow)?.width == 3)
    #expect(cache.size(for: wide(4), policy: .swiftUI, overflow: overflow)?.width == 4)
    #expect(cache.size(for: wide(5), policy: .swiftUI, overflow: overflow)?.width == 5)
    // Forgotten again, two answers go in the block it kept.
    cache.removeSizes()
    cache.remember(CGSize(width: 6, height: 1), for: wide(6), policy: .swiftUI, overflow: overflow)
    cache.remember(CGSize(width: 7, height: 1), for: wide(7), policy: .swiftUI, overflow: overflow)
    #expect(cache.size(for: wide(6), policy: .swiftUI, overflow: overflow)?.width == 6)
    #expect(cache.size(for: wide(5), policy: .swiftUI, overflow: overflow) == nil)
    #expect(overflow.slotsInUse == 0 && overflow.blocksInUse == 1)
  }

  @Test("A cache with a slot takes a block for unbounded answers, and gives the slot back")
  func unboundedAnswersTradeTheSlotForABlock() {
    var cache = MeasurementCache()
    let overflow = MeasurementOverflow()
    cache.remember(CGSize(width: 1, height: 1), for: wide(1), policy: .swiftUI, overflow: overflow)
    cache.remember(CGSize(width: 2, height: 1), for: wide(2), policy: .swiftUI, overflow: overflow)
    #expect(overflow.slotsInUse == 1)
    cache.remember(CGSize(width: 3, height: 1), for: wide(3), policy: .unbounded, overflow: overflow)
    #expect(overflow.slotsInUse == 0 && overflow.blocksInUse == 1)
    #expect(cache.size(for: wide(3), policy: .unbounded, overflow: overflow)?.width == 3)
    #expect(cache.size(for: wide(1), policy: .unbounded, overflow: overflow) == nil)
  }

  @Test("Under the unbounded policy every answer is kept, until the sizes are forgotten")
  func unboundedKeepsEveryAnswer() {
    var cache = MeasurementCache()
    let overflow = MeasurementOverflow()
    for width in 1...5 {
      cache.remember(
        CGSize(width: CGFloat(width), height: 1), for: wide(CGFloat(width)), policy: .unbounded, overflow: overflow)
    }
    #expect((1...5).allSatisfy { cache.size(for: wide(CGFloat($0)), policy: .unbounded, overflow: overflow) != nil })
    cache.removeSizes()
    #expect(cache.size(for: wide(5), policy: .unbounded, overflow: overflow) == nil)
    // The next answer starts a new set: the ones forgotten stay forgotten.
    cache.remember(CGSize(width: 6, height: 1), for: wide(6), policy: .unbounded, overflow: overflow)
    #expect(cache.size(for: wide(6), policy: .unbounded, overflow: overflow)?.width == 6)
    #expect(cache.size(for: wide(1), policy: .unbounded, overflow: overflow) == nil)
  }

  @Test("Answers remembered under one policy are never found under the other")
  func policiesKeepTheirOwnAnswers() {
    var cache = MeasurementCache()
    let overflow = MeasurementOverflow()
    cache.remember(CGSize(width: 1, height: 1), for: wide(1), policy: .unbounded, overflow: overflow)
    #expect(cache.size(for: wide(1), policy: .swiftUI, overflow: overflow) == nil)
    cache.remember(CGSize(width: 2, height: 1), for: wide(2), policy: .swiftUI, overflow: overflow)
    #expect(cache.size(for: wide(2), policy: .unbounded, overflow: overflow) == nil)
    // Back under `.unbounded`, the set starts again: the answer for 1 from before is gone.
    cache.remember(CGSize(width: 3, height: 1), for: wide(3), policy: .unbounded, overflow: overflow)
    #expect(cache.size(for: wide(1), policy: .unbounded, overflow: overflow) == nil)
    #expect(cache.size(for: wide(3), policy: .unbounded, overflow: overflow)?.width == 3)
  }

  @Test("Views asked one question each take no overflow block")
  func oneQuestionPerViewTakesNoBlock() {
    let host = ViewHost(rootView: Boxes(container: .zStack, count: 5))
    var views = 0
    host.layout(in: CGSize(width: 10, height: 10)).forEachView { _ in views += 1 }
    // The ZStack and 5 frames over 5 colours (the user view and the `ForEach` lay nothing out).
    #expect(views == 11)
    // The host proposes 10×10 to the ZStack, which proposes it to each frame, and again when
    // placing them in its 10×10 bounds (a hit); each frame proposes 10×10 to its colour: one
    // question per view.
    #expect(host.graph.store.measurementOverflow.blocksInUse == 0)
    // A ZStack reads no spacing: no view is asked for it.
    #expect(host.graph.store.measurementOverflow.spacingSlotsInUse == 0)
  }

  @Test("A stack's children, asked several questions, take a block each, given back when they go")
  func freedNodesGiveTheirBlocksBack() {
    let host = ViewHost(rootView: Boxes(container: .vStack, count: 5))
    _ = host.layout(in: CGSize(width: 100, height: 100))
    // Each frame is asked its flexibility and its size; each colour only 10×10.
    #expect(host.graph.store.measurementOverflow.blocksInUse == 5)
    // The VStack asks each frame its spacing (each frame passes the question on to its
    // colour, which answers for it): 10 spacings.
    #expect(host.graph.store.measurementOverflow.spacingSlotsInUse == 10)
    host.rootView = Boxes(container: .vStack, count: 2)
    _ = host.layout(in: CGSize(width: 100, height: 100))
    #expect(host.graph.store.measurementOverflow.blocksInUse == 2)
    #expect(host.graph.store.measurementOverflow.spacingSlotsInUse == 4)
    host.rootView = Boxes(container: .vStack, count: 5)
    _ = host.layout(in: CGSize(width: 100, height: 100))
    // The three new frames reuse the three blocks given back.
    #expect(host.graph.store.measurementOverflow.blocksInUse == 5)
    #expect(host.graph.store.measurementOverflow.blockCount == 5)
  }

  @Test("A remembered spacing is found again, and forgetting everything forgets it")
  func spacingIsRemembered() {
    var cache = MeasurementCache()
    let overflow = MeasurementOverflow()
    #expect(cache.spacing(in: overflow) == nil)
    cache.remember(ViewSpacing(), overflow: overflow)
    #expect(cache.spacing(in: overflow) == ViewSpacing())
    cache.removeSizes()
    // Sizes only: the spacing stays.
    #expect(cache.spacing(in: overflow) == ViewSpacing())
    cache.removeAll()
    #expect(cache.spacing(in: overflow) == nil)
    #expect(overflow.spacingSlotsInUse == 1)
    // Remembered again: in the place the cache still holds, not a new one.
    let wide = ViewSpacing(top: nil, leading: 20, bottom: nil, trailing: 20)
    cache.remember(wide, overflow: overflow)
    #expect(cache.spacing(in: overflow) == wide)
    #expect(overflow.spacingSlotsInUse == 1)
    // Given back once, whether or not its spacing was forgotten.
    cache.removeAll()
    overflow.giveBack(cache)
    #expect(overflow.spacingSlotsInUse == 0)
  }

  @Test("A record's measurement cache is 41 bytes: one answer inline, the rest in the overflow")
  func cacheSize() {
    // Every node's record keeps one: an answer (16-byte proposal, 16-byte size), the overflow
    // place and the spacing's place, whose sign says whether a spacing is remembered there (4
    // each), and the count. The three answers, the spacing and the unbounded dictionary
    // inline took 138.
    #expect(MemoryLayout<MeasurementCache>.size == 41)
    #expect(MemoryLayout<OverflowPlace>.size == 4)
  }
}
