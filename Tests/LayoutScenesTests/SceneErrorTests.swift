import Foundation
import LayoutLab
import LayoutScenes
import Testing

/// The view keys, as every "unknown view" and "missing view" message lists them.
private let viewList =
  "vstack, hstack, zstack, text, color, rectangle, roundedRectangle, capsule, circle, ellipse, spacer, divider, scrollView, geometryReader, group, flowLayout, cardLayout, tileGrid, collectionView, alignmentGuideFlow, geometryChangeFlow, lazyVGrid, lazyHGrid, lazyVStack, lazyHStack, section, viewThatFits, grid, gridRow, image, label, button, toggle, progressView"

/// The modifier keys in their order of application.
private let modifierList =
  "fixedSize, aspectRatio, padding, safeAreaPadding, frame, ignoresSafeArea, layoutPriority, flowLineBreak, background, overlay, hidden, id, offset, position, font, lineLimit, truncationMode, dynamicTypeSize, layoutDirection, gridCellColumns, gridCellAnchor, gridColumnAlignment, gridCellUnsizedAxes, multilineTextAlignment, lineSpacing, minimumScaleFactor, textCase, kerning, tracking, bold, italic, "
  + "opacity, clipShape, clipped, cornerRadius, border, shadow, rotationEffect, scaleEffect, zIndex, mask, foregroundColor, blur, imageScale"

/// A scene that cannot be read throws a `SceneError` whose description is the JSON path of the
/// problem and what was expected there: each message below is checked word for word.
@Suite("Bad scenes name the JSON path and what was expected")
struct SceneErrorTests {
  @Test(
    "A value of the wrong type says what was expected and what was found",
    arguments: [
      (
        #"{"root": {"vstack": {"children": [{"text": "a"}, {"text": "b"}, {"text": "c", "frame": {"width": "wide"}}]}}}"#,
        #"$.root.vstack.children[2].frame.width: expected a number from -1000000 to 1000000, "infinity" or null, found "wide""#
      ),
      (#"{"text": 5}"#, #"$.text: expected a string, found 5"#),
      (
        #"{"root": {"text": "a"}, "expect": {"a": [0, 0, 10]}}"#,
        #"$.expect.a: expected a frame [x, y, width, height], found an array"#
      ),
      (
        #"{"root": {"text": "a"}, "expect": {"a": [0, 0, -1, 10]}}"#,
        #"$.expect.a[2]: expected a number from 0 to 1000000, found -1"#
      ),
      (
        #"{"root": {"text": "a"}, "expect": {"a": {"frame": [0, 0, 1, 1], "proposal": [1]}}}"#,
        #"$.expect.a.proposal: expected a proposal [width, height] (numbers, "infinity" or null), found an array"#
      ),
      (#"{"root": {"text": "a"}, "source": ["one", 2]}"#, #"$.source[1]: expected a string, found 2"#),
      (#"{"hstack": {"spacing": "8"}}"#, #"$.hstack.spacing: expected a number from -1000000 to 1000000, found "8""#),
      (#"{"flowLayout": {"justified": "yes"}}"#, #"$.flowLayout.justified: expected true or false, found "yes""#),
      (#"{"vstack": {"children": {"text": "a"}}}"#, #"$.vstack.children: expected an array, found an object"#),
      (#"{"vstack": [1]}"#, #"$.vstack[0]: expected a view (an object such as {"text": "Hi"}), found 1"#),
      (#"{"vstack": 3}"#, #"$.vstack: expected an array of views or an object, found 3"#),
      (#"{"text": "a", "padding": "lots"}"#, #"$.padding: expected true, a length or an object, found "lots""#),
      (
        #"{"text": "a", "layoutPriority": null}"#,
        #"$.layoutPriority: expected a number from -1000000 to 1000000, found null"#
      ),
      (#"{"text": "a", "hidden": 1}"#, #"$.hidden: expected true or false, found 1"#),
      (#"{"text": "a", "id": 7}"#, #"$.id: expected a string, found 7"#),
      (#"{"divider": false}"#, #"$.divider: expected true or an object, found false"#),
      (#"{"color": ["red"]}"#, #"$.color: expected a color name or an object, found an array"#),
      (#"{"text": "a", "font": 12}"#, #"$.font: expected a text style's name, null or an object, found 12"#),
      (
        #"{"text": "a", "background": true}"#,
        #"$.background: expected a color name, a view or {"content": view, "alignment": ...}, found true"#
      ),
      (
        #"{"hstack": [{"forEach": [true], "of": {"text": "a"}}]}"#,
        #"$.hstack[0].forEach[0]: expected a string or a number, found true"#
      ),
      (#"["not", "an", "object"]"#, #"$: expected an object (a scene document or a view), found an array"#),
      (#""text""#, #"$: expected an object (a scene document or a view), found "text""#),
      (
        #"{"host": 390, "root": {"text": "a"}}"#,
        #"$.host: expected an object {"width": ..., "height": ...} or one of iPhone, iPhoneLandscape, iPad, iPadLandscape, found 390"#
      ),
      (
        #"{"cardLayout": {"maximumWidth": null}}"#,
        #"$.cardLayout.maximumWidth: expected a number from -1000000 to 1000000 or "infinity", found null"#
      ),
      (#"{"text": "a", "modifiers": {"padding": 8}}"#, #"$.modifiers: expected an array, found an object"#),
      (
        #"{"text": "a", "modifiers": [8]}"#,
        #"$.modifiers[0]: expected an object with one key, a modifier (such as {"padding": 8}), found 8"#
      ),
      (
        #"{"text": "a", "modifiers": [{"padding": 8, "id": "x"}]}"#,
        #"$.modifiers[0]: expected one key, a modifier (such as {"padding": 8}), found 2: id, padding"#
      ),
      (
        #"{"text": "a", "modifiers": [{}]}"#,
        #"$.modifiers[0]: expected one key, a modifier (such as {"padding": 8}), found none"#
      ),
    ])
  func wrongType(json: String, expected: String) {
    expectSceneError(json, expected)
  }

  @Test(
    "An unknown view, modifier or key lists the valid ones",
    arguments: [
      (#"{"root": {"vstak": []}}"#, #"$.root.vstak: unknown view "vstak"; expected one of \#(viewList)"#),
      (
        #"{"text": "a", "paddin": 8}"#,
        #"$.paddin: unknown modifier "paddin"; expected one of \#(modifierList), modifiers"#
      ),
      (
        #"{"vstack": {"spacng": 8}}"#,
        #"$.vstack.spacng: unknown key "spacng"; expected one of alignment, spacing, children"#
      ),
      (
        #"{"text": "a", "modifiers": [{"paddng": 1}]}"#,
        #"$.modifiers[0].paddng: unknown modifier "paddng"; expected one of \#(modifierList)"#
      ),
      (
        #"{"root": {"text": "a"}, "hots": "iPhone"}"#,
        #"$.hots: unknown key "hots"; expected one of name, description, host, device, safeArea, dynamicTypeSize, layoutDirection, cachePolicy, frameBudget, images, root, expect, source"#
      ),
      (
        #"{"text": "a", "frame": {"widht": 3}}"#,
        #"$.frame.widht: unknown key "widht"; expected one of width, height, alignment"#
      ),
      (#"{"text": "a", "offset": {"x": 1, "z": 2}}"#, #"$.offset.z: unknown key "z"; expected one of x, y"#),
      (
        #"{"vstack": [{"repeat": 2, "of": {"text": "a"}, "id": "x"}]}"#,
        #"$.vstack[0].id: unknown key "id"; expected one of repeat, of"#
      ),
      (
        #"{"text": "a", "font": {"style": "body", "size": 3, "colour": "red"}}"#,
        #"$.font.colour: unknown key "colour"; expected one of style, size, weight, design"#
      ),
      (#"{"my key": 1}"#, #"$["my key"]: unknown view "my key"; expected one of \#(viewList)"#),
    ])
  func unknownKey(json: String, expected: String) {
    expectSceneError(json, expected)
  }

  @Test(
    "A name that is not one of the choices lists the choices",
    arguments: [
      (
        #"{"hstack": {"alignment": "middle"}}"#,
        #"$.hstack.alignment: unknown alignment "middle"; expected one of top, center, bottom, firstTextBaseline, lastTextBaseline"#
      ),
      (
        #"{"vstack": {"alignment": "top"}}"#,
        #"$.vstack.alignment: unknown alignment "top"; expected one of leading, center, trailing"#
      ),
      (
        #"{"zstack": {"alignment": 3}}"#,
        #"$.zstack.alignment: expected an alignment (one of center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing), found 3"#
      ),
      (
        #"{"color": "grey"}"#,
        #"$.color: unknown color "grey"; expected one of red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray, black, white, clear, primary, secondary"#
      ),
      (
        #"{"text": "a", "font": "huge"}"#,
        #"$.font: unknown font "huge"; expected one of largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2"#
      ),
      (
        #"{"text": "a", "font": {"size": 9, "weight": "fat"}}"#,
        #"$.font.weight: unknown font weight "fat"; expected one of ultraLight, thin, light, regular, medium, semibold, bold, heavy, black"#
      ),
      (
        #"{"dynamicTypeSize": "AX5", "root": {"text": "a"}}"#,
        #"$.dynamicTypeSize: unknown Dynamic Type size "AX5"; expected one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5"#
      ),
      (
        #"{"text": "a", "layoutDirection": "up"}"#,
        #"$.layoutDirection: unknown layout direction "up"; expected one of leftToRight, rightToLeft"#
      ),
      (
        #"{"cachePolicy": "lru", "root": {"text": "a"}}"#,
        #"$.cachePolicy: unknown cache policy "lru"; expected one of none, swiftUI, unbounded"#
      ),
      (
        #"{"host": "pixel", "root": {"text": "a"}}"#,
        #"$.host: unknown host "pixel"; expected one of iPhone, iPhoneLandscape, iPad, iPadLandscape"#
      ),
      (
        #"{"tileGrid": {"blocks": ["full", "double"]}}"#,
        #"$.tileGrid.blocks[1]: unknown block "double"; expected one of full, half"#
      ),
      (
        #"{"scrollView": {"axes": ["vertical", "diagonal"], "content": {"text": "a"}}}"#,
        #"$.scrollView.axes[1]: unknown axis "diagonal"; expected one of horizontal, vertical"#
      ),
      (
        #"{"text": "a", "padding": {"edges": "sides"}}"#,
        #"$.padding.edges: unknown edges "sides"; expected one of all, horizontal, vertical, top, leading, bottom, trailing"#
      ),
      (
        #"{"color": "red", "aspectRatio": "stretch"}"#,
        #"$.aspectRatio: unknown content mode "stretch"; expected one of fit, fill"#
      ),
      (
        #"{"text": "a", "truncationMode": "end"}"#,
        #"$.truncationMode: unknown truncation mode "end"; expected one of head, middle, tail"#
      ),
      (
        #"{"flowLayout": {"alignment": "justify"}}"#,
        #"$.flowLayout.alignment: unknown alignment "justify"; expected one of leading, center, trailing"#
      ),
    ])
  func invalidChoice(json: String, expected: String) {
    expectSceneError(json, expected)
  }

  @Test(
    "A missing required key is named",
    arguments: [
      (#"{"scrollView": {"axes": "vertical"}}"#, #"$.scrollView: missing required key "content""#),
      (#"{"host": "iPhone"}"#, #"$: missing required key "root""#),
      (#"{"host": {"width": 100}, "root": {"text": "a"}}"#, #"$.host: missing required key "height""#),
      (#"{"roundedRectangle": {"fill": "red"}}"#, #"$.roundedRectangle: missing required key "cornerRadius""#),
      (#"{"vstack": [{"repeat": 3}]}"#, #"$.vstack[0]: missing required key "of""#),
      (#"{"text": "a", "font": {"weight": "bold"}}"#, #"$.font: missing required key "style" or "size""#),
      (
        #"{"text": "a", "background": {"alignment": "top", "content": {"padding": 2}}}"#,
        #"$.background.content: missing view; expected one of \#(viewList)"#
      ),
      (#"{"padding": 8}"#, #"$: missing view; expected one of \#(viewList)"#),
      (#"{}"#, #"$: missing view; expected one of \#(viewList)"#),
    ])
  func missingKey(json: String, expected: String) {
    expectSceneError(json, expected)
  }

  @Test(
    "Keys that cannot go together are named",
    arguments: [
      (
        #"{"text": "a", "color": "red"}"#,
        #"$: more than one view ("color", "text"); a view object has one view key, its other keys are modifiers"#
      ),
      (
        #"{"root": {"repeat": 3, "of": {"text": "a"}}}"#,
        #"$.root: "repeat" and "forEach" make several views; they are allowed only in a children list"#
      ),
      (
        #"{"text": "a", "background": {"forEach": ["x"], "of": {"text": "b"}}}"#,
        #"$.background: "repeat" and "forEach" make several views; they are allowed only in a children list"#
      ),
      (
        #"{"vstack": [{"repeat": 2, "forEach": ["a"], "of": {"text": "a"}}]}"#,
        #"$.vstack[0]: "repeat" and "forEach" cannot be combined"#
      ),
      (
        #"{"text": "a", "frame": {"width": 10, "maxWidth": 20}}"#,
        #"$.frame: width and height cannot be combined with minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight in one frame; put two frames in "modifiers""#
      ),
      (
        #"{"text": "a", "padding": {"length": 3, "top": 2}}"#,
        #"$.padding: edges and length cannot be combined with top, leading, bottom or trailing"#
      ),
      (#"{"color": {"name": "red", "blue": 1}}"#, #"$.color: name cannot be combined with red, green, blue or white"#),
      (#"{"color": {"white": 0.5, "red": 1}}"#, #"$.color: white cannot be combined with red, green or blue"#),
      (#"{"text": "a", "font": {"style": "body", "size": 3}}"#, #"$.font: style and size cannot be combined"#),
    ])
  func incompatibleKeys(json: String, expected: String) {
    expectSceneError(json, expected)
  }

  @Test(
    "A number out of range gives the range",
    arguments: [
      (
        #"{"vstack": [{"repeat": 2.5, "of": {"text": "a"}}]}"#,
        #"$.vstack[0].repeat: expected a whole number from 0 to 100000, found 2.5"#
      ),
      (
        #"{"vstack": [{"repeat": 1e12, "of": {"text": "a"}}]}"#,
        #"$.vstack[0].repeat: expected a whole number from 0 to 100000, found 1000000000000"#
      ),
      (
        #"{"vstack": [{"repeat": -1, "of": {"text": "a"}}]}"#,
        #"$.vstack[0].repeat: expected a whole number from 0 to 100000, found -1"#
      ),
      (
        #"{"host": {"width": -5, "height": 10}, "root": {"text": "a"}}"#,
        #"$.host.width: expected a number from 0 to 100000, found -5"#
      ),
      (
        #"{"frameBudget": 0, "root": {"text": "a"}}"#,
        #"$.frameBudget: expected a whole number from 1 to 1000, found 0"#
      ),
      (
        #"{"text": "a", "lineLimit": 1.5}"#,
        #"$.lineLimit: expected a whole number from -1000000 to 1000000, found 1.5"#
      ),
      (
        #"{"flowLayout": {"maxLines": 1e300}}"#,
        #"$.flowLayout.maxLines: expected a whole number from -1000000 to 1000000, found 1e+300"#
      ),
    ])
  func outOfRange(json: String, expected: String) {
    expectSceneError(json, expected)
  }

  @Test("Repetitions that would make more than 100,000 views are refused where they exceed it")
  func tooManyViews() {
    // 1,000 copies of a stack of 1,000 texts: 1,000 × 1,001 views.
    expectSceneError(
      #"{"vstack": [{"repeat": 1000, "of": {"vstack": [{"repeat": 1000, "of": {"text": "x"}}]}}]}"#,
      "$.vstack[0]: the scene makes more than 100000 views")
    // Two repeats of 60,000 each pass one by one; the second goes over.
    expectSceneError(
      #"{"vstack": [{"repeat": 60000, "of": {"text": "x"}}, {"repeat": 60000, "of": {"text": "y"}}]}"#,
      "$.vstack[1]: the scene makes more than 100000 views")
    // Modifiers and their views count too: 40,000 texts, each with a background modifier and
    // its colour, are 120,000 views.
    expectSceneError(
      #"{"root": {"vstack": [{"repeat": 40000, "of": {"text": "x", "background": "red"}}]}}"#,
      "$.root.vstack[0]: the scene makes more than 100000 views")
    // 99,999 texts fill the children; the stack makes 100,000 and a padding 100,001: the whole
    // root is refused.
    expectSceneError(
      #"{"root": {"vstack": [{"repeat": 99999, "of": {"text": "x"}}], "padding": 1}}"#,
      "$.root: the scene makes more than 100000 views")
    // Saturating counts: nested repeats whose product overflows Int are refused, not trapped.
    expectSceneError(
      #"{"vstack": [{"repeat": 100000, "of": {"vstack": [{"repeat": 100000, "of": {"vstack": [{"repeat": 100000, "of": {"vstack": [{"repeat": 100000, "of": {"text": "x"}}]}}]}}]}}]}"#,
      "$.vstack[0].of.vstack[0].of.vstack[0]: the scene makes more than 100000 views")
  }

  @Test("Malformed JSON names the path of the value being read, what was expected, and its line and column")
  func malformedJSON() {
    let cases = [
      // Byte 26, the comma after "text": on line 3 (which starts at byte 14), column 13.
      (
        "{\n  \"root\": {\n    \"text\": ,\n  }\n}",
        #"$.root.text: malformed JSON: expected a value, found "," (line 3, column 13)"#
      ),
      (#"{"text": "a"} x"#, #"$: malformed JSON: expected the end of the document, found "x" (line 1, column 15)"#),
      ("", "$: malformed JSON: expected a value, found the end of the file (line 1, column 1)"),
      (#"{"text": 1e400}"#, #"$.text: malformed JSON: the number 1e400 is too large for a Double (line 1, column 10)"#),
      (
        #"{"vstack": [{"text": "a"} {"text": "b"}]}"#,
        #"$.vstack: malformed JSON: expected "," or "]" in an array, found "{" (line 1, column 27)"#
      ),
      (
        #"{"text": "a", "text": "b"}"#,
        #"$.text: malformed JSON: duplicate key "text"; a key may appear once in an object (line 1, column 15)"#
      ),
      (
        #"{"text": "a" "id": "b"}"#,
        #"$: malformed JSON: expected "," or "}" in an object, found "\"" (line 1, column 14)"#
      ),
      (#"{text: "a"}"#, #"$: malformed JSON: expected a key in double quotes, found "t" (line 1, column 2)"#),
      (#"{"text" "a"}"#, #"$.text: malformed JSON: expected ":" after the key, found "\"" (line 1, column 9)"#),
      (
        #"{"text": "a", "padding": tru}"#,
        #"$.padding: malformed JSON: expected a value, found "t" (line 1, column 26)"#
      ),
      (
        #"{"text": "a", "padding": 08}"#,
        #"$.padding: malformed JSON: invalid number: a leading zero is followed by digits (line 1, column 27)"#
      ),
      (
        #"{"text": "a", "padding": -}"#,
        #"$.padding: malformed JSON: invalid number: expected a digit after "-", found "}" (line 1, column 27)"#
      ),
      (
        #"{"text": "a", "padding": 1.}"#,
        #"$.padding: malformed JSON: invalid number: expected a digit after ".", found "}" (line 1, column 28)"#
      ),
      (
        #"{"text": "a", "padding": 1e}"#,
        #"$.padding: malformed JSON: invalid number: expected a digit in the exponent, found "}" (line 1, column 28)"#
      ),
      (#"{"text": "a\q"}"#, #"$.text: malformed JSON: invalid escape "\\q" in a string (line 1, column 12)"#),
      (
        #"{"text": "\ud800"}"#,
        #"$.text: malformed JSON: a lone UTF-16 surrogate \uD800 in a string (line 1, column 11)"#
      ),
      (
        #"{"text": "\u12"}"#,
        #"$.text: malformed JSON: invalid \u escape in a string: expected four hexadecimal digits (line 1, column 11)"#
      ),
      (
        "{\"text\": \"a\nb\"}",
        "$.text: malformed JSON: a control character (U+000A) in a string; write it as an escape such as \\n (line 1, column 12)"
      ),
      (
        #"{"text": "abc"#,
        #"$.text: malformed JSON: a string is not closed: no " before the end of the file (line 1, column 10)"#
      ),
      (
        #"{"vstack": ["#,
        #"$.vstack[0]: malformed JSON: expected a value, found the end of the file (line 1, column 13)"#
      ),
    ]
    for (json, expected) in cases {
      #expect(sceneError(json)?.description == expected)
    }
    // Bytes that are not UTF-8 in a key: the error is at the object holding it.
    do {
      _ = try LayoutScene(data: Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D]))
      Issue.record("invalid UTF-8 decoded")
    } catch {
      #expect(error.description == "$: malformed JSON: a string is not valid UTF-8 (line 1, column 2)")
    }
  }

  @Test("Escapes decode to the characters they stand for; a byte order mark is skipped")
  func escapes() throws {
    // \u00e9 is é; \ud83d\ude00 is the surrogate pair of U+1F600 (😀); \/ is a slash.
    let scene = try LayoutScene(
      data: Data([0xEF, 0xBB, 0xBF] + Array(#"{"text": "x", "id": "\u00e9\ud83d\ude00\/\t\"\\"}"#.utf8)))
    // The text "x": one character of 8.5 points at the body size, one line of 20.4 (so "You"
    // is 25.5 × 20.4 in the catalog tests).
    let frame = scene.layout().frame(id: "é😀/\t\"\\")
    #expect(frame?.size == CGSize(width: 8.5, height: 20.4))
  }

  @Test("Paths quote keys that are not identifiers, and messages escape what they quote")
  func quoting() {
    expectSceneError(
      #"{"vstack": {"a.b": 1}}"#, #"$.vstack["a.b"]: unknown key "a.b"; expected one of alignment, spacing, children"#)
    expectSceneError(
      #"{"color": "re\"d\n"}"#,
      #"$.color: unknown color "re\"d\n"; expected one of red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray, black, white, clear, primary, secondary"#
    )
  }

  @Test("The first problem in document order is reported: the view key, then modifiers in their order")
  func firstProblem() {
    // Both the view's argument and a modifier are wrong: the view key comes first.
    expectSceneError(#"{"text": 1, "padding": "x"}"#, "$.text: expected a string, found 1")
    // Two wrong modifiers: padding is applied before frame, so it is checked first.
    expectSceneError(
      #"{"text": "a", "frame": 1, "padding": "x"}"#, #"$.padding: expected true, a length or an object, found "x""#)
    // Unknown keys are found before any value is read, in sorted order.
    expectSceneError(
      #"{"text": 1, "zzz": 1, "aaa": 2}"#,
      #"$.aaa: unknown modifier "aaa"; expected one of \#(modifierList), modifiers"#)
  }
}
