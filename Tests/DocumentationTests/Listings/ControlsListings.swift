// swift-format-ignore-file
// The articles print this file's listings word for word, as written; the formatter would change
// their tokens (line breaks inside calls, one case per line), so it leaves the file alone.
// The listings of Controls.md, run.
import Foundation
import LayoutLab
import Testing

@Suite("Controls.md listings")
struct ControlsListings {
  @Test("A registered image is its pixel size over its scale")
  func assetListing() {
    var assets = ImageAssets()
    assets.register("avatar", pixelSize: CGSize(width: 120, height: 120), scale: 3)
    let host = ViewHost(rootView: Image("avatar").id("a"), environment: {
      var environment = EnvironmentValues()
      environment.imageAssets = assets
      return environment
    }())
    // "a" is 40 × 40 (120 / 3) whatever it is offered.
    let result = host.layout(in: CGSize(width: 300, height: 300))
    // Centred in 300 × 300: (300 − 40) / 2 = 130.
    #expect(result.frame(id: "a") == CGRect(x: 130, y: 130, width: 40, height: 40))
  }

  @Test("The list row's button ends flush with the trailing edge")
  func rowListing() {
    let row =
HStack {
  Image(systemName: "person.circle")
  VStack(alignment: .leading) {
    Text("Ada Lovelace")
    Text("Mathematician")
  }
  Spacer()
  Button("Follow") {}
}
    let result = ViewHost(rootView: row.id("row")).layout(in: CGSize(width: 390, height: 844))
    // The article's steps: 390 × 48.8 at y = 397.6 (the frames of each part are checked in
    // the Controls suite's screen row test).
    let frame = result.frame(id: "row")
    #expect(frame.map { abs($0.minY - 397.6) < 0.001 && abs($0.height - 48.8) < 0.001 && $0.width == 390 } == true)
  }
}
