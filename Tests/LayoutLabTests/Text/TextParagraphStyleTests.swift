import Foundation
import LayoutLab
import Testing

/// The view-level paragraph modifiers: alignment, line spacing, line limits with ranges,
/// minimum scale factor and tightening. Examples at `.body`: 17 pt, a character 8.5 wide, a
/// line 20.4 tall, the first baseline 17 below a line's top.
@Suite("Text paragraph style")
struct TextParagraphStyleTests {
  @Test("multilineTextAlignment changes no size and reaches the renderers (C-TX1)")
  func alignment() {
    let text = Text("Hello, world").id("text").multilineTextAlignment(.center)
    let result = ViewHost(rootView: ProposedWidth(width: 60) { text }).layout(in: TextProbe.hostSize)
    // Two lines, "Hello," (6) and "world" (5): 6 × 8.5 = 51 wide, as with leading alignment.
    expectTextSize(result.frame(id: "text")?.size, 51, 40.8)
    #expect(result.view(id: "text")?.appearance.textAlignment == .center)
    #expect(
      TextProbe.idealSize(of: Text("Hi").multilineTextAlignment(.trailing)) == TextProbe.idealSize(of: Text("Hi")))
  }

  @Test("lineSpacing is added between lines and counted in the height (C-TX2)")
  func lineSpacing() {
    let text = Text("Hello, world").lineSpacing(10)
    // Two lines: 2 × 20.4 + 1 × 10 = 50.8 tall, 6 × 8.5 = 51 wide.
    expectTextSize(TextProbe.size(of: text, width: 60), 51, 50.8)
    // One line has no spacing: 102 × 20.4.
    expectTextSize(TextProbe.idealSize(of: text), 102, 20.4)
    // A height of 45 holds ⌊(45 + 10) / (20.4 + 10)⌋ = 1 line: "Hello,…", 7 × 8.5 = 59.5.
    expectTextSize(TextProbe.size(of: text, proposing: ProposedViewSize(width: 60, height: 45)), 59.5, 20.4)
    // A height of 50.8 holds ⌊60.8 / 30.4⌋ = 2.
    expectTextSize(TextProbe.size(of: text, proposing: ProposedViewSize(width: 60, height: 50.8)), 51, 50.8)
  }

  @Test("The last baseline follows the line spacing (C-TX2)")
  func lastBaselineWithSpacing() {
    let view = HStack(alignment: .lastTextBaseline, spacing: 0) {
      Text("Hello, world").lineSpacing(10).frame(width: 60).id("text")
      Color.clear.frame(width: 10, height: 10).id("box")
    }
    let result = ViewHost(rootView: view).layout(in: TextProbe.hostSize)
    // The text's last baseline is (2 − 1) × (20.4 + 10) + 17 = 47.4 below its top; the box's
    // is its bottom, 10: the box's top is 47.4 − 10 = 37.4 below the text's.
    let text = result.frame(id: "text")
    #expect(textClose(result.frame(id: "box")?.minY, (text?.minY ?? 0) + 37.4))
  }

  @Test("A line limit range sets the fewest and the most lines (C-TX3, C-TX4)")
  func lineLimitRanges() {
    // At least 3 lines: 3 × 20.4 = 61.2 tall, 2 × 8.5 = 17 wide.
    expectTextSize(TextProbe.idealSize(of: Text("Hi").lineLimit(3...5)), 17, 61.2)
    expectTextSize(TextProbe.idealSize(of: Text("Hi").lineLimit(2...)), 17, 40.8)
    expectTextSize(TextProbe.idealSize(of: Text("Hi").lineLimit(2, reservesSpace: true)), 17, 40.8)
    expectTextSize(TextProbe.idealSize(of: Text("Hi").lineLimit(2, reservesSpace: false)), 17, 20.4)
    // "a b c d" at 8.5 wide is four lines; 2... keeps them all, ...2 keeps two, truncated:
    // the second line is "b c d" laid on one line with room for 1 character, kept 0 + "…".
    expectTextSize(TextProbe.size(of: Text("a b c d").lineLimit(2...), width: 8.5), 8.5, 81.6)
    expectTextSize(TextProbe.size(of: Text("a b c d").lineLimit(...2), width: 8.5), 8.5, 40.8)
    // At most 3 of the 4 lines, at least 3: 61.2.
    expectTextSize(TextProbe.size(of: Text("a b c d").lineLimit(3...3), width: 8.5), 8.5, 61.2)
  }

  @Test("Reserved lines are as tall as real ones, spacing included, and carry no baseline (C-TX4)")
  func reservedLines() {
    // 3 × 20.4 + 2 × 4 = 69.2.
    let text = Text("Hi").lineLimit(3, reservesSpace: true).lineSpacing(4)
    expectTextSize(TextProbe.idealSize(of: text), 17, 69.2)
    let view = HStack(alignment: .lastTextBaseline, spacing: 0) {
      text.id("text")
      Color.clear.frame(width: 10, height: 10).id("box")
    }
    let result = ViewHost(rootView: view).layout(in: TextProbe.hostSize)
    // One real line: the last baseline is the first, 17 below the top; the box's top is 7 below.
    #expect(textClose(result.frame(id: "box")?.minY, (result.frame(id: "text")?.minY ?? 0) + 7))
  }

  @Test("lineLimit with a number clears a lower limit set further out (C-TX3)")
  func numberClearsRange() {
    expectTextSize(TextProbe.idealSize(of: Text("Hi").lineLimit(nil).lineLimit(3...5)), 17, 20.4)
    expectTextSize(TextProbe.idealSize(of: Text("Hi").lineLimit(4).lineLimit(3...5)), 17, 20.4)
  }

  @Test("minimumScaleFactor shrinks to the largest hundredth of the size that fits (C-TX5)")
  func minimumScale() {
    let text = Text("Hello, world").lineLimit(1).minimumScaleFactor(0.5)
    // At 1, 12 × 8.5 = 102 > 60. Fitting needs 12 × 8.5 σ ≤ 60, σ ≤ 0.588: 0.58 on the grid.
    // 12 × 8.5 × 0.58 = 59.16 wide, 20.4 × 0.58 = 11.832 tall.
    expectTextSize(TextProbe.size(of: text, width: 60), 59.16, 11.832)
    // The ideal size never scales.
    expectTextSize(TextProbe.idealSize(of: text), 102, 20.4)
    // Text that fits by wrapping is not scaled: 51 × 40.8.
    expectTextSize(TextProbe.size(of: Text("Hello, world").minimumScaleFactor(0.5), width: 60), 51, 40.8)
  }

  @Test("Text that fits at no allowed scale is truncated at the smallest (C-TX5)")
  func minimumScaleTruncates() {
    let text = Text("Hello, world").lineLimit(1).minimumScaleFactor(0.9)
    // At 0.9 a character is 7.65: ⌊60 / 7.65⌋ = 7, "Hello,…" is 7 × 7.65 = 53.55 wide and
    // 20.4 × 0.9 = 18.36 tall.
    expectTextSize(TextProbe.size(of: text, width: 60), 53.55, 18.36)
  }

  @Test("A scaled text's baseline is at the scaled size (C-TX5)")
  func scaledBaseline() {
    let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
      Text("Hello, world").lineLimit(1).minimumScaleFactor(0.5).frame(width: 60).id("text")
      Color.clear.frame(width: 10, height: 10).id("box")
    }
    let result = ViewHost(rootView: view).layout(in: TextProbe.hostSize)
    // The text is 11.832 tall with its baseline at 17 × 0.58 = 9.86; the box's baseline is its
    // bottom, 10: the text's top is 10 − 9.86 = 0.14 below the box's.
    let box = result.frame(id: "box")?.minY ?? 0
    #expect(textClose(result.frame(id: "text")?.minY, box + 0.14))
  }

  @Test("allowsTightening changes no size: the model has no squeeze (C-TX6)")
  func tightening() {
    let plain = Text("Hello, world").lineLimit(1)
    #expect(TextProbe.size(of: plain.allowsTightening(true), width: 60) == TextProbe.size(of: plain, width: 60))
    expectTextSize(TextProbe.size(of: plain.allowsTightening(true), width: 60), 59.5, 20.4)
  }

  @Test("Text sizes are the model's exact lengths, not rounded to the pixel (C-TX8 is not modelled)")
  func noPixelRounding() {
    // "a" at body is 8.5 × 20.4; SwiftUI would round up to the pixel (20.4 → 20.667 at 3×).
    expectTextSize(TextProbe.idealSize(of: Text("a")), 8.5, 20.4)
    // caption2 with line spacing 0.1: 2 × 13.2 + 0.1 = 26.5 for "a\nb", as computed.
    expectTextSize(TextProbe.idealSize(of: Text("a\nb").font(.caption2).lineSpacing(0.1)), 5.5, 26.5)
  }

  @Test("Bad paragraph values are reported and corrected")
  func badValues() {
    let view = VStack {
      Text("Hello, world").lineSpacing(-5).frame(width: 60).id("spacing")
      Text("Hi").minimumScaleFactor(2).id("scale")
      Text("Hi").lineLimit(0...2).id("lower")
    }
    let result = ViewHost(rootView: view).layout(in: TextProbe.hostSize)
    let messages = result.diagnostics.filter { $0.kind == .invalidArgument }.map(\.message)
    #expect(messages.contains { $0.contains("line spacing -5") })
    #expect(messages.contains { $0.contains("minimum scale factor 2") })
    #expect(messages.contains { $0.contains("lower line limit 0") })
    // Spacing 0: 2 × 20.4 = 40.8.
    expectTextSize(result.frame(id: "spacing")?.size, 60, 40.8)
    expectTextSize(result.frame(id: "lower")?.size, 17, 20.4)
  }
}

/// Proposes `width` and no height to its content and takes the content's size.
private struct ProposedWidth<Content: View>: View {
  let width: CGFloat
  @ViewBuilder let content: Content

  var body: some View {
    WidthLayout(width: width) { content }
  }
}

private struct WidthLayout: Layout {
  let width: CGFloat

  func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(ProposedViewSize(width: width, height: nil)) ?? .zero
  }

  func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(width: width, height: nil))
  }
}
