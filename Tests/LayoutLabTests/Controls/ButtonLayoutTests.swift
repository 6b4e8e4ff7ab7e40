import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Button layout (C-IMG6). "Follow" in body text (17 points): 6 characters × 8.5 = 51 wide,
// 1.2 × 17 = 20.4 tall (LayoutLab's text model).

@Suite("Button layout")
struct ButtonLayoutTests {
  @Test("The default (borderless, iOS) button is exactly its label's size (C-IMG6)")
  func defaultButtonIsItsLabel() {
    expectSize(TextProbe.idealSize(of: Button("Follow") {}), CGSize(width: 51, height: 20.4))
    // Offered 30 wide, the label wraps as the text would: n = ⌊30 / 8.5⌋ = 3 characters per
    // line, so "Fol" / "low", 25.5 × 40.8.
    expectSize(TextProbe.size(of: Button("Follow") {}, width: 30), CGSize(width: 25.5, height: 40.8))
  }

  @Test("plain, borderless and automatic styles add nothing around the label (C-IMG6)")
  func labelOnlyStyles() {
    for button in [
      AnyView(Button("Follow") {}.buttonStyle(.plain)), AnyView(Button("Follow") {}.buttonStyle(.borderless)),
      AnyView(Button("Follow") {}.buttonStyle(.automatic)),
    ] {
      expectSize(TextProbe.idealSize(of: button), CGSize(width: 51, height: 20.4))
    }
  }

  @Test("bordered and borderedProminent pad the label 12 across and 7 down (C-IMG6, unverified constants)")
  func borderedPads() {
    // 51 + 2 × 12 = 75 wide, 20.4 + 2 × 7 = 34.4 tall.
    expectSize(TextProbe.idealSize(of: Button("Follow") {}.buttonStyle(.bordered)), CGSize(width: 75, height: 34.4))
    expectSize(
      TextProbe.idealSize(of: Button("Follow") {}.buttonStyle(.borderedProminent)), CGSize(width: 75, height: 34.4))
  }

  /// A style that puts the label in a 10-point padding and reports whether it is pressed.
  private struct Padded: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.padding(configuration.isPressed ? 0 : 10)
    }
  }

  @Test("A custom ButtonStyle's body lays out as written, never pressed")
  func customStyle() {
    // Not pressed, so padding 10: 51 + 20 = 71 by 20.4 + 20 = 40.4.
    expectSize(TextProbe.idealSize(of: Button("Follow") {}.buttonStyle(Padded())), CGSize(width: 71, height: 40.4))
  }

  @Test("A button with a role and a label builder lays out its label; the action never runs")
  func roleAndBuilder() {
    let ran = Flag()
    let button = Button(role: .destructive, action: { ran.set() }) {
      Color.red.frame(width: 30, height: 12)
    }
    expectSize(TextProbe.idealSize(of: button), CGSize(width: 30, height: 12))
    #expect(!ran.isSet)
  }

  /// Records whether an action ran.
  private final class Flag {
    private(set) var isSet = false
    func set() { isSet = true }
  }
}
