import LayoutLab
import Testing

// The rest of SwiftUI's common surface as Apple's documentation uses it: a named coordinate
// space in the iOS 17 spelling read through GeometryProxy, Angle, the accessibility size
// categories, the semantic colours and the foreground style hierarchy.

/// A label that says how far below the top of the named stack its reader sits.
private struct DistanceFromTop: View {
  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(height: 50)
      GeometryReader { proxy in
        Text("y \(Int(proxy.frame(in: .named("stack")).minY))").id("label")
      }
      .frame(height: 20)
    }
    .coordinateSpace(.named("stack"))
    .frame(width: 100)
  }
}

@Suite("Common-surface snippets compile and lay out as documented")
struct CommonSurfaceSnippetsTests {
  @Test("A GeometryProxy reads its frame in a named coordinate space")
  func namedCoordinateSpace() {
    let result = ViewHost(rootView: DistanceFromTop()).layout(in: snippetHost)
    // The reader sits under the 50-high red view: its top is 50 below the stack's top, whatever
    // the stack's place in the host ((300 − 70) / 2 = 115 from the top of the host).
    #expect(result.view(id: "label")?.summary == "Text(\"y 50\")")
  }

  @Test("Angle converts between degrees and radians, and a rotation by it changes no frame")
  func angles() {
    #expect(Angle.radians(.pi).degrees == 180)
    #expect(Angle(degrees: 90) == .radians(.pi / 2))
    let view = Color.accentColor.frame(width: 80, height: 20).rotationEffect(Angle(degrees: 90)).id("bar")
    let result = ViewHost(rootView: view).layout(in: snippetHost)
    // 80 × 20 centred: (110, 140); the rotation is drawn only.
    expectFrame(result.frame(id: "bar"), CGRect(x: 110, y: 140, width: 80, height: 20))
  }

  @Test("An accessibility size category makes body text 40 points")
  func accessibilityCategory() {
    let view = Text("Hi").foregroundStyle(.secondary).id("hi").environment(\.sizeCategory, .accessibilityExtraLarge)
    let result = ViewHost(rootView: view).layout(in: snippetHost)
    // accessibilityExtraLarge is AX3, where body text is 40 pt: 2 × 20 = 40 wide, 48 tall.
    expectSize(result.frame(id: "hi")?.size, CGSize(width: 40, height: 48))
  }

  @Test("Semantic colours and hierarchical styles fill as any colour does")
  func semanticStyles() {
    let view = HStack(spacing: 0) {
      Color.primary.id("primary")
      Rectangle().fill(.secondary).id("secondary")
      Rectangle().foregroundStyle(.tertiary).id("tertiary")
    }
    .frame(width: 90, height: 10)
    let result = ViewHost(rootView: view).layout(in: snippetHost)
    // Three flexible views share 90: 30 each, at x 105, 135 and 165 (the frame is at 105).
    expectFrame(result.frame(id: "primary"), CGRect(x: 105, y: 145, width: 30, height: 10))
    expectFrame(result.frame(id: "secondary"), CGRect(x: 135, y: 145, width: 30, height: 10))
    expectFrame(result.frame(id: "tertiary"), CGRect(x: 165, y: 145, width: 30, height: 10))
  }
}
