import Foundation
import LayoutLab
import Testing

/// The modifiers that return `Text`, `Text + Text` and the ways to make a text. Examples at
/// `.body`: 17 pt, a character 8.5 wide, a line 20.4 tall.
@Suite("Text modifiers and concatenation")
struct TextModifierTests {
  /// The placed view with id "text" in `view` laid out in the probe's host.
  private func placed(_ view: some View) -> PlacedView? {
    ViewHost(rootView: view.id("text")).layout(in: TextProbe.hostSize).view(id: "text")
  }

  @Test("Styled texts join with + into one paragraph that wraps as one (C-TX7)")
  func concatenationWraps() {
    let text: Text = Text("Hello").bold() + Text(" world").italic()
    // "Hello world" is 11 characters: 11 × 8.5 = 93.5 wide ideally.
    expectTextSize(TextProbe.idealSize(of: text), 93.5, 20.4)
    // At 60 wide ⌊60 / 8.5⌋ = 7 fit: "Hello" and "world" on two lines, 5 × 8.5 = 42.5 wide.
    expectTextSize(TextProbe.size(of: text, width: 60), 42.5, 40.8)
    #expect(placed(text)?.summary == #"Text("Hello").bold() + Text(" world").italic()"#)
  }

  @Test("A joined text measures with its largest font (C-TX7, derived)")
  func concatenationFonts() {
    // title is 28 pt: 4 characters × 14 = 56 wide, 1.2 × 28 = 33.6 tall.
    expectTextSize(TextProbe.idealSize(of: Text("ab").font(.title) + Text("cd")), 56, 33.6)
  }

  @Test("A run's own font wins over one applied to the whole text")
  func innerFontWins() {
    // "ab" keeps caption2 (11 pt) and "cd" takes title (28 pt): the largest, 28, measures:
    // 4 × 14 = 56 × 33.6. A whole-text caption2 alone would make 4 × 5.5 = 22 × 13.2.
    expectTextSize(TextProbe.idealSize(of: (Text("ab").font(.caption2) + Text("cd")).font(.title)), 56, 33.6)
    expectTextSize(TextProbe.idealSize(of: (Text("ab") + Text("cd")).font(.caption2)), 22, 13.2)
  }

  @Test("Weight, width, italics, monospacing and colour change no width")
  func stylingKeepsWidths() {
    let styled = Text("Hello").bold().italic().fontWeight(.black).fontWidth(.expanded).monospaced()
      .monospacedDigit().foregroundColor(.red).underline().strikethrough()
    // 5 × 8.5 = 42.5, as plain "Hello".
    expectTextSize(TextProbe.idealSize(of: styled), 42.5, 20.4)
    #expect(placed(Text("Hi").bold(false).italic(true))?.summary == #"Text("Hi").italic()"#)
  }

  @Test("Kerning and tracking add to every character's advance")
  func kerningAndTracking() {
    // 6 × (8.5 + 3) = 69.
    expectTextSize(TextProbe.idealSize(of: Text("ABCDEF").kerning(3)), 69, 20.4)
    // Both add: 6 × (8.5 + 3 + 2) = 81.
    expectTextSize(TextProbe.idealSize(of: Text("ABCDEF").tracking(3).kerning(2)), 81, 20.4)
    // 8.5 − 20 is below 0: a character is 0 wide, and so is the text; its line stays 20.4.
    expectTextSize(TextProbe.idealSize(of: Text("ABCDEF").kerning(-20)), 0, 20.4)
    // With 11.5 per character, ⌊40 / 11.5⌋ = 3 fit: "ABC DEF" wraps into two 34.5-wide lines.
    expectTextSize(TextProbe.size(of: Text("ABC DEF").kerning(3), width: 40), 34.5, 40.8)
  }

  @Test("View-level kerning and tracking apply to texts that set none")
  func viewLevelSpacing() {
    // The text's own kerning 1 wins over the view's 5: 3 × 9.5 = 28.5.
    expectTextSize(TextProbe.idealSize(of: Text("ABC").kerning(1).kerning(5)), 28.5, 20.4)
    expectTextSize(TextProbe.idealSize(of: VStack { Text("ABC").kerning(1) }.kerning(5)), 28.5, 20.4)
    // Only the view's tracking: 3 × (8.5 + 2) = 31.5.
    expectTextSize(TextProbe.idealSize(of: VStack { Text("ABC") }.tracking(2)), 31.5, 20.4)
  }

  @Test("View-level bold, italic and fontWeight style the texts below without changing widths")
  func viewLevelStyles() {
    let view = HStack { Text("Hi").id("hi") }.bold().italic().fontWeight(.light)
    let result = ViewHost(rootView: view).layout(in: TextProbe.hostSize)
    #expect(result.view(id: "hi")?.summary == #"Text("Hi").fontWeight(.light).italic().bold()"#)
    expectTextSize(result.frame(id: "hi")?.size, 17, 20.4)
  }

  @Test("A baseline offset raises the text's baselines, not its size")
  func baselineOffset() {
    let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
      Text("a").baselineOffset(5).id("a")
      Text("b").id("b")
    }.id("stack")
    let result = ViewHost(rootView: view).layout(in: TextProbe.hostSize)
    // "a"'s first baseline is 17 − 5 = 12 from its top, "b"'s 17: "a" sits 5 lower. The stack
    // is 17 above the baseline and max(20.4 − 12, 20.4 − 17) = 8.4 below: 25.4 tall.
    let stack = result.frame(id: "stack")
    expectTextSize(stack?.size, 17, 25.4)
    let top = stack?.minY ?? 0
    #expect(textClose(result.frame(id: "a")?.minY, top + 5))
    #expect(textClose(result.frame(id: "b")?.minY, top))
    expectTextSize(result.frame(id: "a")?.size, 8.5, 20.4)
  }

  @Test("textCase changes the characters measured")
  func textCase() {
    // "straße" uppercased is "STRASSE": 7 × 8.5 = 59.5, not 6 × 8.5 = 51.
    expectTextSize(TextProbe.idealSize(of: Text("straße").textCase(.uppercase)), 59.5, 20.4)
    expectTextSize(TextProbe.idealSize(of: Text("straße")), 51, 20.4)
    #expect(placed(Text("Hi").textCase(.lowercase))?.appearance.text == "hi")
  }

  @Test("A literal is a LocalizedStringKey whose interpolations format as SwiftUI's do")
  func localizedInterpolation() {
    let count = 3
    #expect(placed(Text("Count: \(count)"))?.appearance.text == "Count: 3")
    // A Double interpolates with %lf: six decimals.
    #expect(placed(Text("\(2.5)"))?.appearance.text == "2.500000")
    #expect(placed(Text("\(2.5, specifier: "%.1f") pt"))?.appearance.text == "2.5 pt")
    #expect(placed(Text("a \(Text("b").bold()) c"))?.appearance.text == "a b c")
    let name = "Ann"
    #expect(placed(Text("Hi \(name)"))?.appearance.text == "Hi Ann")
    // "2.500000" is 8 characters: 8 × 8.5 = 68.
    expectTextSize(TextProbe.idealSize(of: Text("\(2.5)")), 68, 20.4)
  }

  @Test("Text(verbatim:) and Text of a string show it as it is")
  func verbatim() {
    let substring = "Hello, world".prefix(5)
    #expect(placed(Text(verbatim: "%d \\(x)"))?.appearance.text == "%d \\(x)")
    #expect(placed(Text(substring))?.appearance.text == "Hello")
    #expect(placed(Text(LocalizedStringKey("key")))?.appearance.text == "key")
    // No string tables: a table, bundle and comment change nothing.
    #expect(placed(Text("key", tableName: "Main", bundle: .main, comment: "a key"))?.appearance.text == "key")
  }

  @Test("A spacing that is not finite is reported and counts as 0")
  func infiniteSpacing() {
    let result = ViewHost(rootView: Text("ab").kerning(.infinity).id("text")).layout(in: TextProbe.hostSize)
    #expect(result.diagnostics.contains { $0.kind == .invalidArgument && $0.message.contains("kerning and tracking") })
    expectTextSize(result.frame(id: "text")?.size, 17, 20.4)
  }
}
