import Foundation
import LayoutLab

/// Small layouts the renderers' tests share, each with numbers that can be worked out by hand.
enum RenderingScenes {
  /// objc.io's example (layout rule S5): a 150 × 50 frame around an HStack of a red colour
  /// capped at 100 wide and a green one at least 100 wide, in a 200 × 100 host. The stack offers
  /// red half of 150 (75) first since red is less flexible; green takes its minimum 100, so the
  /// stack is 175 wide and overflows the frame by 25, centred: x = 25 + (150 - 175) / 2 = 12.5.
  static func objcIO(tracing: Bool = false) -> LayoutResult {
    let host = ViewHost(
      rootView: HStack(spacing: 0) {
        Color.red.frame(maxWidth: 100).id("red")
        Color.green.frame(minWidth: 100)
      }.frame(width: 150, height: 50))
    host.tracing = tracing
    return host.layout(in: CGSize(width: 200, height: 100))
  }

  /// `Text("Hi").padding(5)` in a 100 × 50 host: the text is 2 × 8.5 = 17 wide and 20.4 tall
  /// (LV4), padded 27 × 30.4, centred at (36.5, 9.8).
  static func paddedText(tracing: Bool = false) -> LayoutResult {
    let host = ViewHost(rootView: Text("Hi").padding(5))
    host.tracing = tracing
    return host.layout(in: CGSize(width: 100, height: 50))
  }

  /// `Color.red.frame(width: 20, height: 10)` in a 100 × 50 host: centred at (40, 20).
  static func colorFrame(tracing: Bool = false) -> LayoutResult {
    let host = ViewHost(rootView: Color.red.frame(width: 20, height: 10))
    host.tracing = tracing
    return host.layout(in: CGSize(width: 100, height: 50))
  }
}
