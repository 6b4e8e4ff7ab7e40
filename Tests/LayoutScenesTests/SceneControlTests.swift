import Foundation
import LayoutLab
import LayoutScenes
import Testing

/// Images, labels, buttons, toggles and progress views in scene files: each builds the SwiftUI
/// view it names and lays out with that view's numbers. The default host is 390 × 844 and text
/// is body text, 17 points: 8.5 per character, lines 20.4 tall; a symbol at 17 points is
/// 1.2 × 17 = 20.4 square (C-IMG4).
@Suite("Scene images and controls build the SwiftUI views they name")
struct SceneControlTests {
  /// A scene document with a 1200 × 800-pixel "landscape" at scale 2 (600 × 400 points) and a
  /// 120 × 120-pixel "avatar" at scale 3 (40 × 40 points), around `root`.
  private func withImages(_ root: String) -> String {
    #"{"images": {"landscape": {"width": 1200, "height": 800, "scale": 2}, "avatar": {"width": 120, "height": 120, "scale": 3}}, "root": \#(root)}"#
  }

  @Test("A named image is its pixel size over its scale, whatever it is offered (C-IMG1)")
  func namedImage() {
    let result = decodedScene(
      withImages(#"{"image": "avatar", "frame": {"width": 10, "height": 10}, "modifiers": [{"id": "a"}]}"#))?.layout()
    // The frame is 10 × 10, centred: (190, 417); the 40 × 40 avatar overflows it, centred on
    // it: (190 − 15, 417 − 15) = (175, 402).
    #expect(result?.diagnostics.isEmpty == true)
    let image = result?.view(id: "a")?.children.first
    expectSceneRect(image?.frame, CGRect(x: 175, y: 402, width: 40, height: 40))
  }

  @Test("A resizable image fitted to a frame keeps its proportions (C-IMG2, C-IMG3)")
  func resizableFitted() {
    let json = withImages(
      #"{"image": {"name": "landscape", "resizable": true}, "aspectRatio": "fit", "modifiers": [{"id": "photo"}, {"frame": {"width": 300, "height": 300}}]}"#
    )
    let result = decodedScene(json)?.layout()
    // 600 : 400 fitted in 300 × 300 is 300 × 200. The frame is at ((390 − 300) / 2,
    // (844 − 300) / 2) = (45, 272); the photo is centred in it: y = 272 + 50 = 322.
    expectSceneRect(result?.frame(id: "photo"), CGRect(x: 45, y: 322, width: 300, height: 200))
    expectSceneMatches(
      json,
      Image("landscape").resizable().aspectRatio(contentMode: .fit).id("photo").frame(width: 300, height: 300))
  }

  @Test("Image options decode to the Image modifiers of the same names")
  func imageOptions() {
    expectSceneMatches(#"{"image": {"systemName": "star"}}"#, Image(systemName: "star"))
    expectSceneMatches(
      withImages(
        #"{"image": {"name": "avatar", "resizable": {"capInsets": {"top": 4, "leading": 6}, "resizingMode": "tile"}, "renderingMode": "template", "interpolation": "none"}}"#
      ),
      Image("avatar").resizable(capInsets: EdgeInsets(top: 4, leading: 6, bottom: 0, trailing: 0), resizingMode: .tile)
        .renderingMode(.template).interpolation(.none))
    let symbol = decodedScene(#"{"image": {"systemName": "star"}, "id": "s"}"#)?.layout()
    // Body text: 1.2 × 17 = 20.4 square.
    #expect(symbol?.frame(id: "s")?.size == CGSize(width: 20.4, height: 20.4))
  }

  @Test("imageScale sizes the symbols below it from their font (C-IMG4)")
  func imageScale() {
    let result = decodedScene(
      #"{"hstack": [{"image": {"systemName": "star"}, "id": "small", "imageScale": "small"}, {"label": {"title": "Hi", "systemImage": "star"}, "id": "large", "imageScale": "large"}], "font": {"size": 10}}"#
    )?.layout()
    // At 10 pt a medium symbol is 12 square; small is 0.8 × 12 = 9.6, large 1.3 × 12 = 15.6. The
    // large label is 15.6 + 8 + "Hi" (2 × 5 = 10) = 33.6 wide and as tall as its symbol.
    let small = result?.frame(id: "small")?.size
    #expect(small.map { abs($0.width - 9.6) < 0.001 && abs($0.height - 9.6) < 0.001 } == true)
    let large = result?.frame(id: "large")?.size
    #expect(large.map { abs($0.width - 33.6) < 0.001 && abs($0.height - 15.6) < 0.001 } == true)
    expectSceneMatches(
      #"{"image": {"systemName": "star"}, "imageScale": "large"}"#, Image(systemName: "star").imageScale(.large))
    expectSceneError(
      #"{"image": "a", "imageScale": "huge"}"#,
      #"$.imageScale: unknown image scale "huge"; expected one of small, medium, large"#)
  }

  @Test("A label is its icon and title 8 apart, or one of them in the style that says so (C-IMG5)")
  func labels() {
    let both = decodedScene(#"{"label": {"title": "Lightning", "systemImage": "bolt"}, "id": "l"}"#)?.layout()
    // 20.4 + 8 + "Lightning" 9 × 8.5 = 76.5: 104.9 × 20.4.
    expectSceneRect(
      both?.frame(id: "l").map { CGRect(origin: .zero, size: $0.size) }, CGRect(x: 0, y: 0, width: 104.9, height: 20.4))
    let title = decodedScene(
      #"{"label": {"title": "Lightning", "systemImage": "bolt", "style": "titleOnly"}, "id": "l"}"#)?.layout()
    #expect(title?.frame(id: "l")?.width == 76.5)
    expectSceneMatches(
      #"{"label": {"title": "Lightning", "systemImage": "bolt", "style": "iconOnly"}}"#,
      Label("Lightning", systemImage: "bolt").labelStyle(.iconOnly))
    expectSceneMatches(
      withImages(#"{"label": {"title": "Me", "image": "avatar"}}"#),
      Label {
        Text("Me")
      } icon: {
        Image("avatar")
      })
  }

  @Test("A button is its label, padded 12 across and 7 down by the bordered style (C-IMG6)")
  func buttons() {
    let plain = decodedScene(#"{"button": "Sign In", "id": "b"}"#)?.layout()
    // "Sign In": 7 × 8.5 = 59.5 × 20.4.
    #expect(plain?.frame(id: "b")?.size == CGSize(width: 59.5, height: 20.4))
    let bordered = decodedScene(#"{"button": {"title": "Sign In", "style": "bordered"}, "id": "b"}"#)?.layout()
    // 59.5 + 2 × 12 = 83.5 by 20.4 + 2 × 7 = 34.4.
    let size = bordered?.frame(id: "b")?.size
    #expect(size.map { abs($0.width - 83.5) < 0.001 && abs($0.height - 34.4) < 0.001 } == true)
    expectSceneMatches(
      #"{"button": {"label": {"text": "Delete", "padding": 4}, "role": "destructive", "style": "borderedProminent"}}"#,
      Button(role: .destructive, action: {}) { Text("Delete").padding(4) }.buttonStyle(.borderedProminent))
    expectSceneMatches(#"{"button": {"title": "Go", "style": "plain"}}"#, Button("Go") {}.buttonStyle(.plain))
  }

  @Test("A toggle fills the width with its label, a spacer and the 51 × 31 switch (C-IMG6)")
  func toggles() {
    let result = decodedScene(#"{"toggle": {"title": "Wi-Fi", "isOn": true}, "id": "t"}"#)?.layout()
    // 390 wide, as tall as the switch, centred: y = (844 − 31) / 2 = 406.5.
    expectSceneRect(result?.frame(id: "t"), CGRect(x: 0, y: 406.5, width: 390, height: 31))
    expectSceneMatches(#"{"toggle": "Wi-Fi"}"#, Toggle("Wi-Fi", isOn: .constant(false)))
    expectSceneMatches(
      #"{"toggle": {"label": {"text": "Airplane"}, "style": "switch"}}"#,
      Toggle(isOn: .constant(false)) { Text("Airplane") }.toggleStyle(.switch))
  }

  @Test("A progress view is a 20 × 20 spinner, or a 4-tall bar across the width under its title (C-IMG6)")
  func progressViews() {
    let spinner = decodedScene(#"{"progressView": true, "id": "p"}"#)?.layout()
    // Centred: ((390 − 20) / 2, (844 − 20) / 2) = (185, 412).
    expectSceneRect(spinner?.frame(id: "p"), CGRect(x: 185, y: 412, width: 20, height: 20))
    let titled = decodedScene(#"{"progressView": {"value": 3, "total": 4, "title": "Downloading"}, "id": "p"}"#)?
      .layout()
    // Title 20.4 + spacing 4 + bar 4 = 28.4 tall, 390 wide: y = (844 − 28.4) / 2 = 407.8.
    expectSceneRect(titled?.frame(id: "p"), CGRect(x: 0, y: 407.8, width: 390, height: 28.4))
    expectSceneMatches(#"{"progressView": {"value": 0.5}}"#, ProgressView(value: 0.5))
  }

  @Test("Bad image and control values are scene errors naming their path")
  func badValues() {
    expectSceneError(
      #"{"image": {"name": "a", "systemName": "b"}}"#, #"$.image: name and systemName cannot be combined"#)
    expectSceneError(#"{"image": 3}"#, #"$.image: expected an image name or an object, found 3"#)
    expectSceneError(
      #"{"label": {"title": "x"}}"#, #"$.label: missing required key "systemImage" or "image""#)
    expectSceneError(
      #"{"button": {"title": "x", "style": "fancy"}}"#,
      #"$.button.style: unknown button style "fancy"; expected one of automatic, plain, borderless, bordered, borderedProminent"#
    )
    expectSceneError(
      #"{"toggle": {"title": "x", "label": {"text": "y"}}}"#, #"$.toggle: title and label cannot be combined"#)
    expectSceneError(#"{"progressView": false}"#, #"$.progressView: expected true or an object, found false"#)
    expectSceneError(
      #"{"images": {"a": {"width": 10, "height": 10, "scale": 0}}, "root": {"image": "a"}}"#,
      #"$.images.a.scale: scale 0 is not positive; an image's points are its pixels / scale"#)
    #expect(sceneError(#"{"images": {"a": {"width": -1, "height": 10}}, "root": {"image": "a"}}"#) != nil)
  }

  @Test("A progress value outside its range is drawn as SwiftUI clamps it, with a diagnostic")
  func progressDiagnostics() {
    let over = decodedScene(#"{"progressView": {"value": 2}}"#)
    #expect(
      over?.diagnostics.map(\.description) == ["$.progressView.value: value 2 is outside 0...1; the bar is drawn full"])
    let zero = decodedScene(#"{"progressView": {"value": 1, "total": 0}}"#)
    #expect(
      zero?.diagnostics.map(\.description) == ["$.progressView.total: total 0 is not positive; the bar is drawn empty"])
  }
}
