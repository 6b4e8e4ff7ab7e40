import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// What each drawing modifier hands renderers (`PlacedView.appearance.effect`), and the two
// modifiers that lay out a second view: mask (DR2) and border (DR3). Hosts are 300 × 300 and
// centre the root view.

@Suite("Drawing effects")
struct DrawingEffectTests {
  @Test("clipShape resolves its shape in the modifier's frame, in root coordinates")
  func clipShapeResolvesInFrame() {
    let result = modifierLayout(Color.red.frame(width: 40, height: 20).clipShape(Ellipse()).id("c"))
    // The 40 × 20 frame is centred at (130, 140); the ellipse inscribed in it spans exactly
    // that rectangle.
    guard case .clip(let path)? = result.view(id: "c")?.appearance.effect else {
      Issue.record("no clip effect")
      return
    }
    expectFrame(path.boundingRect, rect(130, 140, 40, 20))
  }

  @Test("clipped() clips to the frame's rectangle and cornerRadius to a rounded one")
  func clippedAndCornerRadius() {
    let result = modifierLayout(
      VStack(spacing: 0) {
        Color.red.frame(width: 40, height: 20).clipped().id("clipped")
        Color.blue.frame(width: 40, height: 20).cornerRadius(5).id("rounded")
      })
    // The column is 40 × 40 at (130, 130): the clipped view above, the rounded one below.
    #expect(result.view(id: "clipped")?.appearance.effect == .clip(Path(rect(130, 130, 40, 20))))
    let rounded = Path(roundedRect: rect(130, 150, 40, 20), cornerRadius: 5, style: .circular)
    #expect(result.view(id: "rounded")?.appearance.effect == .clip(rounded))
    #expect(result.view(id: "rounded")?.summary == ".cornerRadius(5)")
  }

  @Test("shadow carries its colour, radius and offset; the default colour is black at 0.33")
  func shadowValues() {
    let result = modifierLayout(Color.red.frame(width: 10, height: 10).shadow(radius: 4, x: 2, y: 3).id("s"))
    #expect(
      result.view(id: "s")?.appearance.effect == .shadow(color: Color(white: 0, opacity: 0.33), radius: 4, x: 2, y: 3))
    #expect(result.view(id: "s")?.summary == ".shadow(radius: 4, x: 2, y: 3)")
  }

  @Test("A rotation's outline turns the frame around its anchor; the frame itself stays")
  func rotationOutline() {
    let result = modifierLayout(Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(90)).id("r"))
    guard let view = result.view(id: "r"), let effect = view.appearance.effect else {
      Issue.record("no rotation")
      return
    }
    // The frame is 40 × 20 at (130, 140), centred on (150, 150). Turned a quarter around that
    // centre it covers 20 × 40 at (140, 130).
    expectFrame(view.frame, rect(130, 140, 40, 20))
    expectFrame(effect.transformedOutline(of: view.frame)?.boundingRect, rect(140, 130, 20, 40))
  }

  @Test("A scale around the top leading corner grows the outline down and right only")
  func scaleOutline() {
    let result = modifierLayout(Color.red.frame(width: 40, height: 20).scaleEffect(2, anchor: .topLeading).id("s"))
    guard let view = result.view(id: "s"), let effect = view.appearance.effect else {
      Issue.record("no scale")
      return
    }
    // The frame is at (130, 140); doubled from that corner the outline is 80 × 40 there.
    #expect(effect == .scale(CGSize(width: 2, height: 2), anchor: .topLeading))
    expectFrame(effect.transformedOutline(of: view.frame)?.boundingRect, rect(130, 140, 80, 40))
  }

  @Test("A mask is laid out like an overlay: proposed the content's size and aligned on it (DR2)")
  func maskLaidOutLikeOverlay() {
    let result = modifierLayout(
      Color.red.frame(width: 100, height: 60)
        .mask(alignment: .topTrailing) { Circle().frame(width: 20, height: 20).id("m") }
        .id("masked"))
    // The content, 100 × 60, is centred at (100, 120). The mask's frame is 20 × 20 whatever it
    // is proposed, put at the content's top trailing corner: x = 100 + 100 − 20 = 180, y = 120.
    expectFrame(result, "masked", rect(100, 120, 100, 60))
    expectFrame(result, "m", rect(180, 120, 20, 20))
    #expect(result.view(id: "masked")?.appearance.effect == .mask)
  }

  @Test("A mask is proposed exactly the content's size (DR2)")
  func maskProposal() {
    let result = modifierLayout(Color.red.frame(width: 100, height: 60).mask { Circle().id("m") })
    expectProposal(result.view(id: "m")?.proposal, ProposedViewSize(width: 100, height: 60))
    // The circle shape takes the 100 × 60 proposal as its frame, over the content at (100, 120).
    expectFrame(result, "m", rect(100, 120, 100, 60))
  }

  @Test("border is an overlay of a rectangle stroked inside the frame: it draws, it adds no space (DR3)")
  func borderInsideFrame() {
    let result = modifierLayout(Color.red.frame(width: 50, height: 30).border(Color.blue, width: 4).id("b"))
    guard let overlay = result.view(id: "b"), let stroke = overlay.children.last else {
      Issue.record("no border")
      return
    }
    // The content and the border both take the 50 × 30 frame at (125, 135).
    expectFrame(overlay.frame, rect(125, 135, 50, 30))
    expectFrame(stroke.frame, rect(125, 135, 50, 30))
    #expect(overlay.summary == ".border(Color.blue, width: 4)")
    #expect(stroke.summary == "Rectangle().strokeBorder(Color.blue, lineWidth: 4)")
    // The stroke's centre line runs 2 (half the width) inside the frame: 46 × 26 at (127, 137),
    // so the 4-point line covers the frame's outer 4 points exactly.
    #expect(stroke.appearance.shape?.stroke?.lineWidth == 4)
    expectFrame(stroke.appearance.shape?.path.boundingRect, rect(127, 137, 46, 26))
    #expect(stroke.appearance.fill == .blue)
  }

  @Test("zIndex is carried as an effect, and a filter is named as it was written")
  func zIndexAndFilters() {
    let result = modifierLayout(
      ZStack {
        Color.red.zIndex(2).id("z")
        Color.blue.blur(radius: 3).id("f")
        Color.green.blendMode(.multiply).id("g")
      })
    #expect(result.view(id: "z")?.appearance.effect == .zIndex(2))
    #expect(result.view(id: "f")?.appearance.effect == .filter("blur(radius: 3)"))
    #expect(result.view(id: "g")?.summary == ".blendMode(.multiply)")
  }

  @Test("foregroundColor and foregroundStyle colour shapes below that name no style")
  func foregroundStyleColoursShapes() {
    let result = modifierLayout(
      VStack {
        Circle().id("plain")
        Circle().id("red").foregroundColor(.red)
        Capsule().id("gradient").foregroundStyle(
          .linearGradient(colors: [.green, .blue], startPoint: .top, endPoint: .bottom))
        Circle().fill(.tint).id("tint").tint(.orange)
        Circle().fill(.tint).id("accent")
      })
    // A shape without a style and without a foreground style set draws no fill.
    #expect(result.view(id: "plain")?.appearance.fill == nil)
    #expect(result.view(id: "red")?.appearance.fill == .red)
    // A gradient's picture colour is its first stop; the gradient itself goes with the shape.
    #expect(result.view(id: "gradient")?.appearance.fill == .green)
    #expect(result.view(id: "gradient")?.appearance.shape?.gradient == Gradient(colors: [.green, .blue]))
    #expect(result.view(id: "tint")?.appearance.fill == .orange)
    #expect(result.view(id: "accent")?.appearance.fill == Color.accentColor)
  }
}

/// A row whose first view's opacity and rotation come from its arguments.
private struct Faded: View {
  var opacity: Double
  var degrees: Double

  var body: some View {
    HStack(spacing: 0) {
      Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(degrees)).opacity(opacity).id("faded")
      Color.blue.frame(width: 60, height: 20).id("plain")
    }
  }
}

@Suite("Drawing effects across updates")
struct DrawingEffectUpdateTests {
  @Test("A changed effect reaches the result at the next layout, frames as a cold layout's (DR1)")
  func changedEffectMatchesColdLayout() {
    let size = CGSize(width: 300, height: 300)
    let host = ViewHost(rootView: Faded(opacity: 1, degrees: 0))
    _ = host.layout(in: size)
    host.rootView = Faded(opacity: 0.3, degrees: 45)
    let warm = host.layout(in: size)
    let cold = ViewHost(rootView: Faded(opacity: 0.3, degrees: 45)).layout(in: size)
    #expect(warm.view(id: "faded")?.appearance.effect == .opacity(0.3))
    #expect(warm.view(id: "faded")?.children.first?.appearance.effect == .rotation(.degrees(45), anchor: .center))
    // The row is 100 × 20, centred at (100, 140): the faded view at 100, the plain one at 140.
    expectFrame(warm, "faded", rect(100, 140, 40, 20))
    expectFrame(warm, "plain", rect(140, 140, 60, 20))
    var warmFrames: [CGRect] = []
    var coldFrames: [CGRect] = []
    warm.forEachView { warmFrames.append($0.frame) }
    cold.forEachView { coldFrames.append($0.frame) }
    #expect(warmFrames == coldFrames)
  }
}
