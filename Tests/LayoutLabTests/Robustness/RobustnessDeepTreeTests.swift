import Foundation
import LayoutExamples
import LayoutTestSupport
import Testing

@testable import LayoutLab

/// The largest value reported in a subtree.
private struct RobustnessDepthKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
}

/// Where an `onPreferenceChange` action leaves what it was given, for the test to read.
/// The action runs in the frame loop of `layout(in:)`, on the test's thread.
private final class RobustnessInbox {
  var value: Int?
}

/// Trees far deeper and wider than any screen holds lay out without crashing, with the frames
/// the rules give. The engine's recursive walks continue on a thread with a large stack when
/// the current one runs low (`withSufficientStack`), so depth is limited by memory, not by
/// the test thread's 8 MB (or 512 KB) stack.
@Suite("Robustness: very deep and very wide trees")
struct RobustnessDeepTreeTests {
  private let screen = CGSize(width: 390, height: 844)

  @Test("A tree 10,000 levels deep (VStacks and paddings) lays out with the right frames and preference")
  func tenThousandLevels() throws {
    // 5,000 times VStack { content }.padding(1): 10,000 nested containers around a 10 x 10
    // colour that writes a preference.
    var view = AnyView(
      Color.red.frame(width: 10, height: 10).id("leaf").preference(key: RobustnessDepthKey.self, value: 7))
    for _ in 0..<5_000 { view = AnyView(VStack { view }.padding(1)) }
    let inbox = RobustnessInbox()
    let root = view.id("root").onPreferenceChange(RobustnessDepthKey.self) { inbox.value = $0 }
    let result = ViewHost(rootView: root).layout(in: screen)
    // A VStack of one view is that view's size (S1); padding(1) adds 2 (N5): the root is
    // 10 + 2 x 5,000 = 10,010 square, centred in 390 x 844 at (195 - 5,005, 422 - 5,005)
    // = (-4,810, -4,583). The colour is 5,000 in from each side: (190, 417).
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    expectFrame(result.frame(id: "root"), CGRect(x: -4_810, y: -4_583, width: 10_010, height: 10_010))
    expectFrame(result.frame(id: "leaf"), CGRect(x: 190, y: 417, width: 10, height: 10))
    // The one value travels up 10,000 levels unchanged (P4: a single contribution passes
    // without reduce).
    #expect(inbox.value == 7)
    #expect(result.preferenceReductions == 0)
    // Laid-out views: 10,000 containers, the frame and the colour (ids and preferences are
    // not views of their own).
    #expect(result.viewCount == 10_002)
  }

  @Test("A VStack with 100,000 children lays them all out, the last at the bottom")
  func hundredThousandInAStack() throws {
    let stack = VStack(spacing: 0) {
      ForEach(0..<100_000, id: \.self) { _ in Color.red.frame(width: 10, height: 1) }
    }
    let result = ViewHost(rootView: stack).layout(in: screen)
    #expect(result.diagnostics.isEmpty)
    // S1: 100,000 rows of 1, no spacing: 10 x 100,000, centred: top at 422 - 50,000.
    let root = try #require(result.views.first)
    #expect(root.frame == CGRect(x: 190, y: -49_578, width: 10, height: 100_000))
    #expect(root.children.count == 100_000)
    #expect(root.children.last?.frame == CGRect(x: 190, y: -49_578 + 99_999, width: 10, height: 1))
  }

  @Test("A FlowLayout with 100,000 children lays them all out in 2,565 lines")
  func hundredThousandInAFlow() throws {
    let flow = FlowLayout(spacing: 0) {
      ForEach(0..<100_000, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
    }
    let result = ViewHost(rootView: flow).layout(in: screen)
    #expect(result.diagnostics.isEmpty)
    // 390 / 10 = 39 a line: 100,000 / 39 = 2,564 full lines and 4 items on the last, which
    // starts at y = 2,564 x 10. Height 25,650, centred: top at 422 - 12,825 = -12,403.
    // Item 99,999 is the 4th of the last line: x = 30.
    let root = try #require(result.views.first)
    #expect(root.frame == CGRect(x: 0, y: -12_403, width: 390, height: 25_650))
    #expect(root.children.count == 100_000)
    #expect(root.children.last?.frame == CGRect(x: 30, y: -12_403 + 25_640, width: 10, height: 10))
  }

  @Test("The stack guard continues on a new thread only when the stack runs low, and returns the result")
  func stackGuard() throws {
    let stack = try #require(StackGuard.currentThreadStack())
    // A Swift Testing thread has a stack of a few hundred KB at least, and this is far from
    // its end.
    #expect(stack.size >= 256 * 1024)
    #expect(StackGuard.hasRoom())
    let testThread = pthread_self()
    // 100,000 levels, each holding 32 integers (256 bytes) on the stack and more for the
    // call itself: tens of MB, more than the test thread has. The deepest level runs on
    // another thread, with a 256 MB stack, and every level's result comes back.
    func depth(_ remaining: Int) -> (levels: Int, movedOff: Bool, stack: Int) {
      var block:
        (
          Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
          Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int
        ) =
          (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      block.31 = remaining
      guard block.31 > 0 else {
        return (0, pthread_equal(pthread_self(), testThread) == 0, StackGuard.currentThreadStack()?.size ?? 0)
      }
      let deeper = withSufficientStack { depth(remaining - 1) }
      return (deeper.levels + 1, deeper.movedOff, deeper.stack)
    }
    let result = depth(100_000)
    #expect(result.levels == 100_000)
    #expect(result.movedOff)
    #expect(result.stack >= StackGuard.hopStackSize)
  }

  @Test("A thread's hops run on the stacks it kept from its earlier hops, nested hops on stacks of their own")
  func keptHopStacks() throws {
    let own = try #require(StackGuard.currentThreadStack())
    let page = UInt(getpagesize())
    // A word far below where the recursion ever reaches: just above the stack's lowest page.
    func deepWord() -> UnsafeMutablePointer<UInt64> {
      UnsafeMutablePointer(bitPattern: (StackGuard.currentThreadStack()?.low ?? 0) + page).unsafelyUnwrapped
    }
    // Each hop, and a hop nested in it, reports the low end of its stack and the word found
    // there, then leaves a mark of its own. A stack mapped afresh reads zero.
    func hops(marking mark: UInt64) -> (outer: UInt, inner: UInt, found: (UInt64, UInt64)) {
      StackGuard.onLargeStack {
        let outer = deepWord()
        let foundOuter = outer.pointee
        outer.pointee = mark
        let (inner, foundInner) = StackGuard.onLargeStack {
          let inner = deepWord()
          defer { inner.pointee = mark + 1 }
          return (UInt(bitPattern: inner), inner.pointee)
        }
        return (UInt(bitPattern: outer), inner, (foundOuter, foundInner))
      }
    }
    let first = hops(marking: 0x5EED_0000)
    let second = hops(marking: 0x5EED_1000)
    #expect(first.outer - page != own.low && first.inner - page != own.low)
    #expect(first.outer != first.inner)
    // The second hops ran on the first hops' stacks, their pages kept with what was written.
    #expect(second.outer == first.outer && second.inner == first.inner)
    #expect(second.found == (0x5EED_0000, 0x5EED_0001))
    #expect(StackGuard.onLargeStack { StackGuard.currentThreadStack()?.size ?? 0 } == StackGuard.hopStackSize)
  }
}
