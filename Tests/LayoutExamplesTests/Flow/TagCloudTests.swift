import Foundation
import LayoutExamples
import LayoutLab
import LayoutTestSupport
import Testing

/// Seed 001's tag cloud on `FlowLayout(spacing: 12)`, checked by hand with the text model:
/// 8.5 pt per body character, lines 20.4 tall; a tag is its text padded by 4 on every side.
@Suite("TagCloud")
struct TagCloudTests {
  @Test("F27: the quotation gives 22 distinct tags, in the order they first appear")
  func tags() {
    #expect(TagCloud.tags.count == 22)
    #expect(TagCloud.tags.prefix(7) == ["You", "can’t", "connect", "the", "dots", "looking", "forward;"])
    #expect(TagCloud.tags.suffix(3) == ["in", "your", "future."])
  }

  @Test("F28: on an iPhone, 390 wide, the tags flow into 4 lines at width 358")
  func iPhoneFrames() throws {
    let result = ViewHost(rootView: TagCloud()).layout(in: CGSize(width: 390, height: 844))
    // The ScrollView proposes (390, nil); .padding() takes 16 a side, so the flow is proposed
    // (358, nil). Tag width = 8.5 × characters + 8, height 20.4 + 8 = 28.4.
    // Line 1: You 33.5, can’t 50.5, connect 67.5, the 33.5, dots 42, looking 67.5: with five
    //   gaps of 12 it ends at 354.5 <= 358; adding forward; (76) would end at 442.5.
    // Line 2: forward; 76, you 33.5, can 33.5, only 42, them 42: ends at 275; backwards. (93)
    //   would end at 380 > 358.
    // Line 3: backwards. 93, So 25, have 42, to 25, trust 50.5, that 42: ends at 337.5; will
    //   (42) would end at 391.5.
    // Line 4: will 42, somehow 67.5, in 25, your 42, future. 67.5: ends at 292.
    // Lines are 28.4 tall, 12 apart: tops 0, 40.4, 80.8, 121.2; the flow is 354.5 (its widest
    // line) × 149.6. Padded: 386.5 × 181.6; the scroll view is as wide as its content and as
    // tall as proposed, centred: x (390 − 386.5) / 2 = 1.75; the flow at (17.75, 16).
    let lines: [[Int]] = [[3, 5, 7, 3, 4, 7], [8, 3, 3, 4, 4], [10, 2, 4, 2, 5, 4], [4, 7, 2, 4, 7]]
    var expected: [CGRect] = []
    for (line, counts) in lines.enumerated() {
      var x: CGFloat = 0
      for count in counts {
        let width = 8.5 * CGFloat(count) + 8
        expected.append(CGRect(x: 17.75 + x, y: 16 + 40.4 * CGFloat(line), width: width, height: 28.4))
        x += width + 12
      }
    }
    let scroll = try #require(result.views.first)
    #expect(isClose(scroll.frame, CGRect(x: 1.75, y: 0, width: 386.5, height: 844)))
    let flow = try #require(scroll.children.first?.children.first)
    #expect(isClose(flow.frame, CGRect(x: 17.75, y: 16, width: 354.5, height: 149.6)))
    expectFrames(flow.children.map(\.frame), expected)
    // Two spot checks written out: "looking" (7 characters) ends line 1 at 17.75 + 287 =
    // 304.75; "future." ends line 4 at 17.75 + 224.5 = 242.25, y 16 + 121.2 = 137.2.
    #expect(isClose(flow.children[5].frame, CGRect(x: 304.75, y: 16, width: 67.5, height: 28.4)))
    #expect(isClose(flow.children[21].frame, CGRect(x: 242.25, y: 137.2, width: 67.5, height: 28.4)))
    #expect(result.diagnostics.isEmpty)
  }
}
