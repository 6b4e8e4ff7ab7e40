import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// `Section`s in a lazy grid and outside one.
@Suite("Section headers and footers span the grid's columns")
struct LazyGridSectionTests {
  @Test("A header and a footer take a row across all columns; the next section starts a new row (C-LG12)")
  func headersAndFootersSpanColumns() {
    let result = ViewHost(
      rootView: LazyVGrid(columns: [GridItem(), GridItem()], pinnedViews: [.sectionHeaders]) {
        Section {
          Color.red.frame(height: 20).id("a")
          Color.red.frame(height: 20).id("b")
          Color.red.frame(height: 20).id("c")
        } header: {
          Color.gray.frame(height: 10).id("h1")
        } footer: {
          Color.gray.frame(height: 6).id("f1")
        }
        Section(header: Color.gray.frame(height: 12).id("h2")) {
          Color.blue.frame(height: 20).id("d")
        }
      }
      .id("grid")
      .frame(width: 200)
    ).layout(in: phoneSize)
    // Columns (200 − 8) / 2 = 96 at 0 and 104; the block is 200 wide. Lines, 8 apart:
    // h1 (10) at 0; a, b (20) at 18; c (20) at 46; f1 (6) at 74; h2 (12) at 88; d (20) at 108
    // on a row of its own though c's row had room. Height 108 + 20 = 128.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 200, height: 128))
    expectFrame(result.frame(id: "h1", relativeTo: "grid"), CGRect(x: 0, y: 0, width: 200, height: 10))
    expectFrame(result.frame(id: "b", relativeTo: "grid"), CGRect(x: 104, y: 18, width: 96, height: 20))
    expectFrame(result.frame(id: "c", relativeTo: "grid"), CGRect(x: 0, y: 46, width: 96, height: 20))
    expectFrame(result.frame(id: "f1", relativeTo: "grid"), CGRect(x: 0, y: 74, width: 200, height: 6))
    expectFrame(result.frame(id: "h2", relativeTo: "grid"), CGRect(x: 0, y: 88, width: 200, height: 12))
    expectFrame(result.frame(id: "d", relativeTo: "grid"), CGRect(x: 0, y: 108, width: 96, height: 20))
  }

  @Test("Two sections without headers are still separate rows (C-LG12)")
  func sectionsWithoutHeaders() {
    let result = ViewHost(
      rootView: LazyVGrid(columns: [GridItem(), GridItem()]) {
        Section { Color.red.frame(height: 20).id("a") }
        Section { Color.blue.frame(height: 20).id("b") }
      }
      .id("grid")
      .frame(width: 200)
    ).layout(in: phoneSize)
    // Each section's cells start a row: b goes under a (y = 20 + 8), not beside it.
    expectFrame(result.frame(id: "b", relativeTo: "grid"), CGRect(x: 0, y: 28, width: 96, height: 20))
  }

  @Test(
    "A header lines up with the block of columns on the grid's alignment, a row's spacing above the cells (C-LG12, derived)"
  )
  func headerAlignment() {
    func layout(_ alignment: HorizontalAlignment) -> LayoutResult {
      ViewHost(
        rootView: LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100))], alignment: alignment) {
          Section {
            Color.red.frame(height: 10).id("cell")
          } header: {
            Text("Hi").id("header")
          }
        }
        .id("grid")
      ).layout(in: phoneSize)
    }
    // The block is 100 + 8 + 100 = 208 wide. The header is proposed (208, nil): "Hi" is
    // 17 × 20.4. Leading: block and header at 0. Centred: the block at (390 − 208) / 2 = 91,
    // the header centred in it: 91 + (208 − 17) / 2 = 186.5. Cells follow 8 below: y = 28.4.
    // That headers follow the grid's alignment and its row spacing is LayoutLab's reading.
    let leading = layout(.leading)
    expectFrame(leading.frame(id: "header", relativeTo: "grid"), CGRect(x: 0, y: 0, width: 17, height: 20.4))
    expectFrame(leading.frame(id: "cell", relativeTo: "grid"), CGRect(x: 0, y: 28.4, width: 100, height: 10))
    let centred = layout(.center)
    expectFrame(centred.frame(id: "header", relativeTo: "grid"), CGRect(x: 186.5, y: 0, width: 17, height: 20.4))
    expectFrame(centred.frame(id: "cell", relativeTo: "grid"), CGRect(x: 91, y: 28.4, width: 100, height: 10))
  }

  @Test("Outside a lazy grid a section is its header, content and footer as plain views")
  func sectionInAStack() {
    let result = ViewHost(
      rootView: VStack(spacing: 0) {
        Section {
          Color.red.frame(height: 20).id("content")
        } header: {
          Color.gray.frame(height: 10).id("header")
        } footer: {
          Color.gray.frame(height: 5).id("footer")
        }
      }
      .id("stack")
    ).layout(in: phoneSize)
    // Three views in the stack, 10 + 20 + 5 tall, no spacing.
    expectSize(result.frame(id: "stack")?.size, CGSize(width: 390, height: 35))
    expectFrame(result.frame(id: "content", relativeTo: "stack"), CGRect(x: 0, y: 10, width: 390, height: 20))
    expectFrame(result.frame(id: "footer", relativeTo: "stack"), CGRect(x: 0, y: 30, width: 390, height: 5))
  }
}
