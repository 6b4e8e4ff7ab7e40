import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

@Suite("ignoresSafeArea")
struct IgnoresSafeAreaTests {
  @Test("A colour filling the safe area reaches the whole window; its modifier keeps the safe frame (C-SA4)")
  func fillsWindow() {
    // The modifier is measured as its content: 390 × 763 at y = 47. It touches the top (47) and
    // bottom (810) boundaries, so its content is proposed 390 × (763 + 47 + 34) = 844 at y = 0.
    let result = safeAreaLayout(Color.red.id("fill").ignoresSafeArea().id("modifier"))
    expectFrame(result.frame(id: "modifier"), iPhoneSafeArea)
    expectFrame(result.frame(id: "fill"), iPhoneWindow)
  }

  @Test("A view that does not touch the safe boundary does not extend (C-SA5)")
  func notTouching() {
    // Centred: (145, 378.5), far from 47 and 810.
    let result = safeAreaLayout(Color.red.frame(width: 100, height: 100).id("square").ignoresSafeArea())
    expectFrame(result.frame(id: "square"), box(145, 378.5, 100, 100))
  }

  @Test("Only the touching edge extends: a bar at the top of the safe area reaches the window's top (C-SA5)")
  func oneEdgeTouches() {
    // The VStack fills the safe area; the 100-tall modifier sits at y = 47: its top touches, so
    // its flexible colour is proposed 100 + 47 = 147 from y = 0; its bottom (147) is far from
    // 810 and stays.
    let result = safeAreaLayout(
      VStack(spacing: 0) {
        Color.blue.id("bar").ignoresSafeArea().frame(height: 100)
        Spacer()
      })
    expectFrame(result.frame(id: "bar"), box(0, 0, 390, 147))
  }

  @Test("A fixed-size view that ignores the safe area moves up by the inset instead of growing (C-SA4)")
  func fixedSizeMovesUp() {
    // The modifier is at y = 47, 100 tall, and touches the top: its content is placed at
    // 47 − 47 = 0 with a proposal 147 tall, which a fixed 100-point frame does not take.
    let result = safeAreaLayout(
      VStack(spacing: 0) {
        Color.blue.frame(height: 100).id("bar").ignoresSafeArea()
        Spacer()
      })
    expectFrame(result.frame(id: "bar"), box(0, 0, 390, 100))
  }

  @Test("An edge within the tolerance of the boundary touches it; one just beyond does not (C-SA5)")
  func tolerance() {
    // 0.1 below the boundary is within ½ px (⅙ pt) + 0.001 = 0.168: the top reaches 0.
    let near = safeAreaLayout(Color.red.id("fill").ignoresSafeArea().padding(.top, 0.1))
    expectFrame(near.frame(id: "fill"), iPhoneWindow)
    // 0.2 below is not: the top stays at 47.2; the bottom still reaches 844 (762.8 + 34 = 796.8).
    let far = safeAreaLayout(Color.red.id("fill").ignoresSafeArea().padding(.top, 0.2))
    expectFrame(far.frame(id: "fill"), box(0, 47.2, 390, 796.8))
  }

  @Test("edges limits which edges extend (C-SA4)")
  func edges() {
    // Only the bottom: 763 + 34 = 797 tall from y = 47.
    let result = safeAreaLayout(Color.red.id("fill").ignoresSafeArea(edges: .bottom))
    expectFrame(result.frame(id: "fill"), box(0, 47, 390, 797))
  }

  @Test("A view covering the unsafe area lays its content out in the full frame (C-SA6)")
  func contentInFullFrame() {
    // The VStack is proposed 390 × 844 and splits it in two halves of 422.
    let result = safeAreaLayout(
      VStack(spacing: 0) {
        Color.red.id("a")
        Color.blue.id("b")
      }.ignoresSafeArea())
    expectFrame(result.frame(id: "a"), box(0, 0, 390, 422))
    expectFrame(result.frame(id: "b"), box(0, 422, 390, 422))
  }

  @Test("A nested ignoresSafeArea inside one that reached the edge adds nothing (C-SA5, C-SA7)")
  func nested() {
    let result = safeAreaLayout(Color.red.id("fill").ignoresSafeArea().ignoresSafeArea())
    expectFrame(result.frame(id: "fill"), iPhoneWindow)
  }

  @Test("The keyboard region is zero without a keyboard: ignoring it alone changes nothing (C-SA12)")
  func keyboardRegionEmpty() {
    let result = safeAreaLayout(Color.red.id("fill").ignoresSafeArea(.keyboard))
    expectFrame(result.frame(id: "fill"), iPhoneSafeArea)
  }

  @Test("With a keyboard up, ignoring the container region keeps the view above the keyboard (C-SA12)")
  func keyboardAvoidance() {
    // A 300-point keyboard covers 300 − 34 = 266 above the bottom inset: the safe area is
    // 844 − 47 − 34 − 266 = 497 tall from y = 47 (bottom 544).
    let inside = safeAreaLayout(Color.red.id("fill"), keyboardHeight: 300)
    expectFrame(inside.frame(id: "fill"), box(0, 47, 390, 497))
    // .container: the keyboard's inset hides the container's at the bottom; only the top
    // extends, to 0: 544 tall.
    let container = safeAreaLayout(Color.red.id("fill").ignoresSafeArea(.container), keyboardHeight: 300)
    expectFrame(container.frame(id: "fill"), box(0, 0, 390, 544))
    // .keyboard: only the keyboard's 266 at the bottom: 497 + 266 = 763 from y = 47.
    let keyboard = safeAreaLayout(Color.red.id("fill").ignoresSafeArea(.keyboard), keyboardHeight: 300)
    expectFrame(keyboard.frame(id: "fill"), box(0, 47, 390, 763))
    // .all: the whole window.
    let all = safeAreaLayout(Color.red.id("fill").ignoresSafeArea(), keyboardHeight: 300)
    expectFrame(all.frame(id: "fill"), iPhoneWindow)
  }

  @Test("edgesIgnoringSafeArea extends as ignoresSafeArea(.all, edges:) does")
  @available(*, deprecated, message: "exercises the deprecated modifier")
  func deprecatedForm() {
    // The top only: 763 + 47 = 810 tall from y = 0.
    let result = safeAreaLayout(Color.red.id("fill").edgesIgnoringSafeArea(.top))
    expectFrame(result.frame(id: "fill"), box(0, 0, 390, 810))
  }

  @Test("Under right-to-left layout the leading inset is the right edge's")
  func rightToLeft() {
    // Insets: 10 on the left, 30 on the right of a 300 × 200 window; the safe area is x 10…270.
    // Extending only the leading edge (the right one, right to left) reaches 300: x 10…300.
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    let host = ViewHost(
      rootView: Color.red.id("fill").ignoresSafeArea(edges: .leading),
      safeAreaInsets: EdgeInsets(leading: 10, trailing: 30), environment: environment)
    expectFrame(host.layout(in: CGSize(width: 300, height: 200)).frame(id: "fill"), box(10, 0, 290, 200))
  }

  @Test("An ignoresSafeArea view is placed again when only the insets change")
  func insetsChangeReplaces() {
    let host = ViewHost(
      rootView: Color.red.id("fill").ignoresSafeArea(edges: .top).padding(.bottom, 0), device: .iPhone)
    // Top: 47 + 763 = 810 from 0.
    expectFrame(host.layout(on: .iPhone).frame(id: "fill"), box(0, 0, 390, 810))
    host.safeAreaInsets = EdgeInsets(top: 59, bottom: 34)
    // 844 − 59 − 34 = 751, plus 59 at the top: 810 from 0.
    expectFrame(host.layout(in: CGSize(width: 390, height: 844)).frame(id: "fill"), box(0, 0, 390, 810))
  }
}
