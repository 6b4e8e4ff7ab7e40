/// Rows of cells in aligned columns for a terminal: the first column left-aligned, the others
/// right-aligned, two spaces apart.
///
/// SwiftUI parity: none; a harness.
struct TextTable {
  var header: [String]
  var rows: [[String]] = []
  /// Lines printed under a row, indented (details that would not fit in columns).
  var details: [Int: [String]] = [:]

  init(header: [String]) {
    self.header = header
  }

  mutating func add(_ row: [String], details lines: [String] = []) {
    if !lines.isEmpty { details[rows.count] = lines }
    rows.append(row)
  }

  func render() -> String {
    let all = [header] + rows
    let widths = header.indices.map { column in
      all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: max(0, widths[column] - cell.count))
        return column == 0 ? cell + pad : pad + cell
      }.joined(separator: "  ")
    }
    var text = line(header) + "\n"
    for (index, row) in rows.enumerated() {
      text += line(row) + "\n"
      for detail in details[index] ?? [] { text += "    " + detail + "\n" }
    }
    return text
  }
}
