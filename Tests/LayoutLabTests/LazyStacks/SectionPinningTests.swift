import Foundation
import LayoutLab
import Testing

private let screen = CGSize(width: 390, height: 844)

/// Three sections, each a 40-point header ("h0", "h1", "h2") over ten 50-point rows: 540 each,
/// 1,620 in all, in a scroll view scrolled to `y`.
private func sections(y: CGFloat, pinned: PinnedScrollableViews) -> some View {
  ScrollView {
    LazyVStack(spacing: 0, pinnedViews: pinned) {
      ForEach(0..<3) { section in
        Section(header: Color.blue.frame(height: 40).id("h\(section)")) {
          ForEach(0..<10) { _ in Color.red.frame(height: 50) }
        }
      }
    }
  }
  .scrollPosition(.constant(ScrollPosition(y: y)))
}

@Suite("Pinned section headers and footers stay in the region a scroll view shows")
struct SectionPinningTests {
  @Test("A pinned header stays at the top while its section scrolls under it (C-LS9)")
  func headerStaysAtTheTop() {
    let result = ViewHost(rootView: sections(y: 100, pinned: .sectionHeaders)).layout(in: screen)
    // h0 belongs at 0; the region shown starts at 100: it goes to 100, on screen at 100 − 100 = 0.
    #expect(result.frame(id: "h0")?.minY == 0)
    // h1 at 540 is below the region's top: it stays, on screen at 440.
    #expect(result.frame(id: "h1")?.minY == 440)
  }

  @Test("The next section pushes a pinned header out: no lower than its section's end minus its height (C-LS9)")
  func nextSectionPushesTheHeader() {
    let result = ViewHost(rootView: sections(y: 520, pinned: .sectionHeaders)).layout(in: screen)
    // h0 would go to 520, but section 0 ends at 540: 540 − 40 = 500, on screen at −20.
    #expect(result.frame(id: "h0")?.minY == -20)
    // h1 belongs at 540, below the top (520): it stays, on screen at 20.
    #expect(result.frame(id: "h1")?.minY == 20)
  }

  @Test("Not scrolled, or not pinned, nothing moves (C-LS9)")
  func nothingMovesUnscrolledOrUnpinned() {
    let unscrolled = ViewHost(rootView: sections(y: 0, pinned: .sectionHeaders)).layout(in: screen)
    #expect(unscrolled.frame(id: "h0")?.minY == 0)
    #expect(unscrolled.frame(id: "h1")?.minY == 540)
    let unpinned = ViewHost(rootView: sections(y: 100, pinned: [])).layout(in: screen)
    // h0 scrolls away with its section: 0 − 100.
    #expect(unpinned.frame(id: "h0")?.minY == -100)
  }

  @Test("A pinned footer stays at the bottom of the region shown while its section is on screen (C-LS9)")
  func footerStaysAtTheBottom() {
    let result = ViewHost(
      rootView: ScrollView {
        LazyVStack(spacing: 0, pinnedViews: .sectionFooters) {
          Section(header: EmptyView(), footer: Color.green.frame(height: 30).id("footer")) {
            ForEach(0..<20) { _ in Color.red.frame(height: 50) }
          }
        }
      }
    ).layout(in: screen)
    // The footer belongs at 20 × 50 = 1000, below the region 0...844: it goes to 844 − 30 = 814.
    #expect(result.frame(id: "footer")?.minY == 814)
  }
}
