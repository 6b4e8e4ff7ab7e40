import Foundation
import LayoutLab
import LayoutScenes
import Testing

@Test func debugPrint() throws {
  let r = Scenario.named("flow-view-spacing")!.layout()
  for i in 0..<6 { print(r.frame(id: "item-\(i)")!) }
  let t = Scenario.named("tile-strip")!.layout()
  t.forEachView { v in if v.summary.hasPrefix("HorizontalTileGrid") || v.summary.hasPrefix("CardLayout") { print(v.summary, v.frame) } }
  let c = Scenario.named("cards-ipad")!.layout()
  c.forEachView { v in if v.summary.hasPrefix("CardLayout") { print(v.summary, v.frame, v.children.count, v.children.first!.frame) } }
  let p = Scenario.named("scene-profile")!.layout()
  print(sceneOutline(p).joined(separator: "\n"))
  let g = Scenario.named("scene-geometry")!.layout()
  print(sceneOutline(g).joined(separator: "\n"))
}
