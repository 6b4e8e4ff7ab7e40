import Foundation
import LayoutLab
import Testing

/// A label and a fixed box below it, in a fixed top-leading frame; the label's text is state.
private struct PlacementReuseCard: View {
  let remote: Remote<String>
  @State private var text = "ab"

  var body: some View {
    let _ = remote.capture($text)
    VStack(alignment: .leading, spacing: 0) {
      Text(text).id("label")
      Color.red.frame(width: 100, height: 10).padding(5).id("box")
    }
    .frame(width: 300, height: 300, alignment: .topLeading)
  }
}

/// The same label beside the box: a longer label moves the box.
private struct PlacementReuseRow: View {
  let remote: Remote<String>
  @State private var text = "ab"

  var body: some View {
    let _ = remote.capture($text)
    HStack(spacing: 0) {
      Text(text).id("label")
      Color.red.frame(width: 100, height: 10).padding(5).id("box")
    }
    .frame(width: 300, height: 300, alignment: .topLeading)
  }
}

/// A row whose direction comes from the root view.
private struct PlacementReuseDirection: View {
  let rightToLeft: Bool

  var body: some View {
    HStack(spacing: 0) {
      Color.red.frame(width: 10, height: 10).id("first")
      Color.blue.frame(width: 20, height: 10).id("second")
    }
    .frame(width: 100, height: 20, alignment: .leading)
    .environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight)
  }
}

/// A view whose body is one text or two, by state.
private struct PlacementReuseSplit: View {
  let remote: Remote<Bool>
  @State private var split = false

  var body: some View {
    let _ = remote.capture($split)
    if split {
      Text("a").id("a")
      Text("bb").id("b")
    } else {
      Text("a").id("a")
    }
  }
}

private let screen = CGSize(width: 390, height: 844)

@Suite("What did not change is not laid out again")
struct PlacementReuseTests {
  @Test("A sibling that neither changed nor moved is placed by its stack but not laid out again")
  func unchangedSiblingKeepsItsLayout() throws {
    let remote = Remote<String>()
    let host = ViewHost(rootView: PlacementReuseCard(remote: remote))
    let before = host.layout(in: screen)
    remote.binding?.wrappedValue = "abc"
    let after = host.layout(in: screen)
    // The label grows from 17 to 25.5 wide; the stack stays 110 wide (the padded box:
    // 100 + 2 × 5) and 40.4 tall (20.4 + 20), at the frame's top leading corner, so the box
    // keeps its frame: the stack places it (1 placement) but its frame and colour are not
    // placed again; a cold layout places each once.
    let box = try #require(after.view(id: "box"))
    #expect(box.frame == before.frame(id: "box"))
    #expect(box.counters.placements == 1)
    #expect(box.children.map(\.counters.placements) == [0])
    #expect(box.children.first?.children.map(\.counters.placements) == [0])
    let coldRemote = Remote<String>()
    let coldHost = ViewHost(rootView: PlacementReuseCard(remote: coldRemote))
    _ = coldHost.layout(in: screen)
    coldRemote.binding?.wrappedValue = "abc"
    let cold = coldHost.layout(in: screen)
    var warmFrames: [CGRect] = []
    after.forEachView { warmFrames.append($0.frame) }
    var coldFrames: [CGRect] = []
    cold.forEachView { coldFrames.append($0.frame) }
    #expect(warmFrames == coldFrames)
  }

  @Test("A sibling the change moves is placed again, its subtree with it, at the frames a fresh layout gives")
  func movedSiblingMovesWhole() throws {
    let remote = Remote<String>()
    let host = ViewHost(rootView: PlacementReuseRow(remote: remote))
    let before = host.layout(in: screen)
    remote.binding?.wrappedValue = "abc"
    let after = host.layout(in: screen)
    // The label grows by 8.5, so the padded box starts 8.5 further right; its frame and colour
    // move with it: the colour stays 5 from the box's edges. A moved subtree is placed again
    // (moving frames by the offset would round differently from placing them), once each.
    let box = try #require(after.view(id: "box"))
    let boxBefore = try #require(before.view(id: "box"))
    #expect(box.frame == boxBefore.frame.offsetBy(dx: 8.5, dy: 0))
    let color = try #require(box.children.first?.children.first)
    #expect(color.frame == CGRect(x: box.frame.minX + 5, y: box.frame.minY + 5, width: 100, height: 10))
    #expect(box.children.map(\.counters.placements) == [1])
    #expect(color.counters.placements == 1)
  }

  @Test("A new layout direction, with no layout changed, lays the row out again mirrored")
  func directionChangeReplaces() {
    let host = ViewHost(rootView: PlacementReuseDirection(rightToLeft: false))
    let leftToRight = host.layout(in: screen)
    host.rootView = PlacementReuseDirection(rightToLeft: true)
    let rightToLeft = host.layout(in: screen)
    // The frame is 100 × 20 at ((390 − 100) / 2, (844 − 20) / 2) = (145, 412); the 30 × 10 row
    // sits at its leading edge, centred vertically (y 417). Left to right the first colour
    // starts at x 145; right to left the row is mirrored to the frame's right edge (245) and
    // the first colour ends there (x 235), the second before it (x 215).
    #expect(leftToRight.frame(id: "first") == CGRect(x: 145, y: 417, width: 10, height: 10))
    #expect(rightToLeft.frame(id: "first") == CGRect(x: 235, y: 417, width: 10, height: 10))
    #expect(rightToLeft.frame(id: "second") == CGRect(x: 215, y: 417, width: 20, height: 10))
  }

  @Test("A view whose body goes from one view to two hands its container both")
  func contributionChangeRegathers() {
    let remote = Remote<Bool>()
    let host = ViewHost(rootView: HStack(spacing: 10) { PlacementReuseSplit(remote: remote) })
    let one = host.layout(in: screen)
    #expect(one.views.first?.children.count == 1)
    remote.binding?.wrappedValue = true
    let two = host.layout(in: screen)
    // "a" (8.5) and "bb" (17), 10 apart: 35.5 wide, centred at (390 − 35.5) / 2 = 177.25.
    #expect(two.views.first?.children.count == 2)
    #expect(two.frame(id: "a")?.minX == 177.25)
    #expect(two.frame(id: "b")?.minX == 195.75)
  }
}
