import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Path geometry: building, the bounding rectangle (through curves' extreme points, not their
// control points, as CoreGraphics' boundingBoxOfPath), trimming and the text description.

@Suite("Path")
struct PathTests {
  @Test("Lines and a closed subpath: the bounding rectangle spans every point")
  func linesBounds() {
    let path = Path { p in
      p.move(to: CGPoint(x: 10, y: 20))
      p.addLine(to: CGPoint(x: 50, y: 25))
      p.addLine(to: CGPoint(x: 30, y: 60))
      p.closeSubpath()
    }
    // x from 10 to 50, y from 20 to 60.
    #expect(path.boundingRect == CGRect(x: 10, y: 20, width: 40, height: 40))
    #expect(path.currentPoint == CGPoint(x: 10, y: 20))
    #expect(path.description == "10 20 m 50 25 l 30 60 l h")
  }

  @Test("An ellipse's bounds are its rectangle, not its control points")
  func ellipseBounds() {
    var path = Path()
    path.addEllipse(in: CGRect(x: 5, y: 10, width: 40, height: 20))
    expectFrame(path.boundingRect, rect(5, 10, 40, 20))
  }

  @Test("A quadratic curve's bounds reach its extreme point, halfway to the control")
  func quadCurveBounds() {
    var path = Path()
    path.move(to: .zero)
    path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 20))
    // B(½) = ¼·0 + ½·20 + ¼·0 = 10 in y: the curve peaks at 10, half the control's 20.
    expectFrame(path.boundingRect, rect(0, 0, 20, 10))
  }

  @Test("addRect and addRoundedRect draw closed outlines inside their rectangle")
  func rectangles() {
    var path = Path()
    path.addRect(CGRect(x: 0, y: 0, width: 30, height: 10))
    path.addRoundedRect(in: CGRect(x: 40, y: 0, width: 20, height: 20), cornerSize: CGSize(width: 50, height: 50))
    // The corner is clamped to half the side (10), so the rounded one is a circle's outline.
    expectFrame(path.boundingRect, rect(0, 0, 60, 20))
    #expect(!path.isEmpty)
    #expect(Path().isEmpty)
    #expect(Path().boundingRect == .zero)
  }

  @Test("trimmedPath keeps the given share of the length")
  func trim() {
    let line = Path { p in
      p.move(to: .zero)
      p.addLine(to: CGPoint(x: 100, y: 0))
      p.addLine(to: CGPoint(x: 100, y: 100))
    }
    // 200 points long: 0.25…0.75 runs from x = 50 on the first leg to y = 50 on the second.
    let half = line.trimmedPath(from: 0.25, to: 0.75)
    expectFrame(half.boundingRect, rect(50, 0, 50, 50))
    #expect(line.trimmedPath(from: 0.6, to: 0.4).isEmpty)
    #expect(line.trimmedPath(from: 0, to: 1) == line)
  }

  @Test("A path drawn as a view keeps its own coordinates, moved to its frame")
  func pathView() {
    let result = modifierLayout(
      Path { p in
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 20, y: 10))
      }.frame(width: 100, height: 50).id("p"))
    // The frame is 100 × 50 at (100, 125); the path is not scaled to it: 20 × 10 at its corner.
    expectFrame(result.view(id: "p")?.children.first?.appearance.shape?.path.boundingRect, rect(100, 125, 20, 10))
  }
}
