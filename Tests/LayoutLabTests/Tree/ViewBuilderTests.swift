import Foundation
import LayoutLab
import Testing

private enum Shape3 { case one, two, three }

private struct Switching: View {
  var shape: Shape3
  var optional: String?
  var body: some View {
    VStack(spacing: 0) {
      switch shape {
      case .one: Color.red.frame(width: 10, height: 10)
      case .two: Color.red.frame(width: 20, height: 20)
      case .three: Color.red.frame(width: 30, height: 30)
      }
      if let optional { Text(optional) }
      Group {
        Color.blue.frame(width: 5, height: 5)
        Color.blue.frame(width: 6, height: 6)
      }
      EmptyView()
      ForEach(0..<3) { index in
        Color.green.frame(width: CGFloat(index + 1), height: 1)
      }
    }
  }
}

@Suite("ViewBuilder content becomes a flat list of subviews")
struct ViewBuilderTests {
  @Test("switch, optionals, Group, EmptyView and ForEach flatten into the container's subviews")
  func flattening() {
    let result = ViewHost(rootView: Switching(shape: .two, optional: "x")).layout(in: CGSize(width: 100, height: 100))
    let stack = result.views[0]
    // frame(20), Text, two Group members, three ForEach rows; EmptyView adds nothing.
    #expect(stack.children.count == 7)
    // Heights 20 + 20.4 + 5 + 6 + 1 + 1 + 1 with spacing 0.
    #expect(abs(stack.frame.height - 54.4) < 0.001)
    let withoutOptional = ViewHost(rootView: Switching(shape: .three, optional: nil)).layout(
      in: CGSize(width: 100, height: 100))
    #expect(withoutOptional.views[0].children.count == 6)
    #expect(withoutOptional.views[0].children[0].frame.width == 30)
  }

  @Test("A block of more than ten views builds")
  func manyChildren() {
    let result = ViewHost(
      rootView: HStack(spacing: 0) {
        Color.red
        Color.red
        Color.red
        Color.red
        Color.red
        Color.red
        Color.red
        Color.red
        Color.red
        Color.red
        Color.red
        Color.red
      }
    ).layout(in: CGSize(width: 120, height: 10))
    #expect(result.views[0].children.count == 12)
    #expect(result.views[0].children.allSatisfy { $0.frame.width == 10 })
  }
}

/// A user view that wrongly declares no body, as only built-in views may.
private struct Bodiless: View {
  var body: Never { fatalError("never called") }
}

@Suite("A user view without a body is reported, not run")
struct BodilessViewTests {
  @Test("A view whose body is Never shows nothing and names itself in a diagnostic")
  func bodilessView() {
    let result = ViewHost(
      rootView: VStack {
        Text("a")
        Bodiless()
      }
    ).layout(in: CGSize(width: 100, height: 100))
    #expect(result.views[0].children.count == 1)
    #expect(result.diagnostics.contains { $0.message.contains("Bodiless") && $0.message.contains("Never") })
  }
}
