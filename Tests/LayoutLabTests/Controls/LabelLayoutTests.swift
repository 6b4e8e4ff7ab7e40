import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Label layout (C-IMG5). "Inbox" in body text: 5 × 8.5 = 42.5 × 20.4; its symbol is
// 1.2 × 17 = 20.4 square (C-IMG4, unverified table).

@Suite("Label layout")
struct LabelLayoutTests {
  @Test("titleAndIcon and automatic put the icon and the title in a row 8 apart (C-IMG5, unverified spacing)")
  func titleAndIcon() {
    // 20.4 + 8 + 42.5 = 70.9 wide, max(20.4, 20.4) = 20.4 tall.
    for style in [
      AnyView(Label("Inbox", systemImage: "tray")),
      AnyView(Label("Inbox", systemImage: "tray").labelStyle(.titleAndIcon)),
    ] {
      expectSize(TextProbe.idealSize(of: style), CGSize(width: 70.9, height: 20.4))
    }
  }

  @Test("titleOnly is the title's size and iconOnly the icon's (C-IMG5)")
  func singlePartStyles() {
    expectSize(
      TextProbe.idealSize(of: Label("Inbox", systemImage: "tray").labelStyle(.titleOnly)),
      CGSize(width: 42.5, height: 20.4))
    expectSize(
      TextProbe.idealSize(of: Label("Inbox", systemImage: "tray").labelStyle(.iconOnly)),
      CGSize(width: 20.4, height: 20.4))
  }

  @Test("A label with builders and a named image places each part in the row (C-IMG5)")
  func buildersAndNamedImage() {
    var environment = EnvironmentValues()
    environment.imageAssets.register("dot", pixelSize: CGSize(width: 30, height: 30), scale: 3)
    let label = Label {
      Text("Inbox").id("title")
    } icon: {
      Image("dot").id("icon")
    }
    let result = ViewHost(rootView: label.id("label"), environment: environment).layout(
      in: CGSize(width: 200, height: 100))
    // The icon is 30 / 3 = 10 square; the row 10 + 8 + 42.5 = 60.5 × 20.4, centred:
    // x = (200 − 60.5) / 2 = 69.75, y = (100 − 20.4) / 2 = 39.8. The icon is centred in the
    // row's height: 39.8 + (20.4 − 10) / 2 = 45.
    expectFrame(result.frame(id: "label"), CGRect(x: 69.75, y: 39.8, width: 60.5, height: 20.4))
    expectFrame(result.frame(id: "icon"), CGRect(x: 69.75, y: 45, width: 10, height: 10))
    // 69.75 + 10 + 8 = 87.75.
    expectFrame(result.frame(id: "title"), CGRect(x: 87.75, y: 39.8, width: 42.5, height: 20.4))
  }

  /// A style that stacks the title over the icon with no spacing.
  private struct Stacked: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(spacing: 0) {
        configuration.title
        configuration.icon
      }
    }
  }

  @Test("A custom LabelStyle lays out as written")
  func customStyle() {
    // max(42.5, 20.4) = 42.5 wide; 20.4 + 20.4 = 40.8 tall.
    expectSize(
      TextProbe.idealSize(of: Label("Inbox", systemImage: "tray").labelStyle(Stacked())),
      CGSize(width: 42.5, height: 40.8))
  }
}
