import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// A grid remembers its cells and tracks between layouts; what it remembers must never show:
/// a grid laid out before, at another size or from other views, places every cell where a
/// new host does.
@Suite("A grid laid out before lays out as a new one")
struct GridUpdateTests {
  /// A table whose second row spans `span` columns of its first cell and holds `rows` rows.
  private struct Table: View {
    var span: Int
    var rows: Int
    var anchor: UnitPoint?

    var body: some View {
      Grid(horizontalSpacing: 4, verticalSpacing: 2) {
        GridRow {
          Color.red.frame(width: 20, height: 10).id("a")
          Color.blue.id("flexible")
          Color.green.frame(width: 30, height: 10).id("c")
        }
        GridRow {
          cell.gridCellColumns(span)
          Color.gray.frame(width: 10, height: 10).id("d")
        }
        ForEach(0..<rows, id: \.self) { row in
          GridRow {
            Color.orange.frame(width: 15, height: 5).id("row\(row)")
          }
        }
      }
    }

    @ViewBuilder private var cell: some View {
      if let anchor {
        Color.purple.frame(width: 12, height: 8).id("span").gridCellAnchor(anchor)
      } else {
        Color.purple.frame(width: 12, height: 8).id("span")
      }
    }
  }

  private static let ids = ["a", "flexible", "c", "span", "d", "row0", "row1", "row2"]

  private func expectSameFrames(
    _ warm: LayoutResult, _ cold: LayoutResult, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for id in Self.ids {
      let (w, c) = (warm.frame(id: id), cold.frame(id: id))
      #expect((w == nil) == (c == nil), "\(label): \(id)", sourceLocation: sourceLocation)
      if let w, let c { expectFrame(w, c, "\(label): \(id)", sourceLocation: sourceLocation) }
    }
  }

  @Test("Cold equals warm: a grid first laid out at another size", arguments: MeasurementCachePolicy.allCases)
  func coldWarm(policy: MeasurementCachePolicy) {
    let view = Table(span: 2, rows: 2, anchor: nil)
    let size = CGSize(width: 200, height: 100)
    let layouts = coldAndWarmLayouts(view, in: size, after: CGSize(width: 137, height: 311), policy: policy)
    let (cold, warm) = (layouts[0].result, layouts[1].result)
    expectSameFrames(warm, cold, "\(policy)")
    // Columns: 0 is rigid at 20 (a 20, the orange cells 15; the purple cell spanning columns 0
    // and 1 needs 12, less than 20 + 4), 2 is rigid at 30 (c 30, d 10), 1 holds the colour
    // (0…∞) and takes the rest of 200 − 2 × 4: 192 − 50 = 142. Rows: 1 is 10, the two orange
    // rows 5 each, row 0 (a and c 10, the colour 0…∞) the rest of 100 − 3 × 2: 94 − 20 = 74.
    expectSize(cold.frame(id: "flexible")?.size, CGSize(width: 142, height: 74))
  }

  @Test(
    "Changing spans, rows and anchors updates the grid as a new one would lay it out",
    arguments: MeasurementCachePolicy.allCases)
  func updates(policy: MeasurementCachePolicy) {
    let size = CGSize(width: 200, height: 100)
    let host = ViewHost(rootView: Table(span: 1, rows: 0, anchor: nil), measurementCachePolicy: policy)
    _ = host.layout(in: size)
    for view in [
      Table(span: 2, rows: 0, anchor: nil), Table(span: 2, rows: 3, anchor: nil),
      Table(span: 2, rows: 3, anchor: .topLeading), Table(span: 1, rows: 1, anchor: .bottomTrailing),
      Table(span: 1, rows: 1, anchor: .bottomTrailing),
    ] {
      host.rootView = view
      let warm = host.layout(in: size)
      let cold = ViewHost(rootView: view, measurementCachePolicy: policy).layout(in: size)
      expectSameFrames(
        warm, cold, "\(policy), span \(view.span), rows \(view.rows), anchor \(String(describing: view.anchor))")
    }
  }
}
