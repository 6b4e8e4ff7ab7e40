import LayoutLab
import Testing

// Drawing modifiers as Apple's documentation uses them: opacity, clipping, corner radius,
// border, shadow, transforms, z-index, tint and foreground styles change what is drawn, never a
// frame. Each snippet is laid out with and without them and the frames compared with numbers.

/// A badge with every drawing-only modifier on it.
private struct DecoratedBadge: View {
  var body: some View {
    Color.yellow
      .frame(width: 100, height: 50)
      .opacity(0.5)
      .clipShape(Circle())
      .cornerRadius(8)
      .border(Color.gray, width: 4)
      .shadow(color: .black, radius: 5, x: 2, y: 2)
      .rotationEffect(.degrees(45))
      .scaleEffect(2)
      .clipped()
      .mask { Rectangle() }
      .contentShape(Rectangle())
      .tint(.red)
      .foregroundStyle(.blue)
      .id("badge")
  }
}

@Suite("Drawing modifier snippets change no frame")
struct DrawingSnippetsTests {
  @Test("A view under every drawing modifier keeps the frame it had without them")
  func decoratedBadge() {
    let result = ViewHost(rootView: DecoratedBadge()).layout(in: snippetHost)
    // 100 × 50 centred in 300: (100, 125), rotated and scaled only when drawn.
    expectFrame(result.frame(id: "badge"), CGRect(x: 100, y: 125, width: 100, height: 50))
  }

  @Test("zIndex orders drawing in a ZStack and leaves placement alone")
  func zIndexInZStack() {
    let view = ZStack {
      Color.red.frame(width: 60, height: 60).zIndex(1).id("front")
      Color.blue.frame(width: 100, height: 40).id("back")
    }
    let result = ViewHost(rootView: view).layout(in: snippetHost)
    // The stack is 100 × 60 at (100, 120); each child is centred in it.
    expectFrame(result.frame(id: "front"), CGRect(x: 120, y: 120, width: 60, height: 60))
    expectFrame(result.frame(id: "back"), CGRect(x: 100, y: 130, width: 100, height: 40))
  }
}
