import Foundation
import LayoutLab
import Testing

@Suite("ViewHost lays out its root as a hosting controller does")
struct ViewHostTests {
  @Test("The root is proposed the host's size and centred in it")
  func rootIsCentred() {
    let result = ViewHost(rootView: Text("Hello")).layout(in: CGSize(width: 390, height: 844))
    // Text("Hello"): 5 × 8.5 = 42.5 wide, 20.4 tall; centred: x = (390 - 42.5) / 2, y = (844 - 20.4) / 2.
    #expect(result.rootSize == CGSize(width: 42.5, height: 20.4))
    let frame = result.views[0].frame
    #expect(abs(frame.minX - 173.75) < 0.001)
    #expect(abs(frame.minY - 411.8) < 0.001)
    #expect(result.views[0].proposal == ProposedViewSize(width: 390, height: 844))
  }

  @Test("A greedy root fills the host")
  func greedyRootFills() {
    let result = ViewHost(rootView: Color.red).layout(in: CGSize(width: 390, height: 844))
    #expect(result.views[0].frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test("Several root views form an implicit VStack")
  func severalRootsStack() {
    let result = ViewHost(
      rootView: Group {
        Color.red.frame(width: 100, height: 50)
        Color.blue.frame(width: 50, height: 30)
      }
    ).layout(in: CGSize(width: 390, height: 844))
    // VStack: height 50 + 8 + 30 = 88, width 100, centred: y from (844 - 88) / 2 = 378.
    #expect(result.rootSize == CGSize(width: 100, height: 88))
    #expect(result.views[0].frame == CGRect(x: 145, y: 378, width: 100, height: 50))
    #expect(result.views[1].frame == CGRect(x: 170, y: 436, width: 50, height: 30))
  }

  @Test("frame(id:) finds the view carrying .id in root coordinates")
  func frameByID() {
    let result = ViewHost(
      rootView: VStack(spacing: 0) {
        Text("Title").id("title")
        Color.red.frame(width: 10, height: 10).id(7)
      }
    ).layout(in: CGSize(width: 100, height: 100))
    // Title 42.5 × 20.4 over a 10 × 10 square: stack 42.5 × 30.4 at ((100 - 42.5) / 2, (100 - 30.4) / 2).
    let title = result.frame(id: "title")
    #expect(title.map { abs($0.minX - 28.75) < 0.001 && abs($0.minY - 34.8) < 0.001 } == true)
    #expect(result.frame(id: 7)?.size == CGSize(width: 10, height: 10))
    #expect(result.frame(id: "missing") == nil)
  }

  @Test("An empty root has size zero and lays out nothing")
  func emptyRoot() {
    let result = ViewHost(rootView: EmptyView()).layout(in: CGSize(width: 390, height: 844))
    #expect(result.views.isEmpty)
    #expect(result.rootSize == .zero)
  }

  @Test("A host laid out at a new size re-measures; at the same size it answers from the cache")
  func relayoutUsesCache() {
    let host = ViewHost(
      rootView: HStack {
        Text("a")
        Color.red
      })
    let cold = host.layout(in: CGSize(width: 390, height: 844))
    let warm = host.layout(in: CGSize(width: 390, height: 844))
    #expect(cold.counters.cacheMisses > 0)
    #expect(warm.counters.cacheMisses == 0)
    let resized = host.layout(in: CGSize(width: 300, height: 844))
    #expect(resized.counters.cacheMisses > 0)
  }

  @Test("Hosts share nothing: two hosts lay out at once on different threads")
  func hostsAreIndependent() async {
    let widths: [CGFloat] = [100, 200, 300, 400]
    let results = await withTaskGroup(of: (CGFloat, CGFloat).self) { group in
      for width in widths {
        group.addTask {
          let host = ViewHost(
            rootView: HStack(spacing: 0) {
              Color.red
              Text("abc")
            })
          var last: CGFloat = 0
          for _ in 0..<50 { last = host.layout(in: CGSize(width: width, height: 50)).views[0].children[0].frame.width }
          return (width, last)
        }
      }
      var collected: [CGFloat: CGFloat] = [:]
      for await (width, red) in group { collected[width] = red }
      return collected
    }
    // Text("abc") is 25.5 wide; the red colour takes the rest.
    for width in widths { #expect(results[width] == width - 25.5) }
  }
}

@Suite("Right-to-left layout mirrors positions within each container")
struct RightToLeftTests {
  @Test("An HStack under .rightToLeft runs from the right and padding's leading edge is on the right")
  func mirrorsWithinParents() {
    let row = HStack(spacing: 0) {
      Color.red.frame(width: 10, height: 10).id("first")
      Text("ab").padding(.leading, 6).id("padded")
    }
    .frame(width: 100, height: 20, alignment: .leading)
    let ltr = ViewHost(rootView: row).layout(in: CGSize(width: 100, height: 20))
    let rtl = ViewHost(rootView: row.environment(\.layoutDirection, .rightToLeft)).layout(
      in: CGSize(width: 100, height: 20))
    // Left to right: the red square at x 0, the padded text (6 + 17 wide) at x 10, its text at 16.
    #expect(ltr.frame(id: "first")?.minX == 0)
    #expect(ltr.frame(id: "padded")?.minX == 10)
    // Right to left every x is mirrored within its parent: the square ends at 100, the padded text
    // spans 67...90 and its text sits at its left end (the padding is on its right, the leading side).
    #expect(rtl.frame(id: "first")?.maxX == 100)
    #expect(rtl.frame(id: "padded")?.minX == 67)
    let text = rtl.view(id: "padded")?.children.first?.frame
    #expect(text?.minX == 67)
    #expect(text?.width == 17)
  }
}

@Suite("Extreme inputs lay out without crashing")
struct ExtremeInputTests {
  @Test("A frame of 1e300 points lays out and prints")
  func hugeFrame() {
    let result = ViewHost(rootView: Text("a").frame(width: 1e300)).layout(in: CGSize(width: 390, height: 844))
    #expect(result.views[0].frame.width == 1e300)
    #expect(result.views[0].summary == ".frame(width: 1e+300)")
    #expect(formatLength(1e300) == "1e+300")
    #expect(formatLength(-.infinity) == "-inf")
    #expect(formatLength(2.5) == "2.5")
  }
}

@Suite("Modifiers pass their container's orientation to the view they modify")
struct ContainerOrientationTests {
  @Test("A Divider framed inside an HStack is a vertical line; a padded Spacer stays flat")
  func orientationPassesThroughModifiers() {
    let result = ViewHost(
      rootView: HStack(spacing: 0) {
        Color.red.frame(width: 50)
        Divider().frame(height: 20).id("divider")
        Spacer().padding(.horizontal, 5).id("spacer")
      }
    ).layout(in: CGSize(width: 200, height: 100))
    // The Divider still sees the HStack: 1 wide, and the frame makes it 20 tall (semantics L4).
    let divider = result.view(id: "divider")?.children.first?.frame
    #expect(divider?.size == CGSize(width: 1, height: 20))
    // The padded Spacer is 0 tall inside the stack (N2): the padding is 0 + 0 tall.
    #expect(result.frame(id: "spacer")?.height == 0)
  }
}
