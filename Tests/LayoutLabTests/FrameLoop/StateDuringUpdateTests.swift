import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// Writes its own state while its body is evaluated, once.
private struct Eager: View {
  @State private var count = 0

  var body: some View {
    let _ = bump()
    // Read after the write: during an update the state reads as it was installed.
    Color.clear.frame(width: CGFloat(10 + count), height: 10).id("eager")
  }

  private func bump() {
    if count < 1 { count += 1 }
  }
}

/// Writes its own state every time its body is evaluated.
private struct Restless: View {
  @State private var count = 0

  var body: some View {
    let _ = bump()
    Color.clear.frame(width: CGFloat(10 + count), height: 10).id("restless")
  }

  private func bump() { count += 1 }
}

private let screen = CGSize(width: 390, height: 844)

@Suite("State written while a body is evaluated")
struct StateDuringUpdateTests {
  @Test("A write during body evaluation is reported, and its value is seen in the next frame")
  func writeDuringBody() {
    let result = ViewHost(rootView: Eager()).layout(in: screen)
    // Frame 1: the body reads 0 (even after writing 1) and draws 10 wide; the write dirties
    // the view. Frame 2: it reads 1, draws 11 wide and writes nothing: settled.
    #expect(result.frames.count == 2)
    #expect(result.frames.map(\.stateWrites) == [1, 0])
    #expect(result.frames.map { $0.tree.bodyEvaluationsByType } == [["Eager": 1], ["Eager": 1]])
    expectFrame(result.frame(id: "eager"), CGRect(x: 189.5, y: 417, width: 11, height: 10))
    #expect(result.diagnostics.map(\.kind) == [.stateModifiedDuringUpdate])
    #expect(result.diagnostics.first?.path == "ViewHost › Eager")

    let host = ViewHost(rootView: Eager())
    host.frameBudget = 1
    // With one frame, only the value read before the write is drawn: 10 wide.
    expectFrame(host.layout(in: screen).frame(id: "eager"), CGRect(x: 190, y: 417, width: 10, height: 10))
  }

  @Test("A body that writes its state every time stops at the budget with one report per write")
  func writeEveryTime() {
    let result = ViewHost(rootView: Restless()).layout(in: screen)
    // Frame k reads k − 1 (10 + k − 1 wide) and writes k.
    #expect(result.frames.count == 8)
    expectFrame(result.frame(id: "restless"), CGRect(x: 186.5, y: 417, width: 17, height: 10))
    let kinds = result.diagnostics.map(\.kind)
    #expect(kinds == Array(repeating: .stateModifiedDuringUpdate, count: 8) + [.unsettledLayout])
    #expect(result.diagnostics.last?.message.contains("last frame's actions: none") == true)
  }
}

/// Places its one subview at its corner and writes its own width through a binding while
/// placing: a state write during layout. (`Layout` is `Sendable` and `Binding` is not, hence
/// the unchecked conformance; the host runs on one thread.)
private struct ReportingLayout: Layout, @unchecked Sendable {
  let width: Binding<CGFloat>

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    width.wrappedValue = bounds.width
    subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
  }
}

/// Shows, below a 100-wide bar, the width its layout reported.
private struct Reporter: View {
  @State private var measured: CGFloat = 0

  var body: some View {
    VStack(spacing: 0) {
      ReportingLayout(width: $measured) { Color.clear.frame(width: 100, height: 10) }
      Color.clear.frame(width: measured, height: 10).id("echo")
    }
  }
}

@Suite("State written while laying out")
struct StateDuringLayoutTests {
  @Test("A layout writing state while placing is reported; the equal write of frame 2 changes nothing")
  func writeDuringPlacement() {
    let result = ViewHost(rootView: Reporter()).layout(in: screen)
    // Frame 1: the echo is 0 wide; the layout places its bar at 100 wide and writes 100.
    // Frame 2: the echo is 100 wide; the layout writes 100 again, equal to the stored value:
    // no write, no report, settled.
    #expect(result.frames.count == 2)
    #expect(result.frames.map(\.stateWrites) == [1, 0])
    #expect(result.diagnostics.map(\.kind) == [.stateModifiedDuringUpdate])
    #expect(result.diagnostics.first?.path == "ViewHost › Reporter")
    // VStack 100 × 20 centred: x = 145, y = (844 − 20) / 2 = 412; the echo is its 2nd row.
    expectFrame(result.frame(id: "echo"), CGRect(x: 145, y: 422, width: 100, height: 10))
  }
}
