import Foundation
import LayoutLab
import Testing

// A two-character text at point size s is 2 × s / 2 = s wide and 1.2 × s tall
// (TextLayoutModel rules 1, 2), so Text("ab") shows a font's point size as its width.

@Suite("Fonts and Dynamic Type sizes")
struct FontSizeTests {
  @Test("every text style has the HIG point size at Dynamic Type .large")
  func stylesAtLarge() {
    // LV4 / DT3, column L.
    let expected: [(Font.TextStyle, Font, CGFloat)] = [
      (.largeTitle, .largeTitle, 34), (.title, .title, 28), (.title2, .title2, 22),
      (.title3, .title3, 20), (.headline, .headline, 17), (.body, .body, 17),
      (.callout, .callout, 16), (.subheadline, .subheadline, 15), (.footnote, .footnote, 13),
      (.caption, .caption, 12), (.caption2, .caption2, 11),
    ]
    #expect(expected.count == Font.TextStyle.allCases.count)
    for (style, font, size) in expected {
      #expect(style.pointSize(at: .large) == size, "\(style)")
      #expect(font.pointSize(at: .large) == size, "\(style)")
      // Text("ab") is s wide and 1.2 × s tall: largeTitle 34 × 40.8, …, caption2 11 × 13.2.
      expectTextSize(TextProbe.idealSize(of: Text("ab").font(font)), size, 1.2 * size)
    }
  }

  @Test("text without a font is body: 17 pt at .large")
  func defaultIsBody() {
    // DT2: body at L is 17, so "ab" is 17 × 20.4, the same as .font(.body).
    expectTextSize(TextProbe.idealSize(of: Text("ab")), 17, 20.4)
    expectTextSize(TextProbe.idealSize(of: Text("ab").font(.body)), 17, 20.4)
  }

  @Test("body follows every Dynamic Type size")
  func bodyAtEverySize() {
    // DT2: 14 15 16 17 19 21 23 28 33 40 47 53 from xSmall to accessibility5.
    let row: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    #expect(DynamicTypeSize.allCases.count == row.count)
    for (size, points) in zip(DynamicTypeSize.allCases, row) {
      #expect(Font.body.pointSize(at: size) == points, "\(size)")
      // From the host's environment: "ab" is points × 1.2 points.
      var environment = EnvironmentValues()
      environment.dynamicTypeSize = size
      expectTextSize(TextProbe.idealSize(of: Text("ab"), environment: environment), points, 1.2 * points)
      // From a .dynamicTypeSize modifier: the same.
      expectTextSize(TextProbe.idealSize(of: Text("ab").dynamicTypeSize(size)), points, 1.2 * points)
    }
  }

  @Test("other text styles scale at the accessibility sizes")
  func otherStylesAtAccessibilitySizes() {
    // DT3 (AX columns marked VERIFY there): largeTitle AX5 = 60, title AX1 = 38,
    // subheadline AX2 = 30, caption2 AX3 = 29, callout AX5 = 51, footnote xSmall = 12.
    let cases: [(Font, DynamicTypeSize, CGFloat)] = [
      (.largeTitle, .accessibility5, 60), (.title, .accessibility1, 38),
      (.subheadline, .accessibility2, 30), (.caption2, .accessibility3, 29),
      (.callout, .accessibility5, 51), (.footnote, .xSmall, 12),
    ]
    for (font, size, points) in cases {
      #expect(font.pointSize(at: size) == points, "\(font) at \(size)")
      expectTextSize(TextProbe.idealSize(of: Text("ab").font(font).dynamicTypeSize(size)), points, 1.2 * points)
    }
  }

  @Test(".system(size:) is fixed whatever the Dynamic Type size")
  func fixedSystemSize() {
    // A fixed 20 pt font: "ab" is 20 × 24 at every size.
    for size in DynamicTypeSize.allCases {
      #expect(Font.system(size: 20).pointSize(at: size) == 20)
      expectTextSize(TextProbe.idealSize(of: Text("ab").font(.system(size: 20)).dynamicTypeSize(size)), 20, 24)
    }
    // Weight and design do not change the metrics: still 20 × 24.
    let styled = Font.system(size: 20, weight: .bold, design: .rounded)
    expectTextSize(TextProbe.idealSize(of: Text("ab").font(styled)), 20, 24)
  }

  @Test("a style's weight, design and variants keep the style's size")
  func styleVariants() {
    // .title is 28 at L and 48 at AX3 (DT3), whatever the weight or design.
    for font: Font in [
      .system(.title, design: .serif, weight: .bold), Font.title.bold(), Font.title.italic(),
      Font.title.weight(.light), Font.title.monospaced(),
    ] {
      #expect(font.pointSize(at: .large) == 28, "\(font)")
      #expect(font.pointSize(at: .accessibility3) == 48, "\(font)")
    }
  }

  @Test(".font on a container applies to the texts inside it")
  func fontOnContainer() {
    // largeTitle 34 pt: one character is 17 wide, a line 40.8 tall. VStack(spacing: 0) of "a"
    // and "b": 17 × 40.8 each, the second 40.8 below the first.
    let view = VStack(spacing: 0) {
      Text("a").id("a")
      Text("b").id("b")
    }.font(.largeTitle)
    let result = ViewHost(rootView: view).layout(in: TextProbe.hostSize)
    // Stack 17 × 81.6, centred: x = (390 − 17) / 2 = 186.5, y = (844 − 81.6) / 2 = 381.2.
    expectTextRect(result.frame(id: "a"), CGRect(x: 186.5, y: 381.2, width: 17, height: 40.8))
    expectTextRect(result.frame(id: "b"), CGRect(x: 186.5, y: 422, width: 17, height: 40.8))
  }

  @Test(".font(nil) restores the default body font")
  func fontNil() {
    // The inner .font(nil) is nearer than the outer .title (E2): body, "ab" = 17 × 20.4.
    expectTextSize(TextProbe.idealSize(of: Text("ab").font(nil).font(.title)), 17, 20.4)
  }

  @Test("a font size that is negative or not finite becomes 0 with a diagnostic")
  func invalidFontSize() {
    // Rule 10: the text is 0 × 0 and the host reports one invalidArgument per text.
    for points: CGFloat in [-4, .nan, .infinity] {
      let result = ViewHost(rootView: Text("ab").font(.system(size: points)).id("t")).layout(in: TextProbe.hostSize)
      expectTextSize(result.frame(id: "t")?.size, 0, 0)
      #expect(result.diagnostics.map(\.kind) == [.invalidArgument], "\(points)")
    }
    // 0 is a valid, if invisible, size: 0 × 0 and no diagnostic.
    let zero = ViewHost(rootView: Text("ab").font(.system(size: 0)).id("t")).layout(in: TextProbe.hostSize)
    expectTextSize(zero.frame(id: "t")?.size, 0, 0)
    #expect(zero.diagnostics.isEmpty)
  }

  @Test("DynamicTypeSize orders its cases and knows the accessibility sizes")
  func dynamicTypeSizeCases() {
    // DT1: 12 sizes, 7 standard then 5 accessibility, default .large.
    #expect(DynamicTypeSize.allCases.count == 12)
    #expect(
      DynamicTypeSize.allCases.filter(\.isAccessibilitySize) == [
        .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
      ])
    #expect(DynamicTypeSize.xxxLarge < .accessibility1)
    #expect(DynamicTypeSize.xSmall < .large)
    #expect(EnvironmentValues().dynamicTypeSize == .large)
  }
}
