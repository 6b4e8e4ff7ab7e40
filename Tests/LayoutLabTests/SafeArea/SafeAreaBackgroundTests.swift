import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

@Suite("Backgrounds that ignore the safe area")
struct SafeAreaBackgroundTests {
  @Test("A ShapeStyle background is drawn into the unsafe area; the layout keeps the safe frame (C-SA8)")
  func styleBackgroundExtends() {
    // The colour fills the safe area (0, 47) 390 × 763; its background touches both boundaries
    // and is drawn over the whole window, 844 tall. The content keeps its frame.
    let result = safeAreaLayout(Color.clear.id("content").background(Color.blue))
    expectFrame(result.frame(id: "content"), iPhoneSafeArea)
    // The root view is the background modifier: its content, then the colour it draws.
    expectFrame(result.views.first?.children.last?.frame, iPhoneWindow)
  }

  @Test("ignoresSafeAreaEdges limits the edges the background reaches (C-SA8)")
  func limitedEdges() {
    // Only the top: 763 + 47 = 810 tall from y = 0.
    let result = safeAreaLayout(Color.clear.background(Color.blue, ignoresSafeAreaEdges: .top))
    expectFrame(result.views.first?.children.last?.frame, box(0, 0, 390, 810))
  }

  @Test("A background that does not touch the safe boundary is not extended (C-SA5, C-SA8)")
  func notTouching() {
    // Centred 100 × 100 at (145, 378.5): far from both boundaries.
    let result = safeAreaLayout(Color.clear.frame(width: 100, height: 100).background(Color.blue))
    expectFrame(result.views.first?.children.last?.frame, box(145, 378.5, 100, 100))
  }

  @Test("background(ignoresSafeAreaEdges:) and a ShapeStyle overlay are drawn out too (C-SA8)")
  func otherForms() {
    let background = safeAreaLayout(Color.clear.background())
    expectFrame(background.views.first?.children.last?.frame, iPhoneWindow)
    let overlay = safeAreaLayout(Color.clear.overlay(Color.red, ignoresSafeAreaEdges: .bottom))
    // The bottom only: 763 + 34 = 797 tall from y = 47.
    expectFrame(overlay.views.first?.children.last?.frame, box(0, 47, 390, 797))
  }
}
