import Foundation
import LayoutLab

/// Renders the frames of a layout result as an ASCII drawing no wider than a terminal.
///
/// The drawn area (the host, or the root views' frames) is scaled so its width spans `width`
/// columns; rows use half the horizontal scale, since a terminal cell is about twice as tall as
/// it is wide. A point at `x` goes to column `round((x - left) × (width - 1) / areaWidth)`.
/// Views are drawn back to front (`PaintOrder`), in three layers:
///
/// 1. views filled with a `Color` as blocks of one letter per colour: the first letter of the
///    colour's name not taken by another colour (`r` for red, `g` for green, `a` for gray after
///    green and red), else the first free of `a`–`z` and `0`–`9`, listed in a legend below the
///    drawing; colours beyond those 36, and `Color.clear` (or any colour with opacity 0), draw
///    nothing;
/// 2. outlines of the views that draw nothing themselves (`outlines`), as `+--+` and `|` boxes;
/// 3. texts, word-wrapped to their frames' columns and centred on their rows, cut where they
///    do not fit.
///
/// Views with no area (a width or height of 0) and views under `.hidden()` are not drawn.
/// Texts are written as they are (characters outside ASCII included). Lines carry no trailing
/// spaces. At most `maximumColumns` columns and `maximumRows` rows are drawn.
///
/// `HStack(spacing: 0) { Color.red; Color.green }` in a 200 × 100 host, 21 columns wide:
///
///     +-------------------+
///     |rrrrrrrrrgggggggggg|
///     |rrrrrrrrrgggggggggg|
///     |rrrrrrrrrgggggggggg|
///     |rrrrrrrrrgggggggggg|
///     +-------------------+
///
///     r Color.red
///     g Color.green
///
/// SwiftUI parity: none; a picture of LayoutLab's frames.
public struct ASCIIRenderer: Sendable {
  /// What the drawing covers.
  public enum Area: Hashable, Sendable {
    /// The host's whole size, with the root where the host put it.
    case host
    /// The union of the root views' frames.
    case root
  }

  /// The most characters on a line (drawing and legend); 80 by default.
  public var width: Int
  public var area: Area
  public var outlines: OutlinedViews
  /// Whether a legend of the fill letters follows the drawing.
  public var showsLegend: Bool

  public init(width: Int = 80, area: Area = .host, outlines: OutlinedViews = .all, showsLegend: Bool = true) {
    self.width = width
    self.area = area
    self.outlines = outlines
    self.showsLegend = showsLegend
  }

  /// The most rows drawn, so that a very tall area cannot fill memory.
  public static let maximumRows = 1000
  /// The most columns drawn, whatever `width` asks.
  public static let maximumColumns = 2000

  /// The drawing, then the legend after an empty line, each line ending with a newline; empty
  /// when `width` is below 1.
  public func render(_ result: LayoutResult) -> String {
    guard width >= 1 else { return "" }
    let columns = min(width, Self.maximumColumns)
    let mapping = GridMapping(area: drawnArea(of: result), columns: columns, maximumRows: Self.maximumRows)
    var grid = CharacterGrid(columns: columns, rows: mapping.rows)
    let views = PaintOrder.views(of: result)
    let fills = FillLetters(views.compactMap(\.appearance.fill).filter { $0.opacity > 0 })
    // The unsafe area first, as `/`: a view drawn into it covers it.
    let bands = UnsafeArea.bands(of: result)
    for band in bands { if let cells = mapping.cells(band) { grid.fill(cells, with: "/") } }
    for view in views {
      guard let fill = view.appearance.fill, let letter = fills.letter(for: fill),
        let cells = mapping.cells(view.frame)
      else { continue }
      grid.fill(cells, with: letter)
    }
    for view in views where view.appearance.fill == nil && view.appearance.text == nil && outlines.outlines(view) {
      if let cells = mapping.cells(view.frame) { grid.box(cells) }
    }
    for view in views {
      guard let text = view.appearance.text, !text.isEmpty, let cells = mapping.cells(view.frame) else { continue }
      let span = cells.right - cells.left + 1
      let height = cells.bottom - cells.top + 1
      let lines = WordWrap.lines(of: text, maxCharacters: span)
      let first = cells.top + max(0, (height - lines.count) / 2)
      let fraction = view.appearance.textAlignment.lineOffsetFraction
      for (offset, line) in lines.prefix(height).enumerated() {
        // multilineTextAlignment places each line within the text's own width.
        let indent = Int((Double(max(0, span - line.count)) * fraction).rounded(.down))
        grid.write(line, row: first + offset, column: cells.left + indent, width: span - indent)
      }
    }
    var output = grid.lines.map { $0 + "\n" }.joined()
    if showsLegend, !bands.isEmpty {
      output += String("/ unsafe area (\(UnsafeArea.summary(of: result)))".prefix(columns)) + "\n"
    }
    if showsLegend, !fills.entries.isEmpty {
      output += "\n"
      for (letter, color) in fills.entries {
        output += String("\(letter) \(color)".prefix(columns)) + "\n"
      }
    }
    return output
  }

  /// The rectangle the drawing covers, in root coordinates.
  private func drawnArea(of result: LayoutResult) -> CGRect {
    let host = CGRect(origin: .zero, size: result.hostSize)
    guard area == .root else { return host }
    let frames = result.views.map(\.frame).filter { $0.width.isFinite && $0.height.isFinite }
    guard let first = frames.first else { return host }
    return frames.dropFirst().reduce(first) { $0.union($1) }
  }
}
