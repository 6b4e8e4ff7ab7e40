import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

@Suite("ignoresSafeArea")
struct IgnoresSafeAreaTests {
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
