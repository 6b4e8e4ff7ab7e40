import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Rule DR1: a drawing-only modifier changes no frame. SwiftUI applies opacity, clips, masks,
// shadows, rotation and scale effects, zIndex and the colour filters when drawing; layout never
// sees them (Apple: rotationEffect, scaleEffect and offset are geometry effects, "the original
// dimensions of the view aren't changed"). Each case below lays the same row out with and
// without one modifier on its first view and compares every frame. The modifiers a scene file
// can write (opacity, clips, corner radius, mask, border, shadow, rotation, scale, zIndex,
// foregroundColor, blur) are checked by the conformance fixtures `drawing-*-keeps-frames.json`;
// the cases here are the ones a scene cannot state.
//
// The row, in a 300 × 300 host: Text("Hi") is 17 × 20.4 (two glyphs of 8.5 at 17 pt, line
// 1.2 × 17); with padding(5) it is 27 × 30.4. The HStack (spacing 10) is 27 + 10 + 40 = 77 wide
// and max(30.4, 30) = 30.4 tall, centred at ((300 − 77) / 2, (300 − 30.4) / 2) = (111.5, 134.8).
// "a" is at (111.5, 134.8), 27 × 30.4; "b" at x = 111.5 + 27 + 10 = 148.5, centred vertically
// at y = 134.8 + (30.4 − 30) / 2 = 135, 40 × 30.

/// A modifier under test: its name and how it wraps the first view.
struct DrawingCase: Sendable, CustomTestStringConvertible {
  let name: String
  let apply: @Sendable (AnyView) -> AnyView

  init(_ name: String, _ apply: @escaping @Sendable (AnyView) -> AnyView) {
    self.name = name
    self.apply = apply
  }

  var testDescription: String { name }

  static let all: [DrawingCase] = [
    DrawingCase("scaleEffect(CGSize)") { AnyView($0.scaleEffect(CGSize(width: 2, height: 2))) },
    DrawingCase("contentShape") { AnyView($0.contentShape(Rectangle())) },
    DrawingCase("foregroundStyle") {
      AnyView($0.foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
    },
    DrawingCase("tint") { AnyView($0.tint(.green)) },
    DrawingCase("brightness") { AnyView($0.brightness(0.2)) },
    DrawingCase("saturation") { AnyView($0.saturation(0.5)) },
    DrawingCase("grayscale") { AnyView($0.grayscale(1)) },
    DrawingCase("colorMultiply") { AnyView($0.colorMultiply(.yellow)) },
    DrawingCase("compositingGroup") { AnyView($0.compositingGroup()) },
    DrawingCase("drawingGroup") { AnyView($0.drawingGroup()) },
    DrawingCase("blendMode") { AnyView($0.blendMode(.multiply)) },
    DrawingCase("allowsHitTesting") { AnyView($0.allowsHitTesting(false)) },
    DrawingCase("accessibility") { AnyView($0.accessibilityLabel("Greeting").accessibilityHidden(false)) },
  ]
}

/// The row described above, with `modify` applied to the padded text ("a").
func drawingRow(_ modify: (AnyView) -> AnyView) -> LayoutResult {
  modifierLayout(
    HStack(spacing: 10) {
      modify(AnyView(Text("Hi").padding(5).id("a"))).id("modified")
      Color.blue.frame(width: 40, height: 30).id("b")
    })
}

@Suite("Drawing modifiers change no frame")
struct DrawingModifierFrameTests {
  @Test("A drawing-only modifier leaves every frame as it was (DR1)", arguments: DrawingCase.all)
  func framesUnchanged(_ drawing: DrawingCase) {
    let plain = drawingRow { $0 }
    let modified = drawingRow(drawing.apply)
    expectFrame(plain, "a", rect(111.5, 134.8, 27, 30.4))
    expectFrame(plain, "b", rect(148.5, 135, 40, 30))
    expectFrame(modified, "a", rect(111.5, 134.8, 27, 30.4))
    expectFrame(modified, "b", rect(148.5, 135, 40, 30))
    // The modifier itself, where it has a node, has its content's frame.
    expectFrame(modified, "modified", rect(111.5, 134.8, 27, 30.4))
    #expect(modified.rootSize == plain.rootSize)
    #expect(modified.diagnostics.isEmpty)
  }

  @Test("opacity on a Group applies to each member, each with its own frame (DR1)")
  func appliesPerMember() {
    let result = modifierLayout(
      HStack(spacing: 0) {
        Group {
          Color.red.frame(width: 50, height: 50)
          Color.blue.frame(width: 30, height: 50)
        }
        .opacity(0.5)
      })
    // The row is 80 × 50 at (110, 125): the copies of the modifier are 50 and 30 wide.
    let row = result.views.first { $0.children.count == 2 }
    #expect(row?.children.map(\.summary) == [".opacity(0.5)", ".opacity(0.5)"])
    #expect(row?.children.map(\.appearance.effect) == [.opacity(0.5), .opacity(0.5)])
    expectFrame(row?.children.last?.frame, rect(160, 125, 30, 50))
  }

  @Test("A non-finite effect value is reported and drawn as no effect")
  func nonFiniteValueReported() {
    let result = modifierLayout(Color.red.frame(width: 10, height: 10).opacity(.nan).id("o"))
    #expect(result.diagnostics.map(\.kind) == [.invalidArgument])
    #expect(result.diagnostics.first?.message.contains("opacity nan is not finite; using 1") == true)
    #expect(result.view(id: "o")?.appearance.effect == .opacity(1))
    // The frame is the content's: 10 × 10 centred at (145, 145).
    expectFrame(result, "o", rect(145, 145, 10, 10))
  }
}
