import Foundation
import LayoutLab
import Testing

/// Swift Talk #167–168's collection view, as `reference/pre-ios16-flow.md` §1 describes it:
/// each item reports its size through a background GeometryReader and a preference; the
/// container stores the sizes in @State and offsets the items in the next frame.
private struct SizeKey: PreferenceKey {
  static let defaultValue: [Int: CGSize] = [:]
  static func reduce(value: inout [Int: CGSize], nextValue: () -> [Int: CGSize]) {
    value.merge(nextValue()) { $1 }
  }
}

private struct PropagateSize<Content: View>: View {
  let content: Content
  let id: Int
  var body: some View {
    content.background(GeometryReader { proxy in
      Color.clear.preference(key: SizeKey.self, value: [id: proxy.size])
    })
  }
}

/// The pure flow function: sizes to offsets, spacing 10 × 10 (pre-ios16-flow.md §1 step 5).
private func flowOffsets(_ ids: [Int], width: CGFloat, sizes: [Int: CGSize]) -> [Int: CGSize] {
  var x: CGFloat = 0
  var y: CGFloat = 0
  var lineHeight: CGFloat = 0
  var offsets: [Int: CGSize] = [:]
  for id in ids {
    let size = sizes[id] ?? .zero
    if x + size.width > width {
      x = 0
      y += lineHeight + 10
      lineHeight = 0
    }
    offsets[id] = CGSize(width: x, height: y)
    lineHeight = max(lineHeight, size.height)
    x += size.width + 10
  }
  return offsets
}

private struct CollectionView: View {
  let strings: [String]
  @State private var sizes: [Int: CGSize] = [:]

  var body: some View {
    GeometryReader { proxy in
      let offsets = flowOffsets(Array(strings.indices), width: proxy.size.width, sizes: sizes)
      ZStack(alignment: .topLeading) {
        ForEach(strings.indices, id: \.self) { index in
          // The id goes inside the offset: the offset moves the view it modifies, while the
          // offset modifier's own frame stays where layout put it (semantics F4).
          PropagateSize(content: Text(strings[index]).padding(10), id: index)
            .id(index)
            .offset(offsets[index] ?? .zero)
        }
      }
      .onPreferenceChange(SizeKey.self) { sizes = $0 }
    }
  }
}

/// Ten labels "Item n " plus 0 to 10 x's, deterministic.
private let labels = (1...10).map { "Item \($0) " + String(repeating: "x", count: ($0 * 7) % 11) }

@Suite("Swift Talk's collection view settles in two frames")
struct SwiftTalkCollectionViewTests {
  @Test("Frame 1 measures with every label at the corner; frame 2 places them in a flow")
  func twoFrames() {
    let result = ViewHost(rootView: CollectionView(strings: labels)).layout(in: CGSize(width: 390, height: 844))
    #expect(result.frames.count == 2, "\(result.frames)")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    // Frame 1: the action runs once with ten sizes and writes the state once.
    #expect(result.frames[0].actionsCalled == 1)
    #expect(result.frames[0].stateWrites == 1)
    // Frame 2: same sizes, no action.
    #expect(result.frames[1].actionsCalled == 0)
    // Label 1 is "Item 1 " + 7 x's = 14 characters: 119 + 20 padding = 139 wide, 40.4 tall.
    let first = result.frame(id: 0)
    #expect(first?.size == CGSize(width: 139, height: 40.4))
    // Every label after the first sits to the right of or below it.
    for index in 1..<10 {
      let frame = result.frame(id: index)!
      #expect(frame.minX > first!.minX || frame.minY > first!.minY, "label \(index) at \(frame)")
    }
  }
}
