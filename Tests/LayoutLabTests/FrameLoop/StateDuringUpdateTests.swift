import Foundation
import LayoutLab
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
