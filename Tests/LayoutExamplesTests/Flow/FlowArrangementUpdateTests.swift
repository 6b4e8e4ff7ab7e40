import Foundation
import LayoutExamples
import LayoutLab
import Testing

/// `FlowArrangement.init(items:updating:changedItems:)`: an arrangement brought up to date
/// after some items changed must be the very arrangement a fresh one makes of the same items
/// (lines, offsets, tops to the bit, hidden items, size).
@Suite("FlowArrangement updated after some items changed")
struct FlowArrangementUpdateTests {
  private typealias Item = FlowArrangement.Item

  /// Ten 30 × 20 boxes in lines 100 wide, 5 apart and 10 between lines: three a line
  /// (30 + 5 + 30 + 5 + 30 = 100, an exact fit), lines 0..<3, 3..<6, 6..<9, 9..<10 at tops
  /// 0, 30, 60, 90.
  private static let boxes = [Item](repeating: Item(size: CGSize(width: 30, height: 20)), count: 10)
  private static let options = FlowArrangement.Options(itemSpacing: 5, lineSpacing: 10)

  /// `items` with the item at each key replaced by its value.
  private static func replacing(_ items: [Item], _ changes: [Int: Item]) -> [Item] {
    var items = items
    for (index, item) in changes { items[index] = item }
    return items
  }

  @Test("An item that narrows inside its line changes nothing else: the lines after it are kept as they were")
  func narrowerItemKeepsLines() {
    let before = FlowArrangement(items: Self.boxes, lineWidth: 100, options: Self.options)
    let items = Self.replacing(Self.boxes, [4: Item(size: CGSize(width: 20, height: 20))])
    let updated = FlowArrangement(items: items, updating: before, changedItems: 4..<5)
    // Line 2 is 30 + 5 + 20 + 5 + 30 = 90; item 6 would end at 90 + 5 + 30 = 125 > 100: the
    // same breaks as before.
    #expect(updated.lines.map(\.items) == [0..<3, 3..<6, 6..<9, 9..<10])
    #expect(updated.offsets[updated.lines[1].items] == [0, 35, 60])
    #expect(updated.lines.map(\.top) == [0, 30, 60, 90])
    #expect(updated == FlowArrangement(items: items, lineWidth: 100, options: Self.options))
  }

  @Test("An item that grows taller moves every later line down by as much, without breaking them again")
  func tallerItemMovesLaterLines() {
    let before = FlowArrangement(items: Self.boxes, lineWidth: 100, options: Self.options)
    let items = Self.replacing(Self.boxes, [4: Item(size: CGSize(width: 30, height: 40))])
    let updated = FlowArrangement(items: items, updating: before, changedItems: 4..<5)
    // Line 2 is 40 tall (centre guides are 0 here: the line is as tall as its tallest item),
    // so lines 3 and 4 start 20 lower: 30 + 40 + 10 = 80, then 80 + 20 + 10 = 110.
    #expect(updated.lines.map(\.top) == [0, 30, 80, 110])
    #expect(updated.size == CGSize(width: 100, height: 130))
    #expect(updated == FlowArrangement(items: items, lineWidth: 100, options: Self.options))
  }

  @Test("An item that grows wider pushes its neighbour to the next line, and every line after breaks differently")
  func widerItemRebreaksLaterLines() {
    let before = FlowArrangement(items: Self.boxes, lineWidth: 100, options: Self.options)
    let wider = Self.replacing(Self.boxes, [4: Item(size: CGSize(width: 65, height: 20))])
    let updated = FlowArrangement(items: wider, updating: before, changedItems: 4..<5)
    // Line 2: 30 + 5 + 65 = 100 fits; item 5 would end at 135: it starts line 3 (5, 6, 7), and
    // line 4 holds 8 and 9.
    #expect(updated.lines.map(\.items) == [0..<3, 3..<5, 5..<8, 8..<10])
    #expect(updated == FlowArrangement(items: wider, lineWidth: 100, options: Self.options))
    // And back: the item returns to 30 wide and the lines are the first ones again.
    let back = FlowArrangement(items: Self.boxes, updating: updated, changedItems: 4..<5)
    #expect(back == before)
  }

  @Test("An item that shrinks at the start of a line moves up to the end of the line before it")
  func firstItemOfALineMovesUp() {
    let before = FlowArrangement(items: Self.boxes, lineWidth: 100, options: Self.options)
    // Lines of 2 at width 70: 30 + 5 + 30 = 65, a third would end at 100.
    let narrow = FlowArrangement(items: Self.boxes, lineWidth: 70, options: Self.options)
    #expect(narrow.lines.map(\.items).first == 0..<2)
    // Item 2 starts line 2; at 0 wide it fits after item 1 (65 + 5 + 0 = 70): the line before
    // the changed item's has to be broken again.
    let items = Self.replacing(Self.boxes, [2: Item(size: CGSize(width: 0, height: 20))])
    let updated = FlowArrangement(items: items, updating: narrow, changedItems: 2..<3)
    #expect(updated.lines.map(\.items).first == 0..<3)
    #expect(updated == FlowArrangement(items: items, lineWidth: 70, options: Self.options))
    #expect(before.lines.count == 4)
  }

  @Test(
    "A change at the first or the last item, forced breaks, maxLines and justification all match a fresh arrangement")
  func editsMatchFreshArrangements() {
    var random = SplitMix(seed: 7)
    let optionSets: [FlowArrangement.Options] = [
      Self.options,
      FlowArrangement.Options(),  // spacing from the items' ViewSpacing: 8 apart
      FlowArrangement.Options(itemSpacing: 4, lineSpacing: 6, lineAlignment: .center, justified: true),
      FlowArrangement.Options(itemSpacing: 5, lineSpacing: 10, maxLines: 3),
      FlowArrangement.Options(itemSpacing: 5, lineSpacing: 10, justified: true, maxLines: 2),
    ]
    for options in optionSets {
      for _ in 0..<60 {
        let count = 1 + random.next(below: 40)
        let items = (0..<count).map { _ in Self.randomItem(&random) }
        let width = CGFloat(20 + random.next(below: 200))
        let before = FlowArrangement(items: items, lineWidth: width, options: options)
        // One, two or three changed items: at the start, at the end, or anywhere.
        var changed = items
        var indices: [Int] = []
        for pick in 0..<(1 + random.next(below: 3)) {
          let index =
            pick == 0 ? [0, count - 1, random.next(below: count)][random.next(below: 3)] : random.next(below: count)
          changed[index] = Self.randomItem(&random)
          indices.append(index)
        }
        let range = indices.min()!..<(indices.max()! + 1)
        let updated = FlowArrangement(items: changed, updating: before, changedItems: range)
        let fresh = FlowArrangement(items: changed, lineWidth: width, options: options)
        #expect(updated == fresh, "items \(count), width \(width), changed \(indices), options \(options)")
      }
    }
  }

  @Test("Items of another count, or a range outside them, are broken afresh")
  func otherCountsBreakAfresh() {
    let before = FlowArrangement(items: Self.boxes, lineWidth: 100, options: Self.options)
    let fewer = Array(Self.boxes.prefix(4))
    #expect(
      FlowArrangement(items: fewer, updating: before, changedItems: 0..<1)
        == FlowArrangement(items: fewer, lineWidth: 100, options: Self.options))
    #expect(FlowArrangement(items: Self.boxes, updating: before, changedItems: 8..<12) == before)
    #expect(FlowArrangement(items: Self.boxes, updating: before, changedItems: 3..<3) == before)
  }

  /// An item 0–90 wide, 10–40 tall, with a guide inside it, a forced break one time in eight.
  private static func randomItem(_ random: inout SplitMix) -> Item {
    let height = CGFloat(10 + random.next(below: 31))
    return Item(
      size: CGSize(width: CGFloat(random.next(below: 91)), height: height),
      guide: CGFloat(random.next(below: Int(height) + 1)), startsNewLine: random.next(below: 8) == 0)
  }
}

/// A small deterministic generator (SplitMix64), so that every run checks the same cases.
private struct SplitMix {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Int(z % UInt64(bound))
  }
}
