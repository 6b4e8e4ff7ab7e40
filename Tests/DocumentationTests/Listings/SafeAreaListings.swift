// swift-format-ignore-file
// The articles print this file's listings word for word, as written; the formatter would change
// their tokens (line breaks inside calls, one case per line), so it leaves the file alone.
// The listings of SafeArea.md, run.
import Foundation
import LayoutLab
import Testing

@Suite("SafeArea.md listings")
struct SafeAreaListings {
  @Test("The root of an iPhone host fills its safe area")
  func hostListing() {
    let host = ViewHost(rootView: Color.red.id("fill"), device: .iPhone)
    let result = host.layout(on: .iPhone)
    let fill = result.frame(id: "fill")   // x 0, y 47, 390 × 763
    #expect(fill == CGRect(x: 0, y: 47, width: 390, height: 763))
  }

  @Test("ignoresSafeArea reaches the window only where the view touches the safe area")
  func ignoringListing() {
    let filling = Color.red.id("fill").ignoresSafeArea()   // fill: x 0, y 0, 390 × 844
    let square = Color.red.frame(width: 100, height: 100)
      .id("square").ignoresSafeArea()                      // x 145, y 378.5, 100 × 100: touches nothing
    #expect(ViewHost(rootView: filling, device: .iPhone).layout(on: .iPhone).frame(id: "fill")
      == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(ViewHost(rootView: square, device: .iPhone).layout(on: .iPhone).frame(id: "square")
      == CGRect(x: 145, y: 378.5, width: 100, height: 100))
  }

  @Test("A bottom safeAreaInset in a 300 × 300 host")
  func insetListing() {
    let inset = Color.red.id("main")
      .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).id("bar") }
    // bar: x 0, y 250, 300 × 50; main: x 0, y 0, 300 × 242
    let result = ViewHost(rootView: inset).layout(in: CGSize(width: 300, height: 300))
    #expect(result.frame(id: "bar") == CGRect(x: 0, y: 250, width: 300, height: 50))
    #expect(result.frame(id: "main") == CGRect(x: 0, y: 0, width: 300, height: 242))
  }

  @Test("A scroll view on an iPhone reaches under the bars, its content starting at the safe area (C-SA11)")
  func scrollViewListing() {
    let list = ScrollView { Color.red.frame(height: 2000).id("content") }.id("scroll")
    // scroll: x 0, y 0, 390 × 844; content: x 0, y 47, 390 × 2000
    let result = ViewHost(rootView: list, device: .iPhone).layout(on: .iPhone)
    #expect(result.frame(id: "scroll") == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(result.frame(id: "content") == CGRect(x: 0, y: 47, width: 390, height: 2000))
  }
}
