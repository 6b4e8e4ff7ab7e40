import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Shapes are greedy (LV1): a shape's size is its proposal, an unspecified dimension becoming
// 10 (`ProposedViewSize.replacingUnspecifiedDimensions()`); OpenSwiftUI's `Shape.sizeThatFits`,
// and the Field Guide: "All the built-in shapes have an ideal size of 10×10". Shape modifiers
// (offset, rotation, scale, trim, inset) and strokes change the outline, never the frame
// (DR4). Hosts are 300 × 300 and centre the root view.

@Suite("Shapes lay out greedily")
struct ShapeLayoutTests {
  @Test("Ellipse, Path and ContainerRelativeShape take the proposal (LV1)")
  func greedy() {
    let result = modifierLayout(
      VStack(spacing: 0) {
        Ellipse().id("e")
        Path { $0.addRect(CGRect(x: 0, y: 0, width: 5, height: 5)) }.id("p")
        ContainerRelativeShape().id("c")
      }.frame(width: 90, height: 300))
    // Three greedy shapes share 300 points of height equally, 100 each, 90 wide, from (105, 0).
    expectFrame(result, "e", rect(105, 0, 90, 100))
    expectFrame(result, "p", rect(105, 100, 90, 100))
    expectFrame(result, "c", rect(105, 200, 90, 100))
  }

  @Test("Shape modifiers and strokes lay out as the shape itself (DR4)")
  func modifiedShapesKeepTheFrame() {
    let result = modifierLayout(
      HStack(spacing: 0) {
        Circle().offset(x: 30, y: 5).id("offset")
        Rectangle().rotation(.degrees(45)).id("rotation")
        Capsule().scale(2).id("scale")
        Circle().trim(from: 0, to: 0.5).id("trim")
        RoundedRectangle(cornerRadius: 4).inset(by: 10).id("inset")
        Circle().stroke(Color.red, lineWidth: 8).id("stroke")
        Circle().strokeBorder(Color.red, lineWidth: 8).id("strokeBorder")
      }.frame(width: 280, height: 50))
    // Seven greedy shapes share 280 points: 40 each, 50 tall, from (10, 125).
    for (index, id) in ["offset", "rotation", "scale", "trim", "inset", "stroke", "strokeBorder"].enumerated() {
      expectFrame(result, id, rect(10 + 40 * CGFloat(index), 125, 40, 50))
    }
  }

  @Test("An offset shape draws its outline moved, its frame where it was (DR4)")
  func offsetOutline() {
    let result = modifierLayout(Circle().offset(x: 30, y: 5).frame(width: 40, height: 40).id("f"))
    // The 40 × 40 frame is at (130, 130); the circle fills it, drawn 30 right and 5 down.
    let outline = result.view(id: "f")?.children.first?.appearance.shape?.path.boundingRect
    expectFrame(outline, rect(160, 135, 40, 40))
  }

  @Test("stroke centres the line on the outline; strokeBorder keeps it inside (DR4)")
  func strokeOutlines() {
    let result = modifierLayout(
      HStack(spacing: 0) {
        Circle().stroke(Color.red, lineWidth: 8).id("stroke")
        Circle().strokeBorder(Color.red, lineWidth: 8).id("border")
      }.frame(width: 80, height: 40))
    // Each circle's frame is 40 × 40: (110, 130) and (150, 130). The stroke's path is the
    // circle itself; the border's is inset by 4 (half the line): 32 × 32.
    expectFrame(result.view(id: "stroke")?.appearance.shape?.path.boundingRect, rect(110, 130, 40, 40))
    expectFrame(result.view(id: "border")?.appearance.shape?.path.boundingRect, rect(154, 134, 32, 32))
    #expect(result.view(id: "stroke")?.appearance.shape?.stroke == StrokeStyle(lineWidth: 8))
    #expect(result.view(id: "stroke")?.summary == "Circle().stroke(Color.red, lineWidth: 8)")
    #expect(result.view(id: "border")?.summary == "Circle().strokeBorder(Color.red, lineWidth: 8)")
  }

  @Test("A rounded rectangle keeps its radius and style; a plain filled rectangle draws as its frame")
  func roundedRectangle() {
    let result = modifierLayout(
      HStack(spacing: 0) {
        RoundedRectangle(cornerRadius: 6, style: .circular).fill(Color.red).id("r")
        Rectangle().fill(Color.blue).id("plain")
      }.frame(width: 100, height: 20))
    #expect(result.view(id: "r")?.summary == "RoundedRectangle(cornerRadius: 6, style: .circular).fill(Color.red)")
    #expect(result.view(id: "r")?.appearance.shape?.path == Path(roundedRect: rect(100, 140, 50, 20), cornerRadius: 6))
    #expect(result.view(id: "plain")?.appearance.shape == nil)
    #expect(
      RoundedRectangle(cornerSize: CGSize(width: 4, height: 2)).description == "RoundedRectangle(cornerSize: 4×2)")
  }

  @Test("fill(_:style:) takes a FillStyle and paints the shape")
  func fillStyle() {
    let result = modifierLayout(Ellipse().fill(Color.green, style: FillStyle(eoFill: true)).id("e"))
    #expect(result.view(id: "e")?.appearance.fill == .green)
    // The ellipse fills the 300 × 300 host.
    expectFrame(result.view(id: "e")?.appearance.shape?.path.boundingRect, rect(0, 0, 300, 300))
  }
}

@Suite("UnevenRoundedRectangle")
struct UnevenRoundedRectangleTests {
  @Test("Each corner has its own radius, clamped to half the shorter side; the shape is greedy (LV1)")
  func corners() {
    let result = modifierLayout(
      UnevenRoundedRectangle(topLeadingRadius: 4, bottomTrailingRadius: 50).fill(Color.red).frame(width: 40, height: 20)
        .id("u"))
    let shape = result.view(id: "u")?.children.first
    // The frame is 40 × 20 at (130, 140); the shape fills it.
    expectFrame(shape?.frame, rect(130, 140, 40, 20))
    // The outline starts 4 right of the top leading corner (the radius), and the bottom
    // trailing radius, 50, is clamped to half the height, 10: the bottom edge ends 10 before
    // the right side, at x = 160.
    var points: [CGPoint] = []
    shape?.appearance.shape?.path.forEach { element in
      if case .move(let point) = element { points.append(point) }
      if case .line(let point) = element { points.append(point) }
    }
    #expect(points.first == CGPoint(x: 134, y: 140))
    #expect(points.contains(CGPoint(x: 170, y: 150)))
    expectFrame(shape?.appearance.shape?.path.boundingRect, rect(130, 140, 40, 20))
    #expect(shape?.summary.hasPrefix("UnevenRoundedRectangle(topLeadingRadius: 4, bottomLeadingRadius: 0") == true)
  }
}

@Suite("Shapes as static members")
struct ShapeStaticMemberTests {
  @Test("`.rect(cornerRadius:)`, `.capsule` and the others name the built-in shapes where a shape is expected")
  func staticMembers() {
    let result = modifierLayout(
      VStack(spacing: 0) {
        Color.red.clipShape(.rect(cornerRadius: 8)).id("rounded")
        Color.green.clipShape(.capsule).id("capsule")
        Color.blue.background(.yellow, in: .ellipse).id("ellipse")
        Color.gray.clipShape(.rect(topLeadingRadius: 3)).id("uneven")
      })
    #expect(result.view(id: "rounded")?.summary == ".clipShape(RoundedRectangle(cornerRadius: 8))")
    #expect(result.view(id: "capsule")?.summary == ".clipShape(Capsule())")
    #expect(result.view(id: "ellipse")?.summary == ".background(Color.yellow, in: Ellipse())")
    #expect(
      result.view(id: "uneven")?.summary.hasPrefix(".clipShape(UnevenRoundedRectangle(topLeadingRadius: 3") == true)
    // Four greedy colours share the 300-point column: 75 each.
    expectFrame(result, "ellipse", rect(0, 150, 300, 75))
  }
}
