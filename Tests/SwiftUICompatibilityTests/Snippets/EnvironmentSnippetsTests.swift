import LayoutLab
import Testing

// Environment values as Apple's documentation uses them: a view reads `\.colorScheme`,
// `\.isEnabled` or `\.sizeCategory` with `@Environment`, and an ancestor sets them with
// `.environment(_:_:)` or a dedicated modifier; `\.layoutDirection` mirrors placement.

/// Says which appearance it is shown in.
private struct SchemeBadge: View {
  @Environment(\.colorScheme) private var colorScheme
  var body: some View {
    Text(colorScheme == .dark ? "Dark mode" : "Light").id("badge")
  }
}

/// Says whether it can be used.
private struct EnabledNote: View {
  @Environment(\.isEnabled) private var isEnabled
  var body: some View {
    Text(isEnabled ? "On" : "Unavailable").id("note")
  }
}

@Suite("Environment snippets read what their ancestors set")
struct EnvironmentSnippetsTests {
  @Test("colorScheme and isEnabled reach the views that read them")
  func readValues() {
    let view = VStack {
      SchemeBadge().environment(\.colorScheme, .dark)
      EnabledNote().disabled(true)
    }
    .font(.system(size: 10))
    let result = ViewHost(rootView: view).layout(in: snippetHost)
    // "Dark mode": 9 × 5 = 45; "Unavailable": 11 × 5 = 55.
    expectSize(result.frame(id: "badge")?.size, CGSize(width: 45, height: 12))
    expectSize(result.frame(id: "note")?.size, CGSize(width: 55, height: 12))
  }

  @Test("A larger size category makes body text larger")
  func sizeCategory() {
    let view = Text("Hi").id("hi").environment(\.sizeCategory, .extraExtraExtraLarge)
    let result = ViewHost(rootView: view).layout(in: snippetHost)
    // Body text at the xxxLarge category is 23 pt: 2 × 11.5 = 23 wide, 1.2 × 23 = 27.6 tall.
    expectSize(result.frame(id: "hi")?.size, CGSize(width: 23, height: 27.6))
  }

  @Test("Right to left places the first child of an HStack at the trailing edge")
  func rightToLeft() {
    let view = HStack(spacing: 10) {
      Color.red.frame(width: 50, height: 20).id("first")
      Color.blue.frame(width: 30, height: 20).id("second")
    }
    .environment(\.layoutDirection, .rightToLeft)
    let result = ViewHost(rootView: view).layout(in: snippetHost)
    // The stack is 90 × 20 at (105, 140); mirrored, the first child is at its right end:
    // x = 105 + 90 − 50 = 145, the second at 105.
    expectFrame(result.frame(id: "first"), CGRect(x: 145, y: 140, width: 50, height: 20))
    expectFrame(result.frame(id: "second"), CGRect(x: 105, y: 140, width: 30, height: 20))
  }
}
