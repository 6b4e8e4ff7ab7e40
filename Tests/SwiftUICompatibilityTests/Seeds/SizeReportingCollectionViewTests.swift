import LayoutLab
import Testing

/// The sizes the collection view receives, in the order it receives them.
private final class SizeLog: @unchecked Sendable {
  var reports: [[CGSize]] = []
}

/// Seed 004's collection view, part 1, as written. Body text is 17 points: 8.5 per character,
/// lines 20.4 tall.
@Suite("Seed 004's size-reporting collection view compiles unchanged and reports its cells' sizes")
struct SizeReportingCollectionViewTests {
  @Test("Each padded label reports its own size, once, in data order")
  func reportsCellSizes() {
    let log = SizeLog()
    let result = ViewHost(rootView: EpisodeContentView { log.reports.append($0) })
      .layout(in: CGSize(width: 390, height: 844))
    // "Item 1 x" is 8 × 8.5 = 68 wide, "Item 2 xx" 76.5, "Item 3 xxx" 85; each padded by 10:
    // 88, 96.5 and 105 wide, 20.4 + 20 = 40.4 tall. With two gaps of 8 the row is 305.5 wide,
    // within 390, so no label is squeezed. The background reader is proposed its label's size
    // and reports it; the preference reduces in data order. The handler runs once: the value
    // changes from [] to the three sizes, and nothing changes after.
    #expect(log.reports.count == 1)
    let sizes = log.reports.first ?? []
    #expect(sizes.count == 3)
    for (size, width) in zip(sizes, [88, 96.5, 105] as [CGFloat]) {
      expectSize(size, CGSize(width: width, height: 40.4))
    }
    #expect(result.diagnostics.isEmpty)
  }
}
