import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutLab

/// A screen of tags makes a `Text` per tag, keeps each one (inside its `ForEach` element) to
/// compare at the next update, and holds a leaf per text: every byte here is paid once per tag,
/// ten thousand times for ten thousand tags. These tests pin what a plain text costs, and that
/// the parts only styled texts need are kept only by them.
@Suite("A plain text is cheap to hold: its value, its runs and its leaf")
struct TextFootprintTests {
  /// The leaf `text` makes in `environment`, as `Text.update` makes it.
  private func leaf(_ text: Text, _ environment: EnvironmentValues = EnvironmentValues()) -> TextLeaf {
    TextLeaf(request: TextLeaf.Request(text, environment) { Issue.record("unexpected diagnostic: \($0)") })
  }

  @Test("A text is a string and one word")
  func textSize() {
    // The string (16 bytes) and the array of styled runs, one pointer (8): 24. Anything more
    // is copied into every `ForEach` element kept for the next update.
    #expect(MemoryLayout<Text>.size == 24)
  }

  @Test("A text's leaf is its string, its styling, its model and its alignment: 50 bytes, 66 in its box")
  func leafSize() {
    // The string 16; the styling, one pointer, 8; the model: its metrics' box, one pointer, 8
    // (the metrics, four lengths and two limits, 6 × 8 = 48, are shared), the first word's
    // length 8, the other words' array 8 (the paragraphs start at the words with no gap
    // before them: no array of their starts) and whether the text is empty 1, 25 in all; the
    // alignment 1, right after the model: 16 + 8 + 25 + 1 = 50. The node's box adds its
    // 16-byte header: 66, within the 72 bytes malloc gives an 80-byte block (74, as it was,
    // took a 96-byte one).
    #expect(MemoryLayout<TextLayoutModel.Metrics>.size == 48)
    #expect(MemoryLayout<TextLayoutModel>.size == 25)
    #expect(MemoryLayout<TextLeaf>.size == 50)
    #expect(MemoryLayout<TextLeaf>.size + 16 <= 72)
  }

  @Test("Plain texts under one environment share one box of metrics; another environment gets its own")
  func plainTextsShareMetrics() throws {
    let host = ViewHost(
      rootView: VStack {
        Text("a")
        Text("b c")
        Text("d").font(.title)
      })
    _ = host.layout(in: CGSize(width: 390, height: 844))
    let leaves = host.graph.root.behaviors(LeafBox<TextLeaf>.self).map(\.leaf)
    try #require(leaves.count == 3)
    #expect(leaves[0].model.sharedMetrics === leaves[1].model.sharedMetrics)
    #expect(leaves[2].model.sharedMetrics !== leaves[0].model.sharedMetrics)
    // Body is 17 pt, title 28.
    #expect(leaves[1].model.metrics.pointSize == 17)
    #expect(leaves[2].model.metrics.pointSize == 28)
  }

  @Test("Plain texts sharing a style are each reported for a bad value in their environment")
  func sharedStyleReportsEveryText() {
    let result = ViewHost(
      rootView: VStack {
        Text("a")
        Text("b")
      }.lineLimit(0)
    ).layout(in: CGSize(width: 390, height: 844))
    // One report per text, each at its own path, which ends with the text.
    let reports = result.diagnostics.filter { $0.message == "line limit 0 is less than 1; using 1" }
    #expect(reports.map(\.path) == [#"ViewHost › VStack() › Text("a")"#, #"ViewHost › VStack() › Text("b")"#])
  }

  @Test("Under a text case or a view-level text modifier, plain texts are resolved one by one")
  func noSharedStyleWhereTheStringChanges() {
    var uppercase = EnvironmentValues()
    uppercase.textCase = .uppercase
    #expect(PlainTextStyle(uppercase) == nil)
    var italic = EnvironmentValues()
    italic.textAttributes.styles = [".italic()"]
    #expect(PlainTextStyle(italic) == nil)
    #expect(PlainTextStyle(EnvironmentValues()) != nil)
  }

  @Test("A plain text keeps no runs; a styled or joined one keeps them all")
  func runsKeptOnlyWhenStyled() {
    #expect(Text("Hi").isPlain)
    #expect(Text("Hi").runs == [Text.Run(string: "Hi", attributes: Text.Attributes())])
    // `.bold()` adds one style to the only run.
    let bold = Text("Hi").bold()
    #expect(!bold.isPlain)
    #expect(bold.runs.map(\.attributes.styles) == [[".bold()"]])
    // Two plain runs are two runs, not one: `Text("a") + Text("b")` is not `Text("ab")`.
    let joined = Text("a") + Text("b")
    #expect(!joined.isPlain)
    #expect(joined.runs.map(\.string) == ["a", "b"])
    #expect(joined.string == "ab")
    #expect(joined != Text("ab"))
    #expect(Text("Hi").bold() == Text("Hi").bold())
    #expect(Text("Hi").bold() != Text("Hi"))
  }

  @Test("A plain text's leaf keeps no styling and describes itself by its string")
  func plainLeafHasNoStyling() {
    let plain = leaf(Text("Hi"))
    #expect(plain.styling == nil)
    #expect(plain.summary == #"Text("Hi")"#)
    // Upper-casing "HI" shows it as written: still nothing to keep.
    var uppercase = EnvironmentValues()
    uppercase.textCase = .uppercase
    #expect(leaf(Text("HI"), uppercase).styling == nil)
  }

  @Test("A leaf keeps styling for runs with attributes, a changed case or the environment's styles")
  func styledLeafKeepsStyling() {
    // The run's own style.
    let bold = leaf(Text("Hi").bold())
    #expect(bold.styling != nil)
    #expect(bold.summary == #"Text("Hi").bold()"#)
    // Shown as "HI", described as written.
    var uppercase = EnvironmentValues()
    uppercase.textCase = .uppercase
    let shouted = leaf(Text("hi"), uppercase)
    #expect(shouted.text == "HI")
    #expect(shouted.summary == #"Text("hi")"#)
    // A view-level `.italic()` is the environment's style, printed before the run's own.
    var italic = EnvironmentValues()
    italic.textAttributes.styles = [".italic()"]
    #expect(leaf(Text("Hi").bold(), italic).summary == #"Text("Hi").italic().bold()"#)
  }

  @Test("A baseline offset is kept with the styling and raises both baselines")
  func baselineOffsetKeptInStyling() {
    // Body is 17 pt: the first baseline is 17 below the top, raised by 3 to 14.
    let raised = leaf(Text("Hi").baselineOffset(3))
    #expect(raised.styling?.baselineOffset == 3)
    let size = CGSize(width: 17, height: 20.4)
    expectLength(raised.explicitAlignment(of: VerticalAlignment.firstTextBaseline.key, size: size), 14)
    expectLength(leaf(Text("Hi")).explicitAlignment(of: VerticalAlignment.firstTextBaseline.key, size: size), 17)
    // Same model, different offset: not the same measurements.
    #expect(!raised.isSame(as: leaf(Text("Hi"))))
  }

  @Test("A leaf matches the request it was made from, and no other")
  func leafMatchesItsRequest() {
    let environment = EnvironmentValues()
    let request = TextLeaf.Request(Text("Hi"), environment) { _ in }
    let made = TextLeaf(request: request)
    #expect(made.matches(TextLeaf.Request(Text("Hi"), environment) { _ in }))
    #expect(!made.matches(TextLeaf.Request(Text("Ho"), environment) { _ in }))
    #expect(!made.matches(TextLeaf.Request(Text("Hi").bold(), environment) { _ in }))
    var centred = environment
    centred.multilineTextAlignment = .center
    #expect(!made.matches(TextLeaf.Request(Text("Hi"), centred) { _ in }))
  }

  @Test("A text of spaces only, one word and several paragraphs measure as before")
  func wordsKeptInlineMeasureAsBefore() {
    // Body: a character 8.5 wide, a line 20.4 tall.
    // "Hello" ideal: 5 × 8.5 = 42.5 wide, one line.
    expectSize(leaf(Text("Hello")).model.size(for: .unspecified), CGSize(width: 42.5, height: 20.4))
    // "   ": one paragraph of spaces only, 0 wide, one line.
    expectSize(leaf(Text("   ")).model.size(for: .unspecified), CGSize(width: 0, height: 20.4))
    // "  ab cd\n\nx": "  ab cd" is 7 wide (leading spaces count), then an empty paragraph
    // and "x": 3 lines, 7 × 8.5 = 59.5 wide, 3 × 20.4 = 61.2 tall.
    expectSize(leaf(Text("  ab cd\n\nx")).model.size(for: .unspecified), CGSize(width: 59.5, height: 61.2))
    // Empty text has no lines: 0 × 0.
    #expect(leaf(Text("")).model.size(for: .unspecified) == .zero)
    // Models of strings with the same words' lengths are equal; a spaces-only paragraph
    // differs from an empty text.
    #expect(leaf(Text("ab cd")).model == leaf(Text("xy zw")).model)
    #expect(leaf(Text(" ")).model != leaf(Text("")).model)
  }
}
