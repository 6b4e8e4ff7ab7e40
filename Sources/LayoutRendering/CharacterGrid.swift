/// A rectangle of characters that the ASCII renderer draws on; drawing outside it is clipped.
struct CharacterGrid {
  let columns: Int
  let rows: Int
  private var cells: [[Character]]

  init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    cells = Array(repeating: Array(repeating: " ", count: self.columns), count: self.rows)
  }

  /// A cell's character; a space outside the grid.
  subscript(row: Int, column: Int) -> Character {
    contains(row, column) ? cells[row][column] : " "
  }

  private func contains(_ row: Int, _ column: Int) -> Bool {
    row >= 0 && row < rows && column >= 0 && column < columns
  }

  mutating func set(_ row: Int, _ column: Int, _ character: Character) {
    guard contains(row, column) else { return }
    cells[row][column] = character
  }

  /// Fills every cell of the rectangle (bounds inclusive).
  mutating func fill(_ area: GridRect, with character: Character) {
    let top = max(0, area.top)
    let bottom = min(rows - 1, area.bottom)
    let left = max(0, area.left)
    let right = min(columns - 1, area.right)
    guard top <= bottom, left <= right else { return }
    for row in top...bottom {
      for column in left...right { cells[row][column] = character }
    }
  }

  /// Draws the rectangle's edges with `-` and `|`; where two sides meet or cross (this box's
  /// corners, another box's sides) the cell becomes `+`. A rectangle one cell high or wide is
  /// a line with `+` ends.
  mutating func box(_ area: GridRect) {
    for column in area.left...area.right {
      line(area.top, column, "-")
      line(area.bottom, column, "-")
    }
    for row in area.top...area.bottom {
      line(row, area.left, "|")
      line(row, area.right, "|")
    }
  }

  private mutating func line(_ row: Int, _ column: Int, _ character: Character) {
    let existing = self[row, column]
    let crosses =
      (character == "-" && (existing == "|" || existing == "+"))
      || (character == "|" && (existing == "-" || existing == "+"))
    set(row, column, crosses ? "+" : character)
  }

  /// Writes `text` from `column` on `row`, at most `width` characters of it.
  mutating func write(_ text: String, row: Int, column: Int, width: Int) {
    for (offset, character) in text.prefix(max(0, width)).enumerated() {
      set(row, column + offset, character)
    }
  }

  /// The rows as text, trailing spaces removed.
  var lines: [String] {
    cells.map { row in
      var line = String(row)
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
