import Foundation

/// Maps root coordinates to the cells of a grid `columns` wide.
struct GridMapping {
  let area: CGRect
  let columns: Int
  let rows: Int
  private let scale: Double

  init(area: CGRect, columns: Int, maximumRows: Int) {
    self.area = area
    self.columns = columns
    let width = Double(area.width)
    scale = width.isFinite && width > 0 ? Double(columns - 1) / width : 0
    let height = Double(area.height) * scale / 2
    rows = height.isFinite ? Int(min(Double(maximumRows - 1), max(0, height.rounded()))) + 1 : 1
  }

  /// The cells a frame covers, clipped to one cell beyond the grid on each side; `nil` for a
  /// frame with no area, not finite, or entirely outside.
  func cells(_ frame: CGRect) -> GridRect? {
    let values = [frame.minX, frame.minY, frame.maxX, frame.maxY]
    guard values.allSatisfy(\.isFinite), frame.width > 0, frame.height > 0 else { return nil }
    let cells = GridRect(
      top: row(frame.minY), left: column(frame.minX), bottom: row(frame.maxY), right: column(frame.maxX))
    guard cells.bottom >= 0, cells.top < rows, cells.right >= 0, cells.left < columns else { return nil }
    return cells
  }

  private func column(_ x: CGFloat) -> Int {
    Self.clamped((Double(x) - Double(area.minX)) * scale, to: columns)
  }

  private func row(_ y: CGFloat) -> Int {
    Self.clamped((Double(y) - Double(area.minY)) * scale / 2, to: rows)
  }

  /// `value` rounded, kept within one cell beyond `0..<count` so it converts to `Int` safely
  /// (NaN, which finite frames in a finite area cannot give, counts as 0).
  private static func clamped(_ value: Double, to count: Int) -> Int {
    guard !value.isNaN else { return 0 }
    return Int(min(Double(count), max(-1, value.rounded())))
  }
}
