import Foundation
import LayoutExamples
import LayoutLab
import LayoutScenes
import Testing

/// Each modifier key of a scene applies the SwiftUI modifier of the same name, in every form
/// the format allows, and modifier keys apply in the documented fixed order.
@Suite("Scene modifiers apply the SwiftUI modifiers they name")
struct SceneModifierDecodingTests {
  @Test("fixedSize takes a boolean or per-axis flags")
  func fixedSize() {
    let long = "A sentence long enough to wrap at a narrow width"
    expectSceneMatches(
      #"{"vstack": [{"text": "\#(long)", "fixedSize": true}], "frame": {"width": 100}}"#,
      VStack { Text(long).fixedSize() }.frame(width: 100))
    expectSceneMatches(
      #"{"vstack": [{"text": "\#(long)", "fixedSize": {"vertical": true}}], "frame": {"width": 100, "height": 20}}"#,
      VStack { Text(long).fixedSize(horizontal: false, vertical: true) }.frame(width: 100, height: 20))
    expectSceneMatches(
      #"{"text": "\#(long)", "fixedSize": false, "frame": {"width": 100}}"#,
      Text(long).fixedSize(horizontal: false, vertical: false).frame(width: 100))
  }

  @Test("aspectRatio takes a ratio, a content mode or both")
  func aspectRatio() {
    expectSceneMatches(#"{"color": "red", "aspectRatio": 2}"#, Color.red.aspectRatio(2, contentMode: .fit))
    expectSceneMatches(
      #"{"color": "red", "aspectRatio": {"ratio": 0.5, "contentMode": "fill"}}"#,
      Color.red.aspectRatio(0.5, contentMode: .fill))
    expectSceneMatches(
      #"{"circle": true, "frame": {"width": 50, "height": 20}, "aspectRatio": "fill"}"#,
      Circle().aspectRatio(nil, contentMode: .fill).frame(width: 50, height: 20))
    // A 2 : 1 colour fitted in 390 × 844 is 390 × 195, centred: y = (844 − 195) / 2 = 324.5.
    let result = decodedScene(#"{"color": "red", "aspectRatio": 2, "id": "c"}"#)?.layout()
    expectSceneRect(result?.frame(id: "c"), CGRect(x: 0, y: 324.5, width: 390, height: 195))
  }

  @Test("padding takes true, a length, edges with a length, or insets")
  func padding() {
    expectSceneMatches(#"{"text": "a", "padding": true}"#, Text("a").padding())
    expectSceneMatches(#"{"text": "a", "padding": 5}"#, Text("a").padding(5))
    expectSceneMatches(#"{"text": "a", "padding": {}}"#, Text("a").padding())
    expectSceneMatches(
      #"{"text": "a", "padding": {"edges": "horizontal", "length": 7}}"#, Text("a").padding(.horizontal, 7))
    expectSceneMatches(
      #"{"text": "a", "padding": {"edges": ["top", "trailing"]}}"#, Text("a").padding([.top, .trailing]))
    expectSceneMatches(
      #"{"text": "a", "padding": {"top": 1, "leading": 2, "trailing": 4}}"#,
      Text("a").padding(EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 4)))
    // "a" is 8.5 × 20.4; 2 + 4 wider and 1 taller: 14.5 × 21.4.
    let result = decodedScene(#"{"text": "a", "padding": {"top": 1, "leading": 2, "trailing": 4}, "id": "p"}"#)?
      .layout()
    #expect(result?.frame(id: "p")?.size == CGSize(width: 14.5, height: 21.4))
  }

  @Test("frame takes fixed or flexible dimensions, infinity and an alignment")
  func frame() {
    expectSceneMatches(
      #"{"text": "a", "frame": {"width": 100, "height": null, "alignment": "topLeading"}}"#,
      Text("a").frame(width: 100, height: nil, alignment: .topLeading))
    expectSceneMatches(
      #"{"text": "a", "frame": {"minWidth": 10, "idealWidth": 20, "maxWidth": "infinity", "minHeight": 5, "idealHeight": 30, "maxHeight": 300, "alignment": "bottom"}}"#,
      Text("a").frame(
        minWidth: 10, idealWidth: 20, maxWidth: .infinity, minHeight: 5, idealHeight: 30, maxHeight: 300,
        alignment: .bottom))
    // maxWidth infinity takes the host's 390; the text sits at the bottom of the 300 maximum.
    let result = decodedScene(
      #"{"text": "a", "id": "t", "frame": {"maxWidth": "infinity", "maxHeight": 300, "alignment": "bottom"}}"#)?
      .layout()
    expectSceneRect(result?.frame(id: "t"), CGRect(x: 0, y: 272, width: 390, height: 300))
  }

  @Test("layoutPriority decides which text in an HStack keeps its width")
  func layoutPriority() {
    let json =
      #"{"hstack": [{"text": "first words here"}, {"text": "second words here", "layoutPriority": 1}], "frame": {"width": 200}}"#
    expectSceneMatches(
      json,
      HStack {
        Text("first words here")
        Text("second words here").layoutPriority(1)
      }.frame(width: 200))
  }

  @Test("flowLineBreak starts a new flow line")
  func flowLineBreak() {
    let json =
      #"{"flowLayout": [{"text": "a"}, {"text": "b", "flowLineBreak": true, "id": "b"}, {"text": "c", "flowLineBreak": false}]}"#
    expectSceneMatches(
      json,
      FlowLayout {
        Text("a")
        Text("b").flowLineBreak().id("b")
        Text("c").flowLineBreak(false)
      })
  }

  @Test("background and overlay take a colour name, a view, or a view with an alignment")
  func secondaryViews() {
    expectSceneMatches(#"{"text": "a", "background": "yellow"}"#, Text("a").background(Color.yellow))
    expectSceneMatches(
      #"{"text": "a", "background": {"capsule": {"fill": "red"}}}"#, Text("a").background(Capsule().fill(Color.red)))
    expectSceneMatches(
      #"{"text": "abc", "overlay": {"content": {"color": "red", "frame": {"width": 4, "height": 4}}, "alignment": "topTrailing"}}"#,
      Text("abc").overlay(Color.red.frame(width: 4, height: 4), alignment: .topTrailing))
    // The 4 × 4 overlay sits in the text's top trailing corner: "abc" is 25.5 × 20.4 centred
    // at (182.25, 411.8), so the corner is at x = 207.75 − 4.
    let result = decodedScene(
      #"{"text": "abc", "overlay": {"content": {"color": "red", "frame": {"width": 4, "height": 4}, "id": "dot"}, "alignment": "topTrailing"}}"#
    )?
    .layout()
    expectSceneRect(result?.frame(id: "dot"), CGRect(x: 203.75, y: 411.8, width: 4, height: 4))
  }

  @Test("hidden hides the view and keeps its space; false adds nothing")
  func hidden() {
    expectSceneMatches(
      #"{"vstack": [{"text": "a", "hidden": true}, {"text": "b", "hidden": false}]}"#,
      VStack {
        Text("a").hidden()
        Text("b")
      })
    let result = decodedScene(#"{"text": "a", "hidden": true}"#)?.layout()
    var hidden = false
    result?.forEachView { if $0.appearance.isHidden { hidden = true } }
    #expect(hidden)
  }

  @Test("offset moves the view that carries the id; position places it in its parent")
  func offsetAndPosition() {
    expectSceneMatches(
      #"{"text": "a", "id": "a", "offset": {"x": 10, "y": -5}}"#, Text("a").id("a").offset(x: 10, y: -5))
    expectSceneMatches(#"{"text": "a", "id": "a", "position": {"x": 30}}"#, Text("a").id("a").position(x: 30, y: 0))
    // "a" (8.5 × 20.4) centred at (190.75, 411.8), moved by (10, −5).
    expectSceneRect(
      decodedScene(#"{"text": "a", "id": "a", "offset": {"x": 10, "y": -5}}"#)?.layout().frame(id: "a"),
      CGRect(x: 200.75, y: 406.8, width: 8.5, height: 20.4))
  }

  @Test("Text modifiers: alignment, line spacing, scale, case, spacing, bold, italic and line limit ranges")
  func textModifiers() {
    let long = "one two three four five six seven"
    expectSceneMatches(
      #"{"text": "\#(long)", "multilineTextAlignment": "center", "lineSpacing": 6, "frame": {"width": 80}}"#,
      Text(long).frame(width: 80).multilineTextAlignment(.center).lineSpacing(6))
    expectSceneMatches(
      #"{"text": "\#(long)", "lineLimit": 1, "minimumScaleFactor": 0.5, "frame": {"width": 80}}"#,
      Text(long).frame(width: 80).lineLimit(1).minimumScaleFactor(0.5))
    expectSceneMatches(
      #"{"text": "a", "textCase": "uppercase", "kerning": 2, "tracking": 1, "bold": true, "italic": true}"#,
      Text("a").textCase(.uppercase).kerning(2).tracking(1).bold().italic())
    expectSceneMatches(#"{"text": "a", "lineLimit": {"min": 2, "max": 4}}"#, Text("a").lineLimit(2...4))
    expectSceneMatches(#"{"text": "a", "lineLimit": {"min": 2}}"#, Text("a").lineLimit(2...))
    expectSceneMatches(
      #"{"text": "a", "lineLimit": {"max": 3, "reservesSpace": true}}"#, Text("a").lineLimit(3, reservesSpace: true))
    // Two reserved lines: 2 × 20.4 = 40.8 tall.
    let reserved = decodedScene(#"{"text": "a", "id": "a", "lineLimit": {"max": 2, "reservesSpace": true}}"#)
    #expect(reserved?.layout().frame(id: "a")?.height == 40.8)
    expectSceneError(#"{"text": "a", "lineLimit": {"min": 3, "max": 2}}"#, "$.lineLimit: min 3 is more than max 2")
    expectSceneError(
      #"{"text": "a", "lineLimit": {"min": 1, "reservesSpace": true}}"#,
      "$.lineLimit: reservesSpace takes max and no min")
  }

  @Test("Environment modifiers set font, line limit, truncation, Dynamic Type and direction")
  func environment() {
    let long = "one two three four five six seven"
    expectSceneMatches(#"{"text": "a", "font": "title"}"#, Text("a").font(.title))
    expectSceneMatches(#"{"text": "a", "font": null}"#, Text("a").font(nil))
    expectSceneMatches(
      #"{"text": "a", "font": {"size": 20, "weight": "bold", "design": "monospaced"}}"#,
      Text("a").font(.system(size: 20, weight: .bold, design: .monospaced)))
    expectSceneMatches(
      #"{"text": "a", "font": {"style": "caption2", "weight": "light"}}"#,
      Text("a").font(.system(.caption2, weight: .light)))
    expectSceneMatches(
      #"{"text": "\#(long)", "lineLimit": 1, "truncationMode": "middle", "frame": {"width": 80}}"#,
      Text(long).frame(width: 80).lineLimit(1).truncationMode(.middle))
    expectSceneMatches(#"{"text": "a", "lineLimit": null}"#, Text("a").lineLimit(nil))
    expectSceneMatches(
      #"{"text": "a", "dynamicTypeSize": "accessibility2"}"#, Text("a").dynamicTypeSize(.accessibility2))
    expectSceneMatches(
      #"{"hstack": [{"text": "a", "id": "a"}, {"spacer": true}], "layoutDirection": "rightToLeft"}"#,
      HStack {
        Text("a").id("a")
        Spacer()
      }.environment(\.layoutDirection, .rightToLeft))
    // Under right to left the leading text is on the right: 390 − 8.5.
    #expect(
      decodedScene(#"{"hstack": [{"text": "a", "id": "a"}, {"spacer": true}], "layoutDirection": "rightToLeft"}"#)?
        .layout().frame(id: "a")?.minX == 381.5)
    // A font set on a view reaches its background's text too (environment modifiers are outermost).
    expectSceneMatches(
      #"{"text": "a", "background": {"text": "bb"}, "font": "largeTitle"}"#,
      Text("a").background(Text("bb")).font(.largeTitle))
  }

  @Test("Modifier keys apply in the documented order, whatever their order in the file")
  func fixedOrder() {
    // Keys written in reverse of the documented order.
    let json = """
      {"text": "Hello", "layoutDirection": "leftToRight", "dynamicTypeSize": "xLarge", "truncationMode": "head",
       "lineLimit": 2, "font": "headline", "position": {"x": 100, "y": 100}, "offset": {"x": 1, "y": 2},
       "id": "hello", "hidden": false, "overlay": "red", "background": "blue", "flowLineBreak": true,
       "layoutPriority": 2, "frame": {"width": 120}, "padding": 3, "aspectRatio": "fit", "fixedSize": true}
      """
    expectSceneMatches(
      json,
      Text("Hello")
        .fixedSize()
        .aspectRatio(nil, contentMode: .fit)
        .padding(3)
        .frame(width: 120)
        .layoutPriority(2)
        .flowLineBreak()
        .background(Color.blue)
        .overlay(Color.red)
        .id("hello")
        .offset(x: 1, y: 2)
        .position(x: 100, y: 100)
        .font(.headline)
        .lineLimit(2)
        .truncationMode(.head)
        .dynamicTypeSize(.xLarge)
        .environment(\.layoutDirection, .leftToRight))
  }

  @Test("The modifiers array applies in array order, outside the keyed modifiers, repeats allowed")
  func modifiersArray() {
    let json = """
      {"text": "Hi", "padding": 2, "modifiers": [
        {"padding": 8}, {"background": "yellow"}, {"padding": 8}, {"background": "orange"},
        {"frame": {"width": 200}}, {"frame": {"maxWidth": "infinity", "alignment": "leading"}}, {"id": "outer"}
      ]}
      """
    expectSceneMatches(
      json,
      Text("Hi").padding(2).padding(8).background(Color.yellow).padding(8).background(Color.orange)
        .frame(width: 200).frame(maxWidth: .infinity, alignment: .leading).id("outer"))
    // The outermost frame takes the host's full width.
    expectSceneRect(
      decodedScene(json)?.layout().frame(id: "outer"), CGRect(x: 0, y: (844 - 56.4) / 2, width: 390, height: 56.4))
  }
}
