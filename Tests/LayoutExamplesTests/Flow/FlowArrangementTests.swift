import Foundation
import LayoutExamples
import LayoutLab
import Testing

/// `FlowArrangement` on its own: sizes in, lines and frames out, no views. Numbers by hand from
/// its rules.
@Suite("FlowArrangement")
struct FlowArrangementTests {
  private typealias Item = FlowArrangement.Item

  private static func boxes(_ widths: [CGFloat], height: CGFloat = 20) -> [Item] {
    widths.map { Item(size: CGSize(width: $0, height: height)) }
  }

  @Test("F37: F1's items give lines 0..<3 (wrapped) and 3..<4 (last), with tops 0 and 30")
  func lines() {
    let arrangement = FlowArrangement(
      items: Self.boxes([30, 30, 30, 30]), lineWidth: 100, options: .init(itemSpacing: 5, lineSpacing: 10))
    #expect(arrangement.lines.map(\.items) == [0..<3, 3..<4])
    #expect(arrangement.lines.map(\.wrapped) == [true, false])
    #expect(arrangement.lines.map { Array(arrangement.offsets[$0.items]) } == [[0, 35, 70], [0]])
    #expect(arrangement.lines.map(\.top) == [0, 30])
    #expect(arrangement.lines.map(\.width) == [100, 30])
    #expect(arrangement.size == CGSize(width: 100, height: 50))
    #expect(arrangement.hiddenItems.isEmpty)
    #expect(
      arrangement.frames(in: 100).compactMap { $0?.origin } == [
        CGPoint(x: 0, y: 0), CGPoint(x: 35, y: 0), CGPoint(x: 70, y: 0), CGPoint(x: 0, y: 30),
      ])
  }

  @Test("F38: maxLines hides every item from the first one of the line after the last allowed")
  func hidden() {
    let arrangement = FlowArrangement(
      items: Self.boxes([30, 30, 30, 30, 30]), lineWidth: 65,
      options: .init(itemSpacing: 5, lineSpacing: 10, maxLines: 2))
    // Two a line (65, an exact fit): lines 0..<2 and 2..<4; item 4 would start line 3.
    #expect(arrangement.lines.map(\.items) == [0..<2, 2..<4])
    #expect(arrangement.hiddenItems == 4..<5)
    #expect(arrangement.frames(in: 65)[4] == nil)
    #expect(arrangement.size == CGSize(width: 65, height: 50))
  }

  @Test("F39: with an infinite width nothing wraps, and frames in an infinite width are leading and not justified")
  func infiniteWidth() {
    let arrangement = FlowArrangement(
      items: Self.boxes([30, 40, 50]), lineWidth: .infinity,
      options: .init(itemSpacing: 5, lineSpacing: 10, lineAlignment: .trailing, justified: true))
    // One line: 30 + 5 + 40 + 5 + 50 = 130; not wrapped, so not justified.
    #expect(arrangement.lines.count == 1)
    #expect(arrangement.size == CGSize(width: 130, height: 20))
    #expect(arrangement.frames(in: .infinity).compactMap { $0?.minX } == [0, 35, 80])
    // In a finite width the trailing line moves right: 200 − 130 = 70.
    #expect(arrangement.frames(in: 200).compactMap { $0?.minX } == [70, 105, 150])
  }

  @Test("F40: a centred oversized line overflows both edges of the width it is placed in equally")
  func centredOversized() {
    let arrangement = FlowArrangement(
      items: Self.boxes([80]), lineWidth: 50, options: .init(lineAlignment: .center))
    // The flow itself reports 80 (its widest line), so a host gives it 80 and x is 0; placed in
    // 50 it would sit at (50 − 80) / 2 = −15.
    #expect(arrangement.size.width == 80)
    #expect(arrangement.frames(in: 80)[0]?.minX == 0)
    #expect(arrangement.frames(in: 50)[0]?.minX == -15)
  }

  @Test("F41: bad input becomes zero or nil instead of NaN: sizes, guides, spacings and widths")
  func badInput() {
    let items = [
      Item(size: CGSize(width: CGFloat.nan, height: 20), guide: .infinity),
      Item(size: CGSize(width: -10, height: CGFloat.infinity), guide: .nan),
      Item(size: CGSize(width: 30, height: 20)),
    ]
    #expect(items[0].size == CGSize(width: 0, height: 20) && items[0].guide == 0)
    #expect(items[1].size == .zero && items[1].guide == 0)
    let options = FlowArrangement.Options(itemSpacing: .nan, lineSpacing: .infinity, maxLines: -3)
    #expect(options.itemSpacing == nil && options.lineSpacing == nil && options.maxLines == 1)
    // Width NaN counts as 0: every item alone, but maxLines 1 keeps only the first line. Its item
    // is 0 × 20 (the NaN width became 0); the others are hidden.
    let arrangement = FlowArrangement(items: items, lineWidth: .nan, options: options)
    #expect(arrangement.lineWidth == 0)
    #expect(arrangement.lines.map(\.items) == [0..<1])
    #expect(arrangement.hiddenItems == 1..<3)
    #expect(arrangement.size == CGSize(width: 0, height: 20))
    // Without a limit on lines: item 1 (0 wide) joins line 1 only if 0 + 8 + 0 <= 0: no, so
    // each item has its own line, 8 apart (spacing nil: ViewSpacing's default).
    let unlimited = FlowArrangement(items: items, lineWidth: .nan, options: .init(itemSpacing: .nan, lineSpacing: .nan))
    #expect(unlimited.lines.map(\.top) == [0, 28, 36])
    #expect(unlimited.size == CGSize(width: 30, height: 56))
    #expect(
      unlimited.frames(in: 30).allSatisfy { frame in
        frame.map { $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite } ?? false
      })
  }
}
