import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// `ViewThatFits` with hand-computed numbers.
///
/// Text is `count × 8.5` wide and 20.4 tall per line at the body size (17 pt), wrapping at
/// spaces, so `Text("Save")` is 34 × 20.4 and `Text("Cancel")` 51 × 20.4.
@Suite("ViewThatFits shows the first child that fits")
struct ViewThatFitsTests {
  /// Three colours of fixed width in order of preference, in a frame of `width`.
  private func threeWidths(in width: CGFloat) -> LayoutResult {
    ViewHost(
      rootView: ViewThatFits {
        Color.red.frame(width: 300, height: 10).id("300")
        Color.green.frame(width: 200, height: 10).id("200")
        Color.blue.frame(width: 100, height: 10).id("100")
      }
      .id("fits")
      .frame(width: width)
      .id("frame")
    ).layout(in: phoneSize)
  }

  @Test("The first child whose ideal size fits is shown; the others have no frame (C-VTF1)")
  func firstThatFits() {
    // At 350 the 300-wide child fits; at 250 only the 200- and 100-wide ones do: the first of
    // them is shown.
    let wide = threeWidths(in: 350)
    #expect(wide.frame(id: "300")?.width == 300)
    #expect(wide.frame(id: "200") == nil && wide.frame(id: "100") == nil)
    let middle = threeWidths(in: 250)
    #expect(middle.frame(id: "300") == nil && middle.frame(id: "100") == nil)
    expectFrame(middle.frame(id: "200", relativeTo: "frame"), CGRect(x: 25, y: 0, width: 200, height: 10))
    #expect(middle.diagnostics.isEmpty)
  }

  @Test("When none fits, the last child is shown, proposed the unchanged proposal, and may overflow (C-VTF1, C-VTF3)")
  func lastAsFallback() {
    let result = threeWidths(in: 50)
    // 300, 200 and 100 are all wider than 50: the last one is shown. It is proposed what the
    // 50-wide frame proposed, (50, 844), and is 100 wide; the container takes its size, and
    // the frame centres it: x = (50 − 100) / 2 = −25.
    #expect(result.view(id: "100")?.proposal == ProposedViewSize(width: 50, height: 844))
    expectFrame(result.frame(id: "fits", relativeTo: "frame"), CGRect(x: -25, y: 0, width: 100, height: 10))
    #expect(result.frame(id: "300") == nil && result.frame(id: "200") == nil)
  }

  @Test("A button bar falls back from a row to a column when the row's ideal width does not fit (C-VTF1)")
  func buttonBar() {
    func layout(width: CGFloat) -> LayoutResult {
      ViewHost(
        rootView: ViewThatFits(in: .horizontal) {
          HStack {
            Text("Save").id("row-save")
            Text("Cancel")
            Text("Delete")
          }
          .id("row")
          VStack {
            Text("Save").id("column-save")
            Text("Cancel")
            Text("Delete")
          }
          .id("column")
        }
        .frame(width: width)
      ).layout(in: phoneSize)
    }
    // The row's ideal width: 34 + 51 + 51 + 2 × 8 = 152.
    let roomy = layout(width: 200)
    expectSize(roomy.frame(id: "row")?.size, CGSize(width: 152, height: 20.4))
    #expect(roomy.frame(id: "column") == nil && roomy.frame(id: "column-save") == nil)
    // At 120 the row does not fit: the column, 51 wide and 3 × 20.4 + 2 × 8 = 77.2 tall.
    let narrow = layout(width: 120)
    expectSize(narrow.frame(id: "column")?.size, CGSize(width: 51, height: 77.2))
    #expect(narrow.frame(id: "row") == nil && narrow.frame(id: "row-save") == nil)
  }

  @Test("A child fits by its ideal size: text that would wrap into the width does not fit (C-VTF2)")
  func idealSizeDecides() {
    func shown(width: CGFloat) -> (text: CGRect?, fallback: CGRect?) {
      let result = ViewHost(
        rootView: ViewThatFits(in: .horizontal) {
          Text("Hello world again").id("text")
          Color.green.frame(width: 10, height: 10).id("fallback")
        }
        .frame(width: width)
      ).layout(in: phoneSize)
      return (result.frame(id: "text"), result.frame(id: "fallback"))
    }
    // Ideal width 17 × 8.5 = 144.5: more than 100, though wrapped it would fit 100 wide.
    let narrow = shown(width: 100)
    #expect(narrow.text == nil && narrow.fallback?.width == 10)
    let wide = shown(width: 150)
    expectSize(wide.text?.size, CGSize(width: 144.5, height: 20.4))
    #expect(wide.fallback == nil)
  }

  @Test("Along an axis it does not constrain, the child is measured with the parent's proposal (C-VTF2)")
  func otherAxisKeepsProposal() {
    func shown(height: CGFloat) -> (text: CGRect?, fallback: CGRect?) {
      let result = ViewHost(
        rootView: ViewThatFits(in: .vertical) {
          Text("Hello world again").id("text")
          Color.green.frame(width: 10, height: 10).id("fallback")
        }
        .frame(width: 50, height: height)
      ).layout(in: phoneSize)
      return (result.frame(id: "text"), result.frame(id: "fallback"))
    }
    // Probed with (50, nil): the text wraps to "Hello" / "world" / "again", 3 × 20.4 = 61.2
    // tall (one line, 20.4, had the width not been passed on). It does not fit 60; it fits 70.
    #expect(shown(height: 60).text == nil)
    let tall = shown(height: 70)
    expectSize(tall.text?.size, CGSize(width: 42.5, height: 61.2))
    #expect(tall.fallback == nil)
  }

  @Test("With no axes to fit, the first child is shown without measuring the others (C-VTF1)")
  func emptyAxes() {
    let host = ViewHost(
      rootView: ViewThatFits(in: []) {
        Color.red.frame(width: 500, height: 10).id("first")
        Color.blue.frame(width: 10, height: 10).id("second")
      }
      .frame(width: 100)
    )
    host.tracing = true
    let result = host.layout(in: phoneSize)
    #expect(result.frame(id: "first")?.width == 500)
    #expect(result.frame(id: "second") == nil)
    // The second child is never asked anything.
    let askedSecond = result.trace?.events.contains { event in
      if case .proposal(_, let to, _, _) = event.kind { return to.summary == ".frame(width: 10, height: 10)" }
      return false
    }
    #expect(askedSecond == false)
  }

  @Test("Every child tried is measured once per proposal, the last never (C-VTF2, C-VTF4)")
  func eachCandidateMeasured() {
    let host = ViewHost(
      rootView: ViewThatFits {
        Color.red.frame(width: 300, height: 10)
        Color.green.frame(width: 200, height: 10)
        Color.blue.frame(width: 100, height: 10)
      }
      .frame(width: 50)
    )
    host.tracing = true
    let result = host.layout(in: phoneSize)
    // The frame proposes (50, 844) once. The 300- and 200-wide children are probed with
    // (nil, nil), both axes constrained; neither fits; the last is shown untried. Placing asks
    // the remembered choice, so there is no second probe.
    let probed = result.trace?.events.compactMap { event -> String? in
      guard case .proposal(_, let to, let proposal, .viewThatFitsProbe) = event.kind,
        proposal == .unspecified
      else { return nil }
      return to.summary
    }
    #expect(probed == [".frame(width: 300, height: 10)", ".frame(width: 200, height: 10)"])
  }

  @Test("The counters count every child tried: two tries cost two sizeThatFits calls (C-VTF2)")
  func countersShowTries() {
    let tried = ViewHost(
      rootView: ViewThatFits {
        Color.red.frame(width: 300, height: 10)
        Color.green.frame(width: 200, height: 10)
        Color.blue.frame(width: 100, height: 10)
      }
      .frame(width: 50)
    ).layout(in: phoneSize)
    let alone = ViewHost(
      rootView: ViewThatFits {
        Color.blue.frame(width: 100, height: 10)
      }
      .frame(width: 50)
    ).layout(in: phoneSize)
    // Both show the 100-wide child, measured and placed alike. The first also tries the 300-
    // and 200-wide frames, one call each (a frame given both lengths answers without asking
    // its colour): two calls more, both misses.
    #expect(tried.counters.sizeThatFitsCalls == alone.counters.sizeThatFitsCalls + 2)
    #expect(tried.counters.cacheMisses == alone.counters.cacheMisses + 2)
  }

  @Test("The choice follows the proposal, and a warm layout equals a cold one (C-VTF4)")
  func coldEqualsWarm() {
    func bar() -> some View {
      ViewThatFits(in: .horizontal) {
        HStack {
          Text("Save")
          Text("Cancel")
        }
        Text("Save")
      }
    }
    func frames(_ result: LayoutResult) -> [String] {
      var found: [String] = []
      result.forEachView { view in found.append("\(view.summary) \(view.frame)") }
      return found
    }
    // The row's ideal width is 34 + 8 + 51 = 93: shown at 390 wide, not at 80.
    let warm = ViewHost(rootView: bar())
    let wide = warm.layout(in: CGSize(width: 390, height: 100))
    #expect(frames(wide).contains { $0.hasPrefix("HStack") })
    let narrowWarm = warm.layout(in: CGSize(width: 80, height: 100))
    let narrowCold = ViewHost(rootView: bar()).layout(in: CGSize(width: 80, height: 100))
    #expect(!frames(narrowCold).contains { $0.hasPrefix("HStack") })
    #expect(frames(narrowWarm) == frames(narrowCold))
    let wideAgain = warm.layout(in: CGSize(width: 390, height: 100))
    #expect(frames(wideAgain) == frames(wide))
  }

  @Test("An unspecified proposal on a constrained axis fits any child: the first is shown (C-VTF5, unverified)")
  func unspecifiedProposalFitsFirst() {
    let result = ViewHost(
      rootView: ViewThatFits {
        Color.red.frame(width: 5000, height: 10).id("huge")
        Color.blue.frame(width: 10, height: 10).id("small")
      }
      .fixedSize()
    ).layout(in: phoneSize)
    // fixedSize proposes (nil, nil); nil is taken as infinity (an assumption), so 5000 fits.
    #expect(result.frame(id: "huge")?.width == 5000)
    #expect(result.frame(id: "small") == nil)
  }

  @Test("An empty ViewThatFits is reported and zero-sized")
  func empty() {
    let result = ViewHost(
      rootView: VStack(spacing: 0) {
        ViewThatFits {}.id("fits")
        Color.blue.frame(height: 10)
      }
    ).layout(in: phoneSize)
    #expect(result.frame(id: "fits")?.size == .zero)
    #expect(
      result.diagnostics.contains {
        $0.kind == .invalidArgument && $0.message.contains("ViewThatFits has no child views")
      })
  }

  @Test("An empty ViewThatFits has layout priority 0, not an empty layout's -infinity: it sizes a ZStack")
  func emptyHasPriorityZero() {
    let result = ViewHost(
      rootView: ZStack {
        Spacer().id("spacer")
        ViewThatFits {}.id("fits")
      }
      .id("zstack")
    ).layout(in: CGSize(width: 196, height: 1087))
    // The ZStack is the size of its highest-priority children: the empty ViewThatFits (0)
    // outranks the spacer (-infinity), so the ZStack is 0 × 0, centred at (98, 543.5). The
    // spacer, proposed 0 × 0 outside a stack, takes its minimum 8 × 8, centred on the same
    // point: (94, 539.5). Had the ViewThatFits had priority -infinity like the spacer, both
    // would size the ZStack, and it would be 8 × 8.
    expectFrame(result.frame(id: "zstack"), rect(98, 543.5, 0, 0))
    expectFrame(result.frame(id: "fits"), rect(98, 543.5, 0, 0))
    expectFrame(result.frame(id: "spacer"), rect(94, 539.5, 8, 8))
  }
}

/// Sums the values written below it.
private struct WrittenWidths: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

/// Reads the preference value written below it, once it changes.
private struct PreferenceProbe: View {
  @State var seen: CGFloat = -1

  var body: some View {
    VStack {
      ViewThatFits {
        Color.red.frame(width: 300, height: 10).preference(key: WrittenWidths.self, value: 300)
        Color.blue.frame(width: 100, height: 10).preference(key: WrittenWidths.self, value: 100)
      }
      .frame(width: 200)
      Color.clear.frame(width: seen, height: 1).id("seen")
    }
    .onPreferenceChange(WrittenWidths.self) { seen = $0 }
  }
}

@Suite("ViewThatFits leaves the children it does not show out of preferences")
struct ViewThatFitsPreferenceTests {
  @Test("Only the shown child's preference value reaches the reader (C-VTF3)")
  func onlyShownChildWrites() {
    let result = ViewHost(rootView: PreferenceProbe()).layout(in: phoneSize)
    // At 200 the 300-wide child does not fit; the 100-wide one is shown: the reader sees 100,
    // not 300 + 100 = 400.
    #expect(result.frame(id: "seen")?.width == 100)
  }
}
