import Foundation
import LayoutLab

extension Scenario {
  /// A lazy stack and a lazy grid scrolled into the middle of long content: which rows exist,
  /// as in the LazyStackLayout and LazyGrids articles.
  static let lazyScenarios: [Scenario] = [
    Scenario(
      name: "lazy-stack-scrolled",
      summary:
        "1,000 rows of 44 in a LazyVStack in a ScrollView scrolled to y = 2,000 at 390 × 844: row 0 and rows 43 to 66 exist (25 of 1,000)",
      group: .lesson, hostSize: CGSize(width: 390, height: 844)
    ) {
      // Shown 2000...2844, with the 100-point look-ahead 1900...2944. Rows stride 44 (no
      // spacing): the window starts at row 1900 / 44 → 43 (at 1892) and runs while rows start
      // before 2944: to row 66 (at 2904). Row 0 is always built. The stack's estimated length
      // is 44,000, so y = 2,000 needs no clamping.
      AnyView(
        ScrollView {
          LazyVStack(spacing: 0) {
            ForEach(0..<1000) { index in
              Text("Row \(index)").frame(height: 44).id("row-\(index)")
            }
          }
        }
        .scrollPosition(.constant(ScrollPosition(y: 2000)))
      )
    },
    Scenario(
      name: "lazy-grid-scrolled",
      summary:
        "1,000 cells of 44 in a LazyVGrid of 3 flexible columns in a ScrollView scrolled to y = 2,000 at 390 × 844: row 0 and rows 36 to 56 exist (66 cells of 1,000)",
      group: .lesson, hostSize: CGSize(width: 390, height: 844)
    ) {
      // Shown 2000...2844, with the 100-point look-ahead 1900...2944. Rows stride 44 + 8 = 52:
      // the window starts at row 1900 / 52 → 36 (at 1872) and runs while rows start before
      // 2944: to row 56 (at 2912). Row 0 is always built. The grid's estimated height is
      // 2912 + 44 + 277 × 52 = 17,360 (all 334 rows), so y = 2,000 needs no clamping.
      AnyView(
        ScrollView {
          LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
            ForEach(0..<1000) { index in
              Text("Cell \(index)").frame(height: 44).id("cell-\(index)")
            }
          }
        }
        .scrollPosition(.constant(ScrollPosition(y: 2000)))
      )
    },
  ]
}
