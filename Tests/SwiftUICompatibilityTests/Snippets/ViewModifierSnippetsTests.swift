import LayoutLab
import Testing

// ViewModifier as Apple's documentation uses it: a modifier bundles modifiers applied to its
// `content`, is applied with `.modifier(_:)` or a `View` extension that calls it, and two
// modifiers compose with `concat(_:)`. Text is 11 pt (`.caption2` at the default size
// category): 5.5 per character, lines 13.2 tall.

/// A small caption with an outline around it: a font, padding, a stroked rounded rectangle on top.
private struct OutlinedCaption: ViewModifier {
  func body(content: Content) -> some View {
    content
      .font(.caption2)
      .padding(10)
      .overlay(RoundedRectangle(cornerRadius: 15).stroke(lineWidth: 1))
      .foregroundColor(.blue)
  }
}

/// A fixed-width column, to compose with the caption.
private struct Column: ViewModifier {
  var width: CGFloat
  func body(content: Content) -> some View {
    content.frame(width: width)
  }
}

extension View {
  fileprivate func outlinedCaption() -> some View {
    modifier(OutlinedCaption())
  }
}

@Suite("ViewModifier snippets lay out as their bodies")
struct ViewModifierSnippetsTests {
  @Test("A modifier applied through a View extension pads its content in the modifier's font")
  func captionThroughExtension() {
    let result = ViewHost(rootView: Text("Downhill").id("text").outlinedCaption().id("caption"))
      .layout(in: snippetHost)
    // "Downhill": 8 × 5.5 = 44 × 13.2; padded by 10: 64 × 33.2, centred in 300:
    // x = (300 − 64) / 2 = 118, y = (300 − 33.2) / 2 = 133.4. The text sits 10 in.
    expectFrame(result.frame(id: "caption"), CGRect(x: 118, y: 133.4, width: 64, height: 33.2))
    expectFrame(result.frame(id: "text"), CGRect(x: 128, y: 143.4, width: 44, height: 13.2))
  }

  @Test("modifier(_:), ModifiedContent and concat give the same frames")
  func threeSpellings() {
    let spellings: [AnyView] = [
      AnyView(Text("Snow").modifier(OutlinedCaption()).modifier(Column(width: 100)).id("x")),
      AnyView(ModifiedContent(content: Text("Snow"), modifier: OutlinedCaption().concat(Column(width: 100))).id("x")),
      AnyView(Text("Snow").modifier(OutlinedCaption().concat(Column(width: 100))).id("x")),
    ]
    for view in spellings {
      let result = ViewHost(rootView: view).layout(in: snippetHost)
      // "Snow": 4 × 5.5 = 22 wide, padded: 42 × 33.2, in a 100-wide frame: 100 × 33.2 at
      // x = 100, y = 133.4.
      expectFrame(result.frame(id: "x"), CGRect(x: 100, y: 133.4, width: 100, height: 33.2))
    }
  }

  @Test("EmptyModifier changes nothing")
  func emptyModifier() {
    let result = ViewHost(rootView: Color.red.frame(width: 40, height: 20).modifier(EmptyModifier()).id("red"))
      .layout(in: snippetHost)
    // 40 × 20 centred: (130, 140).
    expectFrame(result.frame(id: "red"), CGRect(x: 130, y: 140, width: 40, height: 20))
  }
}
