import LayoutLab

/// A colour inside `depth` paddings of 1 point, one added per level of a recursive view: a
/// chain of `depth` modifiers, each the only subview of the next.
///
/// SwiftUI parity: ordinary SwiftUI views.
struct PaddingChain: View {
  let depth: Int

  var body: some View {
    if depth <= 0 {
      Color.red
    } else {
      PaddingChain(depth: depth - 1).padding(1)
    }
  }
}
