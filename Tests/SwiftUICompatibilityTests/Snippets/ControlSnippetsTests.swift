import LayoutLab
import Testing

// Label, Button, Toggle and ProgressView as Apple's documentation uses them. Text is 10 pt:
// 5 per character, lines 12 tall; a symbol at 10 pt is 12 square (C-IMG4). The sizes of the
// controls' chrome are LayoutLab's named iOS constants (C-IMG6, unverified).

/// A button style that pads its label and clips it to a capsule, as Apple's `ButtonStyle`
/// example does.
private struct PillButton: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding()
      .background(Color(red: 0, green: 0, blue: 0.5))
      .foregroundStyle(.white)
      .clipShape(Capsule())
      .scaleEffect(configuration.isPressed ? 1.2 : 1)
  }
}

/// A settings row with a switch bound to state.
private struct VibrateSetting: View {
  @State private var vibrateOnRing = false

  var body: some View {
    Toggle(isOn: $vibrateOnRing) {
      Text("Vibrate on Ring").id("label")
    }
    .id("toggle")
  }
}

@Suite("Control snippets lay out as their labels and their style's chrome")
struct ControlSnippetsTests {
  @Test("A label is its icon and title in a row, 8 apart; a style can drop either (C-IMG5)")
  func labelStyles() {
    let view = VStack {
      Label("Lightning", systemImage: "bolt.fill").id("both")
      Label("Lightning", systemImage: "bolt.fill").labelStyle(.titleOnly).id("title")
      Label("Lightning", systemImage: "bolt.fill").labelStyle(.iconOnly).id("icon")
    }
    .font(.system(size: 10))
    let result = ViewHost(rootView: view).layout(in: snippetHost)
    // Icon 12 + 8 + "Lightning" 9 × 5 = 45: 65 × 12. Title only: 45 × 12. Icon only: 12 × 12.
    expectSize(result.frame(id: "both")?.size, CGSize(width: 65, height: 12))
    expectSize(result.frame(id: "title")?.size, CGSize(width: 45, height: 12))
    expectSize(result.frame(id: "icon")?.size, CGSize(width: 12, height: 12))
  }

  @Test("A default button is its label; a bordered one adds 12 across and 7 above and below (C-IMG6)")
  func buttonStyles() {
    let view = VStack {
      Button(action: {}) { Text("Sign In") }.id("plain")
      Button("Sign In") {}.buttonStyle(.bordered).id("bordered")
      Button("Delete", role: .destructive) {}.buttonStyle(.borderless).id("delete")
    }
    .font(.system(size: 10))
    let result = ViewHost(rootView: view).layout(in: snippetHost)
    // "Sign In" is 7 × 5 = 35 × 12; bordered: 35 + 2 × 12 = 59 by 12 + 2 × 7 = 26.
    expectSize(result.frame(id: "plain")?.size, CGSize(width: 35, height: 12))
    expectSize(result.frame(id: "bordered")?.size, CGSize(width: 59, height: 26))
    // "Delete", 6 × 5 = 30 × 12: a role changes no size.
    expectSize(result.frame(id: "delete")?.size, CGSize(width: 30, height: 12))
  }

  @Test("A custom ButtonStyle's body lays out the label as it says")
  func customButtonStyle() {
    let view = Button("Press Me") {}.buttonStyle(PillButton()).font(.system(size: 10)).id("button")
    let result = ViewHost(rootView: view).layout(in: snippetHost)
    // "Press Me": 8 × 5 = 40 × 12, padded by 16 on every side: 72 × 44 (never pressed here),
    // centred: x = (300 − 72) / 2 = 114, y = (300 − 44) / 2 = 128.
    expectFrame(result.frame(id: "button"), CGRect(x: 114, y: 128, width: 72, height: 44))
  }

  @Test("A switch toggle fills the width: label, spacer, then the 51 × 31 switch (C-IMG6)")
  func toggleRow() {
    let result = ViewHost(rootView: VibrateSetting().font(.system(size: 10))).layout(in: snippetHost)
    // As wide as offered (300) and as tall as the switch (31), centred: y = (300 − 31) / 2 =
    // 134.5. The label, 15 × 5 = 75 × 12, leads, centred in the row: y = 134.5 + 9.5 = 144.
    expectFrame(result.frame(id: "toggle"), CGRect(x: 0, y: 134.5, width: 300, height: 31))
    expectFrame(result.frame(id: "label"), CGRect(x: 0, y: 144, width: 75, height: 12))
  }

  @Test("A progress view is a 20 × 20 spinner, or a 4-tall bar across the width under its title (C-IMG6)")
  func progressViews() {
    let spinner = ViewHost(rootView: ProgressView().id("spinner")).layout(in: snippetHost)
    // 20 × 20 centred: (140, 140).
    expectFrame(spinner.frame(id: "spinner"), CGRect(x: 140, y: 140, width: 20, height: 20))

    let bar = ViewHost(rootView: ProgressView(value: 0.5).id("bar")).layout(in: snippetHost)
    // 300 wide, 4 tall, centred: y = 148.
    expectFrame(bar.frame(id: "bar"), CGRect(x: 0, y: 148, width: 300, height: 4))

    let titled = ViewHost(rootView: ProgressView("Downloading", value: 0.25).font(.system(size: 10)).id("titled"))
      .layout(in: snippetHost)
    // Title 12 + spacing 4 + bar 4 = 20 tall, 300 wide: y = (300 − 20) / 2 = 140.
    expectFrame(titled.frame(id: "titled"), CGRect(x: 0, y: 140, width: 300, height: 20))
  }
}
