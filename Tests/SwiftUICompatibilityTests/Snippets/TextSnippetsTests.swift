import LayoutLab
import Testing

// Text as Apple's documentation uses it: modifiers that return `Text`, `+` joining styled runs,
// `verbatim`, line limits and spacing. The text model: each character 0.5 × the point size wide,
// each line 1.2 × the point size tall; at 10 pt, 5 and 12.

@Suite("Text snippets measure as the text model says")
struct TextSnippetsTests {
  @Test("Runs joined with + are one text, as wide as all their characters (C-TX7)")
  func concatenation() {
    let joined: Text = Text("Hello").bold() + Text(" world").italic().foregroundColor(.red)
    let result = ViewHost(rootView: joined.font(.system(size: 10)).id("text")).layout(in: snippetHost)
    // "Hello world": 11 × 5 = 55 × 12.
    expectSize(result.frame(id: "text")?.size, CGSize(width: 55, height: 12))
  }

  @Test("Text modifiers chain as Text: font, weight, kerning and case")
  func chainedModifiers() {
    let title: Text = Text("Hamlet").font(.title).fontWeight(.semibold)
    let spaced: Text = Text("ABC").font(.system(size: 10)).kerning(3)
    let view = VStack {
      title.id("title")
      spaced.id("spaced")
      Text("shout").textCase(.uppercase).font(.system(size: 10)).id("upper")
      Text(verbatim: "%d items").font(.system(size: 10)).id("verbatim")
    }
    let result = ViewHost(rootView: view).layout(in: snippetHost)
    // `.title` is 28 pt at the default size category: 6 × 14 = 84 by 33.6.
    expectSize(result.frame(id: "title")?.size, CGSize(width: 84, height: 33.6))
    // Kerning 3 widens every character, the last included: 3 × (5 + 3) = 24.
    expectSize(result.frame(id: "spaced")?.size, CGSize(width: 24, height: 12))
    // Upper case measures the same five characters here: 25.
    expectSize(result.frame(id: "upper")?.size, CGSize(width: 25, height: 12))
    // Verbatim keeps "%d items" as written: 8 × 5 = 40.
    expectSize(result.frame(id: "verbatim")?.size, CGSize(width: 40, height: 12))
  }

  @Test("Line spacing is added between wrapped lines, and lineLimit caps them (C-TX2, C-TX3)")
  func spacingAndLimits() {
    let words = "one two three four"
    let view = VStack {
      Text(words).lineSpacing(4).frame(width: 40).id("spaced")
      Text(words).lineLimit(2).frame(width: 40).id("limited")
      Text("hi").lineLimit(2, reservesSpace: true).id("reserved")
    }
    .font(.system(size: 10))
    let result = ViewHost(rootView: view).layout(in: snippetHost)
    // 40 wide holds 8 characters: "one two" (35), "three" (25), "four" (20): 3 lines,
    // 3 × 12 + 2 × 4 = 44 tall.
    expectSize(result.frame(id: "spaced")?.size, CGSize(width: 40, height: 44))
    // Two lines at most: 24 tall.
    expectSize(result.frame(id: "limited")?.size, CGSize(width: 40, height: 24))
    // One line of text, two reserved: 10 × 24.
    expectSize(result.frame(id: "reserved")?.size, CGSize(width: 10, height: 24))
  }

  @Test("minimumScaleFactor shrinks a text that does not fit instead of truncating it (C-TX5)")
  func minimumScale() {
    let view = Text("abcdefghij").font(.system(size: 10)).lineLimit(1).minimumScaleFactor(0.5)
      .id("text").frame(width: 40)
    let result = ViewHost(rootView: view).layout(in: snippetHost)
    // 10 characters need 50 at full size; 40 fits at scale 0.8 (10 × 5 × 0.8 = 40), the largest
    // step that fits; the line is then 12 × 0.8 = 9.6 tall.
    expectSize(result.frame(id: "text")?.size, CGSize(width: 40, height: 9.6))
  }
}
