import LayoutLab
import Testing

// Shapes and shape styles as Apple's documentation uses them: a shape takes the size it is
// offered, whatever its outline; fills, strokes, gradients and insets draw, and change no frame.

@Suite("Shape snippets take the size they are offered")
struct ShapeSnippetsTests {
  @Test("Filled, stroked and bordered shapes are the size of their frames")
  func shapesInFrames() {
    let view = VStack(spacing: 10) {
      Circle().fill(.blue).frame(width: 100, height: 100).id("circle")
      RoundedRectangle(cornerRadius: 25, style: .continuous).fill(.orange).frame(width: 200, height: 50).id("rounded")
      Capsule().stroke(Color.green, lineWidth: 4).frame(width: 120, height: 40).id("capsule")
      Ellipse().strokeBorder(.red, lineWidth: 2).frame(width: 80, height: 40).id("ellipse")
    }
    let result = ViewHost(rootView: view).layout(in: CGSize(width: 300, height: 400))
    // Heights 100 + 50 + 40 + 40 and three gaps of 10: 260, centred at y = (400 − 260) / 2 = 70.
    // Each is centred in the 200-wide stack, itself at x = 50.
    expectFrame(result.frame(id: "circle"), CGRect(x: 100, y: 70, width: 100, height: 100))
    expectFrame(result.frame(id: "rounded"), CGRect(x: 50, y: 180, width: 200, height: 50))
    // 180 + 50 + 10 = 240; x = 50 + (200 − 120) / 2 = 90.
    expectFrame(result.frame(id: "capsule"), CGRect(x: 90, y: 240, width: 120, height: 40))
    // 240 + 40 + 10 = 290; x = 50 + 60 = 110.
    expectFrame(result.frame(id: "ellipse"), CGRect(x: 110, y: 290, width: 80, height: 40))
  }

  @Test("Shapes with no frame share a stack's length: a circle takes a rectangle's share")
  func shapesShareAStack() {
    let view = HStack {
      Circle().fill(.yellow).id("circle")
      Rectangle().fill(LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom)).id("gradient")
    }
    .frame(width: 200, height: 50)
    let result = ViewHost(rootView: view).layout(in: snippetHost)
    // (200 − 8) / 2 = 96 each, 50 tall; the frame is at (50, 125).
    expectFrame(result.frame(id: "circle"), CGRect(x: 50, y: 125, width: 96, height: 50))
    expectFrame(result.frame(id: "gradient"), CGRect(x: 154, y: 125, width: 96, height: 50))
  }

  @Test("A path and an inset shape fill their proposal; the outline does not set the frame")
  func pathAndInset() {
    let view = HStack(spacing: 0) {
      Path { path in
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 500, y: 500))
      }
      .stroke(.black)
      .id("path")
      Circle().inset(by: 10).fill(.red).id("inset")
    }
    .frame(width: 100, height: 40)
    let result = ViewHost(rootView: view).layout(in: snippetHost)
    // Two flexible views in 100: 50 each, 40 tall, the frame at (100, 130). The path's points
    // run far outside it: they are drawn, not measured.
    expectFrame(result.frame(id: "path"), CGRect(x: 100, y: 130, width: 50, height: 40))
    expectFrame(result.frame(id: "inset"), CGRect(x: 150, y: 130, width: 50, height: 40))
  }
}
