import Foundation
import LayoutLab

/// A stack nested `depth` levels, each level a stack holding a colour and the next level;
/// with `alternate`, levels switch between HStack and VStack.
struct NestedStacks: View {
  let depth: Int
  var alternate = false

  var body: some View {
    if depth == 0 {
      Color.red
    } else if !alternate || depth % 2 == 0 {
      HStack { Color.blue; NestedStacks(depth: depth - 1, alternate: alternate) }
    } else {
      VStack { Color.green; NestedStacks(depth: depth - 1, alternate: alternate) }
    }
  }
}

/// `count` text tags in a vertical stack of rows of five, generated from a seed.
struct TextRows: View {
  let count: Int

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(0..<((count + 4) / 5)) { row in
        HStack {
          ForEach(row * 5..<Swift.min(count, row * 5 + 5)) { index in
            Text(TextRows.word(index)).padding(4)
          }
        }
      }
    }
  }

  /// A deterministic word of 2 to 11 letters for `index`.
  static func word(_ index: Int) -> String {
    var state = UInt64(truncatingIfNeeded: index) &* 6364136223846793005 &+ 1442695040888963407
    state ^= state >> 33
    return String(repeating: "x", count: 2 + Int(state % 10))
  }
}
