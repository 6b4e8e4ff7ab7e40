/// Example scene files, as JSON text: each is also a built-in scenario (named by its `name`),
/// so `layoutlab render scene-row` shows one, and a copy saved to a file is a starting point
/// for your own.
///
/// They are Swift string literals rather than package resources so that the library needs no
/// resource bundle; `SceneFormat.md` describes the format and repeats `profile`.
///
/// SwiftUI parity: each is the SwiftUI view written next to it, as JSON.
public enum ExampleScenes {
  /// objc.io's worked `HStack` example (semantics S5): red (0…100 wide) and green (100…∞) in a
  /// 150-point frame. Red is less flexible, so it is offered half of 150 and takes 75; green
  /// takes its minimum of 100; the stack is 175 wide and overflows its frame.
  ///
  ///     HStack(spacing: 0) {
  ///       Color.red.frame(maxWidth: 100).id("red")
  ///       Color.green.frame(minWidth: 100).id("green")
  ///     }
  ///     .frame(width: 150, height: 50)
  public static let row = """
    {
      "name": "scene-row",
      "description": "objc.io's HStack example: red (up to 100) and green (at least 100) in a 150-point frame",
      "host": "iPhone",
      "root": {
        "hstack": {"spacing": 0, "children": [
          {"color": "red", "frame": {"maxWidth": 100}, "id": "red"},
          {"color": "green", "frame": {"minWidth": 100}, "id": "green"}
        ]},
        "frame": {"width": 150, "height": 50}
      }
    }
    """

  /// A profile row: an avatar, a name over a one-line bio, a spacer and a button-like capsule,
  /// padded, over a divider.
  ///
  ///     VStack(spacing: 0) {
  ///       HStack(spacing: 12) {
  ///         Circle().fill(Color.indigo).frame(width: 44, height: 44).id("avatar")
  ///         VStack(alignment: .leading, spacing: 2) {
  ///           Text("Ada Lovelace").font(.headline).id("name")
  ///           Text("Wrote the first program, for an engine not yet built").lineLimit(1).font(.caption).id("bio")
  ///         }
  ///         Spacer(minLength: 8)
  ///         Text("Follow").padding(EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12))
  ///           .background(Capsule().fill(Color.blue.opacity(0.2))).id("follow")
  ///       }
  ///       .padding(16)
  ///       Divider()
  ///     }
  public static let profile = """
    {
      "name": "scene-profile",
      "description": "a profile row: avatar, name over a one-line bio, spacer, a capsule button; over a divider",
      "host": {"width": 390, "height": 844},
      "dynamicTypeSize": "large",
      "root": {
        "vstack": {"spacing": 0, "children": [
          {
            "hstack": {"spacing": 12, "children": [
              {"circle": {"fill": "indigo"}, "frame": {"width": 44, "height": 44}, "id": "avatar"},
              {"vstack": {"alignment": "leading", "spacing": 2, "children": [
                {"text": "Ada Lovelace", "font": "headline", "id": "name"},
                {"text": "Wrote the first program, for an engine not yet built", "lineLimit": 1, "font": "caption",
                 "id": "bio"}
              ]}},
              {"spacer": {"minLength": 8}},
              {"text": "Follow", "padding": {"top": 6, "leading": 12, "bottom": 6, "trailing": 12},
               "background": {"capsule": {"fill": {"name": "blue", "opacity": 0.2}}}, "id": "follow"}
            ]},
            "padding": 16
          },
          {"divider": true}
        ]}
      }
    }
    """

  /// The tag cloud's words, from a `forEach`, in a justified `FlowLayout` of at most 3 lines.
  ///
  ///     ScrollView {
  ///       FlowLayout(spacing: 8, justified: true, maxLines: 3) {
  ///         ForEach(Array(words.enumerated()), id: \.offset) { index, word in
  ///           Text(word).padding(4).background(Capsule().fill(Color.green.opacity(0.5))).id("tag-\(index)")
  ///         }
  ///       }
  ///       .padding()
  ///     }
  public static let tags = """
    {
      "name": "scene-tags",
      "description": "words from a forEach as capsule tags in a justified FlowLayout of at most 3 lines",
      "host": "iPhone",
      "root": {
        "scrollView": {"content": {
          "flowLayout": {"spacing": 8, "justified": true, "maxLines": 3, "children": [
            {"forEach": ["You", "can’t", "connect", "the", "dots", "looking", "forward;", "you", "can", "only",
                         "connect", "them", "looking", "backwards.", "So", "you", "have", "to", "trust", "that"],
             "of": {"text": "{item}", "padding": 4,
                    "background": {"capsule": {"fill": {"name": "green", "opacity": 0.5}}}, "id": "tag-{index}"}}
          ]},
          "padding": true
        }}
      }
    }
    """

  /// A `GeometryReader` under a title, in a padded `VStack`: the reader takes the height left
  /// and its text shows the reader's size.
  ///
  ///     VStack(alignment: .leading, spacing: 8) {
  ///       Text("GeometryReader").font(.title)
  ///       GeometryReader { proxy in
  ///         Text("\(proxy.size.width) × \(proxy.size.height)").padding(8).id("size")
  ///       }
  ///       .background(Color.yellow.opacity(0.3))
  ///       .id("reader")
  ///     }
  ///     .padding()
  public static let geometry = """
    {
      "name": "scene-geometry",
      "description": "a GeometryReader takes the height a VStack leaves it; its text shows the size it was given",
      "root": {
        "vstack": {"alignment": "leading", "spacing": 8, "children": [
          {"text": "GeometryReader", "font": "title"},
          {"geometryReader": {"content": {"text": "{width} × {height}", "padding": 8, "id": "size"}},
           "background": {"color": {"name": "yellow", "opacity": 0.3}}, "id": "reader"}
        ]},
        "padding": true
      }
    }
    """

  /// Every example scene, in catalog order.
  public static let all = [row, profile, tags, geometry]
}
