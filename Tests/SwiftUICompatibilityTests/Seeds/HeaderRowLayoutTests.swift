import LayoutLab
import Testing

/// A menu: header "Menu" (34 x 20.4), then a row of "Soup" (weight 1, ideal 34), a red colour
/// (weight 2, ideal 10 x 10) and a drink with layout priority 1 (keeps its ideal width).
private struct MenuRow: View {
  var drink = "Tea"
  var log: LayoutCallLog?
  var body: some View {
    HeaderRowLayout(log: log) {
      Text("Menu").id("header")
      Text("Soup").id("soup")
      Color.red.layoutValue(key: RowWeight.self, value: 2).id("red")
      Text(drink).layoutPriority(1).id("drink")
    }
  }
}

/// The `HeaderRowLayout` fixture, numbers by hand from its rules. Text is 8.5 per character and
/// 20.4 per line, baseline 17 below the top; a Color's first-text-baseline guide is its height
/// (A1); plain views are 8 apart (N1).
@Suite("A custom layout using caches, layout values, priorities, spacing, guides and orientation")
struct HeaderRowLayoutTests {
  private let screen = CGSize(width: 200, height: 400)

  @Test("Given a width, the prioritised subview keeps its ideal width and the others share the rest by weight")
  func widthsByPriorityAndWeight() {
    let result = ViewHost(rootView: MenuRow()).layout(in: screen)
    // Width 200. Gaps 8 + 8 = 16. "Tea" (priority 1) keeps 25.5. Left: 200 - 16 - 25.5 = 158.5,
    // shared 1 : 2 (RowWeight; "Soup" has none, so the default 1): 52.833 and 105.667.
    // Row on the first baseline: texts' baseline 17, the colour's 10 (its height): ascent 17,
    // descent 3.4 (texts), height 20.4. Header 20.4, gap 8 (N1): row top 28.4; size 200 x 48.8,
    // centred at y = (400 - 48.8) / 2 = 175.6.
    expectSize(result.rootSize, CGSize(width: 200, height: 48.8))
    expectFrame(result, "header", CGRect(x: 0, y: 175.6, width: 34, height: 20.4))
    expectFrame(result, "soup", CGRect(x: 0, y: 204, width: 34, height: 20.4))
    expectFrame(result, "red", CGRect(x: 60.833, y: 211, width: 105.667, height: 10))
    expectFrame(result, "drink", CGRect(x: 174.5, y: 204, width: 25.5, height: 20.4))
    #expect(result.diagnostics.isEmpty)
  }

  @Test("With no width proposed, every subview takes its ideal width")
  func idealSize() {
    let result = ViewHost(rootView: MenuRow().fixedSize()).layout(in: screen)
    // Ideal row: 34 + 8 + 10 + 8 + 25.5 = 85.5, wider than the header: 85.5 x 48.8,
    // centred at ((200 - 85.5) / 2, 175.6) = (57.25, 175.6).
    expectSize(result.rootSize, CGSize(width: 85.5, height: 48.8))
    expectFrame(result, "soup", CGRect(x: 57.25, y: 204, width: 34, height: 20.4))
    expectFrame(result, "red", CGRect(x: 99.25, y: 211, width: 10, height: 10))
    expectFrame(result, "drink", CGRect(x: 117.25, y: 204, width: 25.5, height: 20.4))
  }

  @Test("A Spacer in the row reads the layout's horizontal orientation: it grows across and is 0 tall")
  func spacerReadsOrientation() {
    let result = ViewHost(
      rootView: HeaderRowLayout {
        Text("Menu")
        Text("A").id("a")
        Spacer().id("spacer")
        Text("B").id("b")
      }
    ).layout(in: screen)
    // N2/N4: in a horizontal container a Spacer is 0 tall and prefers 0 spacing on its leading
    // and trailing edges, so the row has no gaps: 200 / 3 = 66.667 each. Its baseline guide is
    // its height, 0: it sits at the row's baseline, 17 below the row top 204.
    // (Outside a stack it would be max(nil, 8) = 8 tall.)
    expectFrame(result, "a", CGRect(x: 0, y: 204, width: 8.5, height: 20.4))
    expectFrame(result, "spacer", CGRect(x: 66.667, y: 221, width: 66.667, height: 0))
    expectFrame(result, "b", CGRect(x: 133.333, y: 204, width: 8.5, height: 20.4))
  }

  @Test("makeCache runs once; a changed layout value runs updateCache, which sees the new subviews")
  func cacheLifecycle() {
    let log = LayoutCallLog()
    let host = ViewHost(rootView: MenuRow(log: log))
    _ = host.layout(in: screen)
    _ = host.layout(in: screen)
    #expect(log.calls == ["makeCache"])

    host.rootView = MenuRow(drink: "Coffee", log: log)
    let result = host.layout(in: screen)
    // L9: an update of the layout or its subviews calls updateCache, not makeCache.
    #expect(log.calls == ["makeCache", "updateCache"])
    // The rebuilt cache has "Coffee"'s ideal width, 51: left 200 - 16 - 51 = 133, shared 1 : 2:
    // 44.333 and 88.667; the drink at 44.333 + 8 + 88.667 + 8 = 149, on one line.
    expectFrame(result, "drink", CGRect(x: 149, y: 204, width: 51, height: 20.4))
  }

  @Test("In a VStack the layout lines up on its header's centre, its explicit horizontal guide")
  func explicitHorizontalCenter() {
    let result = ViewHost(
      rootView: VStack(spacing: 0) {
        Color.blue.frame(width: 20, height: 10).id("bar")
        MenuRow()
      }
    ).layout(in: screen)
    // The layout's .center is the header's centre, 34 / 2 = 17, not 200 / 2. The bar's centre
    // (10) lines up with it: bar at x = 17 - 10 = 7. Stack 200 x 58.8 at y = (400 - 58.8) / 2.
    expectFrame(result, "bar", CGRect(x: 7, y: 170.6, width: 20, height: 10))
    expectFrame(result, "header", CGRect(x: 0, y: 180.6, width: 34, height: 20.4))
  }

  @Test("In an HStack the layout lines up on its header's centre, its explicit vertical guide")
  func explicitVerticalCenter() {
    let result = ViewHost(
      rootView: HStack {
        Color.red.frame(width: 10, height: 10).id("dot")
        MenuRow()
      }
    ).layout(in: CGSize(width: 300, height: 400))
    // S4: the dot (fixed) takes 10, the layout the remaining 290: left 290 - 16 - 25.5 = 248.5,
    // 82.833 and 165.667. No gap: the layout prefers zero spacing. Its vertical .center is the
    // header's, 20.4 / 2 = 10.2, so the dot's centre (5) sits 10.2 below the layout's top:
    // dot y = 175.6 + 10.2 - 5 = 180.8, the stack being 48.8 tall at y = 175.6.
    expectFrame(result, "dot", CGRect(x: 0, y: 180.8, width: 10, height: 10))
    expectFrame(result, "header", CGRect(x: 10, y: 175.6, width: 34, height: 20.4))
    expectFrame(result, "red", CGRect(x: 10 + 82.833 + 8, y: 175.6 + 28.4 + 7, width: 165.667, height: 10))
  }

  @Test("Its spacing override (.zero) lets a stack neighbour touch it, where a plain view gets 8")
  func spacingOverride() throws {
    let result = ViewHost(
      rootView: VStack {
        Color.blue.frame(width: 20, height: 10).id("bar")
        MenuRow()
        Color.green.frame(width: 20, height: 10).id("after")
      }
    ).layout(in: screen)
    // Gaps: bar → layout: max(no preference, 0) = 0; layout → after: 0 likewise.
    // Stack: 10 + 48.8 + 10 = 68.8 tall at y = (400 - 68.8) / 2 = 165.6.
    expectFrame(result, "bar", CGRect(x: 7, y: 165.6, width: 20, height: 10))
    expectFrame(result, "header", CGRect(x: 0, y: 175.6, width: 34, height: 20.4))
    expectFrame(result, "after", CGRect(x: 7, y: 224.4, width: 20, height: 10))

    let plain = ViewHost(
      rootView: VStack {
        Color.blue.frame(width: 20, height: 10).id("bar")
        Color.green.frame(width: 20, height: 10).id("after")
      }
    ).layout(in: screen)
    // Two plain views: the default 8 (N1).
    let after = try #require(plain.frame(id: "after"))
    let bar = try #require(plain.frame(id: "bar"))
    #expect(after.minY - bar.maxY == 8)
  }

  @Test("A range slice of the subviews keeps their indices: subviews[1..<3] are subviews 1 and 2")
  func sliceKeepsIndices() {
    let result = ViewHost(
      rootView: BackdropPairLayout {
        Color.gray.id("backdrop")
        Text("Left").id("left")
        Text("Right").id("right")
      }
    ).layout(in: CGSize(width: 390, height: 844))
    // The pair: "Left" 34 and "Right" 42.5 wide, 20.4 tall: 76.5 x 20.4, centred at
    // ((390 - 76.5) / 2, (844 - 20.4) / 2) = (156.75, 411.8). Had the slice started at 0, the
    // backdrop and "Left" would have been placed side by side instead.
    expectFrame(result, "backdrop", CGRect(x: 156.75, y: 411.8, width: 76.5, height: 20.4))
    expectFrame(result, "left", CGRect(x: 156.75, y: 411.8, width: 34, height: 20.4))
    expectFrame(result, "right", CGRect(x: 190.75, y: 411.8, width: 42.5, height: 20.4))
  }
}
