import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// Grows by one point per frame: its width is set from its own measured width plus 1.
private struct Grower: View {
  @State private var width: CGFloat = 10

  var body: some View {
    Color.clear.frame(width: width, height: 10).id("grower")
      .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 + 1 }
  }
}

/// The largest width reported in a subtree.
private struct WidthKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// The same loop through a preference: a background reader reports the width, and the
/// observer sets the width one point larger.
private struct Echo: View {
  @State private var width: CGFloat = 10

  var body: some View {
    Color.clear.frame(width: width, height: 10).id("echo")
      .background(GeometryReader { proxy in Color.clear.preference(key: WidthKey.self, value: proxy.size.width) })
      .onPreferenceChange(WidthKey.self) { width = $0 + 1 }
  }
}

private let screen = CGSize(width: 390, height: 844)

/// A `width × 10` view centred in the 390 × 844 host.
private func centred(width: CGFloat) -> CGRect {
  CGRect(x: (390 - width) / 2, y: 417, width: width, height: 10)
}

@Suite("A layout that feeds back into its own state stops at the frame budget")
struct FeedbackLoopTests {
  @Test("onGeometryChange writing width + 1 runs 8 frames and reports the action and the view")
  func geometryLoopStopsAtBudget() {
    let host = ViewHost(rootView: Grower())
    let result = host.layout(in: screen)
    // Frame k lays out width 9 + k and its action writes 10 + k: every frame has one action
    // and one write, and the 8th (the default budget, U2) still leaves the view dirty.
    #expect(result.frames.count == 8)
    #expect(result.frames.map(\.actionsCalled) == Array(repeating: 1, count: 8))
    #expect(result.frames.map(\.stateWrites) == Array(repeating: 1, count: 8))
    // The last frame's layout is returned: 17 wide.
    expectFrame(result.frame(id: "grower"), centred(width: 17))
    let unsettled = result.diagnostics.filter { $0.kind == .unsettledLayout }
    #expect(unsettled.count == 1)
    #expect(result.diagnostics.count == 1)
    #expect(unsettled.first?.message.contains("onGeometryChange at ") == true, "\(unsettled)")
    #expect(unsettled.first?.message.contains("state still changing in: ViewHost › Grower") == true, "\(unsettled)")
    #expect(unsettled.first?.message.contains("8 frames") == true, "\(unsettled)")

    // The budget is per layout: the next one goes on from 18 and stops 8 frames later at 25.
    let next = host.layout(in: screen)
    #expect(next.frames.count == 8)
    expectFrame(next.frame(id: "grower"), centred(width: 25))
  }

  @Test("A budget of 3 frames stops the loop after 3")
  func smallerBudget() {
    let host = ViewHost(rootView: Grower())
    host.frameBudget = 3
    let result = host.layout(in: screen)
    #expect(result.frames.count == 3)
    // Frames lay out 10, 11, 12.
    expectFrame(result.frame(id: "grower"), centred(width: 12))
    #expect(result.diagnostics.map(\.kind) == [.unsettledLayout])
    #expect(result.diagnostics.first?.message.contains("3 frames") == true)
  }

  @Test("onPreferenceChange writing width + 1 stops at the budget and names the key and the view")
  func preferenceLoopStopsAtBudget() {
    let result = ViewHost(rootView: Echo()).layout(in: screen)
    #expect(result.frames.count == 8)
    #expect(result.actionsCalled == 8)
    expectFrame(result.frame(id: "echo"), centred(width: 17))
    let unsettled = result.diagnostics.filter { $0.kind == .unsettledLayout }
    #expect(unsettled.count == 1)
    #expect(unsettled.first?.message.contains("onPreferenceChange(WidthKey)") == true, "\(unsettled)")
    #expect(unsettled.first?.message.contains("state still changing in: ViewHost › Echo") == true, "\(unsettled)")
  }
}
