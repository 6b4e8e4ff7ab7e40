import Foundation
import LayoutLab

/// A stack nested `depth` levels deep, each level a stack holding a colour and the next level,
/// a colour at the bottom: all HStacks, or (`alternating`) HStack and VStack in turn, starting
/// with an HStack at the top.
///
/// Every level asks its two children for their sizes while working out its own, so without a
/// measurement cache the asks multiply with depth; with one they should grow linearly.
///
/// SwiftUI parity: ordinary SwiftUI stacks.
struct NestedStacks: View {
  let depth: Int
  let alternating: Bool

  var body: some View {
    if depth <= 0 {
      Color.red
    } else if alternating && depth % 2 == 0 {
      VStack {
        Color.green
        NestedStacks(depth: depth - 1, alternating: alternating)
      }
    } else {
      HStack {
        Color.blue
        NestedStacks(depth: depth - 1, alternating: alternating)
      }
    }
  }
}
