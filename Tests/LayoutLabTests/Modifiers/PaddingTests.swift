import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Layout rule N5: a nil length uses the environment's defaultPadding,
// 16 on each edge; the child is proposed the proposal minus the insets (nil stays nil); the
// padding is the child's size plus the insets; the child sits at (leading, top).
// Text model: Text("Hello") at body size is 5 × 8.5 = 42.5 wide and 1.2 × 17 = 20.4 tall.
// Hosts are 300 × 300 and centre the root view. The cases a scene file can state are conformance
// fixtures (`Tests/LayoutScenesTests/Fixtures/Conformance/padding-*.json`).

@Suite("Padding")
struct PaddingTests {
  @Test("The environment's defaultPadding changes padding() but not padding(8)")
  func environmentDefaultPadding() {
    let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let result = modifierLayout(
      VStack(spacing: 0) {
        Text("Hello").id("default").padding().id("defaultPadding")
        Text("Hello").id("top").padding(.top).id("topPadding")
        Text("Hello").id("eight").padding(8).id("eightPadding")
      }
      .environment(\.defaultPadding, insets))
    // N5/E5: padding() now insets (1, 2, 3, 4): 42.5 + 6 = 48.5 × 20.4 + 4 = 24.4.
    // padding(.top) insets only the top, by the environment's top (1): 42.5 × 21.4.
    // padding(8) ignores the environment: 58.5 × 36.4.
    // The VStack is 58.5 wide and 24.4 + 21.4 + 36.4 = 82.2 tall, at ((300 − 58.5) / 2,
    // (300 − 82.2) / 2) = (120.75, 108.9); its children are centred in its width.
    expectFrame(result, "defaultPadding", rect(125.75, 108.9, 48.5, 24.4))
    expectFrame(result, "default", rect(127.75, 109.9, 42.5, 20.4))
    expectFrame(result, "topPadding", rect(128.75, 133.3, 42.5, 21.4))
    expectFrame(result, "top", rect(128.75, 134.3, 42.5, 20.4))
    expectFrame(result, "eightPadding", rect(120.75, 154.7, 58.5, 36.4))
    expectFrame(result, "eight", rect(128.75, 162.7, 42.5, 20.4))
  }

  @Test("A non-finite padding is reported once, names the padding, and counts as 0")
  func nonFinitePadding() {
    let result = modifierLayout(Color.red.id("c").padding(.infinity))
    let diagnostics = result.diagnostics.filter { $0.kind == .invalidArgument }
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.path.hasSuffix(".padding(inf)") == true)
    #expect(diagnostics.first?.message.contains("inf") == true)
    expectFrame(result, "c", rect(0, 0, 300, 300))
  }

}
