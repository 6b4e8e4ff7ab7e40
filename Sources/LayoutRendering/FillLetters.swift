import LayoutLab

/// One fill letter per distinct colour, in the order the colours first paint.
struct FillLetters {
  private(set) var entries: [(Character, Color)] = []

  init(_ colors: [Color]) {
    var used = Set<Character>()
    for color in colors where !entries.contains(where: { $0.1 == color }) {
      let preferred = color.name.lowercased().filter { $0.isASCII && $0.isLetter }
      let candidates = Array(preferred) + Array("abcdefghijklmnopqrstuvwxyz0123456789")
      guard let letter = candidates.first(where: { !used.contains($0) }) else { continue }
      used.insert(letter)
      entries.append((letter, color))
    }
  }

  /// The colour's letter; `nil` for a colour that draws nothing (or beyond the 36 letters).
  func letter(for color: Color) -> Character? {
    entries.first { $0.1 == color }?.0
  }
}
