import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Toggle and ProgressView layout (C-IMG6, unverified constants). "Wi-Fi" in body text is
// 5 × 8.5 = 42.5 × 20.4.

@Suite("Toggle and progress view layout")
struct ToggleAndProgressTests {
  @Test("A switch toggle fills the width: label, spacer, then a 51 × 31 switch (C-IMG6)")
  func switchFillsWidth() {
    let toggle = Toggle(isOn: .constant(true)) { Text("Wi-Fi").id("label") }.id("toggle")
    let result = ViewHost(rootView: toggle).layout(in: CGSize(width: 300, height: 100))
    // The row takes the whole 300 (the spacer grows), max(20.4, 31) = 31 tall, centred:
    // y = (100 − 31) / 2 = 34.5. The label is centred in that height: 34.5 + (31 − 20.4) / 2
    // = 39.8; the switch ends at the trailing edge: x = 300 − 51 = 249.
    expectFrame(result.frame(id: "toggle"), CGRect(x: 0, y: 34.5, width: 300, height: 31))
    expectFrame(result.frame(id: "label"), CGRect(x: 0, y: 39.8, width: 42.5, height: 20.4))
    #expect(result.diagnostics.isEmpty)
  }

  @Test("A toggle's ideal width is its label, the spacer's 8 and the switch (C-IMG6)")
  func toggleIdealSize() {
    // 42.5 + 8 + 51 = 101.5 wide (a spacer asks for no spacing beside it), 31 tall.
    expectSize(TextProbe.idealSize(of: Toggle("Wi-Fi", isOn: .constant(false))), CGSize(width: 101.5, height: 31))
    expectSize(
      TextProbe.idealSize(of: Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(.switch)),
      CGSize(width: 101.5, height: 31))
  }

  @Test("An indeterminate progress view is a 20 × 20 spinner for any proposal (C-IMG6)")
  func spinnerIsFixed() {
    for proposal in [ProposedViewSize(width: 300, height: 300), ProposedViewSize(width: 5, height: 5), .unspecified] {
      expectSize(TextProbe.size(of: ProgressView(), proposing: proposal), CGSize(width: 20, height: 20), "\(proposal)")
    }
  }

  @Test("A progress bar takes the proposed width and is 4 tall, whatever its value (C-IMG6)")
  func barFillsWidth() {
    for value in [0.0, 0.25, 1.0, 3.0] {
      expectSize(TextProbe.size(of: ProgressView(value: value), width: 200), CGSize(width: 200, height: 4), "\(value)")
    }
    // No proposed width: 10, the width any shape takes when none is proposed.
    expectSize(TextProbe.idealSize(of: ProgressView(value: 0.5)), CGSize(width: 10, height: 4))
  }

  @Test("A titled progress bar puts the title 4 above the bar, leading-aligned (C-IMG6)")
  func titledBar() {
    let progress = ProgressView("Wi-Fi", value: 0.5).id("p")
    let result = ViewHost(rootView: progress).layout(in: CGSize(width: 200, height: 100))
    // 20.4 + 4 + 4 = 28.4 tall and 200 wide, centred: y = (100 − 28.4) / 2 = 35.8.
    expectFrame(result.frame(id: "p"), CGRect(x: 0, y: 35.8, width: 200, height: 28.4))
  }
}
