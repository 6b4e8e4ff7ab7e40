// The listings of LazyGrids.md and ChoosingTheViewThatFits.md, run.
import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

private func photoGrid() -> some View {
  LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
    ForEach(0..<12) { index in
      Color.teal.aspectRatio(1, contentMode: .fit).id("photo-\(index)")
    }
  }
}

private func buttonBar() -> some View {
  ViewThatFits(in: .horizontal) {
    HStack {
      Text("Save")
      Text("Cancel")
      Text("Delete")
    }
    VStack {
      Text("Save")
      Text("Cancel")
      Text("Delete")
    }
  }
}

@Suite("Lazy grids and ViewThatFits")
struct GridAndFitsListings {
  @Test("The photo grid: 4 adaptive columns of 91.5 at 390, three rows, 290.5 tall")
  func photoGridColumns() {
    let result = ViewHost(rootView: photoGrid()).layout(in: CGSize(width: 390, height: 300))
    // k = ⌊(390 + 8) / (80 + 8)⌋ = 4 columns of (390 − 24) / 4 = 91.5; rows at 4.75,
    // 4.75 + 99.5, 4.75 + 199 (the 290.5-tall grid centred in 300).
    expectFrame(result.frame(id: "photo-5"), CGRect(x: 99.5, y: 104.25, width: 91.5, height: 91.5))
    expectFrame(result.frame(id: "photo-11"), CGRect(x: 298.5, y: 203.75, width: 91.5, height: 91.5))
    expectScenario("lazy-grid-adaptive", laysOutAs: photoGrid())
  }

  @Test("The button bar: the 152-wide row does not fit 140, the 51 × 77.2 column is shown; at 160 the row is")
  func buttonBarFallsBack() {
    let narrow = ViewHost(rootView: buttonBar()).layout(in: CGSize(width: 140, height: 100))
    expectFrame(narrow.views.first?.frame, CGRect(x: 44.5, y: 11.4, width: 51, height: 77.2))
    #expect(narrow.views.first?.children.map(\.summary) == ["VStack()"])
    let wide = ViewHost(rootView: buttonBar()).layout(in: CGSize(width: 160, height: 100))
    #expect(wide.views.first?.children.map(\.summary) == ["HStack()"])
    expectScenario("view-that-fits", laysOutAs: buttonBar())
  }
}
