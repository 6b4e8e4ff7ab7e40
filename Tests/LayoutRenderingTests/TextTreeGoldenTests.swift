import Foundation
import LayoutLab
import LayoutRendering
import Testing

@Suite("The text tree's golden outputs")
struct TextTreeGoldenTests {
  @Test("objc.io's layout as a tree: the stack overflows its frame by 25, centred")
  func objcIOGolden() {
    // Golden checked by hand (S5, see RenderingScenes.objcIO): frame [25 25 150 50], stack
    // [12.5 25 175 50], red [12.5 25 75 50] with its id, green [87.5 25 100 50].
    RenderingGolden.check(TextTreeRenderer().render(RenderingScenes.objcIO()), matches: "tree-objcio.txt")
  }

  @Test("A padded text as a tree, with counters")
  func paddedTextGolden() {
    // Golden checked by hand: padding [36.5 9.8 27 30.4], text 5 further in at [41.5 14.8 17
    // 20.4] (N5, LV4). The host asks the padding once; the padding asks the text once to
    // answer and once more to place it (a cache hit).
    RenderingGolden.check(
      TextTreeRenderer(showsCounters: true).render(RenderingScenes.paddedText()), matches: "tree-padded-text.txt")
  }
}
