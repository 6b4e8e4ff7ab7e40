import Foundation
import LayoutExamples
import LayoutLab
import LayoutScenes
import Testing

/// Each view key of a scene builds the SwiftUI view of the same name: the scene lays out exactly
/// as the view written in Swift (`expectSceneMatches` compares every view's summary and frame),
/// and a few frames are checked by hand against LayoutLab's text model (a character is half the
/// point size wide, a line 1.2 × the point size tall; body is 17 pt).
@Suite("Scene views build the SwiftUI views they name")
struct SceneViewDecodingTests {
  @Test("vstack takes its alignment, spacing and children")
  func vstack() {
    let json = """
      {"vstack": {"alignment": "leading", "spacing": 4, "children": [{"text": "Hello", "id": "a"}, {"text": "Hi", "id": "b"}]}}
      """
    expectSceneMatches(
      json,
      VStack(alignment: .leading, spacing: 4) {
        Text("Hello").id("a")
        Text("Hi").id("b")
      })
    // "Hello" is 5 × 8.5 = 42.5 wide, 20.4 tall; "Hi" 17 wide. The stack is 42.5 × (20.4 + 4 +
    // 20.4 = 44.8), centred in 390 × 844: x = (390 − 42.5) / 2 = 173.75, y = (844 − 44.8) / 2 = 399.6;
    // "Hi" starts 20.4 + 4 lower, at 424.
    let result = decodedScene(json)?.layout()
    expectSceneRect(result?.frame(id: "a"), CGRect(x: 173.75, y: 399.6, width: 42.5, height: 20.4))
    expectSceneRect(result?.frame(id: "b"), CGRect(x: 173.75, y: 424, width: 17, height: 20.4))
  }

  @Test("hstack takes a vertical alignment, a null spacing and a bare children array")
  func hstack() {
    expectSceneMatches(
      #"{"hstack": {"alignment": "firstTextBaseline", "spacing": null, "children": [{"text": "Big", "font": "largeTitle"}, {"text": "small", "font": "caption"}]}}"#,
      HStack(alignment: .firstTextBaseline, spacing: nil) {
        Text("Big").font(.largeTitle)
        Text("small").font(.caption)
      })
    expectSceneMatches(
      #"{"hstack": [{"text": "a"}, {"color": "red"}, {"text": "b"}]}"#,
      HStack {
        Text("a")
        Color.red
        Text("b")
      })
  }

  @Test("zstack takes a two-dimensional alignment")
  func zstack() {
    let json = """
      {"zstack": {"alignment": "bottomTrailing", "children": [
        {"color": "blue", "frame": {"width": 100, "height": 80}},
        {"color": "red", "frame": {"width": 30, "height": 20}, "id": "small"}
      ]}}
      """
    expectSceneMatches(
      json,
      ZStack(alignment: .bottomTrailing) {
        Color.blue.frame(width: 100, height: 80)
        Color.red.frame(width: 30, height: 20).id("small")
      })
    // The stack is 100 × 80 at (145, 382); the small view sits in its bottom trailing corner.
    expectSceneRect(
      decodedScene(json)?.layout().frame(id: "small"), CGRect(x: 215, y: 442, width: 30, height: 20))
  }

  @Test("Colours take names, opacities, components and white levels")
  func colors() {
    let json = """
      {"vstack": [
        {"color": "mint"},
        {"color": {"name": "orange", "opacity": 0.5}},
        {"color": {"red": 1, "green": 0.5, "opacity": 0.25}},
        {"color": {"white": 0.2}}
      ]}
      """
    expectSceneMatches(
      json,
      VStack {
        Color.mint
        Color.orange.opacity(0.5)
        Color(red: 1, green: 0.5, blue: 0, opacity: 0.25)
        Color(white: 0.2)
      })
  }

  @Test("Shapes, spacers and dividers build with their arguments")
  func leaves() {
    let json = """
      {"hstack": [
        {"rectangle": true},
        {"roundedRectangle": 8},
        {"roundedRectangle": {"cornerRadius": 4, "fill": "pink"}},
        {"capsule": {"fill": "red"}},
        {"circle": {}},
        {"spacer": 10},
        {"spacer": {"minLength": null}},
        {"spacer": true},
        {"divider": true}
      ]}
      """
    expectSceneMatches(
      json,
      HStack {
        Rectangle()
        RoundedRectangle(cornerRadius: 8)
        RoundedRectangle(cornerRadius: 4).fill(Color.pink)
        Capsule().fill(Color.red)
        Circle()
        Spacer(minLength: 10)
        Spacer(minLength: nil)
        Spacer()
        Divider()
      })
  }

  @Test("group's children join its parent's")
  func group() {
    expectSceneMatches(
      #"{"vstack": [{"group": [{"text": "a"}, {"text": "b"}]}, {"group": {"children": [{"text": "c"}]}}]}"#,
      VStack {
        Group {
          Text("a")
          Text("b")
        }
        Group { Text("c") }
      })
  }

  @Test("scrollView takes its axes and one content view")
  func scrollView() {
    expectSceneMatches(
      #"{"scrollView": {"axes": "horizontal", "content": {"hstack": [{"text": "one"}, {"text": "two"}]}}}"#,
      ScrollView(.horizontal) {
        HStack {
          Text("one")
          Text("two")
        }
      })
    expectSceneMatches(
      #"{"scrollView": {"axes": ["horizontal", "vertical"], "content": {"color": "red", "frame": {"width": 500, "height": 900}}}}"#,
      ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 500, height: 900) })
    expectSceneMatches(
      #"{"scrollView": {"content": {"text": "down"}}}"#, ScrollView { Text("down") })
  }

  @Test("geometryReader fills {width} and {height} in its content's texts with its size")
  func geometryReader() {
    let json = #"{"geometryReader": {"content": {"text": "{width} × {height}", "id": "size-{width}"}}}"#
    let result = decodedScene(json)?.layout()
    // The reader takes the whole 390 × 844 host (G1); its content sits at its top leading
    // corner: "390 × 844" is 9 characters, 76.5 × 20.4.
    let text = result?.view(id: "size-390")
    #expect(text?.summary == #"Text("390 × 844")"#)
    expectSceneRect(text?.frame, CGRect(x: 0, y: 0, width: 76.5, height: 20.4))
    expectSceneMatches(#"{"geometryReader": true}"#, GeometryReader { _ in EmptyView() })
  }

  @Test("geometryReader formats fractional sizes to at most three decimals")
  func geometryReaderFractions() {
    // A 100-wide frame split by a 1/3 : 2/3 HStack would give thirds; here a frame of 33.3333
    // is read back as "33.333", and 12.5 stays "12.5".
    let json =
      #"{"geometryReader": {"content": {"text": "{width}|{height}", "id": "t"}}, "frame": {"width": 33.3333, "height": 12.5}}"#
    #expect(decodedScene(json)?.layout().view(id: "t")?.summary == #"Text("33.333|12.5")"#)
  }

  @Test("flowLayout takes every FlowLayout option")
  func flowLayout() {
    let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"]
    let json = """
      {"flowLayout": {"alignment": "center", "itemAlignment": "bottom", "itemSpacing": 6, "lineSpacing": 3,
        "justified": true, "maxLines": 2, "cached": false,
        "children": [{"forEach": \(sceneJSONArray(words)), "of": {"text": "{item}", "padding": 4, "id": "{item}"}}]},
       "frame": {"width": 200}}
      """
    expectSceneMatches(
      json,
      FlowLayout(
        alignment: .center, itemAlignment: .bottom, itemSpacing: 6, lineSpacing: 3, justified: true, maxLines: 2,
        cached: false
      ) {
        ForEach(words, id: \.self) { Text($0).padding(4).id($0) }
      }
      .frame(width: 200))
    // "spacing" sets both spacings; a null spacing uses ViewSpacing.
    expectSceneMatches(
      #"{"flowLayout": {"spacing": 12, "children": [{"text": "a"}, {"text": "b"}]}}"#,
      FlowLayout(spacing: 12) {
        Text("a")
        Text("b")
      })
    expectSceneMatches(
      #"{"flowLayout": {"spacing": 12, "lineSpacing": null, "children": [{"text": "a"}, {"text": "b"}]}}"#,
      FlowLayout(itemSpacing: 12, lineSpacing: nil) {
        Text("a")
        Text("b")
      })
    expectSceneMatches(#"{"flowLayout": [{"text": "a"}]}"#, FlowLayout { Text("a") })
  }

  @Test("cardLayout takes CardLayout's metrics")
  func cardLayout() {
    let json = """
      {"scrollView": {"content": {"cardLayout": {"padding": 4, "margin": 12, "minimumWidth": 100, "maximumWidth": "infinity",
        "aspectRatio": 2, "children": [{"repeat": 7, "of": {"text": "Card {number}", "id": "card-{index}"}}]}}}}
      """
    expectSceneMatches(
      json,
      ScrollView {
        CardLayout(padding: 4, margin: 12, minimumWidth: 100, maximumWidth: .infinity, aspectRatio: 2) {
          ForEach(0..<7) { Text("Card \($0 + 1)").id("card-\($0)") }
        }
      })
    // The widest ideal is "Card 1" (6 × 8.5 = 51), made 2 : 1 by its height (20.4 × 2 = 40.8 <
    // 51, so the width stays), then at least 100 wide: cards are 100 × 50. Columns: ⌊(390 + 4 −
    // 24) / 104⌋ = 3, so the grid is 24 + 3 × 104 − 4 = 332 wide, centred by the scroll view at
    // x = (390 − 332) / 2 = 29. Card 5 (index 4) is row 1, column 1: its slot starts at x = 29 +
    // 12 + 104 = 145, y = 12 + 54 = 66; the Text keeps its own 51 × 20.4 and is placed by its
    // top leading corner.
    let result = decodedScene(json)?.layout()
    expectSceneRect(result?.frame(id: "card-4"), CGRect(x: 145, y: 66, width: 51, height: 20.4))
  }

  @Test("tileGrid takes its blocks and spacing")
  func tileGrid() {
    let json = """
      {"tileGrid": {"blocks": ["full", "half", "half", {"fullCustom": 120}], "spacing": 2,
        "children": [{"repeat": 5, "of": {"color": "orange", "id": "tile-{index}"}}]}}
      """
    expectSceneMatches(
      json,
      HorizontalTileGrid(blocks: [.full, .half, .half, .fullCustom(width: 120)], spacing: 2) {
        ForEach(0..<5) { Color.orange.id("tile-\($0)") }
      })
    expectSceneMatches(
      #"{"tileGrid": [{"color": "red"}]}"#, HorizontalTileGrid(blocks: []) { Color.red })
  }

  @Test("collectionView, alignmentGuideFlow and geometryChangeFlow flow their children")
  func preLayoutFlows() {
    let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"]
    let children =
      #"[{"forEach": \#(sceneJSONArray(words)), "of": {"text": "{item}", "padding": 10, "id": "w-{index}"}}]"#
    func item(_ index: Int) -> some View { Text(words[index]).padding(10).id("w-\(index)") }
    let indices = Array(words.indices)
    expectSceneMatches(
      #"{"scrollView": {"content": {"collectionView": {"spacing": 6, "lineSpacing": 4, "children": \#(children)}}}}"#,
      ScrollView { CollectionView(indices, id: \.self, spacing: 6, lineSpacing: 4) { item($0) } })
    expectSceneMatches(
      #"{"scrollView": {"content": {"alignmentGuideFlow": \#(children)}}}"#,
      ScrollView { AlignmentGuideFlow(indices, id: \.self) { item($0) } })
    expectSceneMatches(
      #"{"scrollView": {"content": {"geometryChangeFlow": {"lineSpacing": 0, "children": \#(children)}}}}"#,
      ScrollView { GeometryChangeFlow(indices, id: \.self, lineSpacing: 0) { item($0) } })
    // Each takes two frames (measure, then place), as the Swift views do.
    #expect(
      decodedScene(#"{"scrollView": {"content": {"collectionView": \#(children)}}}"#)?.layout().frames.count == 2)
  }
}
