import Foundation
import LayoutLab
import Testing

// `@testable` to read the sizes of what the flow keeps per subview, which are internal.
@testable import LayoutExamples

/// Measures `flow` at a 100-point line width, through its cache, and notes in `shared` whether
/// the measurement's arrangement holds the very array of the cache's ideals, and in `widths`
/// its items' widths.
private struct IdealsSharingProbe: Layout {
  /// Written by the layout while the test waits for it: one thread at a time.
  final class Report: @unchecked Sendable {
    var shared: Bool?
    var widths: [CGFloat] = []
  }

  let flow: FlowLayout
  let report: Report

  func makeCache(subviews: Subviews) -> FlowLayout.Cache { flow.makeCache(subviews: subviews) }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout FlowLayout.Cache) -> CGSize {
    let measurement = flow.measurement(lineWidth: 100, subviews: subviews, cache: &cache)
    let metrics = measurement.arrangement.metrics
    report.shared = metrics.withUnsafeBufferPointer { kept in
      cache.ideals.all.withUnsafeBufferPointer { ideals in kept.baseAddress == ideals.baseAddress }
    }
    report.widths = metrics.map(\.width)
    return measurement.arrangement.size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout FlowLayout.Cache) {
  }
}

/// What a `FlowLayout` keeps per subview, in bytes: a flow of 100,000 tags keeps these
/// 100,000 times in each of its arrangements and its ideals, so they set much of its memory.
@Suite("FlowLayout keeps little per subview")
struct FlowMemoryTests {
  @Test("An item's metrics, with or without an optional, take 32 bytes; a whole Item 64")
  func sizes() {
    // Width, height and guide (3 × 8) and the break (1): 25 bytes, 32 with padding. The
    // optional the ideals keep uses a spare bit of the Bool, so it is no larger.
    #expect(MemoryLayout<FlowArrangement.Metrics>.size == 25)
    #expect(MemoryLayout<FlowArrangement.Metrics>.stride == 32)
    #expect(MemoryLayout<FlowArrangement.Metrics?>.stride == 32)
    // The public Item adds its 32-byte spacing: 57 bytes, 64 with padding (it was 88 when
    // the spacing was four CGFloat?). The arrangement does not keep Items.
    #expect(MemoryLayout<FlowArrangement.Item>.size == 57)
    #expect(MemoryLayout<FlowArrangement.Item>.stride == 64)
    // A line: its range (16), five lengths (40) and whether it wrapped (1), without an array
    // of offsets (the arrangement keeps one for all items).
    #expect(MemoryLayout<FlowArrangement.Line>.stride == 64)
  }

  @Test("Spacings equal by value however stored: setting then resetting one leaves them equal")
  func spacingsCompareByValue() {
    let plain = FlowSpacings(count: 3)
    var edited = plain
    edited[1] = .zero
    #expect(edited != plain)
    #expect(edited[1] == .zero)
    #expect(edited[0] == ViewSpacing())
    edited[1] = ViewSpacing()
    #expect(edited == plain)
    #expect(FlowSpacings(count: 2) != plain)
  }

  @Test("An arrangement gives back its items as given, spacings included")
  func itemsRoundTrip() {
    let items = [
      FlowArrangement.Item(size: CGSize(width: 10, height: 20), guide: 5),
      FlowArrangement.Item(size: CGSize(width: 30, height: 10), spacing: .zero, startsNewLine: true),
    ]
    let arrangement = FlowArrangement(items: items, lineWidth: 100)
    #expect(arrangement.items == items)
    // Between the items (on two lines: the second starts one) .zero's top meets no bottom
    // preference: the larger is 0, so the second line's top is the first's height, 20.
    #expect(arrangement.lines.map(\.top) == [0, 20])
  }

  @Test(
    "An arrangement in which no subview was narrowed keeps the ideals' array, not a copy; one narrowed subview makes it keep its own",
    arguments: [(60, true), (150, false)])
  func idealsShared(wideWidth: CGFloat, shared: Bool) {
    let report = IdealsSharingProbe.Report()
    let probe = IdealsSharingProbe(flow: FlowLayout(spacing: 5), report: report) {
      Color.red.frame(width: 30, height: 20)
      Color.red.frame(width: wideWidth, height: 20)
      Color.red.frame(width: 40, height: 20)
    }
    _ = ViewHost(rootView: probe).layout(in: CGSize(width: 300, height: 300))
    #expect(report.shared == shared)
    // A fixed frame narrowed to the line keeps its width.
    #expect(report.widths == [30, wideWidth, 40])
  }
}
