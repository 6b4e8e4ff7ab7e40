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

/// The preference technique (Swift Talk #167–168): items report their sizes through a
/// background GeometryReader and a preference in frame 1; the container stores them in @State
/// and offsets the items in frame 2.
struct PreferenceFlow: View {
  let count: Int
  @State private var sizes: [Int: CGSize] = [:]

  var body: some View {
    GeometryReader { proxy in
      let offsets = flowOffsets(count: count, width: proxy.size.width, sizes: sizes)
      ZStack(alignment: .topLeading) {
        ForEach(0..<count, id: \.self) { index in
          Text(TextRows.word(index)).padding(4)
            .background(GeometryReader { item in
              Color.clear.preference(key: SizesKey.self, value: [index: item.size])
            })
            .offset(offsets[index] ?? .zero)
        }
      }
      .onPreferenceChange(SizesKey.self) { sizes = $0 }
    }
  }

  struct SizesKey: PreferenceKey {
    static let defaultValue: [Int: CGSize] = [:]
    static func reduce(value: inout [Int: CGSize], nextValue: () -> [Int: CGSize]) {
      value.merge(nextValue()) { $1 }
    }
  }
}

/// The same greedy wrap, with 8-point spacing, from sizes to offsets.
func flowOffsets(count: Int, width: CGFloat, sizes: [Int: CGSize]) -> [Int: CGSize] {
  var offsets: [Int: CGSize] = [:]
  var x: CGFloat = 0, y: CGFloat = 0, line: CGFloat = 0
  for index in 0..<count {
    let size = sizes[index] ?? .zero
    if x > 0, x + size.width > width {
      x = 0
      y += line + 8
      line = 0
    }
    offsets[index] = CGSize(width: x, height: y)
    x += size.width + 8
    line = max(line, size.height)
  }
  return offsets
}

/// The same items placed by a `Layout` in one frame.
struct LayoutFlow: View {
  let count: Int

  var body: some View {
    SimpleFlowLayout {
      ForEach(0..<count, id: \.self) { index in Text(TextRows.word(index)).padding(4) }
    }
  }
}

/// A greedy flow layout with 8-point spacing: the same rule as `flowOffsets`.
struct SimpleFlowLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let width = proposal.width ?? .infinity
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    var x: CGFloat = 0, y: CGFloat = 0, line: CGFloat = 0, widest: CGFloat = 0
    for size in sizes {
      if x > 0, x + size.width > width {
        x = 0
        y += line + 8
        line = 0
      }
      x += size.width + 8
      widest = max(widest, x - 8)
      line = max(line, size.height)
    }
    return CGSize(width: widest, height: y + line)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    var x: CGFloat = 0, y: CGFloat = 0, line: CGFloat = 0
    for (subview, size) in zip(subviews, sizes) {
      if x > 0, x + size.width > bounds.width {
        x = 0
        y += line + 8
        line = 0
      }
      subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), proposal: .unspecified)
      x += size.width + 8
      line = max(line, size.height)
    }
  }
}
